import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { CircleAlert } from 'lucide-react';
import { UpdateProfileSchema, type Profile } from '#shared/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useUpdateProfile } from './api.ts';

export const PROFILE_SAVED = 'Profile updated';

export interface ProfileDetailsFormProps {
  profile: Profile;
  /** After a successful save. */
  onSaved?: () => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Focus the name field on mount (inline editing). */
  autoFocus?: boolean;
}

/** Name and phone (UpdateProfileSchema), saved with PATCH /api/profile. Used inline on /profile and in /settings. */
export function ProfileDetailsForm({ profile, onSaved, onCancel, autoFocus = false }: ProfileDetailsFormProps) {
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm<
    z.input<typeof UpdateProfileSchema>,
    unknown,
    z.output<typeof UpdateProfileSchema>
  >({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: { fullName: profile.fullName ?? '', phone: profile.phone ?? '' },
  });

  useEffect(() => {
    if (autoFocus) setFocus('fullName');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async ({ fullName, phone }) => {
    try {
      const saved = await update.mutateAsync({ fullName, phone });
      reset({ fullName: saved.fullName ?? '', phone: saved.phone ?? '' });
      toast.success(PROFILE_SAVED);
      onSaved?.();
    } catch (error) {
      setError('root', { message: describeApiError(error) });
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={formState.errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <Field
          label="Phone"
          hint="Optional. Partners use it to reach you about a booking."
          error={formState.errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 555 123 4567" {...register('phone')} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2.5">
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty && !onCancel}>
          Save changes
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
