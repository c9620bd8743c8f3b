// Web pushes of a booking's life (issue 8): a partner hears of a new request and of a customer's cancellation, the
// customer of each partner's answer. One tag per booking and person, so a newer notice replaces an older one still
// showing. Sent beside the mails; never fatal.
import { shortDayInWords } from '#shared/event-words.ts';
import type { PushNotice } from '#shared/push.ts';
import type { MailFacts } from './booking-mails.ts';

export type NotifyUser = (userId: string, notice: PushNotice) => void;
type NoticeFacts = Pick<MailFacts, 'reference' | 'bookingId' | 'eventDate' | 'itemName'>;

const OUTCOME_TITLES = {
  confirmed: 'Booking confirmed',
  declined: 'Booking declined',
  expired: 'Booking request expired',
  cancelled: 'Booking cancelled',
  completed: 'Booking complete',
} as const;

const day = (f: NoticeFacts) => shortDayInWords(f.eventDate);

const OUTCOME_BODIES: Record<keyof typeof OUTCOME_TITLES, (f: NoticeFacts) => string> = {
  confirmed: (f) => `${f.itemName} confirmed your booking for ${day(f)}.`,
  declined: (f) => `${f.itemName} can't take your booking for ${day(f)}. Nothing was charged for it.`,
  expired: (f) => `${f.itemName} didn't answer in time. Nothing was charged for it.`,
  cancelled: (f) => `Your booking of ${f.itemName} for ${day(f)} is cancelled.`,
  completed: (f) => `Your booking of ${f.itemName} is complete. How did it go?`,
};

/** A partner's notice of a new request, or of a booking confirmed at checkout (`booked`). */
export function newRequestNotice(facts: NoticeFacts, booked = false): PushNotice {
  return {
    title: `${booked ? 'New booking' : 'New booking request'} ${facts.reference}`,
    body: `${facts.itemName} on ${day(facts)}. ${booked ? 'Confirmed at checkout: nothing to answer.' : 'Please answer within 48 hours.'}`,
    url: '/portal/dashboard?tab=bookings',
    tag: `booking-${facts.bookingId}-partner`,
  };
}

export function outcomeNotice(status: keyof typeof OUTCOME_TITLES, facts: NoticeFacts): PushNotice {
  return {
    title: `${OUTCOME_TITLES[status]}: ${facts.reference}`,
    body: OUTCOME_BODIES[status](facts),
    url: `/booking/${facts.bookingId}`,
    tag: `booking-${facts.bookingId}`,
  };
}

export function partnerCancelledNotice(facts: NoticeFacts): PushNotice {
  return {
    title: `Booking ${facts.reference} cancelled`,
    body: `The customer cancelled ${facts.itemName} on ${day(facts)}.`,
    url: '/portal/dashboard?tab=bookings',
    tag: `booking-${facts.bookingId}-partner`,
  };
}
