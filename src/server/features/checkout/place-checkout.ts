// POST /api/checkout: one payment held for what the cart pays at confirmation (each line in full, or its deposit),
// one partner booking per venue and vendor, its instalments, and the card kept for the balances charged later.
// Idempotent by the client's key: the attempt is written before the card is authorized (with the attempt id as
// the provider's idempotency key) and completed in the transaction that writes the booking, so a replay never
// charges twice and a request that dies after authorizing leaves an attempt the reconciler voids.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { requestExpiresAt } from '#shared/bookings.ts';
import { CHECKOUT_ERRORS, duplicateListingIds, type CheckoutRequest } from '#shared/checkout.ts';
import { PaymentDeclinedError, PaymentUnavailableError, type SavedCard } from '../../adapters/payments/index.ts';
import { scheduleTotals } from '#shared/payment-terms.ts';
import { UNAVAILABLE_MESSAGES } from '#shared/availability.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  checkoutAttempts,
  eventMembers,
  paymentInstalments,
  payments,
  securityDeposits,
  user,
} from '../../db/schema/index.ts';
import type { Viewer } from '../auth/index.ts';
import { emptyAccountCart } from '../cart/index.ts';
import { timeInWords } from '#shared/event-words.ts';
import { bookingPlacedMail, eventInWords, newRequestMail, sendQuietly } from './booking-mails.ts';
import { newRequestNotice } from './booking-notices.ts';
import { AppError } from '#shared/errors.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { instalmentRows, instalmentsOfBooking } from './instalments.ts';
import { recordInLedger } from './ledger.ts';
import { securityDepositRow } from './security-deposits.ts';
import { holdSlots, isSlotTaken, releaseHolds, unavailableError } from './held-slots.ts';
import { priceCart, type PricedCart } from './price-cart.ts';
import { isSampleLine, respondToBooking } from './respond-to-booking.ts';

/** An attempt still 'started' after this long belongs to a request that died; it may be resumed or reconciled. */
export const STALE_ATTEMPT_MS = 2 * 60_000;

type Attempt = typeof checkoutAttempts.$inferSelect;
type Item = typeof bookingItems.$inferSelect;

function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `EV-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export interface CheckoutOutcome {
  bookingId: string;
  replayed: boolean;
}

/** What a booking records besides its priced lines: the event, who to reach, and the quote it pays, if any. */
export type BookingFacts = Pick<CheckoutRequest, 'eventDate' | 'startTime' | 'eventDetails' | 'contact' | 'coHosts'> & {
  quoteId?: string;
};

/** An order ready to be paid: priced from stored prices (a cart) or from a partner's quote. */
export interface PricedOrder {
  priced: PricedCart;
  facts: BookingFacts;
  /** Written in the booking's own transaction (a quote becomes paid with it). */
  onBooked?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], bookingId: string) => Promise<void>;
}

export async function placeCheckout(
  ctx: CheckoutContext,
  viewer: Viewer,
  key: string,
  request: CheckoutRequest,
  now = new Date(),
): Promise<CheckoutOutcome> {
  return placeOrder(ctx, viewer, key, requestHash(request), request.paymentMethod, now, async () => {
    const today = now.toISOString().slice(0, 10);
    refuseDuplicateListings(request.lines);
    const priced = await priceCart(ctx.db, request, today, null, now);
    if (priced.missing.length > 0)
      throw new AppError('LISTING_GONE', CHECKOUT_ERRORS.listingGone, 409, { details: { missing: priced.missing } });
    if (priced.missingExtras.length > 0)
      throw new AppError('EXTRA_GONE', CHECKOUT_ERRORS.extraGone, 409, { details: { missing: priced.missingExtras } });
    if (!priced.validation.isValid)
      throw new AppError('INVALID_CART', CHECKOUT_ERRORS.invalidCart, 422, { details: priced.validation });
    const { eventDate, startTime, eventDetails, contact, coHosts } = request;
    // The customer's saved cart is what was booked: it is emptied with the booking, not only when this device's
    // next save arrives (a page opened before that save landed was handed the booked cart again).
    return {
      priced,
      facts: { eventDate, startTime, eventDetails, contact, coHosts },
      onBooked: (tx) => emptyAccountCart(tx, viewer.id),
    };
  });
}

/** A listing is booked once per event: a cart naming it on two lines is refused, never charged twice. */
export function refuseDuplicateListings(lines: CheckoutRequest['lines']): void {
  const listingIds = duplicateListingIds(lines);
  if (listingIds.length > 0)
    throw new AppError('DUPLICATE_LISTING', CHECKOUT_ERRORS.duplicateListing, 409, { details: { listingIds } });
}

/**
 * The one way an order is paid and booked: replay by key, the order's availability, the attempt, one hold on the
 * card, then the booking, its partner bookings and the payment in one transaction. `order` prices it (and may
 * refuse with a AppError); it runs only when the key has no answer yet.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  viewer: Viewer,
  key: string,
  hash: string,
  paymentMethod: string,
  now: Date,
  order: () => Promise<PricedOrder>,
): Promise<CheckoutOutcome> {
  const previous = await findAttempt(ctx, viewer.id, key);
  if (previous) {
    const answer = replay(previous, hash, now);
    if (answer) return answer;
    // Resumed: what the request that died held is not in this one's way.
    await releaseHolds(ctx.db, previous.id);
  }

  const { priced, facts, onBooked } = await order();
  const unavailable = priced.lines.filter((line) => !line.available);
  if (unavailable.length > 0)
    throw unavailableError(unavailable.map((l) => ({ listingId: l.listingId, reason: l.unavailableReason ?? '' })));
  // What is held now: each line's deposit or full charge. Balances are charged later to the card kept for them.
  const { atConfirmationCents: amountCents, laterCents } = scheduleTotals(priced.partners.map((p) => p.instalments));

  let attempt = previous;
  if (!attempt) {
    const [inserted] = await ctx.db
      .insert(checkoutAttempts)
      .values({ userId: viewer.id, idempotencyKey: key, requestHash: hash, amountCents })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // The same key arrived twice at once: the other request owns the attempt.
      const other = await findAttempt(ctx, viewer.id, key);
      const answer = other && replay(other, hash, now);
      if (answer) return answer;
      throw new AppError('IN_PROGRESS', CHECKOUT_ERRORS.inProgress, 409);
    }
    attempt = inserted;
  }

  const slot = priced.slot!;
  const lineWindow = (hours: number) => ({
    startsAt: slot.startsAt,
    endsAt: new Date(slot.startsAt.getTime() + hours * 3_600_000),
  });
  const buffers = await holdSlots(
    ctx.db,
    attempt.id,
    facts.eventDate!,
    priced.lines.map((line) => ({ type: line.type, listingId: line.listingId, window: lineWindow(line.hours) })),
    now,
  ).catch(async (error: unknown) => {
    // Refused as if before the attempt: a new one goes, so the same key may try again; a resumed one may have
    // reached the provider, so it stays, failed, for the reconciler.
    if (previous) await markFailed(ctx, attempt.id, CHECKOUT_ERRORS.unavailable);
    else await ctx.db.delete(checkoutAttempts).where(eq(checkoutAttempts.id, attempt.id));
    throw error;
  });

  let authorization;
  let savedCard: SavedCard | null = null;
  const authorizationKey = `checkout:${attempt.id}`;
  try {
    // Balances and security deposits are charged later, to the card kept for them.
    if (laterCents > 0 || priced.lines.some((line) => line.securityDepositCents !== null))
      savedCard = await ctx.payments.saveCard({
        paymentMethod,
        email: facts.contact.email,
        idempotencyKey: `card:${attempt.id}`,
      });
    authorization = await ctx.payments.authorize({
      amountCents,
      paymentMethod: savedCard?.id ?? paymentMethod,
      idempotencyKey: authorizationKey,
      metadata: { checkout_attempt: attempt.id, customer: viewer.id },
    });
  } catch (error) {
    await releaseHolds(ctx.db, attempt.id);
    if (error instanceof PaymentDeclinedError) {
      await markFailed(ctx, attempt.id, error.message);
      throw new AppError(error.code, error.message, 402, { details: { attemptId: attempt.id } });
    }
    if (error instanceof PaymentUnavailableError) {
      // Whether the provider held anything is unknown: the reconciler asks it later and releases any hold.
      await markFailed(ctx, attempt.id, error.message);
      throw new AppError(error.code, error.message, 503, { details: { attemptId: attempt.id } });
    }
    throw error;
  }

  let bookingId: string;
  try {
    bookingId = await ctx.db.transaction(async (tx) => {
      const b = priced.breakdown;
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: newReference(),
          customerId: viewer.id,
          eventDate: facts.eventDate,
          eventDetails: { ...facts.eventDetails, startTime: facts.startTime },
          contact: facts.contact,
          quoteId: facts.quoteId ?? null,
          subtotalCents: b.subtotal,
          customerPlatformFeeCents: b.customerPlatformFee,
          vendorPlatformFeeCents: b.vendorPlatformFee,
          processingFeeCents: b.processingFee,
          taxCents: b.taxAmount,
          customerTotalCents: b.customerTotal,
          vendorReceivesCents: b.vendorReceives,
          platformRevenueCents: b.platformRevenue,
          savedCardId: savedCard?.id ?? null,
          cardLast4: savedCard?.cardLast4 ?? null,
        })
        .returning({ id: bookings.id });
      // The lines' own slots take over from the checkout's holds (a trigger writes them with the lines).
      await releaseHolds(tx, attempt.id);
      const items = await tx
        .insert(bookingItems)
        .values(
          priced.lines.map((line, index) => {
            const { startsAt, endsAt } = lineWindow(line.hours);
            return {
              bookingId: booking!.id,
              timeZone: priced.timeZone,
              partnerUserId: priced.partners[index]!.partnerUserId,
              itemType: line.type,
              venueId: line.type === 'venue' ? line.listingId : null,
              vendorId: line.type === 'vendor' ? line.listingId : null,
              name: line.name,
              unitPriceCents: line.unitPriceCents,
              priceUnit: line.unit,
              quantity: line.quantity,
              hours: line.hours,
              extras: line.extras,
              lineTotalCents: line.lineTotalCents,
              partnerPayoutCents: priced.partners[index]!.payoutCents,
              chargeCents: line.chargeCents,
              paymentTerms: line.paymentTerms,
              confirmsAtOnce: line.confirmsAtOnce,
              cancellationTier: line.cancellationTier,
              securityDepositCents: line.securityDepositCents,
              startsAt,
              endsAt,
              ...buffers[index]!,
              expiresAt: requestExpiresAt(now, slot.startsAt),
            };
          }),
        )
        .returning({
          id: bookingItems.id,
          startsAt: bookingItems.startsAt,
          endsAt: bookingItems.endsAt,
          securityDepositCents: bookingItems.securityDepositCents,
        });
      await tx
        .insert(paymentInstalments)
        .values(items.flatMap((item, index) => instalmentRows(item.id, priced.partners[index]!.instalments)));
      const deposits = items.flatMap(securityDepositRow);
      if (deposits.length > 0) await tx.insert(securityDeposits).values(deposits);
      // The checkout's co-hosts are the event's first invitations (ADR 030); the organizer is not their own co-host.
      const organizer = [viewer.email.toLowerCase(), facts.contact.email.toLowerCase()];
      const coHosts = facts.coHosts.filter((coHost) => !organizer.includes(coHost.email.toLowerCase()));
      if (coHosts.length > 0)
        await tx.insert(eventMembers).values(
          coHosts.map((coHost) => ({
            bookingId: booking!.id,
            email: coHost.email,
            name: coHost.name || coHost.email,
            invitedBy: viewer.id,
          })),
        );
      await tx.insert(payments).values({
        bookingId: booking!.id,
        provider: ctx.payments.name,
        providerPaymentId: authorization.id,
        status: 'authorized',
        amountCents: authorization.amountCents,
      });
      await recordInLedger(tx, [
        {
          idempotencyKey: authorizationKey,
          kind: 'authorization',
          purpose: 'booking',
          amountCents: authorization.amountCents,
          providerPaymentId: authorization.id,
          bookingId: booking!.id,
          occurredAt: now,
        },
      ]);
      await tx
        .update(checkoutAttempts)
        .set({ status: 'completed', bookingId: booking!.id, providerPaymentId: authorization.id })
        .where(eq(checkoutAttempts.id, attempt.id));
      await onBooked?.(tx, booking!.id);
      return booking!.id;
    });
  } catch (error) {
    await ctx.payments
      .release(authorization.id)
      .catch((releaseError: unknown) =>
        ctx.log.error(
          { err: releaseError },
          'could not release a hold after a failed booking write; the reconciler will',
        ),
      );
    await releaseHolds(ctx.db, attempt.id);
    await markFailed(ctx, attempt.id, 'The booking could not be saved.');
    // The holds ran out while the payment was taken, and another checkout had the time since.
    if (isSlotTaken(error))
      throw unavailableError(
        priced.lines.map((l) => ({ listingId: l.listingId, reason: UNAVAILABLE_MESSAGES.justTaken })),
      );
    throw error;
  }

  await afterBooking(ctx, bookingId, facts, now);
  return { bookingId, replayed: false };
}

async function markFailed(ctx: CheckoutContext, attemptId: string, failure: string): Promise<void> {
  await ctx.db.update(checkoutAttempts).set({ status: 'failed', failure }).where(eq(checkoutAttempts.id, attemptId));
}

async function findAttempt(ctx: CheckoutContext, userId: string, key: string): Promise<Attempt | undefined> {
  const [row] = await ctx.db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.idempotencyKey, key)));
  return row;
}

/** What a request with a key already seen gets: the same booking, the same failure, or a wait. Null: go on. */
function replay(attempt: Attempt, hash: string, now: Date): CheckoutOutcome | null {
  if (attempt.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', CHECKOUT_ERRORS.keyReused, 422);
  if (attempt.status === 'completed' && attempt.bookingId) return { bookingId: attempt.bookingId, replayed: true };
  if (attempt.status === 'failed' || attempt.status === 'abandoned')
    throw new AppError('CHECKOUT_FAILED', attempt.failure ?? CHECKOUT_ERRORS.invalidCart, 402);
  // Started: in flight elsewhere, or left by a request that died (then this one resumes it: the provider
  // answers the same key with the same hold, so nothing is charged twice).
  if (now.getTime() - attempt.updatedAt.getTime() < STALE_ATTEMPT_MS)
    throw new AppError('IN_PROGRESS', CHECKOUT_ERRORS.inProgress, 409);
  return null;
}

/**
 * Lines that confirm at once (instant book, a paid quote) are confirmed by the consent their partner gave before;
 * then the mails say what each line is now (one whose confirmation failed is a request its partner answers); then
 * sample listings (no owner) confirm, as their scripted owners reply (§1).
 */
async function afterBooking(ctx: CheckoutContext, bookingId: string, request: BookingFacts, now: Date): Promise<void> {
  for (const item of await itemsOf(ctx.db, bookingId))
    if (item.confirmsAtOnce) await confirmInstantLine(ctx, item.id, now);
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const items = await itemsOf(ctx.db, bookingId);
  const partnerIds = [...new Set(items.map((i) => i.partnerUserId).filter((id): id is string => id !== null))];
  const partners = partnerIds.length
    ? await ctx.db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, partnerIds))
    : [];
  const emailOf = new Map(partners.map((p) => [p.id, p.email]));
  const facts = { reference: booking!.reference, bookingId, eventDate: request.eventDate };
  const booked = (item: Item) => item.confirmsAtOnce && item.status === 'confirmed';
  for (const item of items)
    if (item.partnerUserId)
      ctx.notify(item.partnerUserId, newRequestNotice({ ...facts, itemName: item.name }, booked(item)));
  const event = await eventInWords(ctx.db, bookingId);
  const instalments = await instalmentsOfBooking(ctx.db, bookingId);
  const firstCents = (item: Item) => instalments.filter((i) => i.bookingItemId === item.id && i.dueAt === null);
  const sum = (list: Item[]) =>
    list.flatMap(firstCents).reduce((total, instalment) => total + instalment.chargeCents, 0);
  const confirmed = items.filter(booked);
  const requested = items.filter((item) => item.status === 'requested');
  await sendQuietly(ctx, [
    bookingPlacedMail(ctx, request.contact.email, {
      ...facts,
      ...event,
      confirmed: confirmed.map((i) => i.name),
      requested: requested.map((i) => i.name),
      chargedCents: sum(confirmed),
      heldCents: sum(requested),
      laterCents: instalments
        .filter((instalment) => instalment.dueAt !== null)
        .reduce((total, instalment) => total + instalment.chargeCents, 0),
      policies: items.map((item) => ({ name: item.name, tier: item.cancellationTier })),
    }),
    ...items
      .filter((i) => i.partnerUserId && emailOf.has(i.partnerUserId))
      .map((i) =>
        newRequestMail(ctx, emailOf.get(i.partnerUserId!)!, {
          ...facts,
          ...event,
          when: timeInWords(i),
          itemName: i.name,
          payoutCents: i.partnerPayoutCents,
          terms: i.paymentTerms,
          customerName: request.contact.name,
          details: booking!.eventDetails,
          booked: booked(i),
        }),
      ),
  ]);
  for (const item of items) {
    if (item.status !== 'requested' || !(await isSampleLine(ctx.db, item))) continue;
    await respondToBooking(ctx, { itemId: item.id, event: 'confirm', by: { kind: 'demo-owner' }, now }).catch(
      (error: unknown) => {
        ctx.log.warn({ err: error, item: item.id }, 'a sample listing could not confirm its booking');
      },
    );
  }
}

function itemsOf(db: Db, bookingId: string): Promise<Item[]> {
  return db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
}

/**
 * Confirms a line that confirms at once. A slot taken meanwhile (two checkouts of one venue's evening) makes it a
 * request its partner answers; a provider that could not be reached leaves it for the reconciler to try again.
 */
export async function confirmInstantLine(ctx: CheckoutContext, itemId: string, now: Date): Promise<void> {
  try {
    await respondToBooking(ctx, { itemId, event: 'confirm', by: { kind: 'instant' }, now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ALREADY_BOOKED')
      await ctx.db.update(bookingItems).set({ confirmsAtOnce: false }).where(eq(bookingItems.id, itemId));
    ctx.log.warn({ err: error, item: itemId }, 'a line that confirms at once could not be confirmed');
  }
}
