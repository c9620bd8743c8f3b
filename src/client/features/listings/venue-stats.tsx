import type { ReactNode } from 'react';
import { CalendarClock, Clock, Ruler, Users, type LucideIcon } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import type { VenueCard } from '#shared/listings.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatInteger } from '../../lib/format.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { formatHoursRange } from '#shared/opening-hours.ts';

function Stat({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative bg-surface p-4 sm:pl-[4.25rem]">
      <dt className="text-xs font-semibold text-muted">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 place-items-center rounded-xl bg-ember-50 text-brand sm:grid"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[0.9375rem] font-bold break-words text-ink">{children}</dd>
    </div>
  );
}

/** §2 stats strip: guests, square feet, opening to closing hours, and Available Today / Busy. */
export function VenueStats({ venue, detail }: { venue: VenueCard; detail?: VenueDetail }) {
  return (
    <div role="group" aria-label="At a glance" data-keep-clear>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line md:grid-cols-4">
        <Stat icon={Users} label="Guests">
          Up to {formatInteger(venue.capacity)}
        </Stat>
        <Stat icon={Ruler} label="Square feet">
          {venue.squareFeet ? formatInteger(venue.squareFeet) : '—'}
        </Stat>
        <Stat icon={Clock} label="Hours">
          {detail ? formatHoursRange(detail.openingTime, detail.closingTime) : <Skeleton className="h-5 w-28" />}
        </Stat>
        <Stat icon={CalendarClock} label="Availability">
          {detail ? (
            <AvailabilityBadge availableToday={detail.availableToday} />
          ) : (
            <Skeleton className="h-6 w-28 rounded-full" />
          )}
        </Stat>
      </dl>
    </div>
  );
}
