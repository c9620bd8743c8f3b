// A listing's editing steps (§1), shared by the onboarding wizard and the listing editor: listing details, photos,
// pricing, availability, booking terms (instant book, cancellation) and payouts. Each edits its part of the draft; values stay as typed and the
// shared checks (#shared/onboarding.ts) judge them.
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { categoryLabel } from '#shared/categories.ts';
import type { OnboardingDraftData, OnboardingPhoto } from '#shared/onboarding.ts';
import { applicationCategories } from '#shared/partners.ts';
import { SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { RadioCard } from '../../components/ui/radio-card.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { ChipToggles } from '../../components/ui/chip-toggles.tsx';
import { uploadPhoto } from '../../lib/photo-upload.ts';
import { AVAILABILITY_FIELD_MESSAGES, AvailabilityFields } from '../portal/index.ts';
import { ListInput } from './list-input.tsx';
import { CancellationPolicyFields } from './cancellation-policy-fields.tsx';
import { INSTANT_BOOK_FIELD_MESSAGES, InstantBookFields } from './instant-book-fields.tsx';
import { PAYMENT_TERMS_FIELD_MESSAGES, PaymentTermsFields } from './payment-terms-fields.tsx';
import { SecurityDepositFields } from './security-deposit-fields.tsx';

type Part = Record<string, unknown>;
const text = (part: Part | undefined, key: string) => (part?.[key] === undefined ? '' : String(part[key]));
const list = (part: Part | undefined, key: string) => (Array.isArray(part?.[key]) ? (part[key] as string[]) : []);
/** A blank field is no answer (not zero). */
const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export interface StepProps {
  type: PartnerType;
  data: OnboardingDraftData;
  onChange: (data: OnboardingDraftData) => void;
  errors: string[];
}

/** A step's problems as one react-hook-form error on that step, every message kept in `types`. */
export function sectionError(messages: string[]): FieldError {
  return { type: 'section', message: messages[0], types: Object.fromEntries(messages.entries()) };
}

/** The shared checks' problems, step by step, as a resolver's errors. */
export function sectionErrors<T extends FieldValues>(problems: Partial<Record<string, string[]>>): FieldErrors<T> {
  return Object.fromEntries(
    Object.entries(problems).map(([section, messages]) => [section, sectionError(messages ?? [])]),
  ) as FieldErrors<T>;
}

/** Every message of one step's error, in order. */
export function problemsOf(error: unknown): string[] {
  const types = error && typeof error === 'object' && 'types' in error ? (error as FieldError).types : undefined;
  return Object.values(types ?? {}).filter((message): message is string => typeof message === 'string');
}

export function StepErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul
      role="alert"
      className="grid gap-1 rounded-2xl border border-danger/30 bg-danger-soft p-4 text-sm font-medium text-danger"
    >
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function ListingStep({ type, data, onChange, errors }: StepProps) {
  const listing = data.listing ?? {};
  const set = (key: string, value: unknown) => onChange({ ...data, listing: { ...listing, [key]: value } });
  const input = (key: string) => (event: { target: { value: string } }) => set(key, event.target.value);
  return (
    <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
      <div className="empty:hidden sm:col-span-2">
        <StepErrors errors={errors} />
      </div>
      <Field label={type === 'venue' ? 'Venue name' : 'Listing name'} required className="sm:col-span-2">
        <Input value={text(listing, 'name')} onChange={input('name')} maxLength={120} />
      </Field>
      <div className="sm:col-span-2">
        <ChipToggles
          legend="Category"
          options={applicationCategories(type).map((c) => ({ value: c, label: categoryLabel(c) }))}
          selected={text(listing, 'category') ? [text(listing, 'category')] : []}
          max={1}
          onChange={(picked) => set('category', picked[0] ?? '')}
        />
      </div>
      <Field
        label="Description"
        required
        hint={`${text(listing, 'description').trim().length}/4000 · at least 50 characters`}
        className="sm:col-span-2"
      >
        <Textarea value={text(listing, 'description')} onChange={input('description')} rows={6} maxLength={4000} />
      </Field>
      {type === 'venue' ? (
        <Field label="Street address" hint="Shown once a booking is confirmed" className="sm:col-span-2">
          <Input value={text(listing, 'address')} onChange={input('address')} autoComplete="street-address" />
        </Field>
      ) : null}
      <Field label="City" required>
        <Input value={text(listing, 'city')} onChange={input('city')} autoComplete="address-level2" />
      </Field>
      <Field label="State" required>
        <Input value={text(listing, 'state')} onChange={input('state')} autoComplete="address-level1" />
      </Field>
      {type === 'venue' ? (
        <>
          <Field label="Guests it holds" required>
            <Input
              value={text(listing, 'capacity')}
              onChange={(e) => set('capacity', orUndefined(e.target.value))}
              inputMode="numeric"
            />
          </Field>
          <Field label="Square feet" hint="Optional">
            <Input
              value={text(listing, 'squareFeet')}
              onChange={(e) => set('squareFeet', orUndefined(e.target.value))}
              inputMode="numeric"
            />
          </Field>
          <div className="sm:col-span-2">
            <ListInput
              label="Amenities"
              hint="Separate with commas: Bar, Heaters, Sound system"
              value={list(listing, 'amenities')}
              onChange={(v) => set('amenities', v)}
            />
          </div>
        </>
      ) : (
        <>
          <div className="sm:col-span-2">
            <ListInput
              label="Services"
              hint="Separate with commas: DJ set, Sound system, Lighting"
              value={list(listing, 'services')}
              onChange={(v) => set('services', v)}
            />
          </div>
          <div className="sm:col-span-2">
            <ListInput
              label="Areas you cover"
              hint="Separate with commas: Brooklyn, Manhattan, Queens"
              value={list(listing, 'serviceAreas')}
              onChange={(v) => set('serviceAreas', v)}
            />
          </div>
        </>
      )}
    </Card>
  );
}

export function PhotosStep({ data, onChange, errors }: StepProps) {
  const photos = data.photos ?? [];
  const [uploading, setUploading] = useState(0);
  const [failures, setFailures] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  // Uploads finish one after another: each adds to the photos as they are then, not as they were when it began.
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  });

  const setPhotos = (next: OnboardingPhoto[]) => onChange({ ...latest.current, photos: next });
  const add = async (files: FileList) => {
    setFailures([]);
    for (const file of Array.from(files).slice(0, 12 - photos.length)) {
      setUploading((n) => n + 1);
      try {
        const saved = await uploadPhoto(file);
        const current = latest.current.photos ?? [];
        setPhotos([...current, { id: saved.id, url: saved.url, alt: '', primary: current.length === 0 }]);
      } catch (error) {
        setFailures((list) => [...list, `${file.name}: ${describeApiError(error)}`]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const update = (id: string, change: Partial<OnboardingPhoto>) =>
    setPhotos(photos.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const makePrimary = (id: string) => setPhotos(photos.map((p) => ({ ...p, primary: p.id === id })));
  const remove = (id: string) => {
    const rest = photos.filter((p) => p.id !== id);
    if (rest.length > 0 && !rest.some((p) => p.primary)) rest[0] = { ...rest[0]!, primary: true };
    setPhotos(rest);
  };

  return (
    <Card className="grid gap-5 p-5 sm:p-7">
      <StepErrors errors={[...errors, ...failures]} />
      <p className="text-[0.9375rem] text-muted">
        Bright, wide photos sell best. JPEG, PNG, WebP or AVIF, at least 800 × 500 pixels, up to 10 MB each, 12 at most.
      </p>
      <div>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="sr-only"
          aria-label="Choose photos"
          onChange={(event) => {
            if (event.target.files) void add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="secondary"
          loading={uploading > 0}
          disabled={photos.length >= 12}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {uploading > 0 ? `Uploading ${uploading}…` : 'Add photos'}
        </Button>
      </div>
      {photos.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className={cn(
                'overflow-hidden rounded-2xl border',
                photo.primary ? 'border-brand ring-2 ring-ember-100' : 'border-line',
              )}
            >
              <img
                src={`${photo.url}?w=480`}
                alt={photo.alt || `Photo ${index + 1}`}
                className="aspect-[3/2] w-full object-cover"
                width={480}
                height={320}
              />
              <div className="grid gap-2 p-3">
                <Field label={`Describe photo ${index + 1}`} hint="For people using screen readers">
                  <Input
                    value={photo.alt}
                    onChange={(e) => update(photo.id, { alt: e.target.value })}
                    maxLength={200}
                  />
                </Field>
                <div className="flex items-center justify-between gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant={photo.primary ? 'subtle' : 'ghost'}
                    aria-pressed={photo.primary}
                    onClick={() => makePrimary(photo.id)}
                  >
                    <Star aria-hidden="true" className={photo.primary ? 'fill-current' : ''} />
                    {photo.primary ? 'Main photo' : 'Make main photo'}
                  </Button>
                  <IconButton
                    type="button"
                    label={`Remove photo ${index + 1}`}
                    icon={<Trash2 aria-hidden="true" />}
                    onClick={() => remove(photo.id)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

export function PricingStep({ type, data, onChange, errors }: StepProps) {
  const pricing = data.pricing ?? {};
  const set = (key: string, value: unknown) =>
    onChange({
      ...data,
      pricing: { model: 'hourly', minimumHours: type === 'venue' ? '2' : '4', ...pricing, [key]: value },
    });
  const model = text(pricing, 'model') || 'hourly';
  return (
    <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
      <div className="empty:hidden sm:col-span-2">
        <StepErrors errors={errors.filter((message) => !PAYMENT_TERMS_FIELD_MESSAGES.includes(message))} />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-ink">How do you charge?</legend>
        <div className="flex flex-wrap gap-3">
          {(['hourly', 'fixed'] as const).map((option) => (
            <RadioCard
              key={option}
              name="pricing-model"
              value={option}
              checked={model === option}
              onSelect={() => set('model', option)}
              label={option === 'hourly' ? 'By the hour' : 'A fixed price per event'}
            />
          ))}
        </div>
      </fieldset>
      <Field label={model === 'hourly' ? 'Rate per hour ($)' : 'Price per event ($)'} required>
        <Input
          value={text(pricing, 'rateDollars')}
          onChange={(e) => set('rateDollars', orUndefined(e.target.value))}
          inputMode="decimal"
        />
      </Field>
      <Field label="Minimum hours" required hint="1 to 12">
        <Input
          value={text(pricing, 'minimumHours') || (type === 'venue' ? '2' : '4')}
          onChange={(e) => set('minimumHours', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <PaymentTermsFields
        value={pricing.payment as Record<string, unknown> | undefined}
        onChange={(payment) => set('payment', payment)}
        errors={errors}
      />
    </Card>
  );
}

export function AvailabilityStep({ type, data, onChange, errors }: StepProps) {
  const availability = {
    ...(type === 'venue' ? { openingTime: '09:00', closingTime: '17:00', closedWeekdays: [] as number[] } : {}),
    ...data.availability,
  };
  return (
    <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
      <div className="empty:hidden sm:col-span-2">
        <StepErrors errors={errors.filter((message) => !AVAILABILITY_FIELD_MESSAGES.includes(message))} />
      </div>
      <AvailabilityFields
        type={type}
        value={availability}
        state={data.listing?.state as string | undefined}
        onChange={(next) => onChange({ ...data, availability: { ...availability, ...next } })}
        errors={errors}
      />
    </Card>
  );
}

export function PolicyStep({ data, onChange, errors }: StepProps) {
  const policy = data.policy ?? {};
  return (
    <Card className="grid gap-5 p-5 sm:p-7">
      <StepErrors
        errors={errors.filter(
          (message) => !INSTANT_BOOK_FIELD_MESSAGES.includes(message) && message !== SECURITY_DEPOSIT_MESSAGES.amount,
        )}
      />
      <InstantBookFields
        value={policy.instantBook as Record<string, unknown> | undefined}
        onChange={(instantBook) => onChange({ ...data, policy: { ...policy, instantBook } })}
        errors={errors}
      />
      <CancellationPolicyFields
        value={policy.cancellation}
        onChange={(cancellation) => onChange({ ...data, policy: { ...policy, cancellation } })}
      />
      <SecurityDepositFields
        value={policy.securityDepositDollars}
        onChange={(securityDepositDollars) => onChange({ ...data, policy: { ...policy, securityDepositDollars } })}
        errors={errors}
      />
      <Field
        label="Your terms"
        hint="Optional: a rain plan, set-up rules… They show on your page as the host's terms; refunds follow the policy above."
      >
        <Textarea
          value={text(policy, 'terms')}
          onChange={(e) => onChange({ ...data, policy: { ...policy, terms: e.target.value } })}
          rows={4}
          maxLength={1000}
        />
      </Field>
    </Card>
  );
}
