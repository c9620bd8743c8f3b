import { MapPin } from 'lucide-react';
import { VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import type { VenueDetail } from '#shared/listing-detail.ts';
import type { VenueCard } from '#shared/listings.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '#shared/money.ts';
import { CategoryIcon, Rating } from '../catalogue/index.ts';
import { ShareButton } from './share-button.tsx';

/** 'Skyline Social · Rooftop venue in New York, NY' for the share sheet. */
export function venueShareText(venue: VenueCard): string {
  return `${venue.name} · ${VENUE_CATEGORY_INFO[venue.type]?.label ?? 'Venue'} in ${venue.location} on Eventide`;
}

/** §2 hero text: type badge, name, address, rating with review count, and the hourly price. */
export function VenueTitle({
  venue,
  detail,
  className,
}: {
  venue: VenueCard;
  detail?: VenueDetail;
  className?: string;
}) {
  const category = VENUE_CATEGORY_INFO[venue.type];
  const address = detail?.address ? `${detail.address}, ${venue.location}` : venue.location;
  return (
    <div className={cn('flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:gap-8', className)}>
      <div className="min-w-0">
        <Badge tone="brand">
          <CategoryIcon name={category?.icon ?? 'Building2'} />
          {category?.label ?? venue.type}
        </Badge>
        <h1 className="mt-2.5 text-[1.75rem] leading-tight font-extrabold tracking-tight text-ink md:text-4xl">
          {venue.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.9375rem] text-dusk-700">
          <a href="#reviews" className="rounded-md underline-offset-4 hover:underline">
            <Rating rating={venue.rating} reviews={venue.reviewsCount} />
          </a>
          <span aria-hidden="true" className="hidden text-dusk-300 sm:inline">
            ·
          </span>
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="min-w-0">{address}</span>
          </span>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 md:flex-col md:items-end md:gap-2">
        <p className="text-ink">
          <span className="text-2xl font-extrabold tracking-tight md:text-3xl">
            {formatMoney(venue.priceCents, 'listing')}
          </span>
          <span className="text-muted"> / {PRICE_UNIT_NAMES[venue.unit]}</span>
        </p>
        <ShareButton
          target={{ title: venue.name, text: venueShareText(venue) }}
          className="-mr-3 hidden md:inline-flex"
        />
      </div>
    </div>
  );
}
