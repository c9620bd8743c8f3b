import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { z } from 'zod';
import { CircleAlert } from 'lucide-react';
import { ChangePasswordSchema } from '#shared/validation/auth.ts';
import { VALIDATION_MESSAGES } from '#shared/validation/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { changePassword, deleteAccount } from './api.ts';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  wrongPassword: 'That password is not correct.',
  typeDelete: 'Type DELETE to confirm',
  accountDeleted: 'Your account has been deleted.',
  deleteConfirmationSent: 'Check your email to confirm deleting your account.',
} as const;

function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_PASSWORD' || /invalid password/i.test(error.message));
}

/** Current, new and confirm; better-auth revokes the other sessions in the same call. */
export function ChangePasswordForm() {
  const { refreshSession } = useSession();
  const { register, handleSubmit, formState, reset, setError } = useForm<
    z.input<typeof ChangePasswordSchema>,
    unknown,
    z.output<typeof ChangePasswordSchema>
  >({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      reset();
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
      // The call issues a new session token: learn its expiry.
      refreshSession().catch(() => {});
    } catch (error) {
      if (isWrongPassword(error))
        setError('currentPassword', { message: ACCOUNT_MESSAGES.wrongPassword }, { shouldFocus: true });
      else setError('root', { message: describeApiError(error) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting || undefined}
      className="flex flex-col gap-4"
    >
      {formState.errors.root?.message ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formState.errors.root.message}
        </p>
      ) : null}
      <Field label="Current password" error={formState.errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New password" hint="At least 8 characters." error={formState.errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label="Confirm new password" error={formState.errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
      </div>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}

const DeleteAccountSchema = z.object({
  password: z.string().min(1, { error: VALIDATION_MESSAGES.passwordRequired }),
  confirm: z.string().refine((value) => value.trim() === 'DELETE', { error: ACCOUNT_MESSAGES.typeDelete }),
});

/** Deleting the account: a confirmation dialog that needs the password and the word DELETE. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { resetToGuest } = useSession();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<
    z.input<typeof DeleteAccountSchema>,
    unknown,
    z.output<typeof DeleteAccountSchema>
  >({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const answer = await deleteAccount(password);
      const message = answer && typeof answer === 'object' && 'message' in answer ? String(answer.message) : '';
      if (/verification/i.test(message)) {
        // The server asks for an emailed confirmation first; the account stays until then.
        setDone(true);
        toast.info(ACCOUNT_MESSAGES.deleteConfirmationSent);
        onOpenChange(false);
        return;
      }
      onOpenChange(false);
      await resetToGuest();
      toast.success(ACCOUNT_MESSAGES.accountDeleted);
    } catch (error) {
      if (isWrongPassword(error))
        setError('password', { message: ACCOUNT_MESSAGES.wrongPassword }, { shouldFocus: true });
      else setError('root', { message: describeApiError(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Delete your account?"
        description="This permanently deletes your Eventide account and signs you out everywhere. It cannot be undone."
      >
        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={formState.isSubmitting || undefined}
          className="mt-6 flex flex-col gap-4"
        >
          {formState.errors.root?.message ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {formState.errors.root.message}
            </p>
          ) : null}
          <Field label="Your password" error={formState.errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <Field
            label={
              <>
                Type <span className="font-mono">DELETE</span> to confirm
              </>
            }
            error={formState.errors.confirm?.message}
          >
            <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('confirm')} />
          </Field>
          <div className="mt-2 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={formState.isSubmitting}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" loading={formState.isSubmitting} disabled={done}>
              Delete account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
