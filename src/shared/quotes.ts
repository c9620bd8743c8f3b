// Quotes (§2 /quotes/{quoteId}/checkout and /success): a partner prices an event for one customer, with lines of
// their own, for one of their listings; the customer pays it through the same checkout as a cart, once.
import { CANCELLATION_TIERS } from './cancellation-policies.ts';
import { z } from 'zod';
import { PriceBreakdownSchema, ContactSchema } from './checkout.ts';
import { CART_LIMITS } from './constants.ts';
import { bookableDate } from './event-date-schemas.ts';
import { calculatePriceBreakdown, type LineInput, type PriceBreakdown } from './fees.ts';
import { lineCostCents } from './pricing.ts';
import { EmailSchema } from './validation/fields.ts';

const StartTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:00.');

/** maxTotalCents keeps a quote, with its fees and tax, inside what a booking can hold. */
export const QUOTE_LIMITS = {
  maxLines: 20,
  defaultValidDays: 7,
  maxValidDays: 30,
  maxLineCents: 10_000_000,
  maxTotalCents: 100_000_000,
} as const;

export const QuoteLineSchema = z.object({
  description: z.string().trim().min(2, 'Describe each line in a few words.').max(120),
  unitPriceCents: z.number().int().min(0).max(QUOTE_LIMITS.maxLineCents),
  quantity: z.number().int().min(CART_LIMITS.minQuantity).max(99),
  hours: z.number().int().min(CART_LIMITS.minHours).max(CART_LIMITS.maxHours),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const CreateQuoteSchema = z.object({
  listing: z.object({ type: z.enum(['venue', 'vendor']), id: z.uuid('Not a listing id') }),
  customerEmail: EmailSchema,
  title: z.string().trim().min(2, 'Give the quote a title.').max(120),
  message: z.string().trim().max(2000).optional(),
  lines: z
    .array(QuoteLineSchema)
    .min(1, 'A quote needs at least one line.')
    .max(QUOTE_LIMITS.maxLines)
    .refine(
      (lines) => quoteBreakdown(lines).subtotal <= QUOTE_LIMITS.maxTotalCents,
      'A quote can come to at most $1,000,000 before fees.',
    ),
  eventDate: bookableDate(),
  startTime: StartTime.default('18:00'),
  validDays: z.number().int().min(1).max(QUOTE_LIMITS.maxValidDays).default(QUOTE_LIMITS.defaultValidDays),
});
export type CreateQuote = z.infer<typeof CreateQuoteSchema>;

/** A quote sent from a conversation: its listing and its customer are the conversation's. */
export const ThreadQuoteSchema = CreateQuoteSchema.omit({ listing: true, customerEmail: true });
export type ThreadQuote = z.infer<typeof ThreadQuoteSchema>;

/** 'expired' is what a sent quote past its expiry reads as. */
export const QuoteStatusSchema = z.enum(['draft', 'sent', 'accepted', 'paid', 'declined', 'expired']);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

export const QuoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  status: QuoteStatusSchema,
  listing: z.object({
    type: z.enum(['venue', 'vendor']),
    id: z.string(),
    name: z.string(),
    /** The listing's cancellation policy: the paid quote's booking is cancelled by it. */
    cancellationTier: z.enum(CANCELLATION_TIERS),
  }),
  partnerName: z.string(),
  customerEmail: z.string().nullable(),
  lines: z.array(QuoteLineSchema),
  eventDate: z.string(),
  startTime: z.string(),
  /** The event's length: the longest line. */
  hours: z.number().int(),
  breakdown: PriceBreakdownSchema,
  expiresAt: z.string().nullable(),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteCheckoutRequestSchema = z.object({
  contact: ContactSchema,
  /** Sandbox: sandboxPaymentMethod(card number); Stripe: a pm_... id from Stripe.js. */
  paymentMethod: z.string().min(3).max(200),
});
export type QuoteCheckoutRequest = z.infer<typeof QuoteCheckoutRequestSchema>;

export const QUOTE_ERRORS = {
  notFound: 'This quote could not be found.',
  expired: 'This quote has expired. Ask the partner for a new one.',
  notOpen: 'This quote is no longer open.',
  notYourListing: 'You can only quote for your own listings.',
  onlyHost: 'Only the host of this listing can send a quote here.',
  listingNotLive: 'This listing is not live: it can be quoted once it is approved and active.',
  listingGone: 'The listing of this quote is no longer available.',
} as const;

/** A quote line as the partner wrote it: a price per hour, times the hours and the quantity. */
const quoteLineInput = ({ unitPriceCents, quantity, hours }: QuoteLine): LineInput => ({
  priceCents: unitPriceCents,
  quantity,
  hours,
  unit: 'hour',
});

export const quoteLineCents = (line: QuoteLine): number => lineCostCents(quoteLineInput(line));

/** The §9 breakdown of a quote: its lines are the services. */
export function quoteBreakdown(lines: readonly QuoteLine[]): PriceBreakdown {
  return calculatePriceBreakdown({ services: lines.map(quoteLineInput) });
}

export function quoteHours(lines: readonly QuoteLine[]): number {
  return Math.max(CART_LIMITS.minHours, ...lines.map((line) => line.hours));
}

/** A sent quote past its expiry is expired, whatever the row says. */
export function effectiveQuoteStatus(status: QuoteStatus, expiresAt: Date | null, now: Date): QuoteStatus {
  return status === 'sent' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}
