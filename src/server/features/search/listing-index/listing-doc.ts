// What the index keeps of one listing: the fields filters and sorts read, and its card as JSON text. Repeated
// values (cities, kinds, amenity lists) are shared between documents: at 100,000 listings the copies were most
// of the index's heap, and every full garbage collection walks the heap.
import type { WeeklyHours } from '#shared/listing-detail.ts';
import { dayMinutes, type DayMinutes } from '#shared/opening-hours.ts';
import type { vendors, venues } from '../../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from '../../listings/index.ts';

export type ListingKind = 'venue' | 'vendor';

export interface ListingDoc {
  id: string;
  /** What the public may find and book: the row's is_live (schema/listings.ts). */
  live: boolean;
  name: string;
  priceCents: number;
  rating: number;
  reviews: number;
  /** Guests for venues; 0 for vendors. */
  capacity: number;
  /** Lower-case. */
  city: string;
  state: string;
  /** The venue type or vendor category. */
  kind: string;
  /** Lower-case: a venue's address, a vendor's location text. */
  place: string;
  zip: string | null;
  amenities: readonly string[];
  services: readonly string[];
  serviceAreas: readonly string[];
  /** Instant book is on (whatever notice it asks): the row's instant_book_notice_hours is set. */
  instantBook: boolean;
  /** Its weekly hours (listing_weekly_hours) by weekday, 0 = Sunday; none at all: any hour every day. */
  week: readonly DayMinutes[];
  /** What its bookings and blocks are judged by on a day (listings/day-availability.ts). */
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  maxEventsPerDay: number | null;
  /** The listing card, serialized once. */
  card: string;
}

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

const strings = new Map<string, string>();
const lists = new Map<string, readonly string[]>();
const weeks = new Map<string, readonly DayMinutes[]>();

/** One shared copy of each value. */
function shared(text: string): string {
  const known = strings.get(text);
  if (known !== undefined) return known;
  strings.set(text, text);
  return text;
}

function sharedList(values: readonly string[]): readonly string[] {
  if (values.length === 0) return EMPTY;
  const key = values.join('\u0000');
  const known = lists.get(key);
  if (known) return known;
  const list = Object.freeze(values.map(shared));
  lists.set(key, list);
  return list;
}

const EMPTY: readonly string[] = Object.freeze([]);
const NO_HOURS: readonly WeeklyHours[] = Object.freeze([]);
const ANY_HOUR: readonly DayMinutes[] = Object.freeze([]);

/** The week of a listing's weekly hours rows, one shared copy of each: most listings keep the same hours. */
export function weekOf(hours: readonly WeeklyHours[]): readonly DayMinutes[] {
  if (hours.length === 0) return ANY_HOUR;
  const week = Array.from({ length: 7 }, (_, weekday): DayMinutes => {
    const day = hours.find((entry) => entry.weekday === weekday);
    return day ? dayMinutes(day) : 'any';
  });
  return sharedWeek(week);
}

function sharedWeek(week: readonly DayMinutes[]): readonly DayMinutes[] {
  if (week.length === 0) return ANY_HOUR;
  const key = JSON.stringify(week);
  const known = weeks.get(key);
  if (known) return known;
  const shared = Object.freeze(week.map((day) => (typeof day === 'string' ? day : Object.freeze({ ...day }))));
  weeks.set(key, shared);
  return shared;
}

const lower = (text: string | null | undefined) => shared((text ?? '').toLowerCase());

export function venueDoc(row: VenueRow, weeklyHours: readonly WeeklyHours[] = NO_HOURS): ListingDoc {
  return {
    id: row.id,
    live: row.isLive,
    name: row.name,
    priceCents: row.hourlyRateCents,
    rating: row.rating,
    reviews: row.reviewsCount,
    capacity: row.maxCapacity,
    city: lower(row.city),
    state: lower(row.state),
    kind: shared(row.type),
    place: (row.address ?? '').toLowerCase(),
    zip: row.zipCode,
    amenities: sharedList(row.amenities),
    services: EMPTY,
    serviceAreas: EMPTY,
    instantBook: row.instantBookNoticeHours !== null,
    week: weekOf(weeklyHours),
    timeZone: shared(row.timeZone),
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    maxEventsPerDay: row.maxEventsPerDay,
    card: JSON.stringify(toVenueCard(row)),
  };
}

export function vendorDoc(row: VendorRow, weeklyHours: readonly WeeklyHours[] = NO_HOURS): ListingDoc {
  return {
    id: row.id,
    live: row.isLive,
    name: row.name,
    priceCents: row.priceCents,
    rating: row.rating,
    reviews: row.reviewsCount,
    capacity: 0,
    city: lower(row.city),
    state: lower(row.state),
    kind: shared(row.category),
    place: lower(row.location),
    zip: null,
    amenities: EMPTY,
    services: sharedList(row.services),
    serviceAreas: sharedList(row.serviceArea),
    instantBook: row.instantBookNoticeHours !== null,
    week: weekOf(weeklyHours),
    timeZone: shared(row.timeZone),
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    maxEventsPerDay: row.maxEventsPerDay,
    card: JSON.stringify(toVendorCard(row)),
  };
}

/** A document posted from another thread (a structured clone), with its repeated values shared again. */
export function sharedDoc(doc: ListingDoc): ListingDoc {
  return {
    ...doc,
    city: shared(doc.city),
    state: shared(doc.state),
    kind: shared(doc.kind),
    amenities: sharedList(doc.amenities),
    services: sharedList(doc.services),
    serviceAreas: sharedList(doc.serviceAreas),
    week: sharedWeek(doc.week),
    timeZone: shared(doc.timeZone),
  };
}

/** The §7 `location` filter: the text inside the city, state, address or location, 'city, state', or a service area. */
export function isAt(doc: ListingDoc, needle: string): boolean {
  return (
    doc.city.includes(needle) ||
    doc.state.includes(needle) ||
    doc.place.includes(needle) ||
    `${doc.city}, ${doc.state}`.includes(needle) ||
    doc.serviceAreas.some((area) => area.toLowerCase().includes(needle))
  );
}
