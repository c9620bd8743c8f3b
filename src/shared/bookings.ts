// Partner bookings: one per partner (the venue, each vendor) of a checkout, each with its own life
// (issue 5): requested -> confirmed (captured) | declined (voided) | expired (voided) | cancelled;
// confirmed -> cancelled (refund by the line's cancellation policy) | completed. Pure: the server applies it. No
// schema here (the status's is in checkout.ts): the client's first view takes the cancellation policy from it
// without zod.
import {
  cancellationPolicyInWords,
  DEFAULT_CANCELLATION_TIER,
  FREE_CANCELLATION_HOURS,
  refundCents,
  refundPercent,
  type CancellationTier,
} from './cancellation-policies.ts';

export const PARTNER_BOOKING_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'completed',
] as const;
export type PartnerBookingStatus = (typeof PARTNER_BOOKING_STATUSES)[number];

export const BOOKING_EVENTS = ['confirm', 'decline', 'expire', 'cancel', 'complete'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export type BookingActor = 'customer' | 'partner' | 'system';

const HOUR_MS = 60 * 60 * 1000;

export const BOOKING_RULES = {
  /** §2, §9: free cancellation up to 24 hours before the event (the default policy). */
  freeCancellationMs: FREE_CANCELLATION_HOURS * HOUR_MS,
  /** A request not answered within 48 hours (or by the event's start, if sooner) expires and its hold is released. */
  responseWindowMs: 48 * HOUR_MS,
  /** A confirmed booking completes by itself a day after it ends, paying its partner out as their Complete would. */
  completeAfterMs: 24 * HOUR_MS,
} as const;

export { FREE_CANCELLATION_HOURS };

/** The default cancellation policy (§2, §9), in the words the cart states it; a listing may choose another tier
 *  (#shared/cancellation-policies.ts), stated in its own words beside it. A listing's own text never promises
 *  otherwise. */
export const CANCELLATION_POLICY = cancellationPolicyInWords(DEFAULT_CANCELLATION_TIER);

const TRANSITIONS: Record<PartnerBookingStatus, Partial<Record<BookingEvent, PartnerBookingStatus>>> = {
  requested: { confirm: 'confirmed', decline: 'declined', expire: 'expired', cancel: 'cancelled' },
  confirmed: { cancel: 'cancelled', complete: 'completed' },
  declined: {},
  expired: {},
  cancelled: {},
  completed: {},
};

/** Who may cause each event. The partner answers and completes; either side may cancel; time expires. */
const ACTORS: Record<BookingEvent, readonly BookingActor[]> = {
  confirm: ['partner'],
  decline: ['partner'],
  expire: ['system'],
  cancel: ['customer', 'partner'],
  complete: ['partner', 'system'],
};

export const BOOKING_ERRORS = {
  notAllowed: (status: PartnerBookingStatus, event: BookingEvent) =>
    `A ${status} booking cannot be ${pastTense(event)}.`,
  wrongActor: (event: BookingEvent) => `You cannot ${event} this booking.`,
  notYetEnded: 'A booking can be marked complete once its event has ended.',
} as const;

function pastTense(event: BookingEvent): string {
  return { confirm: 'confirmed', decline: 'declined', expire: 'expired', cancel: 'cancelled', complete: 'completed' }[
    event
  ];
}

export function isFinal(status: PartnerBookingStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0;
}

export type TransitionResult = { ok: true; status: PartnerBookingStatus } | { ok: false; error: string };

/** The next status for an event, or why it is refused. `now` and `endsAt` only matter for completion. */
export function nextStatus(
  status: PartnerBookingStatus,
  event: BookingEvent,
  actor: BookingActor,
  timing?: { now: Date; endsAt: Date },
): TransitionResult {
  if (!ACTORS[event].includes(actor)) return { ok: false, error: BOOKING_ERRORS.wrongActor(event) };
  const next = TRANSITIONS[status][event];
  if (!next) return { ok: false, error: BOOKING_ERRORS.notAllowed(status, event) };
  if (event === 'complete' && timing && timing.now < timing.endsAt)
    return { ok: false, error: BOOKING_ERRORS.notYetEnded };
  return { ok: true, status: next };
}

/** When a request stops waiting for its partner: 48 hours after it was made, or the event's start if sooner. */
export function requestExpiresAt(requestedAt: Date, startsAt: Date): Date {
  return new Date(Math.min(requestedAt.getTime() + BOOKING_RULES.responseWindowMs, startsAt.getTime()));
}

export interface CancellationOutcome {
  /** Cents given back to the customer for this partner booking. */
  refundCents: number;
  /** Cents of the hold released without ever being charged. */
  releaseCents: number;
  /** The share of what was paid that comes back, in percent. */
  refundPercent: number;
  free: boolean;
}

/**
 * What cancelling one partner booking does with its share of the customer's payment.
 * A request was never charged: its hold is released. A confirmed booking cancelled by the customer is refunded by
 * the line's cancellation policy (#shared/cancellation-policies.ts; the default: in full at least 24 hours before the
 * event, nothing after). A partner cancelling is always refunded in full: the customer did nothing wrong.
 */
export function cancellationOutcome(input: {
  status: PartnerBookingStatus;
  /** What was paid (a request: what is held). */
  chargeCents: number;
  startsAt: Date;
  now: Date;
  by: 'customer' | 'partner';
  tier: CancellationTier;
}): CancellationOutcome {
  if (input.status === 'requested')
    return { refundCents: 0, releaseCents: input.chargeCents, refundPercent: 100, free: true };
  if (input.by === 'partner')
    return { refundCents: input.chargeCents, releaseCents: 0, refundPercent: 100, free: true };
  const percent = refundPercent(input.tier, input.startsAt, input.now);
  return {
    refundCents: refundCents(input.tier, input.chargeCents, input.startsAt, input.now),
    releaseCents: 0,
    refundPercent: percent,
    free: percent === 100,
  };
}

/** The whole event's status as the customer sees it, from its partner bookings. */
export type EventBookingStatus = 'awaiting' | 'confirmed' | 'partly-confirmed' | 'declined' | 'cancelled' | 'completed';

export function eventBookingStatus(statuses: readonly PartnerBookingStatus[]): EventBookingStatus {
  const count = (s: PartnerBookingStatus) => statuses.filter((x) => x === s).length;
  if (statuses.length === 0) return 'cancelled';
  if (count('requested') > 0) return 'awaiting';
  const live = count('confirmed') + count('completed');
  if (count('completed') === statuses.length) return 'completed';
  if (live === statuses.length) return 'confirmed';
  if (live > 0) return 'partly-confirmed';
  if (count('cancelled') > 0) return 'cancelled';
  return 'declined';
}
