import { MapPin } from 'lucide-react';
import { VENDOR_CATEGORY_INFO } from '#shared/categories.ts';
import type { VendorCard } from '#shared/listings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { CategoryIcon, Rating } from '../catalogue/index.ts';
import { PartnerBadge } from './partner-badge.tsx';
import { ShareButton } from './share-button.tsx';

export function vendorShareText(vendor: VendorCard): string {
  return `${vendor.name} · ${vendor.serviceType} in ${vendor.location} on Eventide`;
}

/** Category and partnership badges, name, service type, rating, location and the price range. */
export function VendorTitle({ vendor, className }: { vendor: VendorCard; className?: string }) {
  const category = VENDOR_CATEGORY_INFO[vendor.category];
  return (
    <div className={cn('flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:gap-8', className)}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">
            <CategoryIcon name={category?.icon ?? 'LayoutGrid'} />
            {category?.label ?? vendor.serviceType}
          </Badge>
          <PartnerBadge status={vendor.partnershipStatus} />
        </div>
        <h1 className="mt-2.5 text-[1.75rem] leading-tight font-extrabold tracking-tight text-ink md:text-4xl">
          {vendor.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.9375rem] text-dusk-700">
          <span className="font-semibold text-ink">{vendor.serviceType}</span>
          <span aria-hidden="true" className="text-dusk-300">
            ·
          </span>
          <a href="#reviews" className="rounded-md underline-offset-4 hover:underline">
            <Rating rating={vendor.rating} reviews={vendor.reviewsCount} />
          </a>
          <span aria-hidden="true" className="hidden text-dusk-300 sm:inline">
            ·
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
            {vendor.location}
          </span>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 md:flex-col md:items-end md:gap-2">
        <p className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">{vendor.priceRange}</p>
        <ShareButton
          target={{ title: vendor.name, text: vendorShareText(vendor) }}
          className="-mr-3 hidden md:inline-flex"
        />
      </div>
    </div>
  );
}
