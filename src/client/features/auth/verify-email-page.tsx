import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { Inbox, MailCheck } from 'lucide-react';
import { TOASTS } from '#shared/errors.ts';
import { ForgotPasswordSchema } from '#shared/validation/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { STORAGE_KEYS, readStorage, useStoredValue } from '../../lib/local-storage.ts';
import { useSession } from '../../lib/session.tsx';
import { listenForVerification } from '../../lib/verification-broadcast.ts';
import { nextStepAfterVerification } from './email-verified-page.tsx';
import { sendVerificationEmail, verificationCallbackURL } from './api.ts';
import { authErrorMessage } from './auth-errors.ts';
import { rememberVerificationSent } from './auth-forms.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** How long the resend button waits after a verification email was sent. */
export const RESEND_COOLDOWN_MS = 60_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
function subscribeSeconds(onChange: () => void) {
  const id = setInterval(onChange, 1000);
  return () => clearInterval(id);
}

/** Seconds left before another verification email may be requested (0 when it may). */
export function useResendCooldown(): number {
  const [sentAt] = useStoredValue(STORAGE_KEYS.verificationSentAt);
  const now = useSyncExternalStore(subscribeSeconds, nowSeconds, nowSeconds);
  const sent = Number(sentAt);
  if (!sentAt || !Number.isFinite(sent)) return 0;
  return Math.max(0, Math.min(RESEND_COOLDOWN_MS / 1000, Math.ceil((sent + RESEND_COOLDOWN_MS) / 1000 - now)));
}

function VerifyEmailScreen({ title, partner = false }: { title: string; partner?: boolean }) {
  const [search] = useSearchParams();
  const userType = partner || search.get('userType') === 'partner' ? 'partner' : 'customer';
  const knownEmail = search.get('email') ?? readStorage(STORAGE_KEYS.pendingVerificationEmail) ?? '';
  const cooldown = useResendCooldown();
  const { reload } = useSession();
  const navigate = useNavigate();
  // The link opened in another tab: carry on here, where the partner started.
  useEffect(
    () =>
      listenForVerification(() => {
        void reload().then((me) => {
          toast.success('Email confirmed');
          void navigate(nextStepAfterVerification(userType, me).href, { replace: true });
        });
      }),
    [reload, navigate, userType],
  );
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof ForgotPasswordSchema>,
    unknown,
    z.output<typeof ForgotPasswordSchema>
  >({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: knownEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await sendVerificationEmail({ email, callbackURL: verificationCallbackURL(userType, 'verify-email') });
      rememberVerificationSent(email);
      toast.success(TOASTS.checkEmailToVerify);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  });

  return (
    <AuthLayout
      title={title}
      description="One more step: confirm that this email address is yours."
      audience={userType === 'partner' ? 'partner' : 'customer'}
    >
      <div className="flex flex-col gap-6">
        <div className="flex items-start gap-3.5 rounded-2xl bg-dusk-50 p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand shadow-xs">
            <Inbox aria-hidden="true" className="size-5" />
          </span>
          <div className="text-[0.9375rem] leading-6 text-dusk-700">
            <p>
              We sent a verification link to{' '}
              {knownEmail ? (
                <strong className="font-semibold break-all text-ink">{knownEmail}</strong>
              ) : (
                'your email address'
              )}
              . Open it to confirm your address and finish setting up your account.
            </p>
            <p className="mt-2 text-sm text-muted">
              It can take a minute to arrive. Check your spam or promotions folder too.
            </p>
          </div>
        </div>

        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={formState.isSubmitting || undefined}
          className="flex flex-col gap-4"
        >
          <h2 className="text-base font-bold text-ink">Didn&apos;t get it?</h2>
          <Field
            label="Email"
            hint="Fix a typo here, then send the link again."
            error={formState.errors.email?.message}
          >
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </Field>
          <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={cooldown > 0}>
            <MailCheck aria-hidden="true" />
            {cooldown > 0 ? `Resend available in ${cooldown} s` : 'Resend verification email'}
          </Button>
          <p aria-live="polite" className="sr-only">
            {cooldown > 0 ? 'A verification email was just sent.' : ''}
          </p>
        </form>

        <p className="text-center text-sm text-muted">
          Already verified?{' '}
          <Link
            to={userType === 'partner' ? '/portal/login' : '/login'}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export function VerifyEmailPage() {
  return <VerifyEmailScreen title="Verify your email" />;
}

/** /partner/email-confirmation: after a partner sign-up, until the link is opened (here or in another tab). */
export function PartnerEmailConfirmationPage() {
  return <VerifyEmailScreen title="Confirm your email" partner />;
}

/** The portal's own verification page: always the partner flavour. */
export function PortalVerifyEmailPage() {
  return <VerifyEmailScreen title="Verify your partner email" partner />;
}

export function EmailVerificationPage() {
  return <VerifyEmailScreen title="Email verification" />;
}
