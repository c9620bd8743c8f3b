// /partner/apply/{partnerType}: the partner application (§1). Signed-in users apply as a venue or a vendor; the
// same form sends an application again after a reviewer asked for more, with what was sent before filled in.
// The server checks every field the same way (shared schema); its answer decides.
import { Building2, ClipboardCheck, Sparkles } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import {
  PartnerApplicationRequestSchema,
  type OwnApplication,
  type PartnerApplicationRequest,
} from '#shared/partners.ts';
import { PartnerTypeSchema, type PartnerType } from '#shared/validation/auth.ts';
import { VALIDATION_MESSAGES } from '#shared/validation/messages.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useOwnApplications, useSubmitApplication } from './api.ts';
import { BusinessFormFields, businessRequest, type BusinessDraft } from './business-fields.tsx';

/** Checks the draft as the server checks the application (PartnerApplicationRequestSchema). */
function applicationResolver(type: PartnerType): Resolver<BusinessDraft, unknown, PartnerApplicationRequest> {
  const check = zodResolver(PartnerApplicationRequestSchema);
  return (draft, context, options) =>
    check({ ...businessRequest(draft), partnerType: type }, context, options as never) as ReturnType<
      Resolver<BusinessDraft, unknown, PartnerApplicationRequest>
    >;
}

function draftFrom(previous: OwnApplication | undefined, name: string): BusinessDraft {
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
  const parsed = PartnerTypeSchema.safeParse(useParams().partnerType);
  return parsed.success ? <PartnerApplication type={parsed.data} /> : <PartnerTypeChoice />;
}

/** An unknown type in the address: ask which, rather than guess one (§5 'Please select venue or vendor.'). */
function PartnerTypeChoice() {
  return (
    <PageFrame
      title="Apply as a partner"
      eyebrow="Partner application"
      icon={ClipboardCheck}
      breadcrumbLabel="Choose a type"
      description={VALIDATION_MESSAGES.partnerTypeInvalid}
    >
      <div className="mx-auto flex max-w-2xl flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/partner/apply/venue">
            <Building2 aria-hidden="true" /> Apply as a venue
          </Link>
        </Button>
        <Button asChild>
          <Link to="/partner/apply/vendor">
            <Sparkles aria-hidden="true" /> Apply as a vendor
          </Link>
        </Button>
      </div>
    </PageFrame>
  );
}

function PartnerApplication({ type }: { type: PartnerType }) {
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
function ApplicationGate({
  type,
  applications,
  name,
}: {
  type: PartnerType;
  applications: OwnApplication[];
  name: string;
}) {
  const latest = applications.find((a) => a.partnerType === type);
  if (latest && (latest.status === 'pending' || latest.status === 'approved')) {
    return (
      <Card className="mx-auto max-w-2xl p-7 text-center">
        <ClipboardCheck aria-hidden="true" className="mx-auto size-10 text-brand" />
        <h2 className="mt-3 text-xl font-bold text-ink">
          {latest.status === 'approved' ? 'You are approved' : 'Your application is in review'}
        </h2>
        <p className="mt-2 text-muted">
          {latest.businessName} · <StatusBadge status={latest.status} size="sm" />
        </p>
        <Button asChild className="mt-5">
          <Link to={latest.status === 'approved' ? '/portal/dashboard' : '/partner/pending-approval'}>
            {latest.status === 'approved' ? 'Open your portal' : 'See where it stands'}
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <ApplicationForm
      key={latest?.id ?? 'new'}
      type={type}
      previous={latest?.status === 'needs_info' ? latest : undefined}
      rejected={latest?.status === 'rejected' ? latest : undefined}
      name={name}
    />
  );
}

function ApplicationForm({
  type,
  previous,
  rejected,
  name,
}: {
  type: PartnerType;
  previous?: OwnApplication;
  rejected?: OwnApplication;
  name: string;
}) {
  const form = useForm<BusinessDraft, unknown, PartnerApplicationRequest>({
    resolver: applicationResolver(type),
    defaultValues: draftFrom(previous ?? rejected, name),
  });
  const submit = useSubmitApplication();
  const navigate = useNavigate();
  const session = useSession();

  const onSubmit = form.handleSubmit((application) =>
    submit.mutate(application, {
      onSuccess: async ({ message }) => {
        toast.success(message);
        await session.reload();
        void navigate('/partner/pending-approval');
      },
      onError: (error) => toast.error(describeApiError(error)),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-3xl gap-6">
      {previous?.reviewNotes ? (
        <p role="status" className="rounded-2xl border border-gold-200 bg-gold-50 p-4 text-[0.9375rem] text-ink">
          <strong>Our reviewer asks:</strong> {previous.reviewNotes}
        </p>
      ) : null}
      {rejected?.reviewNotes ? (
        <p role="status" className="rounded-2xl border border-line bg-dusk-50 p-4 text-[0.9375rem] text-ink">
          <strong>Your last application was not approved:</strong> {rejected.reviewNotes} You are welcome to apply
          again.
        </p>
      ) : null}
      <BusinessFormFields type={type} form={form} />

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
