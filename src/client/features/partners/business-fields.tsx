// The business half of a partner application (§1): shared by the application form (react-hook-form) and the
// onboarding wizard (a draft it saves as the partner types).
import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { categoryLabel } from '#shared/categories.ts';
import { applicationCategories } from '#shared/partners.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ChipToggles } from '../../components/ui/chip-toggles.tsx';

export interface BusinessDraft {
  businessName: string;
  contactName: string;
  phone: string;
  businessAddress: string;
  city: string;
  state: string;
  website: string;
  description: string;
  categories: string[];
  yearsInBusiness: string;
  businessLicense: string;
  taxId: string;
}

export const EMPTY_BUSINESS: BusinessDraft = {
  businessName: '',
  contactName: '',
  phone: '',
  businessAddress: '',
  city: '',
  state: '',
  website: '',
  description: '',
  categories: [],
  yearsInBusiness: '',
  businessLicense: '',
  taxId: '',
};

/** The request body the shared schema checks: an empty years field is no answer. */
export function businessRequest(draft: BusinessDraft) {
  return { ...draft, yearsInBusiness: draft.yearsInBusiness === '' ? undefined : draft.yearsInBusiness };
}

type TextField = Exclude<keyof BusinessDraft, 'categories'>;

/** What ties one text input to its form: react-hook-form's register, or a value with its change handler. */
interface FieldBinding {
  name?: string;
  value?: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

interface BusinessLayoutProps {
  type: PartnerType;
  bind: (field: TextField) => FieldBinding;
  categories: string[];
  onCategoriesChange: (categories: string[]) => void;
  descriptionLength: number;
  errorOf: (field: keyof BusinessDraft) => string | undefined;
}

export interface BusinessFieldsProps {
  type: PartnerType;
  value: BusinessDraft;
  onChange: (next: BusinessDraft) => void;
  errorOf: (field: keyof BusinessDraft) => string | undefined;
}

/** The fields as a controlled draft (the onboarding wizard). */
export function BusinessFields({ type, value, onChange, errorOf }: BusinessFieldsProps) {
  return (
    <BusinessLayout
      type={type}
      bind={(field) => ({
        value: value[field],
        onChange: (event) => onChange({ ...value, [field]: event.target.value }),
      })}
      categories={value.categories}
      onCategoriesChange={(categories) => onChange({ ...value, categories })}
      descriptionLength={value.description.trim().length}
      errorOf={errorOf}
    />
  );
}

/** The fields of a react-hook-form form over a BusinessDraft, with its errors (the application form). */
export function BusinessFormFields<Output>({
  type,
  form,
}: {
  type: PartnerType;
  form: UseFormReturn<BusinessDraft, unknown, Output>;
}) {
  const categories = useController({ control: form.control, name: 'categories' });
  const description = useWatch({ control: form.control, name: 'description' });
  const errors = form.formState.errors;
  return (
    <BusinessLayout
      type={type}
      bind={(field) => form.register(field)}
      categories={categories.field.value}
      onCategoriesChange={categories.field.onChange}
      descriptionLength={description.trim().length}
      errorOf={(field) => errors[field]?.message}
    />
  );
}

function BusinessLayout({
  type,
  bind,
  categories,
  onCategoriesChange,
  descriptionLength,
  errorOf,
}: BusinessLayoutProps) {
  return (
    <>
      <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
        <h2 className="text-lg font-bold text-ink sm:col-span-2">Your business</h2>
        <Field label="Business name" required error={errorOf('businessName')} className="sm:col-span-2">
          <Input {...bind('businessName')} autoComplete="organization" maxLength={120} />
        </Field>
        <Field label="Contact name" required error={errorOf('contactName')}>
          <Input {...bind('contactName')} autoComplete="name" />
        </Field>
        <Field label="Phone" required error={errorOf('phone')}>
          <Input {...bind('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field label="Business address" required error={errorOf('businessAddress')} className="sm:col-span-2">
          <Input {...bind('businessAddress')} autoComplete="street-address" />
        </Field>
        <Field label="City" required error={errorOf('city')}>
          <Input {...bind('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State" required error={errorOf('state')}>
          <Input {...bind('state')} autoComplete="address-level1" />
        </Field>
        <Field label="Website" hint="Optional" error={errorOf('website')}>
          <Input {...bind('website')} type="url" inputMode="url" placeholder="https://" />
        </Field>
        <Field label="Years in business" hint="Optional" error={errorOf('yearsInBusiness')}>
          <Input {...bind('yearsInBusiness')} inputMode="numeric" />
        </Field>
      </Card>

      <Card className="grid gap-5 p-5 sm:p-7">
        <h2 className="text-lg font-bold text-ink">{type === 'venue' ? 'Your space' : 'Your services'}</h2>
        <ChipToggles
          legend={type === 'venue' ? 'What kind of venue is it?' : 'What do you offer?'}
          hint="up to 5"
          options={applicationCategories(type).map((category) => ({ value: category, label: categoryLabel(category) }))}
          selected={categories}
          max={5}
          onChange={onCategoriesChange}
          error={errorOf('categories')}
        />
        <Field
          label="Tell customers and our reviewers about it"
          required
          hint={`${descriptionLength}/2000 · at least 30 characters`}
          error={errorOf('description')}
        >
          <Textarea {...bind('description')} rows={5} maxLength={2000} />
        </Field>
      </Card>

      <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-bold text-ink">Verification</h2>
          <p className="mt-1 text-sm text-muted">
            Optional now, and it speeds up approval: reviewers check licences and tax ids before approving.
          </p>
        </div>
        <Field label="Business licence number" error={errorOf('businessLicense')}>
          <Input {...bind('businessLicense')} />
        </Field>
        <Field label="Tax id (EIN)" error={errorOf('taxId')}>
          <Input {...bind('taxId')} />
        </Field>
      </Card>
    </>
  );
}
