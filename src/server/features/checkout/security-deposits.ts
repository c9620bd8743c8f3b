// Security deposits (issue 46, #shared/security-deposits.ts), run with the other money jobs every minute:
// - the day before the event, each confirmed line's deposit is held on the customer's saved card (capture: false),
//   once: a scheduler takes the deposit with a lease (an UPDATE only one instance wins) and the provider's idempotency
//   key names the attempt, so a crash between the provider's answer and our write resumes the same attempt;
// - 72 hours after the event ends, a deposit nobody claimed is released; one whose booking line ended (cancelled) is
//   released at once;
// - a deposit still scheduled when its line ended is never held.
// Claims on a held deposit are claims.ts's.
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { formatMoney } from '#shared/money.ts';
import { securityDepositTimes } from '#shared/security-deposits.ts';
import { PaymentDeclinedError, PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { bookingItems, bookings, securityDeposits } from '../../db/schema/index.ts';
import { sendQuietly } from './booking-mails.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { recordInLedger, releaseKey } from './ledger.ts';
import { leased, takeable } from './leases.ts';

export type SecurityDepositRow = typeof securityDeposits.$inferSelect;

/** How long a scheduler owns a deposit it is holding; a crashed one's attempt is resumed after it. */
export const HOLD_LEASE_MS = 5 * 60_000;

/** Lines that no longer take place: their deposit is never held, or is released at once. */
const ENDED_LINE_STATUSES = ['declined', 'expired', 'cancelled'] as const;

/** The idempotency key of one attempt to hold a deposit. */
export const depositHoldKey = (deposit: Pick<SecurityDepositRow, 'id' | 'attempts'>) =>
  `deposit-hold:${deposit.id}:${deposit.attempts}`;

/** The deposit row of a booking line that asks one (none for the others), written with the booking. */
export function securityDepositRow(item: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  securityDepositCents: number | null;
}) {
  if (item.securityDepositCents === null) return [];
  return [
    {
      bookingItemId: item.id,
      amountCents: item.securityDepositCents,
      ...securityDepositTimes(item.startsAt, item.endsAt),
    },
  ];
}

interface DepositFacts {
  itemName: string;
  itemStatus: string;
  partnerUserId: string | null;
  bookingId: string;
  reference: string;
  customerId: string | null;
  email: string;
  savedCardId: string | null;
}

export async function depositFacts(ctx: CheckoutContext, deposit: SecurityDepositRow): Promise<DepositFacts | null> {
  const [row] = await ctx.db
    .select({
      itemName: bookingItems.name,
      itemStatus: bookingItems.status,
      partnerUserId: bookingItems.partnerUserId,
      bookingId: bookings.id,
      reference: bookings.reference,
      customerId: bookings.customerId,
      contact: bookings.contact,
      savedCardId: bookings.savedCardId,
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(bookingItems.id, deposit.bookingItemId));
  return row ? { ...row, email: row.contact.email } : null;
}

/** The ledger's names for a deposit's line. */
const depositLine = (facts: DepositFacts, deposit: SecurityDepositRow, now: Date) => ({
  bookingId: facts.bookingId,
  bookingItemId: deposit.bookingItemId,
  partnerUserId: facts.partnerUserId,
  purpose: 'security_deposit' as const,
  occurredAt: now,
});

const HOLD_STATES = { waiting: 'scheduled', working: 'holding' } as const;

/** A deposit to hold now: scheduled and due, or left mid-hold by a scheduler whose lease ran out. */
const holdable = (now: Date) => takeable(securityDeposits, securityDeposits.holdAt, HOLD_STATES, now);

/** Takes a deposit to hold: a new attempt when scheduled, the same attempt when resumed. Only one caller gets it. */
async function take(ctx: CheckoutContext, id: string, now: Date): Promise<SecurityDepositRow | null> {
  const [taken] = await ctx.db
    .update(securityDeposits)
    .set(leased(securityDeposits, HOLD_STATES, now, HOLD_LEASE_MS))
    .where(and(eq(securityDeposits.id, id), holdable(now)))
    .returning();
  return taken ?? null;
}

/** Holds the deposits due (their line confirmed), and cancels the scheduled ones whose line ended. */
export async function holdDueSecurityDeposits(ctx: CheckoutContext, now = new Date()): Promise<number> {
  await ctx.db
    .update(securityDeposits)
    .set({ status: 'cancelled', settledAt: now })
    .where(
      and(
        eq(securityDeposits.status, 'scheduled'),
        inArray(
          securityDeposits.bookingItemId,
          ctx.db
            .select({ id: bookingItems.id })
            .from(bookingItems)
            .where(inArray(bookingItems.status, [...ENDED_LINE_STATUSES])),
        ),
      ),
    );
  const due = await ctx.db
    .select({ id: securityDeposits.id })
    .from(securityDeposits)
    .innerJoin(bookingItems, eq(bookingItems.id, securityDeposits.bookingItemId))
    .where(and(eq(bookingItems.status, 'confirmed'), holdable(now)));
  let held = 0;
  for (const { id } of due) {
    const deposit = await take(ctx, id, now);
    if (!deposit) continue;
    try {
      if (await holdDeposit(ctx, deposit, now)) held += 1;
    } catch (error) {
      ctx.log.error({ err: error, deposit: id }, 'could not hold a security deposit; its lease will run out and retry');
    }
  }
  return held;
}

async function holdDeposit(ctx: CheckoutContext, deposit: SecurityDepositRow, now: Date): Promise<boolean> {
  const facts = await depositFacts(ctx, deposit);
  if (!facts?.savedCardId) {
    ctx.log.error({ deposit: deposit.id }, 'a security deposit is due but its booking has no saved card');
    return false;
  }
  const amount = formatMoney(deposit.amountCents, 'charge');
  let paymentId: string;
  try {
    const hold = await ctx.payments.chargeSavedCard({
      savedCardId: facts.savedCardId,
      amountCents: deposit.amountCents,
      capture: false,
      idempotencyKey: depositHoldKey(deposit),
      metadata: { security_deposit: deposit.id, booking_item: deposit.bookingItemId },
    });
    paymentId = hold.id;
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      ctx.log.warn({ deposit: deposit.id }, 'the payment provider was unavailable for a security deposit; will retry');
      return false;
    }
    if (!(error instanceof PaymentDeclinedError)) throw error;
    await ctx.db
      .update(securityDeposits)
      .set({ status: 'failed', lastError: error.message, leaseUntil: null, settledAt: now })
      .where(and(eq(securityDeposits.id, deposit.id), eq(securityDeposits.status, 'holding')));
    await sendQuietly(ctx, [
      {
        to: facts.email,
        subject: `Security deposit not held: ${facts.itemName}`,
        text:
          `We could not hold the ${amount} security deposit for ${facts.itemName} (booking ${facts.reference}) on your ` +
          `saved card: ${error.message} Your booking stands; ${facts.itemName} may ask you for the deposit another ` +
          `way.\n\nSee your booking: ${ctx.appUrl}/booking/${facts.bookingId}`,
      },
    ]);
    return false;
  }
  const recorded = await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .update(securityDeposits)
      .set({ status: 'held', providerPaymentId: paymentId, heldAt: now, leaseUntil: null, lastError: null })
      .where(and(eq(securityDeposits.id, deposit.id), eq(securityDeposits.status, 'holding')))
      .returning({ id: securityDeposits.id });
    if (held)
      await recordInLedger(tx, [
        {
          ...depositLine(facts, deposit, now),
          idempotencyKey: depositHoldKey(deposit),
          kind: 'authorization',
          amountCents: deposit.amountCents,
          providerPaymentId: paymentId,
        },
      ]);
    return held !== undefined;
  });
  if (!recorded) {
    await ctx.payments.release(paymentId);
    return false;
  }
  if (facts.customerId)
    ctx.notify(facts.customerId, {
      title: 'Security deposit held',
      body: `${amount} for ${facts.itemName} is held on your card until 72 hours after the event.`,
      url: `/booking/${facts.bookingId}`,
      tag: `deposit-${deposit.id}`,
    });
  await sendQuietly(ctx, [
    {
      to: facts.email,
      subject: `Security deposit held: ${facts.itemName}`,
      text:
        `We placed a hold of ${amount} on your saved card for ${facts.itemName}'s security deposit (booking ` +
        `${facts.reference}). Nothing is charged: the hold is released 72 hours after the event ends, unless ` +
        `${facts.itemName} claims overtime or damage, which you may accept or dispute.\n\n` +
        `See your booking: ${ctx.appUrl}/booking/${facts.bookingId}`,
    },
  ]);
  return true;
}

/**
 * Releases the held deposits nobody claimed by their release time, and those whose line ended (a booking cancelled
 * on the day). A release is written first (so no claim can be filed on it any more), then made at the provider; one
 * the provider did not answer is made again on the next run.
 */
export async function releaseDueSecurityDeposits(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const endedLines = ctx.db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(inArray(bookingItems.status, [...ENDED_LINE_STATUSES]));
  const released = await ctx.db
    .update(securityDeposits)
    .set({ status: 'released' })
    .where(
      and(
        eq(securityDeposits.status, 'held'),
        or(lte(securityDeposits.releaseAt, now), inArray(securityDeposits.bookingItemId, endedLines)),
      ),
    )
    .returning();
  const unsettled = await ctx.db
    .select()
    .from(securityDeposits)
    .where(and(eq(securityDeposits.status, 'released'), isNull(securityDeposits.settledAt)));
  for (const deposit of unsettled) {
    try {
      await ctx.payments.release(deposit.providerPaymentId!);
    } catch (error) {
      ctx.log.warn({ err: error, deposit: deposit.id }, 'could not release a security deposit; will retry');
      continue;
    }
    const facts = await depositFacts(ctx, deposit);
    const settled = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(securityDeposits)
        .set({ settledAt: now })
        .where(and(eq(securityDeposits.id, deposit.id), isNull(securityDeposits.settledAt)))
        .returning({ id: securityDeposits.id });
      if (row && facts)
        await recordInLedger(tx, [
          {
            ...depositLine(facts, deposit, now),
            idempotencyKey: releaseKey(deposit.providerPaymentId!),
            kind: 'release',
            amountCents: deposit.amountCents,
            providerPaymentId: deposit.providerPaymentId,
          },
        ]);
      return row !== undefined;
    });
    if (settled && facts) await tellReleased(ctx, deposit, facts);
  }
  return released.length;
}

async function tellReleased(ctx: CheckoutContext, deposit: SecurityDepositRow, facts: DepositFacts) {
  await sendQuietly(ctx, [
    {
      to: facts.email,
      subject: `Security deposit released: ${facts.itemName}`,
      text:
        `The ${formatMoney(deposit.amountCents, 'charge')} hold for ${facts.itemName}'s security deposit (booking ` +
        `${facts.reference}) is released: nothing was charged. Your bank may take a few days to show it.\n\n` +
        `See your booking: ${ctx.appUrl}/booking/${facts.bookingId}`,
    },
  ]);
}
