import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { isLandingPath } from '#shared/roles.ts';
import { AuthFlow } from './auth-flow.tsx';
import type { AuthModalOptions, AuthMode } from '../../components/layout/auth-modal-context.ts';
import { outcomeDelayMs, type AuthOutcome } from './auth-outcome.ts';
import { useCompleteAuth } from './use-complete-auth.ts';

export interface AuthDialogBodyProps {
  mode: AuthMode;
  options: AuthModalOptions;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  /** Set to this body's `finish`, so dismissing the modal early still completes a success. */
  finishRef: RefObject<(() => void) | null>;
}

/** The §4 auth modal's content: after a success the modal closes on the spec's delay (or at once when
 *  dismissed), then the success callback runs, or else the soft page reload. */
export function AuthDialogBody({ mode, options, onModeChange, onClose, finishRef }: AuthDialogBodyProps) {
  const complete = useCompleteAuth();
  const pending = useRef<AuthOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const redirectTo = options.redirectTo ?? null;
  const { onSuccess } = options;

  const finish = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const outcome = pending.current;
    pending.current = null;
    onClose();
    if (outcome) void complete(outcome, { redirectTo, context: 'modal', onSuccess });
  }, [complete, onClose, redirectTo, onSuccess]);

  useEffect(() => {
    finishRef.current = finish;
    return () => {
      if (finishRef.current === finish) finishRef.current = null;
    };
  }, [finish, finishRef]);

  const succeed = useCallback(
    (outcome: AuthOutcome) => {
      pending.current = outcome;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(finish, outcomeDelayMs(outcome));
    },
    [finish],
  );

  // Following a link out of the modal (terms, privacy) closes it.
  useEffect(() => {
    if (pathname !== openedAt.current) finish();
  }, [pathname, finish]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <AuthFlow
      mode={mode}
      onModeChange={onModeChange}
      source="modal"
      redirectTo={redirectTo}
      onSuccess={succeed}
      // §4: the modal runs its success callback, or reloads the page in place, unless it was given a place to go.
      signInToDashboard={!onSuccess && redirectTo !== null && isLandingPath(redirectTo)}
    />
  );
}
