import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight, CircleAlert, MailCheck, PartyPopper } from 'lucide-react';
import type { Me } from '#shared/session.ts';
import { isPartnerRole } from '#shared/roles.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { landingFor, useSession } from '../../lib/session.tsx';
import { announceVerified } from '../../lib/verification-broadcast.ts';
import { AuthLayout } from './auth-layout.tsx';

type UserType = 'customer' | 'partner';

/** Where a verified user goes next: partners continue their application, customers their dashboard. */
export function nextStepAfterVerification(userType: UserType, me: Me | null): { href: string; label: string } {
  if (!me?.user) {
    return userType === 'partner'
      ? { href: '/portal/login', label: 'Sign in to the portal' }
      : { href: '/login', label: 'Sign in to continue' };
  }
  if (userType === 'partner') {
    const partnerType = me.roles.find(isPartnerRole);
    return partnerType
      ? { href: `/onboarding?type=${partnerType}&source=partner`, label: 'Continue your application' }
      : { href: '/portal/dashboard', label: 'Open the portal' };
  }
  return { href: landingFor(me), label: 'Go to your dashboard' };
}

const VERIFY_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This verification link has expired. Send yourself a new one below.',
  INVALID_TOKEN: 'This verification link is not valid any more. It may have been used already.',
  USER_NOT_FOUND: 'We could not find the account for this link.',
  INVALID_USER: 'This link belongs to a different account than the one signed in here.',
};

/** /auth/email-verified?userType=…&source=…: where the verification link lands (better-auth adds ?error= on failure). */
export function EmailVerifiedPage() {
  const [search] = useSearchParams();
  const userType: UserType = search.get('userType') === 'partner' ? 'partner' : 'customer';
  const error = search.get('error');
  const { reload } = useSession();
  const navigate = useNavigate();
  const [me, setMe] = useState<Me | null | 'loading'>('loading');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!error) writeStorage(STORAGE_KEYS.pendingVerificationEmail, null);
    // Verifying may have signed the user in: read the session afresh.
    reload().then(setMe, () => setMe(null));
    // A partner's sign-up tab still open carries on there; this tab only needs closing.
    if (!error && userType === 'partner') {
      void announceVerified().then((elsewhere) => {
        if (elsewhere) void navigate('/partner/close-confirmation', { replace: true });
      });
    }
  }, [reload, error, userType, navigate]);

  if (error) {
    return (
      <AuthLayout title="We couldn't verify your email" audience={userType}>
        <div className="flex flex-col gap-5">
          <p
            role="alert"
            className="flex items-start gap-2.5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.9375rem] leading-6 font-medium text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {VERIFY_ERRORS[error] ?? VERIFY_ERRORS.INVALID_TOKEN}
          </p>
          <Button asChild size="lg" block>
            <Link to={`/verify-email?userType=${userType}`}>
              <MailCheck aria-hidden="true" />
              Send a new link
            </Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const next = me === 'loading' ? null : nextStepAfterVerification(userType, me);

  return (
    <AuthLayout
      title="Email verified"
      audience={userType}
      description={
        userType === 'partner'
          ? 'Your email is confirmed. Continue setting up your partner account.'
          : 'Your email is confirmed. You can book and message venues and vendors now.'
      }
    >
      <div className="flex flex-col items-center gap-6 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-lagoon-50 text-lagoon-700">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        {next ? (
          <Button asChild size="lg" block>
            <Link to={next.href}>
              {next.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Spinner label="Checking your session..." className="text-2xl text-brand" />
        )}
      </div>
    </AuthLayout>
  );
}

/** /partner/close-confirmation: the verification link's tab, when the sign-up's own tab carries on. */
export function PartnerCloseConfirmationPage() {
  const session = useSession();
  const next =
    session.status === 'loading'
      ? null
      : nextStepAfterVerification('partner', {
          user: session.user,
          roles: session.roles,
          activeRole: session.activeRole,
        });
  return (
    <AuthLayout
      title="You’re all set"
      audience="partner"
      eyebrow="Partner"
      description="Your email is confirmed. Your application continues in the tab you started from, so you can close this one."
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-lagoon-50 text-lagoon-700">
          <MailCheck aria-hidden="true" className="size-8" />
        </span>
        <Button size="lg" block onClick={() => window.close()}>
          Close this tab
        </Button>
        {next ? (
          <Button asChild variant="ghost" block>
            <Link to={next.href}>
              Or continue here
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </AuthLayout>
  );
}
