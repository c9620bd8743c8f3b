// The auth modal's body (§4): four modes, links between them that clear messages, submit → loading
// → success or error, social sign-in. Used in the modal and inline on the auth pages.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import type { SocialProvider } from '#shared/account.ts';
import { TOASTS } from '#shared/errors.ts';
import { socialRedirecting, socialSignInFailed } from '#shared/auth-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import {
  browserLocation,
  sendVerificationEmail,
  socialCallbackURL,
  startSocialSignIn,
  useSocialProviders,
  verificationCallbackURL,
} from './api.ts';
import { authErrorMessage } from './auth-errors.ts';
import {
  CustomerSignUpForm,
  ForgotPasswordForm,
  ModeLink,
  PartnerSignUpForm,
  SignInForm,
  rememberVerificationSent,
} from './auth-forms.tsx';
import type { AuthMode } from '../../components/layout/auth-modal-context.ts';
import type { AuthSource } from './auth-modes.ts';
import { IDLE, type AuthOutcome, type FlowContext, type FlowStatus } from './auth-outcome.ts';

export interface AuthFlowProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where the user is signing up or in from (?source= of the callback URLs). */
  source: AuthSource;
  /** Same-origin path to continue to; carried through social sign-in. */
  redirectTo?: string | null;
  /** The partner portal's sign-in (social sign-in returns to the portal). */
  portal?: boolean;
  /** Called once, the moment a submit succeeds; the caller waits outcomeDelayMs before moving on. */
  onSuccess: (outcome: AuthOutcome) => void;
  /** An error to show from the start (e.g. a failed social sign-in returning to the page). */
  initialError?: string | null;
  signInLabel?: string;
  /** A successful sign-in goes on to a dashboard (rather than staying, or opening another page). */
  signInToDashboard: boolean;
}

function StatusMessage({
  status,
  onResend,
  resend,
}: {
  status: FlowStatus;
  onResend: () => void;
  resend: 'idle' | 'sending' | 'sent';
}) {
  return (
    <>
      {/* Success is announced politely; the region exists before the message arrives. */}
      <div aria-live="polite" aria-atomic="true">
        {status.kind === 'success' ? (
          <p
            role="status"
            className="flex items-start gap-2.5 rounded-2xl bg-lagoon-50 px-4 py-3 text-[0.9375rem] leading-6 font-medium text-lagoon-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {status.message}
          </p>
        ) : null}
      </div>
      {status.kind === 'error' ? (
        <div
          role="alert"
          className="rounded-2xl bg-danger-soft px-4 py-3 text-[0.9375rem] leading-6 font-medium text-danger"
        >
          <p className="flex items-start gap-2.5">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {status.message}
          </p>
          {status.unverifiedEmail ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 ml-7.5"
              onClick={onResend}
              loading={resend === 'sending'}
              disabled={resend === 'sent'}
            >
              <MailCheck aria-hidden="true" />
              {resend === 'sent' ? 'Verification email sent' : 'Resend verification email'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function SocialButtons({
  providers,
  onPick,
  disabled,
}: {
  providers: SocialProvider[];
  onPick: (provider: SocialProvider) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
      <div className={cn('grid gap-2.5', providers.length > 1 && 'sm:grid-cols-2')}>
        {providers.map((provider) => (
          <Button key={provider.id} variant="secondary" block disabled={disabled} onClick={() => onPick(provider)}>
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-dusk-900 text-[0.6875rem] font-bold text-white"
            >
              {provider.name.charAt(0).toUpperCase()}
            </span>
            {provider.name}
          </Button>
        ))}
      </div>
    </div>
  );
}

function ModeLinks({
  mode,
  switchMode,
  portal,
}: {
  mode: AuthMode;
  switchMode: (mode: AuthMode) => void;
  portal: boolean;
}) {
  const row = 'flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1';
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-5 text-center text-sm text-muted">
      {mode === 'signin' ? (
        portal ? (
          <p className={row}>
            New partner? <ModeLink onClick={() => switchMode('signup-partner')}>Create a partner account</ModeLink>
          </p>
        ) : (
          <>
            <p className={row}>
              New to Eventide? <ModeLink onClick={() => switchMode('signup-user')}>Create an account</ModeLink>
            </p>
            <p className={row}>
              Own a venue or run an event business?{' '}
              <ModeLink onClick={() => switchMode('signup-partner')}>Partner sign up</ModeLink>
            </p>
          </>
        )
      ) : null}
      {mode === 'signup-user' ? (
        <>
          <p className={row}>
            Already have an account? <ModeLink onClick={() => switchMode('signin')}>Sign in</ModeLink>
          </p>
          <p className={row}>
            Own a venue or run an event business?{' '}
            <ModeLink onClick={() => switchMode('signup-partner')}>Partner sign up</ModeLink>
          </p>
        </>
      ) : null}
      {mode === 'signup-partner' ? (
        <>
          <p className={row}>
            Already a partner? <ModeLink onClick={() => switchMode('signin')}>Sign in</ModeLink>
          </p>
          {portal ? null : (
            <p className={row}>
              Planning an event?{' '}
              <ModeLink onClick={() => switchMode('signup-user')}>Create a customer account</ModeLink>
            </p>
          )}
        </>
      ) : null}
      {mode === 'forgot-password' ? (
        <p className={row}>
          Remembered it? <ModeLink onClick={() => switchMode('signin')}>Back to sign in</ModeLink>
        </p>
      ) : null}
    </div>
  );
}

export function AuthFlow({
  mode,
  onModeChange,
  source,
  redirectTo = null,
  portal = false,
  onSuccess,
  initialError = null,
  signInLabel,
  signInToDashboard,
}: AuthFlowProps) {
  const [status, setStatus] = useState<FlowStatus>(initialError ? { kind: 'error', message: initialError } : IDLE);
  const [email, setEmail] = useState('');
  // In the modal the first field takes focus as the form appears (the dialog itself opens before the form loads).
  const [autoFocus, setAutoFocus] = useState(source === 'modal');
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [socialBusy, setSocialBusy] = useState(false);
  const [shownMode, setShownMode] = useState(mode);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const providers = useSocialProviders();

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  // A mode change from outside (the page's ?mode=, the back button) clears messages too.
  if (shownMode !== mode) {
    setShownMode(mode);
    setStatus(IDLE);
    setResend('idle');
  }

  const switchMode = useCallback(
    (next: AuthMode) => {
      clearTimers();
      setStatus(IDLE);
      setResend('idle');
      setAutoFocus(true);
      onModeChange(next);
    },
    [clearTimers, onModeChange],
  );

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  const userType = portal || mode === 'signup-partner' ? 'partner' : 'customer';

  const flow: FlowContext = {
    source,
    portal,
    redirectTo,
    status,
    setStatus,
    email,
    rememberEmail: setEmail,
    switchMode,
    later,
    succeed: onSuccess,
    autoFocus,
    signInToDashboard,
  };

  const resendVerification = async () => {
    if (status.kind !== 'error' || !status.unverifiedEmail) return;
    setResend('sending');
    try {
      await sendVerificationEmail({
        email: status.unverifiedEmail,
        callbackURL: verificationCallbackURL(userType, source),
      });
      rememberVerificationSent(status.unverifiedEmail);
      setResend('sent');
      toast.success(TOASTS.checkEmailToVerify);
    } catch (error) {
      setResend('idle');
      toast.error(authErrorMessage(error));
    }
  };

  const pickProvider = async (provider: SocialProvider) => {
    setSocialBusy(true);
    setStatus({ kind: 'success', message: socialRedirecting(provider.name) });
    const callbackURL = socialCallbackURL({ userType, source, provider: provider.id, portal, redirect: redirectTo });
    try {
      const url = await startSocialSignIn({ providerId: provider.id, callbackURL, errorCallbackURL: callbackURL });
      onSuccess({ kind: 'social' });
      browserLocation.assign(url);
    } catch (error) {
      setSocialBusy(false);
      setStatus({ kind: 'error', message: socialSignInFailed(provider.name, authErrorMessage(error)) });
    }
  };

  const showSocial = providers.length > 0 && (mode === 'signin' || mode === 'signup-user');

  // Every submit clears the last answer, also one the form refuses before it is sent: a server error left in place
  // would sit above the new field errors as if it were about them.
  const clearError = () => {
    if (status.kind !== 'error') return;
    setStatus(IDLE);
    setResend('idle');
  };

  return (
    <div className="flex flex-col gap-5" onSubmitCapture={clearError}>
      <StatusMessage status={status} onResend={() => void resendVerification()} resend={resend} />
      {mode === 'signin' ? <SignInForm key="signin" flow={flow} submitLabel={signInLabel} /> : null}
      {mode === 'signup-user' ? <CustomerSignUpForm key="signup-user" flow={flow} /> : null}
      {mode === 'signup-partner' ? <PartnerSignUpForm key="signup-partner" flow={flow} /> : null}
      {mode === 'forgot-password' ? <ForgotPasswordForm key="forgot-password" flow={flow} /> : null}
      {showSocial ? (
        <SocialButtons
          providers={providers}
          onPick={(provider) => void pickProvider(provider)}
          disabled={socialBusy || status.kind === 'success'}
        />
      ) : null}
      <ModeLinks mode={mode} switchMode={switchMode} portal={portal} />
    </div>
  );
}
