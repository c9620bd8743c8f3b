// A listing's parts (listing, photos, pricing with its payment terms, availability) as table rows: one mapping for onboarding's new listing and the
// editor's saved one.
import { formatMoney } from '#shared/money.ts';
import { paymentTermsColumns } from '#shared/payment-terms.ts';
import type { CheckedListingEdit } from '#shared/listing-edit.ts';
import type { ListingAvailability, ListingPolicy } from '#shared/onboarding.ts';
import { timeZoneOfState } from '#shared/time-zones.ts';

type Parts = Pick<CheckedListingEdit, 'listing' | 'pricing' | 'availability'>;
type Photo = { url: string; alt: string; primary: boolean };
type WeeklyHourRow = { listingId: string; weekday: number; opensAt?: string; closesAt?: string; isClosed?: boolean };

const cents = (dollars: number) => Math.round(dollars * 100);

/** The main photo first. */
export function orderedPhotos<P extends Photo>(photos: readonly P[]): P[] {
  return [...photos].sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** The policy step's columns, the same for venues and vendors: the host's own terms, instant book, the
 *  cancellation policy's tier and the security deposit. */
export function policyColumns(policy: ListingPolicy) {
  return {
    cancellationPolicy: policy.terms || null,
    instantBookNoticeHours: policy.instantBook.enabled ? policy.instantBook.noticeHours : null,
    cancellationTier: policy.cancellation,
    securityDepositCents: policy.securityDepositDollars === null ? null : cents(policy.securityDepositDollars),
  };
}

/** The availability step's columns the venues and vendors share: the time zone (its state's unless chosen),
 *  set-up, tear-down and events a day. */
export function timeAroundEventsColumns(
  availability: Omit<ListingAvailability, 'timeZone'> & { timeZone?: string },
  state: string | null,
) {
  return {
    timeZone: availability.timeZone ?? timeZoneOfState(state),
    bufferBeforeMinutes: availability.bufferBeforeMinutes,
    bufferAfterMinutes: availability.bufferAfterMinutes,
    maxEventsPerDay: availability.maxEventsPerDay,
  };
}

export function venueColumns({ listing, pricing, availability }: Parts) {
  const rate = cents(pricing.rateDollars);
  return {
    type: listing.category,
    address: listing.address || null,
    maxCapacity: listing.capacity!,
    squareFeet: listing.squareFeet ?? null,
    amenities: listing.amenities,
    pricingModel: pricing.model,
    hourlyRateCents: pricing.model === 'hourly' ? rate : 0,
    basePriceCents: pricing.model === 'fixed' ? rate : null,
    openingTime: availability!.openingTime,
    closingTime: availability!.closingTime,
    ...paymentTermsColumns(pricing.payment),
  };
}

export function vendorColumns({ listing, pricing }: Parts, photos: readonly Photo[]) {
  const rate = cents(pricing.rateDollars);
  return {
    category: listing.category,
    services: listing.services,
    serviceArea: listing.serviceAreas,
    location: `${listing.city}, ${listing.state}`,
    pricingModel: pricing.model,
    unit: pricing.model === 'hourly' ? 'hour' : 'event',
    hourlyRateCents: pricing.model === 'hourly' ? rate : null,
    fixedRateCents: pricing.model === 'fixed' ? rate : null,
    priceCents: rate,
    priceRange: `${formatMoney(rate, 'listing')}/${pricing.model === 'hourly' ? 'hr' : 'event'}`,
    portfolioImages: orderedPhotos(photos).map((photo) => photo.url),
    ...paymentTermsColumns(pricing.payment),
  };
}

export function venuePhotoRows(venueId: string, photos: readonly Photo[], listingName: string) {
  return orderedPhotos(photos).map((photo, position) => ({
    venueId,
    photoUrl: photo.url,
    altText: photo.alt || listingName,
    isPrimary: photo.primary,
    position,
  }));
}

/** The weekly hours the availability step set: each closed day, and each other day's hours when there are hours (a
 *  venue always has them; a vendor without them takes events at any hour of the days it works). */
export function weeklyHourRows(listingId: string, availability: NonNullable<Parts['availability']>): WeeklyHourRow[] {
  const { openingTime, closingTime, closedWeekdays = [] } = availability;
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday): WeeklyHourRow[] => {
    if (closedWeekdays.includes(weekday)) return [{ listingId, weekday, isClosed: true }];
    return openingTime && closingTime ? [{ listingId, weekday, opensAt: openingTime, closesAt: closingTime }] : [];
  });
}

/** The availability step's weekly fields read back from the rows weeklyHourRows wrote. */
export function weeklyHourFields(
  rows: readonly { weekday: number; opensAt: string | null; closesAt: string | null; isClosed: boolean }[],
) {
  const open = rows.find((row) => !row.isClosed && row.opensAt && row.closesAt);
  return {
    ...(open ? { openingTime: open.opensAt!.slice(0, 5), closingTime: open.closesAt!.slice(0, 5) } : {}),
    closedWeekdays: rows
      .filter((row) => row.isClosed)
      .map((row) => row.weekday)
      .sort(),
  };
}
