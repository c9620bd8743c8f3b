import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, MapPin, Users } from 'lucide-react';
import { VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import type { VenueCard as VenueCardData } from '#shared/listings.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { formatMoney } from '#shared/money.ts';
import { formatInteger } from '../../lib/format.ts';
import { InstantBookBadge } from './instant-book-badge.tsx';
import { Rating } from './rating.tsx';

export interface VenueCardProps {
  venue: VenueCardData;
  /** How wide the card shows at each breakpoint, from the grid it is in (`imageSizes`). */
  sizes: string;
  /** The card's image is the page's LCP. */
  priority?: boolean;
  /** The card shows above the fold on some screens. */
  eager?: boolean;
  /** Buttons under the card (Add to cart, Message); they sit above the card's link, never inside it. */
  actions?: ReactNode;
  /** When Discover asked for a day (and hours): what the listing is free for. */
  freeFor?: string | null;
}

export function VenueCard({ venue, sizes, priority = false, eager = false, actions, freeFor }: VenueCardProps) {
  const label = VENUE_CATEGORY_INFO[venue.type]?.label ?? venue.type;
  return (
    <article className="group relative flex flex-col rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-focus">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-dusk-100">
        <SmartImage
          src={venue.imageUrl}
          alt={`${venue.name}, a ${label.toLowerCase()} venue in ${venue.city}`}
          sizes={sizes}
          priority={priority}
          eager={eager}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <Badge tone="glass" className="absolute top-3 left-3">
          {label}
        </Badge>
        <InstantBookBadge noticeHours={venue.instantBookNoticeHours} />
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold text-ink">
          <Link
            to={`/venue/${encodeURIComponent(venue.id)}`}
            title={venue.name}
            className="line-clamp-2 after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl"
          >
            {venue.name}
          </Link>
        </h3>
        <Rating rating={venue.rating} reviews={venue.reviewsCount} className="shrink-0" />
      </div>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="truncate">{venue.location}</span>
      </p>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
        <Users aria-hidden="true" className="size-3.5 shrink-0" />
        Up to {formatInteger(venue.capacity)} guests
        {venue.squareFeet ? <span aria-hidden="true"> · </span> : null}
        {venue.squareFeet ? `${formatInteger(venue.squareFeet)} sq ft` : null}
      </p>
      <p className="mt-1.5 text-[0.9375rem] text-ink">
        <span className="font-bold">{formatMoney(venue.priceCents, 'listing')}</span>
        <span className="text-muted"> / {PRICE_UNIT_NAMES[venue.unit]}</span>
      </p>
      <FreeFor label={freeFor} />
      {actions ? <ListingCardActions>{actions}</ListingCardActions> : null}
    </article>
  );
}

/** 'Free 6:00 PM – 10:00 PM' on a card Discover found for a day and hours; nothing otherwise. */
export function FreeFor({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return (
    <p className="mt-1.5 flex items-center gap-1 text-sm font-semibold text-lagoon-700">
      <CalendarCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </p>
  );
}

/** The row of card buttons: raised above the stretched link so each button gets its own clicks. */
export function ListingCardActions({ children }: { children: ReactNode }) {
  return <div className="relative z-10 mt-auto flex items-center gap-2 pt-3">{children}</div>;
}

export function ListingCardSkeleton({ actions = false }: { actions?: boolean }) {
  return (
    <div className="flex flex-col">
      <Skeleton className="aspect-[4/3] rounded-2xl" />
      <Skeleton className="mt-3.5 h-4 w-3/4" />
      <Skeleton className="mt-2 h-3.5 w-1/2" />
      <Skeleton className="mt-2 h-3.5 w-2/3" />
      <Skeleton className="mt-2.5 h-4 w-1/3" />
      {actions ? (
        <div className="mt-3 flex gap-2">
          <Skeleton className="h-9 flex-1 rounded-lg" />
          <Skeleton className="h-9 w-24 rounded-lg" />
        </div>
      ) : null}
    </div>
  );
}
