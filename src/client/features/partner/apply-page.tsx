// /partner/apply/{partnerType}: the partner application (§1). Signed-in users apply as a venue or a vendor; the
// same form sends an application again after a reviewer asked for more, with what was sent before filled in.
// The server checks every field the same way (shared schema); its answer decides.
import { Building2, ClipboardCheck, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { categoryLabel } from '#shared/categories.ts';
import { applicationCategories, PartnerApplicationRequestSchema, type OwnApplication } from '#shared/partners.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { AuthGate } from '../../app/auth-gate.tsx';
import { PageFrame } from '../../app/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.tsx';
import { useOwnApplications, useSubmitApplication } from './applications-api.ts';

interface Draft {
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

function draftFrom(previous: OwnApplication | undefined, name: string): Draft {
  const d = previous?.details ?? {};
  return {
    businessName: previous?.businessName ?? '',
    contactName: d.contactName ?? name,
    phone: d.phone ?? '',
    businessAddress: d.businessAddress ?? '',
    city: d.city ?? '',
    state: d.state ?? '',
    website: d.website ?? '',
    description: d.description ?? '',
    categories: d.categories ?? [],
    yearsInBusiness: d.yearsInBusiness === undefined ? '' : String(d.yearsInBusiness),
    businessLicense: d.businessLicense ?? '',
    taxId: d.taxId ?? '',
  };
}

export function PartnerApplyPage() {
  const { partnerType: param } = useParams();
  const type: PartnerType = param === 'vendor' ? 'vendor' : 'venue';
  const session = useSession();
  const signedIn = Boolean(session.user);
  const applications = useOwnApplications(signedIn);
  const title = type === 'venue' ? 'Apply as a venue' : 'Apply as a vendor';

  return (
    <PageFrame
      title={title}
      eyebrow="Partner application"
      icon={type === 'venue' ? Building2 : Sparkles}
      breadcrumbLabel={type === 'venue' ? 'Venue' : 'Vendor'}
      description={
        type === 'venue'
          ? 'Rooftops, lofts, galleries, gardens and more: tell us about your space. We review applications within two business days.'
          : 'DJs, photographers, caterers, decor, security, AV and lighting: tell us what you offer. We review applications within two business days.'
      }
    >
      {session.status === 'loading' || (signedIn && applications.isPending) ? (
        <Skeleton className="h-96 rounded-3xl" />
      ) : !signedIn ? (
        <AuthGate what="your partner application" />
      ) : (
        <ApplicationGate type={type} applications={applications.data ?? []} name={session.user?.name ?? ''} />
      )}
    </PageFrame>
  );
}

/** An open or approved application of this type is shown, not asked again; otherwise the form. */
function ApplicationGate({ type, applications, name }: { type: PartnerType; applications: OwnApplication[]; name: string }) {
  const latest = applications.find((a) => a.partnerType === type);
  if (latest && (latest.status === 'pending' || latest.status === 'approved')) {
    return (
      <Card className="mx-auto max-w-2xl p-7 text-center">
        <ClipboardCheck aria-hidden="true" className="mx-auto size-10 text-brand" />
        <h2 className="mt-3 text-xl font-bold text-ink">{latest.status === 'approved' ? 'You are approved' : 'Your application is in review'}</h2>
        <p className="mt-2 text-muted">
          {latest.businessName} · <StatusBadge status={latest.status} size="sm" />
        </p>
        <Button asChild className="mt-5">
          <Link to={latest.status === 'approved' ? '/portal/dashboard' : '/partner/pending-approval'}>{latest.status === 'approved' ? 'Open your portal' : 'See where it stands'}</Link>
        </Button>
      </Card>
    );
  }
  return <ApplicationForm key={latest?.id ?? 'new'} type={type} previous={latest?.status === 'needs_info' ? latest : undefined} rejected={latest?.status === 'rejected' ? latest : undefined} name={name} />;
}

function ApplicationForm({ type, previous, rejected, name }: { type: PartnerType; previous?: OwnApplication; rejected?: OwnApplication; name: string }) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(previous ?? rejected, name));
  const [showErrors, setShowErrors] = useState(false);
  const submit = useSubmitApplication();
  const navigate = useNavigate();
  const session = useSession();

  const request = { ...draft, partnerType: type, yearsInBusiness: draft.yearsInBusiness === '' ? undefined : draft.yearsInBusiness };
  const parsed = PartnerApplicationRequestSchema.safeParse(request);
  const problems = new Map((parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
  const errorOf = (field: keyof Draft) => (showErrors ? problems.get(field) : undefined);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!parsed.success) {
      // Focus the first field that needs attention.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: async ({ message }) => {
        toast.success(message);
        await session.reload();
        void navigate('/partner/pending-approval');
      },
      onError: (error) => toast.error(describeApiError(error)),
    });
  };

  const toggleCategory = (category: string) =>
    setDraft((d) => ({ ...d, categories: d.categories.includes(category) ? d.categories.filter((c) => c !== category) : [...d.categories, category].slice(0, 5) }));

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-3xl gap-6">
      {previous?.reviewNotes ? (
        <p role="status" className="rounded-2xl border border-gold-200 bg-gold-50 p-4 text-[0.9375rem] text-ink">
          <strong>Our reviewer asks:</strong> {previous.reviewNotes}
        </p>
      ) : null}
      {rejected?.reviewNotes ? (
        <p role="status" className="rounded-2xl border border-line bg-dusk-50 p-4 text-[0.9375rem] text-ink">
          <strong>Your last application was not approved:</strong> {rejected.reviewNotes} You are welcome to apply again.
        </p>
      ) : null}
      <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
        <h2 className="text-lg font-bold text-ink sm:col-span-2">Your business</h2>
        <Field label="Business name" required error={errorOf('businessName')} className="sm:col-span-2">
          <Input value={draft.businessName} onChange={set('businessName')} autoComplete="organization" maxLength={120} />
        </Field>
        <Field label="Contact name" required error={errorOf('contactName')}>
          <Input value={draft.contactName} onChange={set('contactName')} autoComplete="name" />
        </Field>
        <Field label="Phone" required error={errorOf('phone')}>
          <Input value={draft.phone} onChange={set('phone')} type="tel" autoComplete="tel" />
        </Field>
        <Field label="Business address" required error={errorOf('businessAddress')} className="sm:col-span-2">
          <Input value={draft.businessAddress} onChange={set('businessAddress')} autoComplete="street-address" />
        </Field>
        <Field label="City" required error={errorOf('city')}>
          <Input value={draft.city} onChange={set('city')} autoComplete="address-level2" />
        </Field>
        <Field label="State" required error={errorOf('state')}>
          <Input value={draft.state} onChange={set('state')} autoComplete="address-level1" />
        </Field>
        <Field label="Website" hint="Optional" error={errorOf('website')}>
          <Input value={draft.website} onChange={set('website')} type="url" inputMode="url" placeholder="https://" />
        </Field>
        <Field label="Years in business" hint="Optional" error={errorOf('yearsInBusiness')}>
          <Input value={draft.yearsInBusiness} onChange={set('yearsInBusiness')} inputMode="numeric" />
        </Field>
      </Card>

      <Card className="grid gap-5 p-5 sm:p-7">
        <h2 className="text-lg font-bold text-ink">{type === 'venue' ? 'Your space' : 'Your services'}</h2>
        <fieldset aria-describedby={errorOf('categories') ? 'categories-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {type === 'venue' ? 'What kind of venue is it?' : 'What do you offer?'} <span className="font-normal text-muted">(up to 5)</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {applicationCategories(type).map((category) => {
              const on = draft.categories.includes(category);
              return (
                <button
                  key={category}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleCategory(category)}
                  className={cn(
                    'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                    on ? 'border-brand bg-ember-50 text-brand' : 'border-line-strong bg-surface text-ink hover:bg-dusk-50',
                  )}
                >
                  {categoryLabel(category)}
                </button>
              );
            })}
          </div>
          {errorOf('categories') ? (
            <p id="categories-error" role="alert" className="mt-2 text-sm font-medium text-danger">
              {errorOf('categories')}
            </p>
          ) : null}
        </fieldset>
        <Field label="Tell customers and our reviewers about it" required hint={`${draft.description.trim().length}/2000 · at least 30 characters`} error={errorOf('description')}>
          <Textarea value={draft.description} onChange={set('description')} rows={5} maxLength={2000} />
        </Field>
      </Card>

      <Card className="grid gap-5 p-5 sm:grid-cols-2 sm:p-7">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-bold text-ink">Verification</h2>
          <p className="mt-1 text-sm text-muted">Optional now, and it speeds up approval: reviewers check licences and tax ids before approving.</p>
        </div>
        <Field label="Business licence number" error={errorOf('businessLicense')}>
          <Input value={draft.businessLicense} onChange={set('businessLicense')} />
        </Field>
        <Field label="Tax id (EIN)" error={errorOf('taxId')}>
          <Input value={draft.taxId} onChange={set('taxId')} />
        </Field>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button asChild variant="ghost">
          <Link to="/partner">Back to partner home</Link>
        </Button>
        <Button type="submit" size="lg" loading={submit.isPending}>
          {previous ? 'Send the update' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
