// The §7 search parameters (and instant_book) as a filter over the index: ranges, codes and flags the index tests on
// its typed columns in one pass, a date's weekly hours it tests once per week of hours, the listings a date's bookings
// and blocks take left out by id, and the rarer text tests (location, amenities, services, service areas) run on the
// listing itself. Same conditions as the SQL the direct fallback and checkout use.
import { minutesOf } from '#shared/opening-hours.ts';
import type { ClosedListings } from '../../listings/index.ts';
import type { VendorSearchParams, VenueSearchParams } from '#shared/search.ts';
import { isAt, type ListingDoc } from './listing-doc.ts';

export type DocTest = (doc: ListingDoc) => boolean;

export interface ListingFilter {
  activeOnly: boolean;
  minPriceCents: number;
  maxPriceCents: number;
  minCapacity: number;
  maxCapacity: number;
  /** Lower-case city or state to equal. */
  city?: string;
  state?: string;
  /** Venue types or vendor categories allowed. */
  kinds?: ReadonlySet<string>;
  /** Only listings with instant book on. */
  instantBookOnly: boolean;
  /**
   * With a date: open that weekday, and with a start (minutes after midnight) and hours, open for all of them, by
   * each listing's weekly hours on its own clock (fitsDay, the rule checkout applies).
   */
  hours?: { weekday: number; start: number | null; hours: number | null };
  /**
   * Left out whatever else they meet: the listings the day's bookings and blocks take (listings/day-availability.ts).
   * The index works out their slots once per answer.
   */
  excluded?: ClosedListings;
  /** Every one must pass too. */
  tests: DocTest[];
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

function common(
  p: {
    location?: string | undefined;
    city?: string | undefined;
    state?: string | undefined;
    min_price?: number | undefined;
    max_price?: number | undefined;
    instant_book: boolean;
    date?: string | undefined;
    start_time?: string | undefined;
    hours?: number | undefined;
  },
  activeOnly: boolean,
): ListingFilter {
  const filter: ListingFilter = {
    activeOnly,
    instantBookOnly: p.instant_book,
    minPriceCents: p.min_price === undefined ? -Infinity : dollarsToCents(p.min_price),
    maxPriceCents: p.max_price === undefined ? Infinity : dollarsToCents(p.max_price),
    minCapacity: -Infinity,
    maxCapacity: Infinity,
    tests: [],
  };
  if (p.city) filter.city = p.city.toLowerCase();
  if (p.state) filter.state = p.state.toLowerCase();
  if (p.location) {
    const needle = p.location.toLowerCase();
    const zip = p.location;
    filter.tests.push((d) => d.zip === zip || isAt(d, needle));
  }
  if (p.date) {
    const start = p.start_time && p.hours ? minutesOf(p.start_time) : null;
    filter.hours = {
      weekday: new Date(`${p.date}T00:00:00Z`).getUTCDay(),
      start,
      hours: start === null ? null : p.hours!,
    };
  }
  return filter;
}

/** `closed`: listings whose bookings or blocks take the asked day or hours (listings/day-availability.ts). */
export function venueFilter(p: VenueSearchParams, activeOnly: boolean, closed?: ClosedListings): ListingFilter {
  const filter = common(p, activeOnly);
  if (p.min_capacity !== undefined) filter.minCapacity = p.min_capacity;
  if (p.max_capacity !== undefined) filter.maxCapacity = p.max_capacity;
  if (p.venue_types?.length) filter.kinds = new Set(p.venue_types);
  if (p.amenities?.length) {
    const wanted = p.amenities;
    filter.tests.push((d) => wanted.every((amenity) => d.amenities.includes(amenity)));
  }
  if (closed) filter.excluded = closed;
  return filter;
}

export function vendorFilter(p: VendorSearchParams, activeOnly: boolean, closed?: ClosedListings): ListingFilter {
  const filter = common(p, activeOnly);
  if (closed) filter.excluded = closed;
  if (p.vendor_types?.length) filter.kinds = new Set(p.vendor_types);
  if (p.services?.length) {
    const wanted = new Set(p.services);
    filter.tests.push((d) => d.services.some((service) => wanted.has(service)));
  }
  if (p.service_areas?.length) {
    const wanted = new Set(p.service_areas);
    filter.tests.push((d) => d.serviceAreas.some((area) => wanted.has(area)));
  }
  return filter;
}

/** Live listings only. */
export const LIVE: ListingFilter = {
  activeOnly: true,
  instantBookOnly: false,
  minPriceCents: -Infinity,
  maxPriceCents: Infinity,
  minCapacity: -Infinity,
  maxCapacity: Infinity,
  tests: [],
};
