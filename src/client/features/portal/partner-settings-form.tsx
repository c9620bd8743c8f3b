// The partner's business details (as on the application) and whether they are mailed about booking requests and
// messages: GET and PUT /api/partner/settings. Used on /partner/settings and in the portal's Settings tab.
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { PartnerSettingsRequestSchema, type PartnerSettings } from '#shared/partners.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { describeApiError } from '../../lib/api.ts';
import { usePartnerSettings, useSavePartnerSettings } from './api.ts';

type FormValues = z.input<typeof PartnerSettingsRequestSchema>;

function SettingsForm({ settings }: { settings: PartnerSettings }) {
  const { register, control, handleSubmit, formState, reset, setError } = useForm<
    FormValues,
    unknown,
    z.output<typeof PartnerSettingsRequestSchema>
  >({
    resolver: zodResolver(PartnerSettingsRequestSchema),
    defaultValues: settings,
  });
  const save = useSavePartnerSettings();
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(saved);
      toast.success('Settings saved');
    } catch (error) {
      setError('root', { message: describeApiError(error) });
    }
  });
  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Partner settings" className="flex flex-col gap-6">
      {errors.root?.message ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.root.message}
        </p>
      ) : null}
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink">Business details</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Business name" required error={errors.businessName?.message}>
            <Input autoComplete="organization" {...register('businessName')} />
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
          </Field>
          <Field label="Business address" required className="sm:col-span-2" error={errors.businessAddress?.message}>
            <Input autoComplete="street-address" {...register('businessAddress')} />
          </Field>
          <Field label="Business licence number" hint="optional" error={errors.businessLicense?.message}>
            <Input {...register('businessLicense')} />
          </Field>
          <Field label="Tax ID" hint="optional, e.g. your EIN" error={errors.taxId?.message}>
            <Input {...register('taxId')} />
          </Field>
        </div>
      </Card>
      <Card className="flex items-center gap-4 p-5 sm:p-6">
        <div className="flex-1">
          <h2 id="notify-label" className="text-lg font-bold text-ink">
            Booking and message emails
          </h2>
          <p className="text-sm text-muted">
            Mail me when a booking request arrives or a customer writes while I am away.
          </p>
        </div>
        <Controller
          control={control}
          name="portalNotificationsEnabled"
          render={({ field }) => (
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="notify-label" />
          )}
        />
      </Card>
      <div>
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

export function PartnerSettingsPanel() {
  const settings = usePartnerSettings();
  if (settings.isPending) return <Skeleton className="h-80 rounded-2xl" aria-label="Loading settings" />;
  if (settings.isError)
    return (
      <LoadErrorCard
        title="We couldn't load your settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
        headingLevel="h2"
      />
    );
  return <SettingsForm settings={settings.data} />;
}
