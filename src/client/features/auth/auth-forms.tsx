// The forms of the four auth modes (§4), validated with the shared §5 schemas.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetFocus } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { Building2, CircleAlert, Sparkles } from 'lucide-react';
import { AUTH_ERRORS, AUTH_FORM_MESSAGES, TOASTS } from '#shared/errors.ts';
import { SUCCESS_MESSAGES, partnerApplicationToast } from '#shared/auth-messages.ts';
import {
  CustomerSignUpSchema,
  ForgotPasswordSchema,
  PartnerSignUpSchema,
  SignInSchema,
  type PartnerType,
} from '#shared/validation/auth.ts';
import { SESSION } from '#shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { cn } from '../../lib/cn.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import {
  requestPasswordReset,
  signInWithEmail,
  signUpCustomer,
  signUpPartner,
  verificationCallbackURL,
} from './api.ts';
import { authErrorMessage, isAccountExists, isEmailNotVerified } from './auth-errors.ts';
import type { FlowContext } from './auth-outcome.ts';

/** Remembers where a verification link went, for the resend form and its cool-down. */
export function rememberVerificationSent(email: string): void {
  writeStorage(STORAGE_KEYS.pendingVerificationEmail, email);
  writeStorage(STORAGE_KEYS.verificationSentAt, String(Date.now()));
}

/** Focuses `field` once, as the form appears: the field can change as the person types (the email being known
 *  makes it the password), and focus must not follow it mid-word. */
function useFocusOnMount<T extends FieldValues>(autoFocus: boolean, setFocus: UseFormSetFocus<T>, field: Path<T>) {
  const focused = useRef(false);
  useEffect(() => {
    if (!autoFocus || focused.current) return;
    focused.current = true;
    setFocus(field);
  }, [autoFocus, setFocus, field]);
}

export function ModeLink({
  children,
  onClick,
  className,
}: {
  children: ReactNode;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'rounded font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children}
    </button>
  );
}

function Terms() {
  return (
    <p className="text-center text-xs leading-5 text-muted">
      By continuing you agree to our{' '}
      <Link to="/terms" className="font-semibold text-dusk-700 underline underline-offset-2 hover:text-ink">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="font-semibold text-dusk-700 underline underline-offset-2 hover:text-ink">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

type SignInValues = z.input<typeof SignInSchema>;

export function SignInForm({ flow, submitLabel = 'Sign In' }: { flow: FlowContext; submitLabel?: string }) {
  const { register, handleSubmit, setFocus, formState } = useForm<SignInValues, unknown, z.output<typeof SignInSchema>>(
    {
      resolver: zodResolver(SignInSchema),
      defaultValues: { email: flow.email, password: '' },
    },
  );
  useFocusOnMount(flow.autoFocus, setFocus, flow.email ? 'password' : 'email');
  const locked = flow.status.kind === 'success';

  const onSubmit = handleSubmit(async ({ email, password }) => {
    flow.setStatus({ kind: 'idle' });
    flow.rememberEmail(email);
    try {
      await signInWithEmail({ email, password });
      flow.setStatus({
        kind: 'success',
        message: flow.signInToDashboard ? SUCCESS_MESSAGES.signIn : TOASTS.signedIn,
      });
      toast.success(TOASTS.welcomeBack);
      flow.succeed({ kind: 'signed-in' });
    } catch (error) {
      const unverified = isEmailNotVerified(error);
      flow.setStatus({
        kind: 'error',
        message: authErrorMessage(error),
        ...(unverified ? { unverifiedEmail: email } : {}),
      });
      if (unverified) toast.info(TOASTS.verifyEmail);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={locked} className="contents">
        <Field label="Email" error={formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email', { onChange: (event) => flow.rememberEmail(event.target.value) })}
          />
        </Field>
        <Field label="Password" error={formState.errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <div className="-mt-1 flex justify-end text-sm">
          <ModeLink onClick={() => flow.switchMode('forgot-password')}>Forgot password?</ModeLink>
        </div>
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}

type CustomerValues = z.input<typeof CustomerSignUpSchema>;

export function CustomerSignUpForm({ flow }: { flow: FlowContext }) {
  const { register, handleSubmit, setFocus, formState } = useForm<
    CustomerValues,
    unknown,
    z.output<typeof CustomerSignUpSchema>
  >({
    resolver: zodResolver(CustomerSignUpSchema),
    defaultValues: { fullName: '', email: flow.email, password: '', confirmPassword: '' },
  });
  useFocusOnMount(flow.autoFocus, setFocus, 'fullName');
  const locked = flow.status.kind === 'success';

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    flow.setStatus({ kind: 'idle' });
    flow.rememberEmail(email);
    try {
      const { user } = await signUpCustomer({
        name: fullName,
        email,
        password,
        callbackURL: verificationCallbackURL('customer', flow.source),
      });
      if (user.emailVerified) {
        flow.setStatus({ kind: 'success', message: TOASTS.accountCreated });
        toast.success(TOASTS.accountCreated);
      } else {
        rememberVerificationSent(email);
        flow.setStatus({ kind: 'success', message: SUCCESS_MESSAGES.signUp });
        toast.info(TOASTS.checkEmailToVerify);
      }
      flow.succeed({ kind: 'signed-up', userType: 'customer', email, emailVerified: user.emailVerified });
    } catch (error) {
      handleSignUpError(flow, error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={locked} className="contents">
        <Field label="Full name" error={formState.errors.fullName?.message}>
          <Input autoComplete="name" placeholder="Maya Lopez" {...register('fullName')} />
        </Field>
        <Field label="Email" error={formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email', { onChange: (event) => flow.rememberEmail(event.target.value) })}
          />
        </Field>
        <Field label="Password" hint="At least 8 characters." error={formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm password" error={formState.errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          Create Account
        </Button>
      </fieldset>
      <Terms />
    </form>
  );
}

/** §4 / §5: an existing account at signup shows the error, then after 1.5 s the sign-in mode with an info toast. */
function handleSignUpError(flow: FlowContext, error: unknown) {
  if (isAccountExists(error)) {
    flow.setStatus({ kind: 'error', message: AUTH_ERRORS.accountExists });
    flow.later(() => {
      flow.switchMode('signin');
      toast.info(AUTH_FORM_MESSAGES.alreadyRegistered);
    }, SESSION.existingAccountSwitchMs);
    return;
  }
  flow.setStatus({ kind: 'error', message: authErrorMessage(error) });
}

type PartnerValues = z.input<typeof PartnerSignUpSchema>;

const PARTNER_TYPES: { value: PartnerType; label: string; description: string; icon: typeof Building2 }[] = [
  { value: 'venue', label: 'Venue', description: 'A space people book', icon: Building2 },
  { value: 'vendor', label: 'Vendor', description: 'A service: music, food, photo…', icon: Sparkles },
];

export function PartnerSignUpForm({ flow }: { flow: FlowContext }) {
  const { register, handleSubmit, setFocus, formState } = useForm<
    PartnerValues,
    unknown,
    z.output<typeof PartnerSignUpSchema>
  >({
    resolver: zodResolver(PartnerSignUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      businessName: '',
      email: flow.email,
      password: '',
      confirmPassword: '',
    },
  });
  useFocusOnMount(flow.autoFocus, setFocus, 'firstName');
  const locked = flow.status.kind === 'success';
  const typeErrorId = useId();
  const typeError = formState.errors.partnerType?.message;

  const onSubmit = handleSubmit(async ({ firstName, lastName, businessName, partnerType, email, password }) => {
    flow.setStatus({ kind: 'idle' });
    flow.rememberEmail(email);
    try {
      const result = await signUpPartner({
        firstName,
        lastName,
        businessName,
        partnerType,
        email,
        password,
        callbackURL: verificationCallbackURL('partner', flow.source),
      });
      if (!result.emailVerified) rememberVerificationSent(email);
      flow.setStatus({ kind: 'success', message: SUCCESS_MESSAGES.partnerApplication });
      toast.success(partnerApplicationToast(result.partnerType));
      flow.succeed({
        kind: 'signed-up',
        userType: 'partner',
        email,
        emailVerified: result.emailVerified,
        partnerType: result.partnerType,
      });
    } catch (error) {
      handleSignUpError(flow, error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={locked} className="contents">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={formState.errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={formState.errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <Field label="Business name" error={formState.errors.businessName?.message}>
          <Input autoComplete="organization" placeholder="Skyline Spaces Co." {...register('businessName')} />
        </Field>
        <fieldset aria-describedby={typeError ? typeErrorId : undefined} className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm leading-5 font-semibold text-ink">What do you offer?</legend>
          <div className="grid grid-cols-2 gap-2.5">
            {PARTNER_TYPES.map(({ value, label, description, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-1 rounded-2xl border border-line-strong bg-surface p-3.5 shadow-xs transition-colors',
                  'hover:border-dusk-400 has-[:checked]:border-brand has-[:checked]:bg-ember-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ember-100',
                  typeError && 'border-danger',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="sr-only"
                  aria-invalid={typeError ? true : undefined}
                  {...register('partnerType')}
                />
                <Icon aria-hidden="true" className="size-5 text-brand" />
                <span className="font-semibold text-ink">{label}</span>
                <span className="text-xs leading-4 text-muted">{description}</span>
              </label>
            ))}
          </div>
          {typeError ? (
            <p id={typeErrorId} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-danger">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {typeError}
            </p>
          ) : null}
        </fieldset>
        <Field label="Email" error={formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@business.com"
            {...register('email', { onChange: (event) => flow.rememberEmail(event.target.value) })}
          />
        </Field>
        <Field label="Password" hint="At least 8 characters." error={formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm password" error={formState.errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          Submit Application
        </Button>
      </fieldset>
      <Terms />
    </form>
  );
}

type ForgotValues = z.input<typeof ForgotPasswordSchema>;

export function ForgotPasswordForm({ flow }: { flow: FlowContext }) {
  const { register, handleSubmit, setFocus, formState } = useForm<
    ForgotValues,
    unknown,
    z.output<typeof ForgotPasswordSchema>
  >({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: flow.email },
  });
  useFocusOnMount(flow.autoFocus, setFocus, 'email');
  const sent = flow.status.kind === 'success';

  const onSubmit = handleSubmit(async ({ email }) => {
    flow.setStatus({ kind: 'idle' });
    flow.rememberEmail(email);
    try {
      await requestPasswordReset(email);
      flow.setStatus({ kind: 'success', message: SUCCESS_MESSAGES.passwordResetSent });
      toast.success(TOASTS.resetLinkSent);
    } catch (error) {
      flow.setStatus({ kind: 'error', message: authErrorMessage(error) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      <Field label="Email" error={formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register('email', { onChange: (event) => flow.rememberEmail(event.target.value) })}
        />
      </Field>
      <Button type="submit" size="lg" block loading={formState.isSubmitting} variant={sent ? 'secondary' : 'primary'}>
        {sent ? 'Send Another Link' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
