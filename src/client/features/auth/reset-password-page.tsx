import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { CircleAlert, KeyRound } from 'lucide-react';
import { ResetPasswordSchema } from '#shared/validation/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError } from '../../lib/api.ts';
import { resetPassword } from './api.ts';
import { authErrorMessage } from './auth-errors.ts';
import { AuthLayout } from './auth-layout.tsx';

export const RESET_MESSAGES = {
  invalidLink: 'This reset link is invalid or has expired. Request a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

function InvalidLink() {
  return (
    <div className="flex flex-col gap-5">
      <p
        role="alert"
        className="flex items-start gap-2.5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.9375rem] leading-6 font-medium text-danger"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {RESET_MESSAGES.invalidLink}
      </p>
      <Button asChild size="lg" block>
        <Link to="/forgot-password">
          <KeyRound aria-hidden="true" />
          Request a new link
        </Link>
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/** /auth/reset-password?token=…: the link from the reset email (better-auth adds ?error=INVALID_TOKEN for a bad one). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [expired, setExpired] = useState(Boolean(search.get('error')) || !token);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof ResetPasswordSchema>,
    unknown,
    z.output<typeof ResetPasswordSchema>
  >({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await resetPassword({ newPassword: password, token });
      toast.success(RESET_MESSAGES.done);
      await navigate('/login', { replace: true });
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'INVALID_TOKEN') setExpired(true);
      else setError(authErrorMessage(cause));
    }
  });

  return (
    <AuthLayout
      title="Choose a new password"
      description="Set a new password of at least 8 characters for your account."
    >
      {expired ? (
        <InvalidLink />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={formState.isSubmitting || undefined}
          className="flex flex-col gap-4"
        >
          {error ? (
            <p
              role="alert"
              className="flex items-start gap-2.5 rounded-2xl bg-danger-soft px-4 py-3 text-[0.9375rem] leading-6 font-medium text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {error}
            </p>
          ) : null}
          <Field label="New password" hint="At least 8 characters." error={formState.errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label="Confirm new password" error={formState.errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <Button type="submit" size="lg" block loading={formState.isSubmitting}>
            Reset Password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
