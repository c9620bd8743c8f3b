// The checkout contract shared by server and client: what the cart sends to be priced and booked, and what
// comes back. Prices are never taken from the client: lines name listings, the server prices them.
import { z } from 'zod';
import { SecurityDepositSchema } from './deposit-claims.ts';
import { CartValidationSchema, CoHostSchema, EventDetailsSchema } from './cart-schemas.ts';
import { CART_VALIDATION_MESSAGES } from './cart-messages.ts';
import { CART_LIMITS } from './constants.ts';
import { PARTNER_BOOKING_STATUSES } from './bookings.ts';
import { CANCELLATION_TIERS } from './cancellation-policies.ts';
import { bookableDate, shownDate } from './event-date-schemas.ts';
import { EXTRA_LIMITS, ExtraLineSchema, ExtraRequestSchema } from './extras.ts';
import { VendorCardSchema, VenueCardSchema } from './listings.ts';
import type { PriceBreakdown } from './fees.ts';
import { formatMoney } from './money.ts';
import { INSTALMENT_KINDS, INSTALMENT_STATUSES, PaymentTermsSchema } from './payment-terms.ts';
import { PriceUnitSchema } from './listings.ts';
import { unitPriceLabel } from './pricing.ts';
import { EmailSchema, FullNameSchema } from './validation/fields.ts';

export const PartnerBookingStatusSchema = z.enum(PARTNER_BOOKING_STATUSES);

export const CheckoutLineSchema = z.object({
  type: z.enum(['venue', 'vendor']),
  listingId: z.uuid('Not a listing id'),
  quantity: z.number().int().min(CART_LIMITS.minQuantity).max(CART_LIMITS.maxQuantity),
  hours: z.number().int().min(CART_LIMITS.minHours).max(CART_LIMITS.maxHours),
  /** The listing's add-ons and packages booked with it (#shared/extras.ts). */
  extras: z
    .array(ExtraRequestSchema)
    .max(EXTRA_LIMITS.maxPerListing)
    .refine(
      (extras) => new Set(extras.map((extra) => extra.extraId)).size === extras.length,
      'List each add-on once, with its quantity.',
    )
    .optional(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** The listings named on more than one line: a listing is booked once per event (issue 41). */
export function duplicateListingIds(lines: readonly Pick<CheckoutLine, 'listingId'>[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { listingId } of lines) (seen.has(listingId) ? repeated : seen).add(listingId);
  return [...repeated];
}

export const PriceQuoteRequestSchema = z.object({
  lines: z
    .array(CheckoutLineSchema)
    .min(1, 'Your cart is empty.')
    .max(CART_LIMITS.maxQuoteLines, CART_VALIDATION_MESSAGES.tooManyListings(CART_LIMITS.maxListings)),
  /** A past or far date is priced and reported in the quote's validation; checkout refuses it. */
  eventDate: shownDate().nullable(),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:00.')
    .default('18:00'),
});
export type PriceQuoteRequest = z.infer<typeof PriceQuoteRequestSchema>;

export const PriceBreakdownSchema = z.object({
  servicesCost: z.number().int(),
  addOnsCost: z.number().int(),
  subtotal: z.number().int(),
  customerPlatformFee: z.number().int(),
  vendorPlatformFee: z.number().int(),
  processingFee: z.number().int(),
  taxAmount: z.number().int(),
  customerTotal: z.number().int(),
  vendorReceives: z.number().int(),
  platformRevenue: z.number().int(),
}) satisfies z.ZodType<PriceBreakdown>;

/** One instalment of a line as the customer sees it: when (null: at the partner's confirmation) and how much. */
export const ScheduledChargeSchema = z.object({
  kind: z.enum(INSTALMENT_KINDS),
  dueAt: z.string().nullable(),
  chargeCents: z.number().int(),
});
export type ScheduledCharge = z.infer<typeof ScheduledChargeSchema>;

export const PricedLineSchema = CheckoutLineSchema.extend({
  name: z.string(),
  category: z.string().nullable(),
  unitPriceCents: z.number().int(),
  /** What the unit price buys: only an hourly price counts the hours (#shared/pricing.ts). */
  unit: PriceUnitSchema,
  minHours: z.number().int(),
  extras: z.array(ExtraLineSchema),
  /** The partner's whole line: the listing's cost by its unit, plus its extras. */
  lineTotalCents: z.number().int(),
  /** This partner's share of the customer's total. */
  chargeCents: z.number().int(),
  /** When the partner is paid (#shared/payment-terms.ts), and chargeCents in the instalments it makes. */
  paymentTerms: PaymentTermsSchema,
  instalments: z.array(ScheduledChargeSchema),
  /** Instant book (#shared/instant-book.ts): confirmed and charged at checkout, not a request the partner answers. */
  confirmsAtOnce: z.boolean(),
  /** The listing's instant book notice in hours (null: requests only): why a line of it may still be a request. */
  instantBookNoticeHours: z.number().int().nullable(),
  /** The listing's cancellation policy (#shared/cancellation-policies.ts), carried into the booking. */
  cancellationTier: z.enum(CANCELLATION_TIERS),
  /** The listing's refundable security deposit (#shared/security-deposits.ts), held the day before; null: none. */
  securityDepositCents: z.number().int().nullable(),
  /** Free that day and time (#shared/availability.ts); the reason in words when not. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** When not free: listings of the same kind that are free then, best rated first. */
  alternatives: z.array(z.union([VenueCardSchema, VendorCardSchema])),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;

export const PriceQuoteSchema = z.object({
  lines: z.array(PricedLineSchema),
  breakdown: PriceBreakdownSchema,
  validation: CartValidationSchema,
  /** The clock the event's start time is on: its venue's, else its first listing's (ADR 026). */
  timeZone: z.string(),
});
export type PriceQuote = z.infer<typeof PriceQuoteSchema>;

export const ContactSchema = z.object({
  name: FullNameSchema,
  email: EmailSchema,
  phone: z.string().trim().max(40).optional(),
});

/** The co-hosts a checkout may invite (the event's first invitations, ADR 030). */
export const CO_HOST_RULES = {
  max: 10,
  duplicate: 'That co-host is already added',
  tooMany: 'An event has at most 10 co-hosts.',
} as const;

export const CheckoutRequestSchema = PriceQuoteRequestSchema.extend({
  eventDate: bookableDate(),
  eventDetails: EventDetailsSchema.default({}),
  contact: ContactSchema,
  coHosts: z
    .array(CoHostSchema)
    .max(CO_HOST_RULES.max, CO_HOST_RULES.tooMany)
    .refine(
      (coHosts) => new Set(coHosts.map((c) => c.email.toLowerCase())).size === coHosts.length,
      CO_HOST_RULES.duplicate,
    )
    .default([]),
  /** Sandbox: sandboxPaymentMethod(card number); Stripe: a pm_... id from Stripe.js. */
  paymentMethod: z.string().min(3).max(200),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** A balance paid now with another card (the booking page's Pay now). */
export const PayInstalmentRequestSchema = CheckoutRequestSchema.pick({ paymentMethod: true });
export type PayInstalmentRequest = z.infer<typeof PayInstalmentRequestSchema>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** An instalment of a booked line: what it charges, when, and how it went. */
export const BookedInstalmentSchema = ScheduledChargeSchema.extend({
  id: z.string(),
  status: z.enum(INSTALMENT_STATUSES),
  refundedCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** Why the last charge was refused, while it is still to be paid. */
  lastError: z.string().nullable(),
  /** Split with co-hosts by the organizer (the event's page): a balance is paid through their shares and the rest on
   *  its day; a payment already made is paid back to the organizer as co-hosts pay theirs. */
  split: z.boolean(),
});
export type BookedInstalment = z.infer<typeof BookedInstalmentSchema>;

export const PartnerBookingSchema = z.object({
  id: z.string(),
  type: z.enum(['venue', 'vendor', 'addon', 'package']),
  listingId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  hours: z.number().int(),
  unitPriceCents: z.number().int(),
  /** What the unit price buys, as it was priced at checkout: only 'hour' counts the hours (#shared/pricing.ts). */
  unit: PriceUnitSchema,
  /** Add-ons and packages booked with the listing; lineTotalCents includes them. */
  extras: z.array(ExtraLineSchema),
  lineTotalCents: z.number().int(),
  chargeCents: z.number().int(),
  refundedCents: z.number().int(),
  partnerPayoutCents: z.number().int(),
  paymentTerms: PaymentTermsSchema,
  instalments: z.array(BookedInstalmentSchema),
  /** The cancellation policy it was booked with (#shared/cancellation-policies.ts). */
  cancellationTier: z.enum(CANCELLATION_TIERS),
  /** Confirmed at checkout (instant book, a paid quote), not by an answer. */
  confirmsAtOnce: z.boolean(),
  /** The refundable security deposit it was booked with, its hold and any claim on it; null: none asked. */
  securityDeposit: SecurityDepositSchema.nullable(),
  status: PartnerBookingStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The clock the event keeps: its times are shown on it (ADR 026). */
  timeZone: z.string(),
  expiresAt: z.string().nullable(),
});
export type PartnerBooking = z.infer<typeof PartnerBookingSchema>;

/** A booked line's price as it was charged: '$175.00/hr × 4 h', '$850.00 / event' (the unit, not the slot's length). */
export const bookedPriceLabel = (item: PartnerBooking): string =>
  unitPriceLabel(
    { priceCents: item.unitPriceCents, quantity: item.quantity, hours: item.hours, unit: item.unit },
    'charge',
  );

/** A customer's booked line: its kind, its price by its unit, and its share of the charge. */
export const bookedLineSummary = (item: PartnerBooking): string =>
  `${item.type === 'venue' ? 'Venue' : 'Vendor'} · ${bookedPriceLabel(item)} · ${formatMoney(item.chargeCents, 'charge')}`;

/** A partner's booking as their portal lists it: with its booking's reference, date, customer and what the customer
 * told partners about the event. */
export const PartnerBookingRowSchema = PartnerBookingSchema.extend({
  reference: z.string(),
  bookingId: z.string(),
  eventDate: z.string(),
  customerName: z.string(),
  eventDetails: EventDetailsSchema,
});
export type PartnerBookingRow = z.infer<typeof PartnerBookingRowSchema>;

export const BookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  eventDate: z.string(),
  status: z.enum(['awaiting', 'confirmed', 'partly-confirmed', 'declined', 'cancelled', 'completed']),
  eventDetails: EventDetailsSchema,
  breakdown: PriceBreakdownSchema,
  payment: z
    .object({
      provider: z.string(),
      status: z.string(),
      amountCents: z.number().int(),
      capturedCents: z.number().int(),
      refundedCents: z.number().int(),
    })
    .nullable(),
  items: z.array(PartnerBookingSchema),
  /** The card kept for what is charged later, when anything is. */
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** A checkout's payment attempt, as /booking/error/{id} shows it to its customer. */
export const CheckoutAttemptSchema = z.object({
  id: z.string(),
  status: z.enum(['started', 'completed', 'failed', 'abandoned']),
  failure: z.string().nullable(),
  amountCents: z.number().int(),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckoutAttempt = z.infer<typeof CheckoutAttemptSchema>;

/** What a failed payment's answer carries besides its message: the attempt, for /booking/error/{id}. */
export const PaymentFailureDetailsSchema = z.object({ attemptId: z.string() });

export const CHECKOUT_ERRORS = {
  invalidCart: 'Your cart needs attention before checkout.',
  unavailable: 'Something in your cart is no longer available for that date.',
  listingGone: 'A listing in your cart is no longer available.',
  duplicateListing: 'Each listing can be booked once per event. Change its quantity or hours instead.',
  extraGone: 'An add-on or package in your cart is no longer offered.',
  keyReused: 'This checkout key was already used for a different cart.',
  inProgress: 'This checkout is already being processed.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required.',
} as const;
