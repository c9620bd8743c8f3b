// The business half of a partner application (§1): shared by the application form and the onboarding wizard.
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

export interface BusinessFieldsProps {
  type: PartnerType;
  value: BusinessDraft;
  onChange: (next: BusinessDraft) => void;
  errorOf: (field: keyof BusinessDraft) => string | undefined;
}

export function BusinessFields({ type, value, onChange, errorOf }: BusinessFieldsProps) {
  const set = (field: keyof BusinessDraft) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
        <h2 className="text-lg font-bold text-ink sm:col-span-2">Your business</h2>
        <Field label="Business name" required error={errorOf('businessName')} className="sm:col-span-2">
          <Input
            value={value.businessName}
            onChange={set('businessName')}
            autoComplete="organization"
            maxLength={120}
          />
        </Field>
        <Field label="Contact name" required error={errorOf('contactName')}>
          <Input value={value.contactName} onChange={set('contactName')} autoComplete="name" />
        </Field>
        <Field label="Phone" required error={errorOf('phone')}>
          <Input value={value.phone} onChange={set('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field label="Business address" required error={errorOf('businessAddress')} className="sm:col-span-2">
          <Input value={value.businessAddress} onChange={set('businessAddress')} autoComplete="street-address" />
        </Field>
        <Field label="City" required error={errorOf('city')}>
          <Input value={value.city} onChange={set('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State" required error={errorOf('state')}>
          <Input value={value.state} onChange={set('state')} autoComplete="address-level1" />
        </Field>
        <Field label="Website" hint="Optional" error={errorOf('website')}>
          <Input value={value.website} onChange={set('website')} type="url" inputMode="url" placeholder="https://" />
        </Field>
        <Field label="Years in business" hint="Optional" error={errorOf('yearsInBusiness')}>
          <Input value={value.yearsInBusiness} onChange={set('yearsInBusiness')} inputMode="numeric" />
        </Field>
      </Card>

      <Card className="grid gap-5 p-5 sm:p-7">
        <h2 className="text-lg font-bold text-ink">{type === 'venue' ? 'Your space' : 'Your services'}</h2>
        <ChipToggles
          legend={type === 'venue' ? 'What kind of venue is it?' : 'What do you offer?'}
          hint="up to 5"
          options={applicationCategories(type).map((category) => ({ value: category, label: categoryLabel(category) }))}
          selected={value.categories}
          max={5}
          onChange={(categories) => onChange({ ...value, categories })}
          error={errorOf('categories')}
        />
        <Field
          label="Tell customers and our reviewers about it"
          required
          hint={`${value.description.trim().length}/2000 · at least 30 characters`}
          error={errorOf('description')}
        >
          <Textarea value={value.description} onChange={set('description')} rows={5} maxLength={2000} />
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
          <Input value={value.businessLicense} onChange={set('businessLicense')} />
        </Field>
        <Field label="Tax id (EIN)" error={errorOf('taxId')}>
          <Input value={value.taxId} onChange={set('taxId')} />
        </Field>
      </Card>
    </>
  );
}
