import type { ReactNode } from 'react';
import { Clock, MapPinned, Tag, Wallet, type LucideIcon } from 'lucide-react';
import type { VendorDetail } from '#shared/listing-detail.ts';
import type { VendorCard } from '#shared/listings.ts';
import { isHourly } from '#shared/pricing.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { pricingModelLabel, vendorMinimumHours, vendorPriceRange } from './vendor-pricing.ts';

function Stat({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative bg-surface p-4 sm:pl-[4.25rem]">
      <dt className="text-xs font-semibold text-muted">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 place-items-center rounded-xl bg-[#f1ebfe] text-[#6d32d6] sm:grid"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[0.9375rem] font-bold break-words text-ink">{children}</dd>
    </div>
  );
}

function areaSummary(areas: string[], fallback: string): string {
  if (areas.length === 0) return fallback;
  return areas.length === 1 ? (areas[0] ?? fallback) : `${areas[0]} + ${areas.length - 1} more`;
}

/** Price range, pricing model and unit, minimum hours (default 4) and service area. */
export function VendorStats({ vendor, detail }: { vendor: VendorCard; detail?: VendorDetail }) {
  const hours = vendorMinimumHours(vendor);
  return (
    <div role="group" aria-label="At a glance">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line md:grid-cols-4">
        <Stat icon={Wallet} label="Price range">
          {vendorPriceRange(vendor)}
        </Stat>
        <Stat icon={Tag} label="Pricing">
          {detail ? pricingModelLabel(detail) : <Skeleton className="h-5 w-24" />}
        </Stat>
        <Stat icon={Clock} label="Minimum">
          {/* Minimum hours bind an hourly price only. */}
          {isHourly(vendor.unit) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : 'None'}
        </Stat>
        <Stat icon={MapPinned} label="Service area">
          {detail ? areaSummary(detail.serviceArea, vendor.city) : <Skeleton className="h-5 w-24" />}
        </Stat>
      </dl>
    </div>
  );
}
