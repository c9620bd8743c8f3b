import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { DISPLAY } from '#shared/constants.ts';
import { REDIRECT_REASON_MESSAGES, REDIRECT_REASON_PARAM, isRedirectReason } from '#shared/roles.ts';

/** §2: a redirect-reason query shows its toast for 5 s, then the query is removed from the URL. */
export function RedirectReasonToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  useEffect(() => {
    latest.current = location;
  });
  const reason = new URLSearchParams(location.search).get(REDIRECT_REASON_PARAM);

  useEffect(() => {
    if (!isRedirectReason(reason)) return;
    toast.info(REDIRECT_REASON_MESSAGES[reason], {
      id: `redirect-reason-${reason}`,
      duration: DISPLAY.redirectToastMs,
    });
    const timer = setTimeout(() => {
      const { pathname, search, hash } = latest.current;
      const params = new URLSearchParams(search);
      params.delete(REDIRECT_REASON_PARAM);
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
    }, DISPLAY.redirectToastMs);
    return () => clearTimeout(timer);
  }, [reason, location.pathname, navigate]);

  return null;
}
