// /partner/listings/{kind}/{id}: the partner edits a listing with the onboarding's own sections (listing,
// photos, pricing, availability, cancellation), checked as the server checks them before saving; the
// listing keeps its approval and stays live. Preview opens the page customers see; Duplicate makes a paused copy.
import { Copy, Eye, PencilLine, Save } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { listingCompleteness } from '#shared/completeness.ts';
import { checkListingEdit, type EditableListing, type ListingEditData } from '#shared/listing-edit.ts';
import { STEP_LABELS, type OnboardingDraftData, type OnboardingStep } from '#shared/onboarding.ts';
import { PartnerTypeSchema, type PartnerType } from '#shared/validation/auth.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { CompletenessMeter } from './completeness-meter.tsx';
import {
  AvailabilityStep,
  ListingStep,
  PhotosStep,
  PolicyStep,
  PricingStep,
  problemsOf,
  sectionError,
  sectionErrors,
  type StepProps,
} from './steps.tsx';
import { isPartnerRole } from '#shared/roles.ts';
import { useEditableListing, useSaveListing } from '../portal/index.ts';
import { useDuplicateListing } from './api.ts';

type Problems = Partial<Record<OnboardingStep, string[]>>;
type Section = Exclude<OnboardingStep, 'business' | 'payouts' | 'review'>;

const SECTIONS: Array<{ step: Section; Component: (props: StepProps) => ReactNode }> = [
  { step: 'listing', Component: ListingStep },
  { step: 'photos', Component: PhotosStep },
  { step: 'pricing', Component: PricingStep },
  { step: 'availability', Component: AvailabilityStep },
  { step: 'policy', Component: PolicyStep },
];

/** A section's problems as one react-hook-form error on that section, every message kept in `types`. */
/** Checks the listing as the server checks it before saving (checkListingEdit); the body sent is the draft itself. */
function listingResolver(kind: PartnerType): Resolver<ListingEditData> {
  return (data) => {
    const checked = checkListingEdit(kind, data);
    return checked.ok ? { values: data, errors: {} } : { values: {}, errors: sectionErrors(checked.problems) };
  };
}
function Editor({ listing }: { listing: EditableListing }) {
  const navigate = useNavigate();
  const form = useForm<ListingEditData>({ defaultValues: listing.data, resolver: listingResolver(listing.kind) });
  const data = useWatch({ control: form.control }) as ListingEditData;
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;

  // Closing the tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = useSaveListing(listing, {
    onSuccess: (saved) => {
      form.reset(saved.data);
      toast.success('Listing saved. Customers see the changes now.');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details && typeof error.details === 'object')
        for (const [section, messages] of Object.entries(error.details as Problems))
          form.setError(section as Section, sectionError(messages ?? []));
      toast.error(describeApiError(error));
    },
  });

  const duplicate = useDuplicateListing(listing, {
    onSuccess: (copy) => {
      toast.success(copy.message);
      void navigate(`/partner/listings/${copy.kind}/${copy.id}`);
    },
    onError: (error) => toast.error(describeApiError(error)),
  });

  const jumpTo = (section: string) =>
    document.getElementById(`section-${section}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const submit = form.handleSubmit(
    (checked) => save.mutate(checked),
    (problems) => {
      toast.error('Some parts still need your attention.');
      jumpTo(Object.keys(problems)[0] ?? 'listing');
    },
  );

  const draft = data as OnboardingDraftData;
  const onChange = (next: OnboardingDraftData) => form.setValues(next as ListingEditData, { shouldDirty: true });
  const suspended = listing.state === 'suspended';

  return (
    <form className="flex flex-col gap-8" onSubmit={submit} aria-label="Edit listing">
      <CompletenessMeter
        title="Listing completeness"
        completeness={listingCompleteness({ kind: listing.kind, data })}
        onJump={jumpTo}
      />
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={listing.state} />
        <Button asChild variant="secondary" size="sm">
          <a href={`/${listing.kind}/${listing.id}`} target="_blank" rel="noreferrer">
            <Eye aria-hidden="true" />
            Preview
          </a>
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={duplicate.isPending}
          disabled={suspended}
          onClick={() => duplicate.mutate()}
        >
          <Copy aria-hidden="true" />
          Duplicate
        </Button>
      </div>
      {SECTIONS.map(({ step, Component }) => (
        <section key={step} id={`section-${step}`} aria-labelledby={`heading-${step}`} className="scroll-mt-24">
          <h2 id={`heading-${step}`} className="mb-3 text-xl font-bold text-ink">
            {STEP_LABELS[step]}
          </h2>
          <Component type={listing.kind} data={draft} onChange={onChange} errors={problemsOf(errors[step])} />
        </section>
      ))}
      {/* Stays in view while scrolling, above the phone's bottom navigation. */}
      <div className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur max-md:bottom-[calc(var(--mobile-bottom-pad,0px)+env(safe-area-inset-bottom))] sm:mx-0 sm:rounded-2xl sm:border">
        <div className="flex items-center justify-end gap-3">
          <p className="mr-auto text-sm text-muted max-sm:sr-only" aria-live="polite">
            {suspended
              ? 'Suspended listings cannot be edited.'
              : dirty
                ? 'You have unsaved changes.'
                : 'All changes saved.'}
          </p>
          <Button type="button" variant="ghost" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
            Discard
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty || suspended}>
            <Save aria-hidden="true" />
            Save changes
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The editor of one listing (kind and id as in the address), as /partner/listings/{kind}/{id} and
 *  /complete-profile/{entityType}/{entityId} show it. */
export function ListingEditorFrame({
  kindParam,
  id,
  title,
}: {
  kindParam: string | undefined;
  id: string;
  title?: string;
}) {
  const session = useSession();
  const kind = PartnerTypeSchema.safeParse(kindParam);
  const partner = session.roles.some(isPartnerRole);
  const listing = useEditableListing(kind.success ? kind.data : 'venue', id, kind.success && partner);
  const name = listing.data ? String(listing.data.data.listing.name ?? 'Listing') : 'Listing';
  return (
    <PageFrame
      title={title ?? (listing.data ? name : 'Edit listing')}
      eyebrow="Partner Dashboard"
      icon={PencilLine}
      breadcrumbLabel={name}
      description="Changes go live as soon as you save them."
      actions={
        <Button asChild variant="secondary">
          <Link to="/partner/listings">All listings</Link>
        </Button>
      }
    >
      {session.status === 'loading' || (listing.isPending && partner && kind.success) ? (
        <Skeleton className="h-96 rounded-3xl" />
      ) : !session.user ? (
        <AuthGate what="your listing" />
      ) : !kind.success || listing.isError || !partner ? (
        <LoadErrorCard
          title="We couldn't open this listing"
          error={listing.error ?? new ApiError({ message: 'This listing was not found.', kind: 'http', status: 404 })}
          onRetry={() => void listing.refetch()}
          retrying={listing.isRefetching}
          headingLevel="h2"
        />
      ) : listing.data ? (
        <Editor key={listing.data.id} listing={listing.data} />
      ) : null}
    </PageFrame>
  );
}

export function PartnerListingEditorPage() {
  const params = useParams();
  return <ListingEditorFrame kindParam={params.kind} id={params.id ?? ''} />;
}
