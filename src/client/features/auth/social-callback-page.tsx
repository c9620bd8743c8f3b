import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { CircleAlert, LogIn } from 'lucide-react';
import { TOASTS } from '#shared/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { titleCase } from '../../lib/format.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { landingFor, useSession } from '../../lib/session.tsx';
import { useSocialProviders } from './api.ts';
import { oauthErrorMessage } from './auth-errors.ts';
import { AuthLayout } from './auth-layout.tsx';

function ErrorPanel({ message, retryHref }: { message: string; retryHref: string }) {
  return (
    <div className="flex flex-col gap-5">
      <p
        role="alert"
        className="flex items-start gap-2.5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.9375rem] leading-6 font-medium text-danger"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <Button asChild size="lg" block>
        <Link to={retryHref}>
          <LogIn aria-hidden="true" />
          Try again
        </Link>
      </Button>
      <p className="text-center text-sm text-muted">
        Still stuck?{' '}
        <Link to="/contact" className="font-semibold text-brand underline-offset-4 hover:underline">
          Contact support
        </Link>
      </p>
    </div>
  );
}

/** Where a social sign-in returns (§2 /auth/callback and /portal/auth/callback): read the new session,
 *  say 'Successfully signed in!' and go on; or show why it failed (§8 social sign-in errors). */
function SocialCallbackScreen({ portal }: { portal: boolean }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { reload } = useSession();
  const providers = useSocialProviders();
  const error = search.get('error');
  const providerId = search.get('provider') ?? '';
  const providerName =
    providers.find((provider) => provider.id === providerId)?.name ?? (providerId ? titleCase(providerId) : 'Social');
  const redirect = safeRedirect(search.get('redirect'));
  const userType = portal || search.get('userType') === 'partner' ? 'partner' : 'customer';
  const retryHref = `${portal ? '/portal/login' : '/auth'}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (error || started.current) return;
    started.current = true;
    reload().then(
      async (me) => {
        if (!me.user) {
          setFailed(true);
          return;
        }
        toast.success(TOASTS.signedIn);
        await navigate(redirect ?? (portal ? '/portal/dashboard' : landingFor(me)), { replace: true });
      },
      () => setFailed(true),
    );
  }, [error, reload, navigate, redirect, portal]);

  if (error) {
    return (
      <AuthLayout title="Sign-in didn't go through" audience={userType}>
        <ErrorPanel
          message={oauthErrorMessage(providerName, error, search.get('error_description'))}
          retryHref={retryHref}
        />
      </AuthLayout>
    );
  }
  if (failed) {
    return (
      <AuthLayout title="Sign-in didn't go through" audience={userType}>
        <ErrorPanel
          message="We couldn't find your session after the sign-in. Please try again."
          retryHref={retryHref}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Signing you in"
      description={portal ? 'Finishing your partner sign-in.' : 'Finishing your sign-in and taking you back.'}
      audience={userType}
    >
      <div className="grid min-h-40 place-items-center text-3xl text-brand">
        <Spinner label="Signing you in..." />
      </div>
    </AuthLayout>
  );
}

export function AuthCallbackPage() {
  return <SocialCallbackScreen portal={false} />;
}

export function PortalAuthCallbackPage() {
  return <SocialCallbackScreen portal />;
}
