// Balances of payment schedules (issue 46), run with the other money jobs every minute:
// - a reminder by mail and push 3 days before a balance falls due;
// - on its due date the balance is charged to the customer's saved card with the customer away, once: a scheduler
//   takes the instalment with a lease (an UPDATE only one instance wins), and the provider's idempotency key names
//   the attempt, so a crash between the provider's answer and our write resumes the same attempt and never charges
//   twice;
// - a refused charge is tried again a day later, 3 times; each refusal mails and pushes the customer a link to pay
//   with another card; after the last one the balance is 'failed' and its partner may cancel on the policy's terms.
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatMoney } from '#shared/money.ts';
import { shortDayInWords } from '#shared/event-words.ts';
import { PaymentDeclinedError, PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { bookingItems, bookings, paymentInstalments } from '../../db/schema/index.ts';
import { sendQuietly } from './booking-mails.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { markPaid, type InstalmentRow } from './instalments.ts';
import { lineOf, recordInLedger } from './ledger.ts';
import { payBack, paysBack } from './pay-back-shares.ts';
import { leased, takeable } from './leases.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const BALANCE_RULES = {
  /** Charges of one balance: the first on its due date, then 3 retries a day apart. */
  attempts: 4,
  retryAfterMs: DAY_MS,
  remindBeforeMs: 3 * DAY_MS,
  /** How long a scheduler owns an instalment it is charging; a crashed one's is resumed after it. */
  leaseMs: 5 * 60_000,
} as const;

/** The idempotency key of one charge attempt of an instalment. */
export const balanceChargeKey = (instalment: Pick<InstalmentRow, 'id' | 'attempts'>) =>
  `balance:${instalment.id}:${instalment.attempts}`;

interface BalanceFacts {
  instalment: InstalmentRow;
  itemName: string;
  bookingId: string;
  reference: string;
  eventDate: string;
  customerId: string | null;
  email: string;
  savedCardId: string | null;
  /** Co-hosts' shares were split from it. */
  split: boolean;
}

async function factsOf(ctx: CheckoutContext, instalment: InstalmentRow): Promise<BalanceFacts | null> {
  const [row] = await ctx.db
    .select({
      itemName: bookingItems.name,
      bookingId: bookings.id,
      reference: bookings.reference,
      eventDate: bookings.eventDate,
      customerId: bookings.customerId,
      contact: bookings.contact,
      savedCardId: bookings.savedCardId,
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(bookingItems.id, instalment.bookingItemId));
  const [share] = await ctx.db
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .where(eq(paymentInstalments.shareOf, instalment.id))
    .limit(1);
  return row ? { instalment, ...row, email: row.contact.email, split: share !== undefined } : null;
}

/** Where the customer pays a balance with another card: the booking page, or the event page for a part of a balance
 *  split with co-hosts. */
const payLink = (ctx: CheckoutContext, facts: BalanceFacts, instalment: InstalmentRow) =>
  facts.split || instalment.shareOf
    ? `${ctx.appUrl}/events/${facts.bookingId}#payments`
    : `${ctx.appUrl}/booking/${facts.bookingId}#payments`;

const CHARGE_STATES = { waiting: 'scheduled', working: 'processing' } as const;

/** A balance to charge now: scheduled and due, or left mid-charge by a scheduler whose lease ran out. */
const chargeable = (now: Date) => takeable(paymentInstalments, paymentInstalments.nextAttemptAt, CHARGE_STATES, now);

/**
 * Takes an instalment to charge: a balance due and still scheduled (a new attempt), or one whose scheduler's lease
 * ran out mid-charge (the same attempt again). Only one caller gets it.
 */
async function take(ctx: CheckoutContext, id: string, now: Date): Promise<InstalmentRow | null> {
  const [taken] = await ctx.db
    .update(paymentInstalments)
    .set(leased(paymentInstalments, CHARGE_STATES, now, BALANCE_RULES.leaseMs))
    .where(and(eq(paymentInstalments.id, id), chargeable(now)))
    .returning();
  return taken ?? null;
}

export type ChargeOutcome = { status: 'paid' } | { status: 'refused'; reason: string } | { status: 'unavailable' };

/** Charges one taken instalment to a saved card and records the outcome; a refusal is mailed unless the customer
 *  is paying it there and then. */
export async function chargeInstalment(
  ctx: CheckoutContext,
  instalment: InstalmentRow,
  savedCardId: string,
  now: Date,
  { tellRefusal = true, tellPaid: tellWhenPaid = true } = {},
): Promise<ChargeOutcome> {
  let paymentId: string;
  try {
    const charge = await ctx.payments.chargeSavedCard({
      savedCardId,
      amountCents: instalment.chargeCents,
      capture: true,
      idempotencyKey: balanceChargeKey(instalment),
      metadata: { instalment: instalment.id, booking_item: instalment.bookingItemId },
    });
    paymentId = charge.id;
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      // Whether it was charged is unknown: the lease runs out and the same attempt (the same key) is made again.
      ctx.log.warn({ instalment: instalment.id }, 'the payment provider was unavailable for a balance; will retry');
      return { status: 'unavailable' };
    }
    if (!(error instanceof PaymentDeclinedError)) throw error;
    const refusal = { status: 'refused', reason: error.message } as const;
    if (instalment.cardId) {
      // A co-host's card was refused for their share: it waits for their next try or its deadline, as before.
      await ctx.db
        .update(paymentInstalments)
        .set({ status: 'scheduled', cardId: null, leaseUntil: null })
        .where(and(eq(paymentInstalments.id, instalment.id), eq(paymentInstalments.status, 'processing')));
      return refusal;
    }
    const last = instalment.attempts - instalment.coHostAttempts >= BALANCE_RULES.attempts;
    await ctx.db
      .update(paymentInstalments)
      .set({
        status: last ? 'failed' : 'scheduled',
        lastError: error.message,
        leaseUntil: null,
        nextAttemptAt: last ? null : new Date(now.getTime() + BALANCE_RULES.retryAfterMs),
      })
      .where(and(eq(paymentInstalments.id, instalment.id), eq(paymentInstalments.status, 'processing')));
    if (tellRefusal) await tellRefused(ctx, instalment, error.message, last);
    return refusal;
  }
  const [item] = await ctx.db
    .select({ id: bookingItems.id, bookingId: bookingItems.bookingId, partnerUserId: bookingItems.partnerUserId })
    .from(bookingItems)
    .where(eq(bookingItems.id, instalment.bookingItemId));
  // A co-host paying back a payment already made moves money between customers' cards, not to the partner.
  const entry = paysBack(instalment)
    ? {
        ...lineOf(item!),
        partnerUserId: null,
        purpose: 'booking' as const,
        providerPaymentId: paymentId,
        occurredAt: now,
      }
    : { ...lineOf(item!), purpose: 'balance' as const, providerPaymentId: paymentId, occurredAt: now };
  const recorded = await ctx.db.transaction(async (tx) => {
    // The card was charged whatever happens next: the ledger has it.
    await recordInLedger(tx, [
      { ...entry, idempotencyKey: balanceChargeKey(instalment), kind: 'capture', amountCents: instalment.chargeCents },
    ]);
    const [current] = await tx
      .select({ status: paymentInstalments.status, providerPaymentId: paymentInstalments.providerPaymentId })
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, instalment.id))
      .for('update');
    // Another scheduler resumed this attempt (the same key, the same charge) and recorded it first.
    if (current?.status === 'paid' && current.providerPaymentId === paymentId) return 'before';
    // A cancellation of the line takes its lock and then refunds what it reads as paid: waiting for it, this charge
    // is either paid before the cancellation reads the line's instalments, or refunded here after.
    const [line] = await tx
      .select({ status: bookingItems.status })
      .from(bookingItems)
      .where(eq(bookingItems.id, instalment.bookingItemId))
      .for('share');
    if (current?.status !== 'processing' || line?.status === 'cancelled') return 'cancelled';
    await markPaid(tx, instalment.id, now, paymentId);
    // What the co-host paid is no longer the organizer's part of the payment it was split from.
    if (paysBack(instalment))
      await tx
        .update(paymentInstalments)
        .set({ chargeCents: sql`${paymentInstalments.chargeCents} - ${instalment.chargeCents}` })
        .where(eq(paymentInstalments.id, instalment.shareOf!));
    return 'now';
  });
  if (recorded === 'before') return { status: 'paid' };
  if (recorded === 'now' && paysBack(instalment))
    await payBack(ctx, instalment, now).catch((error: unknown) =>
      ctx.log.error({ err: error, instalment: instalment.id }, 'could not give a paid share back; will retry'),
    );
  // The booking was cancelled while its balance was being charged: the charge goes back at once.
  if (recorded === 'cancelled') {
    const refund = { amountCents: instalment.chargeCents, idempotencyKey: `refund:${instalment.id}:cancelled` };
    await ctx.payments.refund({ paymentId, ...refund });
    await recordInLedger(ctx.db, [{ ...entry, ...refund, kind: 'refund' }]);
    return { status: 'refused', reason: PAYMENT_CANCELLED };
  }
  if (tellWhenPaid) await tellPaid(ctx, instalment);
  return { status: 'paid' };
}

const PAYMENT_CANCELLED = 'The booking was cancelled while this was being paid; the charge was refunded.';

/** Charges every balance due (and resumes charges a crashed scheduler left). */
export async function chargeDueBalances(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: paymentInstalments.id })
    .from(paymentInstalments)
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .where(
      and(
        // A share of a payment already made is never due (no next attempt); one cut short mid-charge is resumed.
        or(eq(paymentInstalments.kind, 'balance'), isNotNull(paymentInstalments.shareOf)),
        eq(bookingItems.status, 'confirmed'),
        chargeable(now),
      ),
    );
  let paid = 0;
  for (const { id } of due) {
    const instalment = await take(ctx, id, now);
    if (!instalment) continue;
    const facts = await factsOf(ctx, instalment);
    // An attempt resumed is made with the card it was first made with: a co-host's, for their share.
    const cardId = instalment.cardId ?? facts?.savedCardId;
    if (!cardId) {
      ctx.log.error({ instalment: id }, 'a balance is due but its booking has no saved card');
      continue;
    }
    try {
      if ((await chargeInstalment(ctx, instalment, cardId, now)).status === 'paid') paid += 1;
    } catch (error) {
      ctx.log.error({ err: error, instalment: id }, 'could not charge a balance; its lease will run out and retry');
    }
  }
  return paid;
}

/** Mails and pushes the customer 3 days before each balance falls due, once. */
export async function remindUpcomingBalances(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const soon = await ctx.db
    .select()
    .from(paymentInstalments)
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .where(
      and(
        eq(paymentInstalments.kind, 'balance'),
        eq(paymentInstalments.status, 'scheduled'),
        eq(paymentInstalments.attempts, 0),
        isNull(paymentInstalments.remindedAt),
        // A co-host's share is theirs to pay by its deadline; the organizer is told when it is charged to them.
        isNull(paymentInstalments.shareOf),
        eq(bookingItems.status, 'confirmed'),
        gt(paymentInstalments.dueAt, now),
        lte(paymentInstalments.dueAt, new Date(now.getTime() + BALANCE_RULES.remindBeforeMs)),
      ),
    );
  for (const { payment_instalments: instalment } of soon) {
    const [marked] = await ctx.db
      .update(paymentInstalments)
      .set({ remindedAt: now })
      .where(and(eq(paymentInstalments.id, instalment.id), isNull(paymentInstalments.remindedAt)))
      .returning({ id: paymentInstalments.id });
    if (!marked) continue;
    const facts = await factsOf(ctx, instalment);
    if (!facts) continue;
    const amount = formatMoney(instalment.chargeCents, 'charge');
    const due = shortDayInWords(instalment.dueAt!.toISOString().slice(0, 10));
    const text =
      `The balance for ${facts.itemName} (booking ${facts.reference}), ${amount}, is charged to your saved card on ${due}. ` +
      `Nothing to do if that card still works; to pay with another card: ${payLink(ctx, facts, instalment)}`;
    if (facts.customerId)
      ctx.notify(facts.customerId, {
        title: 'Balance due soon',
        body: `${amount} for ${facts.itemName} is charged on ${due}.`,
        url: `/booking/${facts.bookingId}`,
        tag: `balance-${instalment.id}`,
      });
    await sendQuietly(ctx, [{ to: facts.email, subject: `Balance due ${due}: ${facts.itemName}`, text }]);
  }
  return soon.length;
}

async function tellRefused(ctx: CheckoutContext, instalment: InstalmentRow, reason: string, last: boolean) {
  const facts = await factsOf(ctx, instalment);
  if (!facts) return;
  const amount = formatMoney(instalment.chargeCents, 'charge');
  const next = last
    ? `We will not try again: ${facts.itemName} may cancel the booking on its cancellation terms unless it is paid.`
    : 'We will try again tomorrow.';
  const text =
    `We could not charge the balance for ${facts.itemName} (booking ${facts.reference}), ${amount}: ${reason} ${next}\n\n` +
    `Pay it with another card: ${payLink(ctx, facts, instalment)}`;
  if (facts.customerId)
    ctx.notify(facts.customerId, {
      title: 'Balance payment failed',
      body: `${amount} for ${facts.itemName} could not be charged. Pay with another card.`,
      url: `/booking/${facts.bookingId}`,
      tag: `balance-${instalment.id}`,
    });
  await sendQuietly(ctx, [{ to: facts.email, subject: `Payment failed: ${facts.itemName}`, text }]);
}

async function tellPaid(ctx: CheckoutContext, instalment: InstalmentRow) {
  const facts = await factsOf(ctx, instalment);
  if (!facts) return;
  const amount = formatMoney(instalment.chargeCents, 'charge');
  // A co-host's own attempt, resumed here after a crash, was charged to their card, not the organizer's.
  const what = instalment.cardId
    ? `A co-host's share for ${facts.itemName} (booking ${facts.reference}) is paid with their card: ${amount}.`
    : instalment.shareOf
      ? `We charged your card for a co-host's share of the balance for ${facts.itemName} (booking ${facts.reference}), not paid by its deadline: ${amount}.`
      : `We charged the balance for ${facts.itemName} (booking ${facts.reference}): ${amount}.`;
  const text = `${what}\n\nSee your booking: ${ctx.appUrl}/booking/${facts.bookingId}`;
  await sendQuietly(ctx, [{ to: facts.email, subject: `Balance paid: ${facts.itemName}`, text }]);
}
