// Quotes: a partner prices an event for one customer on one of their listings; the customer (matched by email),
// the partner and admins read it; paying it goes through the checkout's one order path (placeOrder).
import { DEFAULT_CANCELLATION_TIER, type CancellationTier } from '#shared/cancellation-policies.ts';
import { PAY_IN_FULL } from '#shared/payment-terms.ts';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { minimumHoursProblem } from '#shared/cart.ts';
import { countLabel } from '#shared/count-label.ts';
import { eventDateProblem, utcToday } from '#shared/event-dates.ts';
import type { TimeWindow } from '#shared/event-window.ts';
import { formatMoney } from '#shared/money.ts';
import {
  QUOTE_ERRORS,
  effectiveQuoteStatus,
  quoteBreakdown,
  quoteHours,
  type CreateQuote,
  type Quote,
  type QuoteCheckoutRequest,
} from '#shared/quotes.ts';
import type { Db } from '../../db/client.ts';
import { quotes, user, vendors, venues } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import type { Viewer } from '../auth/index.ts';
import { sendQuietly, type CheckoutContext, placeOrder, type CheckoutOutcome, eventSlot } from '../checkout/index.ts';
import { hoursProblem, listingHoursOf, listingUnavailability } from '../listings/index.ts';
import { timeInWords } from '#shared/event-words.ts';

const DAY_MS = 86_400_000;

type QuoteRow = typeof quotes.$inferSelect;

async function listingOf(
  db: Db,
  type: 'venue' | 'vendor',
  id: string,
): Promise<
  | {
      name: string;
      ownerId: string | null;
      isLive: boolean;
      cancellationTier: CancellationTier;
      securityDepositCents: number | null;
      timeZone: string;
    }
  | undefined
> {
  const table = type === 'venue' ? venues : vendors;
  const [row] = await db
    .select({
      name: table.name,
      ownerId: table.userId,
      isLive: table.isLive,
      cancellationTier: table.cancellationTier,
      securityDepositCents: table.securityDepositCents,
      timeZone: table.timeZone,
    })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

async function toQuote(db: Db, row: QuoteRow, now: Date): Promise<Quote> {
  const type = row.venueId ? 'venue' : 'vendor';
  const listingId = (row.venueId ?? row.vendorId)!;
  const [listing, [partner]] = await Promise.all([
    listingOf(db, type, listingId),
    db.select({ name: user.name }).from(user).where(eq(user.id, row.partnerUserId)),
  ]);
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    status: effectiveQuoteStatus(row.status, row.expiresAt, now),
    listing: {
      type,
      id: listingId,
      name: listing?.name ?? 'A listing no longer on Eventide',
      cancellationTier: listing?.cancellationTier ?? DEFAULT_CANCELLATION_TIER,
    },
    partnerName: partner?.name ?? 'Your partner',
    customerEmail: row.customerEmail,
    lines: row.lines,
    eventDate: row.eventDate!,
    startTime: row.startTime,
    hours: quoteHours(row.lines),
    breakdown: quoteBreakdown(row.lines),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What keeps a quote's event from being booked, as a cart's: a day past or too far, a venue's minimum, the listing's
 *  weekly hours. */
async function quoteProblems(
  db: Db,
  listing: CreateQuote['listing'],
  slot: { eventDate: string; startTime: string; hours: number },
  today: string,
): Promise<string[]> {
  const rules = await listingHoursOf(db, listing);
  const problems = [
    eventDateProblem(slot.eventDate, today),
    rules?.type === 'venue'
      ? minimumHoursProblem({ name: rules.name, hours: slot.hours, minHours: rules.minimumHours })
      : null,
    rules ? hoursProblem(rules, slot.eventDate, slot.startTime, slot.hours) : null,
  ];
  return problems.filter((problem) => problem !== null);
}

function refuseProblems(problems: string[]): void {
  if (problems.length > 0) throw new AppError('INVALID_QUOTE', problems[0]!, 422, { details: { errors: problems } });
}

/** The quoted event's window on its listing's clock; a start the clocks skip that day is refused. */
function quoteWindow(eventDate: string, startTime: string, hours: number, timeZone: string): TimeWindow {
  const slot = eventSlot(eventDate, startTime, hours, timeZone)!;
  if (slot.ok) return slot.window;
  throw new AppError('INVALID_QUOTE', slot.error, 422, { details: { errors: [slot.error] } });
}

/**
 * A partner's quote for one of their own listings, sent to the customer's email at once. Checkout's rules hold: the
 * listing is live (approved, active, not suspended) and has an owner, who is the partner paid for it.
 */
export async function createQuote(
  ctx: CheckoutContext,
  partner: Viewer,
  input: CreateQuote,
  now = new Date(),
): Promise<Quote> {
  const listing = await listingOf(ctx.db, input.listing.type, input.listing.id);
  const admin = partner.roles.includes('admin');
  if (!listing?.ownerId || (listing.ownerId !== partner.id && !admin))
    throw new AppError('NOT_YOUR_LISTING', QUOTE_ERRORS.notYourListing, 403);
  if (!listing.isLive) throw new AppError('LISTING_NOT_LIVE', QUOTE_ERRORS.listingNotLive, 409);
  refuseProblems(
    await quoteProblems(ctx.db, input.listing, { ...input, hours: quoteHours(input.lines) }, utcToday(now)),
  );
  const window = quoteWindow(input.eventDate, input.startTime, quoteHours(input.lines), listing.timeZone);
  const email = input.customerEmail.toLowerCase();
  const [customer] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  const breakdown = quoteBreakdown(input.lines);
  const [row] = await ctx.db
    .insert(quotes)
    .values({
      partnerUserId: listing.ownerId,
      customerId: customer?.id ?? null,
      customerEmail: email,
      venueId: input.listing.type === 'venue' ? input.listing.id : null,
      vendorId: input.listing.type === 'vendor' ? input.listing.id : null,
      title: input.title,
      message: input.message ?? null,
      lines: input.lines,
      subtotalCents: breakdown.subtotal,
      eventDate: input.eventDate,
      startTime: input.startTime,
      status: 'sent',
      expiresAt: new Date(now.getTime() + input.validDays * DAY_MS),
    })
    .returning();
  const text =
    `${partner.name} sent you a quote for ${listing.name}: "${input.title}" on ${timeInWords({ ...window, timeZone: listing.timeZone })}, ${formatMoney(breakdown.customerTotal, 'charge')} in all with fees and tax. ` +
    `It is open for ${countLabel(input.validDays, 'day')}.\n\nSee it and book: ${ctx.appUrl}/quotes/${row!.id}/checkout`;
  await sendQuietly(ctx, [{ to: email, subject: `Quote from ${listing.name}: ${input.title}`, text }]);
  return toQuote(ctx.db, row!, now);
}

/** The quote's customer: the account it was sent to, or whoever proved they own its email address. */
function isCustomer(row: QuoteRow, viewer: Viewer): boolean {
  return row.customerId === viewer.id || (viewer.emailVerified && row.customerEmail === viewer.email.toLowerCase());
}

function mayRead(row: QuoteRow, viewer: Viewer): boolean {
  return row.partnerUserId === viewer.id || isCustomer(row, viewer) || viewer.roles.includes('admin');
}

/** The quote for its customer, its partner or an admin; null for anyone else (as if it did not exist). */
export async function readQuote(db: Db, id: string, viewer: Viewer, now = new Date()): Promise<Quote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row || !mayRead(row, viewer)) return null;
  return toQuote(db, row, now);
}

/**
 * Pays a quote: one hold for its total, one booking for its partner, confirmed at once (the partner already
 * offered it), the quote paid in the booking's transaction. A quote is paid at most once, and only while its listing
 * is still live and still its partner's: a suspension, a takedown or a new owner after the quote closes it.
 */
export async function payQuote(
  ctx: CheckoutContext,
  viewer: Viewer,
  key: string,
  quoteId: string,
  request: QuoteCheckoutRequest,
  now = new Date(),
): Promise<CheckoutOutcome> {
  const hash = createHash('sha256').update(JSON.stringify({ quoteId, request })).digest('hex');
  const outcome = await placeOrder(ctx, viewer, key, hash, request.paymentMethod, now, async () => {
    const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!row || !isCustomer(row, viewer) || row.partnerUserId === viewer.id)
      throw new AppError('NOT_FOUND', QUOTE_ERRORS.notFound, 404);
    const status = effectiveQuoteStatus(row.status, row.expiresAt, now);
    if (status === 'expired') throw new AppError('QUOTE_EXPIRED', QUOTE_ERRORS.expired, 409);
    if (status !== 'sent') throw new AppError('QUOTE_CLOSED', QUOTE_ERRORS.notOpen, 409);
    const type = row.venueId ? 'venue' : 'vendor';
    const listingId = row.venueId ?? row.vendorId;
    const listing = listingId ? await listingOf(ctx.db, type, listingId) : undefined;
    if (!listingId || !listing?.isLive || listing.ownerId !== row.partnerUserId)
      throw new AppError('LISTING_GONE', QUOTE_ERRORS.listingGone, 409);
    const breakdown = quoteBreakdown(row.lines);
    const hours = quoteHours(row.lines);
    refuseProblems(
      await quoteProblems(
        ctx.db,
        { type, id: listingId },
        { eventDate: row.eventDate!, startTime: row.startTime, hours },
        utcToday(now),
      ),
    );
    const slot = quoteWindow(row.eventDate!, row.startTime, hours, listing.timeZone);
    const reason = await listingUnavailability(ctx.db, { type, listingId }, row.eventDate!, slot, now);
    return {
      priced: {
        lines: [
          {
            type,
            listingId,
            quantity: 1,
            hours,
            name: row.title,
            category: null,
            // The partner priced the whole quote: one line at its subtotal, for the event. Its own lines (each with
            // its hours and quantity) are summed into that price, so the listing's unit would misstate it: the
            // booking row stores 'event' and reads '$1,000 / event'.
            unitPriceCents: breakdown.subtotal,
            unit: 'event',
            minHours: 1,
            extras: [],
            lineTotalCents: breakdown.subtotal,
            chargeCents: breakdown.customerTotal,
            // A quote is paid in full: its partner priced this one event, whatever the listing's terms.
            paymentTerms: PAY_IN_FULL,
            instalments: [{ kind: 'full', dueAt: null, chargeCents: breakdown.customerTotal }],
            // The partner already offered it: it confirms at checkout.
            confirmsAtOnce: true,
            instantBookNoticeHours: null,
            // Cancelled by the listing's own policy, as any booking of it.
            cancellationTier: listing.cancellationTier,
            securityDepositCents: listing.securityDepositCents,
            available: reason === null,
            unavailableReason: reason,
            alternatives: [],
          },
        ],
        breakdown,
        validation: { isValid: true, errors: [], warnings: [] },
        partners: [
          {
            partnerUserId: row.partnerUserId,
            payoutCents: breakdown.vendorReceives,
            instalments: [
              {
                kind: 'full',
                dueAt: null,
                chargeCents: breakdown.customerTotal,
                payoutCents: breakdown.vendorReceives,
              },
            ],
          },
        ],
        slot,
        timeZone: listing.timeZone,
      },
      facts: {
        eventDate: row.eventDate!,
        startTime: row.startTime,
        eventDetails: { name: row.title },
        contact: request.contact,
        coHosts: [],
        quoteId,
      },
      onBooked: async (tx, bookingId) => {
        // Only an open quote becomes paid: a second payment racing this one finds it closed and rolls back.
        const paid = await tx
          .update(quotes)
          .set({ status: 'paid', bookingId, customerId: viewer.id, updatedAt: now })
          .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'sent')))
          .returning({ id: quotes.id });
        if (paid.length === 0) throw new AppError('QUOTE_CLOSED', QUOTE_ERRORS.notOpen, 409);
      },
    };
  });
  return outcome;
}
