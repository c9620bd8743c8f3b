// The mails of a booking's life (issue 5): to the customer and to each partner at request, confirmation,
// decline, expiry and cancellation. Sent through the mail adapter; a failed send is logged, never fatal.
import { eq } from 'drizzle-orm';
import type { EventDetails } from '#shared/cart-schemas.ts';
import { eventDetailLines, timeInWords } from '#shared/event-words.ts';
import { formatMoney } from '#shared/money.ts';
import { paymentTermsInWords, type PaymentTerms } from '#shared/payment-terms.ts';
import type { OutgoingMail } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, venues } from '../../db/schema/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { CANCELLATION_POLICY } from '#shared/bookings.ts';
import {
  cancellationPolicyInWords,
  DEFAULT_CANCELLATION_TIER,
  type CancellationTier,
} from '#shared/cancellation-policies.ts';

/** When and where the event is, in words (`eventInWords`). */
export interface EventWords {
  /** 'Saturday, December 19, 2026, 6:00 PM – 10:00 PM' */
  when: string;
  /** The venue and its address; null when the booking has no venue. */
  where: string | null;
}

export interface MailFacts extends EventWords {
  reference: string;
  bookingId: string;
  eventDate: string;
  itemName: string;
}

/** The whole event's day and hours (first start to last end) in words, and its venue's name and address. */
export async function eventInWords(db: Db, bookingId: string): Promise<EventWords> {
  const items = await db
    .select({
      startsAt: bookingItems.startsAt,
      endsAt: bookingItems.endsAt,
      timeZone: bookingItems.timeZone,
      venue: {
        name: venues.name,
        address: venues.address,
        city: venues.city,
        state: venues.state,
        zip: venues.zipCode,
      },
    })
    .from(bookingItems)
    .leftJoin(venues, eq(venues.id, bookingItems.venueId))
    .where(eq(bookingItems.bookingId, bookingId));
  const startsAt = new Date(Math.min(...items.map((i) => i.startsAt.getTime())));
  const endsAt = new Date(Math.max(...items.map((i) => i.endsAt.getTime())));
  const venue = items.find((i) => i.venue !== null)?.venue;
  const where = venue
    ? [venue.name, venue.address, `${venue.city}, ${venue.state}${venue.zip ? ` ${venue.zip}` : ''}`]
        .filter(Boolean)
        .join(', ')
    : null;
  return { when: timeInWords({ startsAt, endsAt, timeZone: items[0]!.timeZone }), where };
}

/** The mail's lines saying when and where. */
const whenAndWhere = ({ when, where }: EventWords) => `When: ${when}${where ? `\nWhere: ${where}` : ''}`;

const link = (ctx: CheckoutContext, path: string) => `${ctx.appUrl}${path}`;

/** The customer's mail once the checkout is paid: the lines confirmed at once, the requests sent, and the money. */
export function bookingPlacedMail(
  ctx: CheckoutContext,
  to: string,
  facts: EventWords & {
    reference: string;
    bookingId: string;
    /** Confirmed at checkout (instant book, a paid quote): their first instalment is charged. */
    confirmed: string[];
    /** Requests their partners answer: their first instalment is held until then. */
    requested: string[];
    chargedCents: number;
    heldCents: number;
    /** Balances charged later to the same card. */
    laterCents: number;
    /** Each line's cancellation policy. */
    policies: { name: string; tier: CancellationTier }[];
  },
): OutgoingMail {
  const confirmed =
    facts.confirmed.length > 0
      ? `${listInWords(facts.confirmed)} ${facts.confirmed.length === 1 ? 'is' : 'are'} confirmed: we charged ${formatMoney(facts.chargedCents, 'charge')} for ${facts.confirmed.length === 1 ? 'it' : 'them'}. `
      : '';
  const requested =
    facts.requested.length > 0
      ? `Your booking request ${facts.reference} is on its way to ${listInWords(facts.requested)}. ` +
        `We hold ${formatMoney(facts.heldCents, 'charge')} on your card and charge each partner's share only when they confirm. `
      : '';
  const later =
    facts.laterCents > 0
      ? `The balances, ${formatMoney(facts.laterCents, 'charge')} in all, are charged to the same card on their days; we remind you 3 days before. `
      : '';
  const text =
    confirmed +
    requested +
    later +
    `${cancellationInWords(facts.policies)}.\n\n${whenAndWhere(facts)}\n\nSee your booking: ${link(ctx, `/booking/${facts.bookingId}`)}`;
  const subject =
    facts.requested.length === 0 ? `Booking ${facts.reference} confirmed` : `Booking request ${facts.reference} sent`;
  return { to, subject, text };
}

/** §2's sentence, and each line whose partner chose another policy: 'Free cancellation up to 24 hours before the
 *  event, except Skyline Social: half refunded up to 90 days before the event; none after'. */
function cancellationInWords(policies: readonly { name: string; tier: CancellationTier }[]): string {
  const own = policies.filter((policy) => policy.tier !== DEFAULT_CANCELLATION_TIER);
  if (own.length === 0) return CANCELLATION_POLICY;
  const lower = (words: string) => `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
  return `${CANCELLATION_POLICY}, except ${own.map((policy) => `${policy.name}: ${lower(cancellationPolicyInWords(policy.tier))}`).join('; ')}`;
}

/** "A", "A and B", "A, B and C". */
function listInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The mail's lines with the event's name, guests and notes, as the customer gave them; empty when none. */
const aboutTheEvent = (details: EventDetails) =>
  eventDetailLines(details)
    .map((line) => `\n${line.label}: ${line.value}`)
    .join('');

export function newRequestMail(
  ctx: CheckoutContext,
  to: string,
  facts: MailFacts & {
    payoutCents: number;
    customerName: string;
    details: EventDetails;
    terms: PaymentTerms;
    /** Confirmed at checkout (instant book, a paid quote): nothing to answer. */
    booked: boolean;
  },
): OutgoingMail {
  const terms = facts.terms.schedule === 'deposit' ? `${paymentTermsInWords(facts.terms)}. ` : '';
  const what = facts.booked ? 'New booking' : 'New booking request';
  const text =
    `${what} ${facts.reference} for ${facts.itemName} from ${facts.customerName}. ` +
    (facts.booked ? 'It is confirmed and paid: you need not answer. ' : '') +
    `You receive ${formatMoney(facts.payoutCents, 'charge')} after the platform fee. ` +
    terms +
    (facts.booked ? '' : 'Please confirm or decline within 48 hours.') +
    `\n\n${whenAndWhere(facts)}${aboutTheEvent(facts.details)}\n\n${facts.booked ? 'Your bookings' : 'Answer it'}: ${link(ctx, '/portal/dashboard?tab=bookings')}`;
  return { to, subject: `${what} ${facts.reference}`, text };
}

const CUSTOMER_OUTCOMES = {
  confirmed: (f: MailFacts) => `${f.itemName} confirmed your booking. Their share of your payment has been charged.`,
  declined: (f: MailFacts) =>
    `${f.itemName} could not take your booking. Nothing was charged for it; the hold is released.`,
  expired: (f: MailFacts) =>
    `${f.itemName} did not answer your request in time. Nothing was charged for it; the hold is released.`,
  cancelled: (f: MailFacts) => `Your booking of ${f.itemName} is cancelled.`,
  completed: (f: MailFacts) => `We hope your event went well! Your booking of ${f.itemName} is complete.`,
} as const;

export function outcomeMail(
  ctx: CheckoutContext,
  to: string,
  status: keyof typeof CUSTOMER_OUTCOMES,
  facts: MailFacts,
  extra = '',
): OutgoingMail {
  const text = `${CUSTOMER_OUTCOMES[status](facts)}${extra ? ` ${extra}` : ''}\n\n${whenAndWhere(facts)}\n\nSee your booking: ${link(ctx, `/booking/${facts.bookingId}`)}`;
  return { to, subject: `Booking ${facts.reference}: ${facts.itemName} ${status}`, text };
}

/** `keptCents`: the partner's share of what the cancellation policy keeps, paid out to them. */
export function partnerCancelledMail(ctx: CheckoutContext, to: string, facts: MailFacts, keptCents = 0): OutgoingMail {
  const kept =
    keptCents > 0 ? ` By your cancellation policy you keep ${formatMoney(keptCents, 'charge')}, paid out to you.` : '';
  const text = `The customer cancelled booking ${facts.reference} (${facts.itemName}).${kept}\n\n${whenAndWhere(facts)}\n\nYour bookings: ${link(ctx, '/portal/dashboard?tab=bookings')}`;
  return { to, subject: `Booking ${facts.reference} cancelled`, text };
}

export async function sendQuietly(ctx: CheckoutContext, mails: OutgoingMail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      ctx.mailer
        .send(mail)
        .catch((error: unknown) => ctx.log.warn({ err: error, subject: mail.subject }, 'booking mail failed')),
    ),
  );
}
