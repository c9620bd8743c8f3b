// The forms visitors send us: contact (on /contact), the waitlist (/waitlist) and sponsorship enquiries
// (/sponsorships). Checked as the server checks them; each shows the server's thanks in place of the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useController, useForm, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import type { z } from 'zod';
import {
  CONTACT_TOPICS,
  ContactRequestSchema,
  SPONSORSHIP_PACKAGES,
  SponsorshipEnquirySchema,
  WAITLIST_INTERESTS,
  WaitlistRequestSchema,
} from '#shared/enquiries.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { sendEnquiry, type EnquiryKind } from './api.ts';

/** Hidden from people and from assistive technology; robots fill it in. */
function Honeypot<T extends FieldValues>({ register }: { register: UseFormRegister<T> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website' as Path<T>)} />
      </label>
    </div>
  );
}

function Sent({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-2xl bg-lagoon-50 px-4 py-3 text-[0.9375rem] font-semibold text-lagoon-800"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}

function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  ) : null;
}

/** Posts the form's values; answers the server's thanks, or sets the form's error. */
function useSend(kind: EnquiryKind) {
  const [sent, setSent] = useState<string | null>(null);
  const send = async (body: unknown, fail: (message: string) => void) => {
    try {
      setSent(await sendEnquiry(kind, body));
    } catch (error) {
      fail(describeApiError(error));
    }
  };
  return { sent, send };
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="relative flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

export function ContactForm() {
  const { sent, send } = useSend('contact');
  const { register, control, handleSubmit, formState, setError } = useForm<
    z.input<typeof ContactRequestSchema>,
    unknown,
    z.output<typeof ContactRequestSchema>
  >({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const topic = useController({ control, name: 'topic' });
  const errors = formState.errors;
  return (
    <FormCard title="Write to us">
      {sent ? (
        <Sent message={sent} />
      ) : (
        <form
          noValidate
          aria-label="Contact form"
          className="flex flex-col gap-4"
          onSubmit={handleSubmit((values) => send(values, (message) => setError('root', { message })))}
        >
          <FormError message={errors.root?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your name" required error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </Field>
          </div>
          <Field label="What is it about?" required error={errors.topic?.message}>
            {/* '' until a choice, not undefined: the select stays controlled and shows its placeholder. */}
            <Select
              value={topic.field.value ?? ''}
              onValueChange={topic.field.onChange}
              placeholder="Choose a topic"
              options={CONTACT_TOPICS.map((t) => ({ value: t, label: t }))}
            />
          </Field>
          <Field label="Message" required error={errors.message?.message}>
            <Textarea rows={5} maxLength={5000} {...register('message')} />
          </Field>
          <Honeypot register={register} />
          <Button type="submit" loading={formState.isSubmitting} className="self-start">
            <Send aria-hidden="true" />
            Send message
          </Button>
        </form>
      )}
    </FormCard>
  );
}

const INTEREST_LABELS: Record<(typeof WAITLIST_INTERESTS)[number], string> = {
  planning: 'Planning events',
  hosting: 'Hosting events (a venue or a service)',
  both: 'Both',
};

export function WaitlistForm() {
  const { sent, send } = useSend('waitlist');
  const { register, control, handleSubmit, formState, setError } = useForm<
    z.input<typeof WaitlistRequestSchema>,
    unknown,
    z.output<typeof WaitlistRequestSchema>
  >({
    resolver: zodResolver(WaitlistRequestSchema),
    defaultValues: { email: '', name: '', city: '' },
  });
  const interest = useController({ control, name: 'interest' });
  const errors = formState.errors;
  return (
    <FormCard title="Join the waitlist">
      {sent ? (
        <Sent message={sent} />
      ) : (
        <form
          noValidate
          aria-label="Waitlist"
          className="flex flex-col gap-4"
          onSubmit={handleSubmit((values) => send(values, (message) => setError('root', { message })))}
        >
          <FormError message={errors.root?.message} />
          <Field label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" hint="optional">
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label="City" hint="optional">
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
          </div>
          <Field label="You are" hint="optional">
            <Select
              value={interest.field.value ?? ''}
              onValueChange={interest.field.onChange}
              placeholder="Choose one"
              options={WAITLIST_INTERESTS.map((i) => ({ value: i, label: INTEREST_LABELS[i] }))}
            />
          </Field>
          <Honeypot register={register} />
          <Button type="submit" loading={formState.isSubmitting} className="self-start">
            Join the waitlist
          </Button>
        </form>
      )}
    </FormCard>
  );
}

export function SponsorshipForm({ packageId }: { packageId?: string }) {
  const { sent, send } = useSend('sponsorship');
  const { register, control, handleSubmit, formState, setError } = useForm<
    z.input<typeof SponsorshipEnquirySchema>,
    unknown,
    z.output<typeof SponsorshipEnquirySchema>
  >({
    resolver: zodResolver(SponsorshipEnquirySchema),
    values: { name: '', email: '', company: '', packageId: packageId ?? '', message: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const pack = useController({ control, name: 'packageId' });
  const errors = formState.errors;
  return (
    <FormCard title="Talk to our partnerships team">
      {sent ? (
        <Sent message={sent} />
      ) : (
        <form
          noValidate
          aria-label="Sponsorship enquiry"
          className="flex flex-col gap-4"
          onSubmit={handleSubmit((values) => send(values, (message) => setError('root', { message })))}
        >
          <FormError message={errors.root?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Your name" required error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label="Work email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </Field>
          </div>
          <Field label="Company" required error={errors.company?.message}>
            <Input autoComplete="organization" {...register('company')} />
          </Field>
          <Field label="Package" required error={errors.packageId?.message}>
            <Select
              value={pack.field.value ?? ''}
              onValueChange={pack.field.onChange}
              placeholder="Choose a package"
              options={SPONSORSHIP_PACKAGES.map((p) => ({ value: p.id, label: `${p.name} · ${p.price}` }))}
            />
          </Field>
          <Field label="What do you have in mind?" hint="optional" error={errors.message?.message}>
            <Textarea rows={4} maxLength={3000} {...register('message')} />
          </Field>
          <Honeypot register={register} />
          <Button type="submit" loading={formState.isSubmitting} className="self-start">
            <Send aria-hidden="true" />
            Send enquiry
          </Button>
        </form>
      )}
    </FormCard>
  );
}
