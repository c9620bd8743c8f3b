import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Crown, MapPin } from 'lucide-react';
import { VENDOR_CATEGORY_INFO } from '#shared/categories.ts';
import type { VendorCard as VendorCardData } from '#shared/listings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { formatMoney } from '#shared/money.ts';
import { formatUnit } from '../../lib/format.ts';
import { InstantBookBadge } from './instant-book-badge.tsx';
import { Rating } from './rating.tsx';
import { FreeFor, ListingCardActions } from './venue-card.tsx';

function PartnerBadge({ status }: { status: VendorCardData['partnershipStatus'] }) {
  if (status === 'Premium Partner') {
    return (
      <Badge tone="night" className="absolute top-3 left-3">
        <Crown aria-hidden="true" className="text-gold-400" />
        Premium
      </Badge>
    );
  }
  if (status === 'Verified Partner') {
    return (
      <Badge tone="glass" className="absolute top-3 left-3">
        <BadgeCheck aria-hidden="true" className="text-lagoon-600" />
        Verified
      </Badge>
    );
  }
  return null;
}

export interface VendorCardProps {
  vendor: VendorCardData;
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

export function VendorCard({ vendor, sizes, priority = false, eager = false, actions, freeFor }: VendorCardProps) {
  const category = VENDOR_CATEGORY_INFO[vendor.category]?.label ?? vendor.serviceType;
  return (
    <article className="group relative flex flex-col rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-focus">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-dusk-100">
        <SmartImage
          src={vendor.imageUrl}
          alt={`${vendor.name}, ${vendor.serviceType.toLowerCase()} in ${vendor.city}`}
          sizes={sizes}
          priority={priority}
          eager={eager}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <PartnerBadge status={vendor.partnershipStatus} />
        <InstantBookBadge noticeHours={vendor.instantBookNoticeHours} />
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold text-ink">
          <Link
            to={`/vendor/${encodeURIComponent(vendor.id)}`}
            title={vendor.name}
            className="line-clamp-2 after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl"
          >
            {vendor.name}
          </Link>
        </h3>
        <Rating rating={vendor.rating} reviews={vendor.reviewsCount} className="shrink-0" />
      </div>
      <p className="mt-0.5 truncate text-sm font-medium text-dusk-700">
        {vendor.serviceType}
        <span className="sr-only"> ({category})</span>
      </p>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="truncate">{vendor.location}</span>
      </p>
      <p className="mt-1.5 text-[0.9375rem] text-ink">
        <span className="text-muted">From </span>
        <span className="font-bold">{formatMoney(vendor.priceCents, 'listing')}</span>
        <span className="text-muted"> / {formatUnit(vendor.unit)}</span>
      </p>
      <FreeFor label={freeFor} />
      {actions ? <ListingCardActions>{actions}</ListingCardActions> : null}
    </article>
  );
}
