// Whether a venue can be booked on a day (the Check Availability picker and the Availability tab):
// its weekly hours say which weekdays it opens, its unavailable dates which days are taken.
import type { VenueDetail } from '#shared/listing-detail.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { hoursOn, isOpenOn, openHours } from '#shared/opening-hours.ts';
import { isIsoDate, weekdayOf } from '../../components/ui/calendar-dates.ts';

export type VenueSchedule = Pick<VenueDetail, 'weeklyHours' | 'unavailableDates' | 'openingTime' | 'closingTime'>;

export type AvailabilityCheck =
  | { status: 'available'; date: string; opensAt: string; closesAt: string; openHours: number }
  /** Blocked by the owner or already booked. */
  | { status: 'booked'; date: string }
  /** The venue does not open on this weekday. */
  | { status: 'closed'; date: string; weekday: number }
  | { status: 'past'; date: string }
  | { status: 'invalid'; date: string };

/** Checks `date` ('YYYY-MM-DD') against the weekly hours and the unavailable dates; `today` is the visitor's date. */
export function checkAvailability(schedule: VenueSchedule, date: string, today: string): AvailabilityCheck {
  if (!isIsoDate(date)) return { status: 'invalid', date };
  if (date < today) return { status: 'past', date };
  const weekday = weekdayOf(date);
  const hours = hoursOn(schedule, weekday);
  if (!isOpenOn(hours)) return { status: 'closed', date, weekday };
  if (schedule.unavailableDates.includes(date)) return { status: 'booked', date };
  return {
    status: 'available',
    date,
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    openHours: openHours(hours.opensAt, hours.closesAt),
  };
}

/** The hours to start a booking with: the venue's minimum, within the cart's 1–12 and the day's opening hours. */
export function startingHours(minimumHours: number, dayOpenHours?: number): number {
  const ceiling = Math.min(
    CART_LIMITS.maxHours,
    dayOpenHours && dayOpenHours > 0 ? dayOpenHours : CART_LIMITS.maxHours,
  );
  return Math.max(CART_LIMITS.minHours, Math.min(ceiling, Math.round(minimumHours) || CART_LIMITS.minHours));
}
