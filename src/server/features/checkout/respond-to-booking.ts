// One event in a partner booking's life (src/shared/bookings.ts) and what it does to the money:
// confirm captures this partner's first instalment (its share in full, or its deposit), decline/expire release it,
// cancel releases a request's hold, or refunds what was paid by the line's cancellation policy (pays the partner what
// it keeps) and cancels what is still to be charged, complete pays the partner out what the customer paid.
//
// Money never moves inside a database transaction (the provider is another system, and PGlite has one
// connection). Three steps instead: (1) a transaction locks the booking, checks the event and writes the new
// status (a trigger frees the line's held time when it ends); (2) the provider call, with an idempotency key per
// booking and event, so repeating it never moves money twice; (3) a transaction records the money. If (2) fails, (1) is undone. A crash between
// (1) and (3) leaves a confirmed booking without its payout row, which the reconciler completes (reconcile.ts).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  cancellationOutcome,
  nextStatus,
  type BookingActor,
  type BookingEvent,
  type PartnerBookingStatus,
} from '#shared/bookings.ts';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../db/error-code.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  partnerPayoutAccounts,
  paymentInstalments,
  payments,
  payouts,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { eventInWords, outcomeMail, partnerCancelledMail, sendQuietly, type MailFacts } from './booking-mails.ts';
import { outcomeNotice, partnerCancelledNotice } from './booking-notices.ts';
import { AppError } from '#shared/errors.ts';
import { shortDayInWords, timeInWords } from '#shared/event-words.ts';
import { cancellationPolicyInWords } from '#shared/cancellation-policies.ts';
import { formatMoney } from '#shared/money.ts';
import { paidCents } from '#shared/payment-terms.ts';
import type { CheckoutContext } from './checkout-context.ts';
import {
  atConfirmation,
  balanceUnpaid,
  cancelUnpaid,
  instalmentsOf,
  keptPayoutCents,
  markPaid,
  paidPayoutCents,
  refundParts,
  type InstalmentRow,
} from './instalments.ts';
import { lineOf, recordInLedger, releaseKey, type LedgerEntryInput } from './ledger.ts';

export type Responder =
  | { kind: 'customer'; userId: string }
  | { kind: 'partner'; userId: string }
  /** Sample listings have no owner: the platform answers for them, as their scripted owners reply (§1). */
  | { kind: 'demo-owner' }
  /** A line that confirms at checkout (instant book, a paid quote): the partner consented before. */
  | { kind: 'instant' }
  | { kind: 'system' };

export const ALREADY_BOOKED = 'The venue is already booked at that time.';
export const NOT_YOUR_BOOKING = 'This booking could not be found.';

type Item = typeof bookingItems.$inferSelect;
type Booking = typeof bookings.$inferSelect;
type Payment = typeof payments.$inferSelect;

const captureKey = (itemId: string) => `capture:${itemId}`;

function actorOf(by: Responder): BookingActor {
  return by.kind === 'demo-owner' || by.kind === 'instant' ? 'partner' : by.kind;
}

function mayAct(by: Responder, item: Item, booking: Booking): boolean {
  switch (by.kind) {
    case 'customer':
      return by.userId === booking.customerId;
    case 'partner':
      return by.userId === item.partnerUserId;
    case 'demo-owner':
      return item.partnerUserId === null;
    case 'instant':
      return item.confirmsAtOnce;
    case 'system':
      return true;
  }
}

/** Whether the line is of a sample listing, whose scripted owner the platform answers for. A line whose partner
 *  deleted their account has no owner either, but nobody answers for it: it waits and expires like any request. */
export async function isSampleLine(db: Pick<Db, 'select'>, item: Item): Promise<boolean> {
  if (item.partnerUserId !== null) return false;
  const [listing] = item.venueId
    ? await db.select({ isSample: venues.isSample }).from(venues).where(eq(venues.id, item.venueId))
    : item.vendorId
      ? await db.select({ isSample: vendors.isSample }).from(vendors).where(eq(vendors.id, item.vendorId))
      : [];
  return listing?.isSample ?? false;
}

interface Claimed {
  item: Item;
  booking: Booking;
  payment: Payment;
  /** The item's instalments, the one charged at confirmation first. */
  instalments: InstalmentRow[];
  next: PartnerBookingStatus;
  /** No other partner of the event is still to answer: this answer ends the hold. */
  lastAnswer: boolean;
}

type ClaimInput = { itemId: string; event: BookingEvent; by: Responder; now: Date };

/** Step 1: lock, check, write the new status. A line's time is held from checkout (held_slots), so a confirmation
 *  meets another event only for a request kept from before slots were held, whose time another line took since. */
async function claim(db: Db, input: ClaimInput): Promise<Claimed> {
  try {
    return await claimOnce(db, input);
  } catch (error) {
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw new AppError('ALREADY_BOOKED', ALREADY_BOOKED, 409);
    throw error;
  }
}

function claimOnce(db: Db, input: ClaimInput): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(bookingItems).where(eq(bookingItems.id, input.itemId)).for('update');
    const [booking] = item ? await tx.select().from(bookings).where(eq(bookings.id, item.bookingId)) : [];
    const [payment] = item
      ? await tx.select().from(payments).where(eq(payments.bookingId, item.bookingId)).for('update')
      : [];
    const mayAnswer =
      item &&
      booking &&
      mayAct(input.by, item, booking) &&
      (input.by.kind !== 'demo-owner' || (await isSampleLine(tx, item)));
    if (!item || !booking || !payment || !mayAnswer) throw new AppError('NOT_FOUND', NOT_YOUR_BOOKING, 404);
    const next = nextStatus(item.status, input.event, actorOf(input.by), { now: input.now, endsAt: item.endsAt });
    if (!next.ok) throw new AppError('INVALID_TRANSITION', next.error, 409);
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingItems)
      .where(
        and(
          eq(bookingItems.bookingId, item.bookingId),
          eq(bookingItems.status, 'requested'),
          ne(bookingItems.id, item.id),
        ),
      );
    await tx
      .update(bookingItems)
      .set({
        status: next.status,
        ...(input.event === 'cancel' ? { cancelledBy: input.by.kind } : {}),
        ...(['confirm', 'decline', 'expire'].includes(input.event) ? { respondedAt: input.now } : {}),
      })
      .where(eq(bookingItems.id, item.id));
    const instalments = await instalmentsOf(tx, item.id);
    return { item, booking, payment, instalments, next: next.status, lastAnswer: (waiting?.n ?? 0) === 0 };
  });
}

export async function respondToBooking(
  ctx: CheckoutContext,
  input: { itemId: string; event: BookingEvent; by: Responder; now?: Date },
): Promise<{ status: PartnerBookingStatus }> {
  const now = input.now ?? new Date();
  const claimed = await claim(ctx.db, { ...input, now });
  const { item, booking, payment, instalments, lastAnswer } = claimed;
  const first = atConfirmation(instalments);
  const pay = ctx.payments;
  let refundCents = 0;
  let refundPercent = 0;

  // Step 2: the provider. On failure the status goes back to what it was, and the caller may try again.
  try {
    switch (input.event) {
      case 'confirm':
        await pay.capture({
          paymentId: payment.providerPaymentId,
          amountCents: first.chargeCents,
          final: lastAnswer,
          idempotencyKey: captureKey(item.id),
        });
        break;
      case 'decline':
      case 'expire':
        if (lastAnswer) await pay.release(payment.providerPaymentId);
        break;
      case 'cancel': {
        const outcome = cancellationOutcome({
          status: item.status,
          chargeCents: item.status === 'requested' ? first.chargeCents : paidCents(instalments),
          startsAt: item.startsAt,
          now,
          // A partner who cancels refunds in full, unless the customer left a balance unpaid after every retry:
          // then the line's cancellation policy applies as if the customer had cancelled.
          by: input.by.kind === 'customer' || balanceUnpaid(instalments) ? 'customer' : 'partner',
          tier: item.cancellationTier,
        });
        if (outcome.releaseCents > 0 && lastAnswer) await pay.release(payment.providerPaymentId);
        for (const part of refundParts(instalments, outcome.refundCents))
          await pay.refund(refundOf(claimed, part.instalment, part.cents));
        refundCents = outcome.refundCents;
        refundPercent = outcome.refundPercent;
        // What the policy keeps of a confirmed booking is the partner's: their share of it is paid out now.
        if (item.status === 'confirmed')
          await payOut(ctx, item, booking.reference, now, keptPayoutCents(instalments, refundPercent));
        break;
      }
      case 'complete':
        // What the partner earned is what the customer paid: a balance never paid is not paid out.
        await payOut(ctx, item, booking.reference, now, paidPayoutCents(await instalmentsOf(ctx.db, item.id)));
        break;
    }
  } catch (error) {
    await ctx.db
      .update(bookingItems)
      .set({ status: item.status, respondedAt: item.respondedAt, cancelledBy: item.cancelledBy })
      .where(and(eq(bookingItems.id, item.id), eq(bookingItems.status, claimed.next)));
    if (error instanceof PaymentUnavailableError) throw new AppError(error.code, error.message, 503);
    throw error;
  }

  // Step 3: record the money.
  await recordMoney(ctx.db, { ...claimed, event: input.event, refundCents, refundPercent, now });
  // A line confirmed at checkout is told in the checkout's own mail.
  if (input.by.kind !== 'instant')
    await sendOutcomeMails(ctx, claimed, input.event, input.by, refundCents, refundPercent);
  return { status: claimed.next };
}

/** A refund of part of an instalment: the first came from the checkout's payment; a balance is a payment of its own. */
function refundOf(c: Pick<Claimed, 'item' | 'payment' | 'instalments'>, instalment: InstalmentRow, cents: number) {
  const first = instalment.id === atConfirmation(c.instalments).id;
  return first
    ? { paymentId: c.payment.providerPaymentId, amountCents: cents, idempotencyKey: `refund:${c.item.id}` }
    : { paymentId: instalment.providerPaymentId!, amountCents: cents, idempotencyKey: `refund:${instalment.id}` };
}

async function recordMoney(
  db: Db,
  c: Claimed & { event: BookingEvent; refundCents: number; refundPercent: number; now: Date },
): Promise<void> {
  const { item, event, lastAnswer, instalments, now } = c;
  const first = atConfirmation(instalments);
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, c.payment.id)).for('update');
    if (!payment) return;
    const patch: Partial<typeof payments.$inferInsert> = {};
    const entries: LedgerEntryInput[] = [];
    const line = { ...lineOf(item), occurredAt: now };
    const released = (cents: number) => {
      patch.releasedCents = payment.releasedCents + cents;
      if (!lastAnswer) return;
      // The last answer lets go of what the provider still holds, the hold less what was captured of it: the
      // booking's money, not this line's.
      patch.status = payment.capturedCents > 0 ? 'captured' : 'voided';
      entries.push({
        bookingId: item.bookingId,
        occurredAt: now,
        idempotencyKey: releaseKey(payment.providerPaymentId),
        kind: 'release',
        purpose: 'booking',
        amountCents: payment.amountCents - payment.capturedCents,
        providerPaymentId: payment.providerPaymentId,
      });
    };
    if (event === 'confirm') {
      patch.capturedCents = payment.capturedCents + first.chargeCents;
      patch.status = lastAnswer ? 'captured' : 'partially_captured';
      entries.push({
        ...line,
        idempotencyKey: captureKey(item.id),
        kind: 'capture',
        purpose: 'booking',
        amountCents: first.chargeCents,
        providerPaymentId: payment.providerPaymentId,
      });
      await markPaid(tx, first.id, now);
      await tx
        .insert(payouts)
        .values({ bookingItemId: item.id, partnerUserId: item.partnerUserId, amountCents: item.partnerPayoutCents })
        .onConflictDoNothing();
    }
    if (event === 'decline' || event === 'expire') released(first.chargeCents);
    if (event === 'decline' || event === 'expire' || event === 'cancel') await cancelUnpaid(tx, item.id);
    if (event === 'cancel') {
      if (item.status === 'requested') released(first.chargeCents);
      if (c.refundCents > 0) {
        for (const { instalment, cents } of refundParts(instalments, c.refundCents)) {
          if (instalment.id === first.id) patch.refundedCents = payment.refundedCents + cents;
          const refund = refundOf(c, instalment, cents);
          entries.push({
            ...line,
            idempotencyKey: refund.idempotencyKey,
            kind: 'refund',
            purpose: instalment.kind === 'balance' ? 'balance' : 'booking',
            amountCents: cents,
            providerPaymentId: refund.paymentId,
          });
          await tx
            .update(paymentInstalments)
            .set({ refundedCents: instalment.refundedCents + cents })
            .where(eq(paymentInstalments.id, instalment.id));
        }
        await tx.update(bookingItems).set({ refundedCents: c.refundCents }).where(eq(bookingItems.id, item.id));
      }
      // The partner's payout becomes what the policy keeps (paid at once by payOut, or once they connect payouts);
      // nothing kept, it is reversed.
      if (item.status === 'confirmed') {
        const kept = keptPayoutCents(instalments, c.refundPercent);
        await tx
          .update(payouts)
          .set(kept > 0 ? { amountCents: kept } : { status: 'reversed' })
          .where(and(eq(payouts.bookingItemId, item.id), eq(payouts.status, 'pending')));
      }
    }
    if (Object.keys(patch).length > 0) await tx.update(payments).set(patch).where(eq(payments.id, payment.id));
    await recordInLedger(tx, entries);
  });
}

/** Pays the partner `amountCents` to their connected account, at completion or what a cancellation kept; without
 *  an account it waits as 'pending' (payWaitingPayouts pays it once the account is connected). */
/** The partner's payout account, once it can be paid into; null before. */
export async function payoutAccountOf(ctx: CheckoutContext, partnerUserId: string) {
  const [account] = await ctx.db
    .select()
    .from(partnerPayoutAccounts)
    .where(and(eq(partnerPayoutAccounts.userId, partnerUserId), eq(partnerPayoutAccounts.payoutsEnabled, true)));
  return account ?? null;
}

async function payOut(
  ctx: CheckoutContext,
  item: Item,
  reference: string,
  now: Date,
  amountCents: number,
): Promise<void> {
  if (!item.partnerUserId || amountCents <= 0) return;
  const account = await payoutAccountOf(ctx, item.partnerUserId);
  if (!account) return;
  const idempotencyKey = `payout:${item.id}`;
  const transfer = await ctx.payments.transfer({
    destination: account.providerAccountId,
    amountCents,
    transferGroup: reference,
    idempotencyKey,
  });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payouts)
      .set({ status: 'paid', providerTransferId: transfer.id, amountCents, paidAt: now })
      .where(eq(payouts.bookingItemId, item.id));
    await recordInLedger(tx, [
      {
        ...lineOf(item),
        idempotencyKey,
        kind: 'transfer',
        purpose: 'booking',
        amountCents,
        providerTransferId: transfer.id,
        providerAccountId: account.providerAccountId,
        occurredAt: now,
      },
    ]);
  });
}

/** Pays the partner's payouts that waited for a payout account: bookings completed before it was connected. */
export async function payWaitingPayouts(
  ctx: CheckoutContext,
  partnerUserId: string,
  now = new Date(),
): Promise<number> {
  const waiting = await ctx.db
    .select({ item: bookingItems, reference: bookings.reference, amountCents: payouts.amountCents })
    .from(payouts)
    .innerJoin(bookingItems, eq(bookingItems.id, payouts.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(
      and(
        eq(payouts.partnerUserId, partnerUserId),
        eq(payouts.status, 'pending'),
        inArray(bookingItems.status, ['completed', 'cancelled']),
      ),
    );
  // A completed booking pays what the customer paid; a cancelled one what its policy kept (its payout's amount).
  for (const { item, reference, amountCents } of waiting)
    await payOut(
      ctx,
      item,
      reference,
      now,
      item.status === 'completed' ? paidPayoutCents(await instalmentsOf(ctx.db, item.id)) : amountCents,
    );
  return waiting.length;
}

async function sendOutcomeMails(
  ctx: CheckoutContext,
  c: Claimed,
  event: BookingEvent,
  by: Responder,
  refundCents: number,
  refundPercent: number,
): Promise<void> {
  const { item, booking } = c;
  const facts: MailFacts = {
    reference: booking.reference,
    bookingId: booking.id,
    eventDate: booking.eventDate,
    itemName: item.name,
    ...(await eventInWords(ctx.db, booking.id)),
    when: timeInWords(item),
  };
  const refunded = 'Its share of your payment is refunded.';
  if (event !== 'cancel' || by.kind !== 'customer') {
    const status = c.next as Parameters<typeof outcomeMail>[2];
    const balance = c.instalments.find((instalment) => instalment.kind === 'balance');
    const deposit =
      event === 'confirm' && balance
        ? `That was the deposit; the balance of ${formatMoney(balance.chargeCents, 'charge')} is charged to the same card on ${shortDayInWords(balance.dueAt!.toISOString().slice(0, 10))}.`
        : '';
    const unpaid =
      event === 'cancel' && balanceUnpaid(c.instalments)
        ? `It was cancelled because its balance was not paid${refundCents > 0 ? '.' : '; by its cancellation policy nothing is refunded.'}`
        : '';
    if (booking.customerId) ctx.notify(booking.customerId, outcomeNotice(status, facts));
    await sendQuietly(ctx, [
      outcomeMail(
        ctx,
        booking.contact.email,
        status,
        facts,
        [deposit, unpaid, refundCents > 0 ? refunded : ''].filter(Boolean).join(' '),
      ),
    ]);
    return;
  }
  const kept = item.status === 'confirmed' ? keptPayoutCents(c.instalments, refundPercent) : 0;
  const policy = `Its cancellation policy: ${cancellationPolicyInWords(item.cancellationTier)}.`;
  const extra =
    item.status !== 'confirmed'
      ? 'Nothing was charged for it.'
      : refundPercent === 100
        ? refunded
        : `${policy} ${refundCents > 0 ? `${formatMoney(refundCents, 'charge')} of what you paid is refunded.` : 'Nothing is refunded.'}`;
  const mails = [outcomeMail(ctx, booking.contact.email, 'cancelled', facts, extra)];
  if (item.partnerUserId) {
    ctx.notify(item.partnerUserId, partnerCancelledNotice(facts));
    const [partner] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, item.partnerUserId));
    if (partner) mails.push(partnerCancelledMail(ctx, partner.email, facts, kept));
  }
  await sendQuietly(ctx, mails);
}

/**
 * Finishes a confirmation interrupted after its status was written (no payout row yet): captures again with the
 * same idempotency key (the provider does not capture twice) and records the money.
 */
export async function finishConfirmation(ctx: CheckoutContext, itemId: string): Promise<void> {
  const [item] = await ctx.db.select().from(bookingItems).where(eq(bookingItems.id, itemId));
  const [booking] = item ? await ctx.db.select().from(bookings).where(eq(bookings.id, item.bookingId)) : [];
  const [payment] = item ? await ctx.db.select().from(payments).where(eq(payments.bookingId, item.bookingId)) : [];
  if (!item || !booking || !payment || item.status !== 'confirmed') return;
  const [waiting] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingItems)
    .where(and(eq(bookingItems.bookingId, item.bookingId), eq(bookingItems.status, 'requested')));
  const lastAnswer = (waiting?.n ?? 0) === 0;
  const instalments = await instalmentsOf(ctx.db, item.id);
  await ctx.payments.capture({
    paymentId: payment.providerPaymentId,
    amountCents: atConfirmation(instalments).chargeCents,
    final: lastAnswer,
    idempotencyKey: captureKey(item.id),
  });
  await recordMoney(ctx.db, {
    item,
    booking,
    payment,
    instalments,
    next: 'confirmed',
    lastAnswer,
    event: 'confirm',
    refundCents: 0,
    refundPercent: 0,
    now: new Date(),
  });
}
