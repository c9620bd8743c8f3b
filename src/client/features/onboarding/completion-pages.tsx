// Profile completion (§2, login required): /complete-profile (the account), /partner/complete-profile (the business),
// /complete-profile/{entityType}/{entityId} (one listing, in the editor), /profile/venue/complete and
// /profile/vendor/complete (the least complete listing of that kind) and /dashboard/complete-listing (every listing
// with its meter). Each shows what is missing with a completeness meter.
import { ClipboardCheck, ListChecks, Plus, UserRound } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { businessCompleteness, profileCompleteness } from '#shared/completeness.ts';
import type { ListingCompleteness } from '#shared/listing-edit.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { useSession } from '../../lib/session.tsx';
import { useProfile, ProfileDetailsForm } from '../account/index.ts';
import { ListingEditorFrame, CompletenessMeter } from '../partners/index.ts';
import { PartnerSettingsPanel, useListingCompleteness, usePartnerSettings } from '../portal/index.ts';
import { isPartnerRole } from '#shared/roles.ts';

function NotAPartner() {
  return (
    <Card>
      <EmptyState
        icon={<ClipboardCheck />}
        title="This is for partners"
        description="List a venue or a service first; its profile is finished here."
        actions={
          <Button asChild>
            <Link to="/partner">Become a partner</Link>
          </Button>
        }
      />
    </Card>
  );
}

export function CompleteProfilePage() {
  const session = useSession();
  const profile = useProfile();
  const partner = session.roles.some(isPartnerRole);
  return (
    <PageFrame
      title="Complete your profile"
      eyebrow="Profile"
      icon={UserRound}
      description="A couple of details we still need before you book or list."
    >
      {profile.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : profile.isError ? (
        <LoadErrorCard
          title="We couldn't load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <CompletenessMeter title="Profile completeness" completeness={profileCompleteness(profile.data)} />
          <div className="flex flex-col gap-6">
            <Card className="p-5 sm:p-6">
              <ProfileDetailsForm profile={profile.data} />
            </Card>
            <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
              <p className="flex-1 text-[0.9375rem] text-dusk-700">
                {partner
                  ? 'Your business has its own details, shown on your listings and statements.'
                  : 'Host events too? List your venue or service and get booked.'}
              </p>
              <Button asChild variant="secondary">
                <Link to={partner ? '/partner/complete-profile' : '/partner'}>
                  {partner ? 'Business details' : 'Become a partner'}
                </Link>
              </Button>
            </Card>
          </div>
        </div>
      )}
    </PageFrame>
  );
}

export function PartnerCompleteProfilePage() {
  const session = useSession();
  const partner = session.roles.some(isPartnerRole);
  return (
    <PageFrame
      title="Complete your partner profile"
      eyebrow="Partner"
      icon={ClipboardCheck}
      description="The business details we need on your listings, payouts and statements."
    >
      {partner ? <PartnerProfile /> : <NotAPartner />}
    </PageFrame>
  );
}

function PartnerProfile() {
  const settings = usePartnerSettings();
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      {settings.data ? (
        <CompletenessMeter title="Business details" completeness={businessCompleteness(settings.data)} />
      ) : (
        <Skeleton className="h-40 rounded-2xl" />
      )}
      <PartnerSettingsPanel />
    </div>
  );
}

export function CompleteEntityProfilePage() {
  const { entityType, entityId } = useParams();
  return (
    <ListingEditorFrame
      kindParam={entityType}
      id={entityId ?? ''}
      title={`Complete your ${entityType === 'vendor' ? 'service' : 'venue'}`}
    />
  );
}

/** The least complete listing of a kind opens in the editor; without one, the way to list one. */
function LeastComplete({ kind }: { kind: PartnerType }) {
  const session = useSession();
  const partner = session.roles.includes(kind);
  const listings = useListingCompleteness(partner);
  const title = kind === 'venue' ? 'Complete your venue' : 'Complete your vendor profile';
  if (partner && listings.data) {
    const first = listings.data.listings.find((l) => l.kind === kind);
    if (first) return <Navigate to={`/complete-profile/${kind}/${first.id}`} replace />;
  }
  return (
    <PageFrame
      title={title}
      eyebrow={kind === 'venue' ? 'Venue profile' : 'Vendor profile'}
      icon={ClipboardCheck}
      breadcrumbLabel="Complete"
    >
      {partner && listings.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : listings.isError ? (
        <LoadErrorCard
          title="We couldn't load your listings"
          error={listings.error}
          onRetry={() => void listings.refetch()}
          retrying={listings.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <Card>
          <EmptyState
            icon={<Plus />}
            title={kind === 'venue' ? 'No venue yet' : 'No service yet'}
            description="Start one in onboarding: it saves as you go."
            actions={
              <Button asChild>
                <Link to={`/onboarding?type=${kind}&source=partner`}>
                  {kind === 'venue' ? 'List a venue' : 'List a service'}
                </Link>
              </Button>
            }
          />
        </Card>
      )}
    </PageFrame>
  );
}

export const VenueProfileCompletePage = () => <LeastComplete kind="venue" />;
export const VendorProfileCompletePage = () => <LeastComplete kind="vendor" />;

function ListingRow({ listing }: { listing: ListingCompleteness }) {
  const needed = listing.missing.filter((m) => m.required).length;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{listing.name}</span>
          <StatusBadge status={listing.state} size="sm" />
        </div>
        <div
          role="progressbar"
          aria-label={`${listing.name} completeness`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={listing.percent}
          className="mt-2 h-2 max-w-sm overflow-hidden rounded-full bg-dusk-100"
        >
          <div
            className={listing.percent === 100 ? 'h-full bg-lagoon-500' : 'h-full bg-brand'}
            style={{ width: `${listing.percent}%` }}
          />
        </div>
        <p className="mt-1 text-sm text-muted">
          {listing.percent}% complete
          {listing.missing.length
            ? ` · ${needed ? `${needed} needed, ` : ''}${listing.missing.length - needed} recommended`
            : ''}
        </p>
      </div>
      <Button asChild variant={listing.percent === 100 ? 'ghost' : 'secondary'} size="sm">
        <Link
          to={`/complete-profile/${listing.kind}/${listing.id}`}
          aria-label={`${listing.percent === 100 ? 'Review' : 'Finish'} ${listing.name}`}
        >
          {listing.percent === 100 ? 'Review' : 'Finish'}
        </Link>
      </Button>
    </li>
  );
}

export function CompleteListingPage() {
  const session = useSession();
  const partner = session.roles.some(isPartnerRole);
  const listings = useListingCompleteness(partner);
  return (
    <PageFrame
      title="Complete your listing"
      eyebrow="Dashboard"
      icon={ListChecks}
      description="The last steps before each listing shows at its best in Discover."
    >
      {!partner ? (
        <NotAPartner />
      ) : listings.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : listings.isError ? (
        <LoadErrorCard
          title="We couldn't load your listings"
          error={listings.error}
          onRetry={() => void listings.refetch()}
          retrying={listings.isRefetching}
          headingLevel="h2"
        />
      ) : listings.data.listings.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Plus />}
            title="No listings yet"
            description="Start one in onboarding: it saves as you go."
            actions={
              <Button asChild>
                <Link to="/onboarding">Create a listing</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label="Your listings, least complete first">
            {listings.data.listings.map((listing) => (
              <ListingRow key={`${listing.kind}-${listing.id}`} listing={listing} />
            ))}
          </ul>
        </Card>
      )}
    </PageFrame>
  );
}
