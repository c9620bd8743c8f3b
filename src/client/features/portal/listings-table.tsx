// The partner's listings (portal Listings tab and /partner/listings): each with its type, where it stands (live,
// paused, pending review, waiting for payouts, not approved), its rating, Edit, and Pause or Resume for approved ones.
import { ListChecks, PencilLine, Plus, Star } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import type { PartnerOverviewSchema } from '#shared/account.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { describeApiError } from '../../lib/api.ts';
import { formatRating } from '../../lib/format.ts';
import { useSetListingActive } from './api.ts';

type Listing = z.infer<typeof PartnerOverviewSchema>['listings'][number];

const listingHref = (listing: Listing) => `/${listing.kind}/${listing.id}`;

function PauseToggle({ listing }: { listing: Listing }) {
  const toggle = useSetListingActive(listing, {
    onSuccess: ({ state }) => {
      toast.success(
        state === 'paused'
          ? `${listing.name} is paused: it is hidden from Discover.`
          : `${listing.name} is live again.`,
      );
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  if (listing.state !== 'live' && listing.state !== 'paused') return null;
  const pausing = listing.state === 'live';
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={toggle.isPending}
      onClick={() => toggle.mutate(!pausing)}
      aria-label={`${pausing ? 'Pause' : 'Resume'} ${listing.name}`}
    >
      {pausing ? 'Pause' : 'Resume'}
    </Button>
  );
}

function ListingActions({ listing }: { listing: Listing }) {
  return (
    <span className="inline-flex items-center gap-2">
      {listing.state === 'suspended' ? null : (
        <Button asChild variant="secondary" size="sm">
          <Link to={`/partner/listings/${listing.kind}/${listing.id}`} aria-label={`Edit ${listing.name}`}>
            <PencilLine aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      <PauseToggle listing={listing} />
    </span>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-400" />
      {formatRating(value)}
    </span>
  );
}

export function ListingsTable({ listings }: { listings: Listing[] }) {
  if (listings.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<ListChecks />}
          title="No listings yet"
          description="Add your first venue or service with photos, capacity or services, and pricing."
          actions={
            <Button asChild>
              <Link to="/onboarding">
                <Plus aria-hidden="true" />
                Create a listing
              </Link>
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      {/* Phones: a list; wider screens: a table. */}
      <ul className="divide-y divide-line md:hidden" aria-label="Your listings">
        {listings.map((listing) => (
          <li key={listing.id} className="flex flex-col gap-2 p-4">
            <Link to={listingHref(listing)} className="font-semibold text-ink underline-offset-4 hover:underline">
              {listing.name}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge size="sm">{listing.kind === 'venue' ? 'Venue' : 'Vendor'}</Badge>
              <StatusBadge status={listing.state} size="sm" />
              <Rating value={listing.rating} />
              <span className="ml-auto">
                <ListingActions listing={listing} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-[0.9375rem] md:table">
        <caption className="sr-only">Your listings</caption>
        <thead className="bg-dusk-50 text-sm text-muted">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Rating
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {listings.map((listing) => (
            <tr key={listing.id}>
              <th scope="row" className="px-5 py-3.5 font-semibold text-ink">
                <Link to={listingHref(listing)} className="underline-offset-4 hover:underline">
                  {listing.name}
                </Link>
              </th>
              <td className="px-5 py-3.5 text-dusk-700">{listing.kind === 'venue' ? 'Venue' : 'Vendor'}</td>
              <td className="px-5 py-3.5">
                <StatusBadge status={listing.state} size="sm" />
              </td>
              <td className="px-5 py-3.5 text-right tabular-nums">
                <Rating value={listing.rating} />
              </td>
              <td className="px-5 py-3.5 text-right">
                <ListingActions listing={listing} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
