// The §7 search parameters (and instant_book) as a filter over the index: ranges, codes and flags the index tests on
// its typed columns in one pass, and the rarer text tests (location, amenities, services, service areas, a date's
// closures) run on the listing itself. Same conditions as the SQL the direct fallback and checkout use.
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
  return filter;
}

/** `closed`: listings not free for the asked day and hours (listings/availability.ts listingsUnavailable). */
export function venueFilter(p: VenueSearchParams, activeOnly: boolean, closed?: ReadonlySet<string>): ListingFilter {
  const filter = common(p, activeOnly);
  if (p.min_capacity !== undefined) filter.minCapacity = p.min_capacity;
  if (p.max_capacity !== undefined) filter.maxCapacity = p.max_capacity;
  if (p.venue_types?.length) filter.kinds = new Set(p.venue_types);
  if (p.amenities?.length) {
    const wanted = p.amenities;
    filter.tests.push((d) => wanted.every((amenity) => d.amenities.includes(amenity)));
  }
  if (closed) filter.tests.push((d) => !closed.has(d.id));
  return filter;
}

export function vendorFilter(p: VendorSearchParams, activeOnly: boolean, closed?: ReadonlySet<string>): ListingFilter {
  const filter = common(p, activeOnly);
  if (closed) filter.tests.push((d) => !closed.has(d.id));
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
