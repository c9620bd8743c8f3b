import { DoorOpen, Ruler, Users } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { formatMoney } from '#shared/money.ts';
import { formatInteger, titleCase } from '../../../lib/format.ts';

/** Spaces tab: each bookable space with its type, size, capacity and rate. */
export function SpacesTab({ venue }: { venue: VenueDetail }) {
  if (venue.spaces.length === 0) {
    return (
      <p className="rounded-2xl bg-dusk-50 p-6 text-muted">
        {venue.name} is booked as one space: up to {formatInteger(venue.capacity)} guests
        {venue.squareFeet ? ` across ${formatInteger(venue.squareFeet)} sq ft` : ''} at{' '}
        {formatMoney(venue.pricePerHourCents, 'listing')} per hour.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {venue.spaces.map((space) => (
        <li key={space.name} className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-ember-50 text-brand"
              >
                <DoorOpen className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-bold text-ink">{space.name}</h3>
                <p className="text-sm text-muted">{titleCase(space.type)}</p>
              </div>
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-line pt-4 text-sm">
            <div>
              <dt className="flex items-center gap-1 text-muted">
                <Ruler aria-hidden="true" className="size-3.5" />
                Size
              </dt>
              <dd className="mt-0.5 font-semibold text-ink">{formatInteger(space.sizeSqft)} sq ft</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-muted">
                <Users aria-hidden="true" className="size-3.5" />
                Capacity
              </dt>
              <dd className="mt-0.5 font-semibold text-ink">{formatInteger(space.capacity)} guests</dd>
            </div>
            <div>
              <dt className="text-muted">Rate</dt>
              <dd className="mt-0.5 font-semibold text-ink">{formatMoney(space.hourlyRateCents, 'listing')} / hr</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
