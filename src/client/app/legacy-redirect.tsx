import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { beacon } from '../lib/api.ts';

/** §7 body of POST /api/analytics/legacy-redirects. */
export interface LegacyRedirectEvent {
  path: string;
  destination: string;
  referrer: string;
  userAgent: string;
  timestamp: string;
}

/**
 * Where a redirect lands: the destination's path, the current query merged under the destination's
 * own query values (so /vendor-onboarding?source=partner → /onboarding?source=partner&type=vendor),
 * and the destination's hash or else the current one (reset tokens survive).
 */
export function redirectTarget(to: string, current: { search: string; hash: string }): string {
  const url = new URL(to, 'http://eventide.invalid');
  const params = new URLSearchParams(current.search);
  new URLSearchParams(url.search).forEach((value, key) => params.set(key, value));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash || current.hash}`;
}

export interface LegacyRedirectProps {
  to: string;
  /** Record the old and new path (§2, §7). Off for the portal's own structural redirects. */
  record?: boolean;
}

/** §2 legacy-path redirect: records the old and new path (fire-and-forget, keepalive), then
 *  replaces the location. Only paths are recorded: queries may carry tokens. */
export function LegacyRedirect({ to, record = true }: LegacyRedirectProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // Once per location: StrictMode runs effects twice, and a redirect may land on another redirect
  // (/partner/dashboard → /portal → /portal/dashboard) that reuses this same component instance.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    const destination = redirectTarget(to, location);
    if (record) {
      const event: LegacyRedirectEvent = {
        path: location.pathname,
        destination: new URL(destination, 'http://eventide.invalid').pathname,
        referrer: document.referrer,
        userAgent: navigator.userAgent,
        timestamp: new Date().toISOString(),
      };
      beacon('/api/analytics/legacy-redirects', event);
    }
    navigate(destination, { replace: true });
  }, [to, record, location, navigate]);

  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-2 text-sm text-muted">
      <Spinner label="Redirecting" />
      <span aria-hidden="true">Redirecting…</span>
    </div>
  );
}
