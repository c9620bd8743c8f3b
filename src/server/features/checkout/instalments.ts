// A partner booking's instalments (#shared/payment-terms.ts) as rows: written with the booking, the first (in full
// or a deposit) captured from the checkout's hold when the partner confirms, a balance charged to the saved card on
// its due date (charge-balances.ts). Refunds take back what was paid, the first instalment first.
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { allocateCents } from '#shared/fees.ts';
import { percentOfCents } from '#shared/money.ts';
import type { Instalment } from '#shared/payment-terms.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, paymentInstalments } from '../../db/schema/index.ts';

export type InstalmentRow = typeof paymentInstalments.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'update'>;

export function instalmentRows(bookingItemId: string, instalments: readonly Instalment[]) {
  return instalments.map((instalment) => ({
    bookingItemId,
    kind: instalment.kind,
    chargeCents: instalment.chargeCents,
    payoutCents: instalment.payoutCents,
    dueAt: instalment.dueAt,
    nextAttemptAt: instalment.dueAt,
  }));
}

/** The item's instalments, the one charged at confirmation first. */
export async function instalmentsOf(db: Reader, bookingItemId: string): Promise<InstalmentRow[]> {
  const rows = await db
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.bookingItemId, bookingItemId))
    .orderBy(asc(paymentInstalments.createdAt));
  return rows.sort((a, b) => Number(a.kind === 'balance') - Number(b.kind === 'balance'));
}

/** Every instalment of a booking's lines. */
export async function instalmentsOfBooking(db: Reader, bookingId: string): Promise<InstalmentRow[]> {
  return db
    .select(getTableColumns(paymentInstalments))
    .from(paymentInstalments)
    .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
    .where(eq(bookingItems.bookingId, bookingId));
}

/**
 * A balance or a payment already made and the co-hosts' shares split from it (ADR 030) as one instalment, as partners
 * and the booking's pages show it: what is owed for the line and whether it is paid, not who pays it. Parts cancelled
 * are left out while any part is not (a part of nothing, the organizer's when co-hosts took it all; the unpaid parts of
 * a cancelled line, whose paid parts still read as paid and refunded). The balance's own day.
 */
export function withSharesMerged(rows: readonly InstalmentRow[]): InstalmentRow[] {
  const parts = new Map<string, InstalmentRow[]>();
  // A share of a payment already made counts once its co-host paid it (and the payment gave that much up); until
  // then the payment is the organizer's, whole.
  const counts = (row: InstalmentRow) => row.shareOf === null || row.kind === 'balance' || row.status === 'paid';
  for (const row of rows.filter(counts))
    parts.set(row.shareOf ?? row.id, [...(parts.get(row.shareOf ?? row.id) ?? []), row]);
  return rows
    .filter((row) => row.shareOf === null)
    .map((row) => {
      const all = parts.get(row.id)!;
      if (all.length === 1) return row;
      const live = all.filter((part) => part.status !== 'cancelled');
      const counted = live.length > 0 ? live : all;
      const some = (status: InstalmentRow['status']) => counted.some((part) => part.status === status);
      const status = counted.every((part) => part.status === 'paid')
        ? 'paid'
        : (['processing', 'failed', 'scheduled', 'cancelled'] as const).find(some)!;
      // A payment already made was paid when it was made, whoever pays a share of it back later.
      const paidAt =
        status !== 'paid'
          ? null
          : row.kind === 'balance'
            ? new Date(Math.max(...counted.map((part) => part.paidAt!.getTime())))
            : row.paidAt;
      return {
        ...row,
        status,
        paidAt,
        chargeCents: sum(counted, 'chargeCents'),
        payoutCents: sum(counted, 'payoutCents'),
        refundedCents: sum(all, 'refundedCents'),
        lastError: counted.find((part) => part.lastError && part.status !== 'paid')?.lastError ?? null,
      };
    });
}

const sum = (rows: readonly InstalmentRow[], key: 'chargeCents' | 'payoutCents' | 'refundedCents') =>
  rows.reduce((total, row) => total + row[key], 0);

/** The instalment captured from the checkout's hold when the partner confirms: the full charge or the deposit. */
export function atConfirmation(instalments: readonly InstalmentRow[]): InstalmentRow {
  const first = instalments.find((instalment) => instalment.kind !== 'balance' && instalment.shareOf === null);
  if (!first) throw new Error('a booking item has no instalment charged at confirmation');
  return first;
}

export const paidPayoutCents = (instalments: readonly InstalmentRow[]) =>
  instalments
    .filter((instalment) => instalment.status === 'paid')
    .reduce((total, instalment) => total + instalment.payoutCents, 0);

/** The partner's share of what a cancellation keeps when `refundPercent` of what was paid goes back: their paid
 *  payout less the same percentage of it (half a cent rounds up, as the refund does). */
export function keptPayoutCents(instalments: readonly InstalmentRow[], refundPercent: number): number {
  const paid = paidPayoutCents(instalments);
  return refundPercent >= 100 ? 0 : paid - percentOfCents(paid, refundPercent / 100);
}

/** A balance refused after every retry: its partner may cancel on the cancellation's terms. */
export const balanceUnpaid = (instalments: readonly InstalmentRow[]) =>
  instalments.some((instalment) => instalment.kind === 'balance' && instalment.status === 'failed');

/**
 * How a refund is taken from what was paid: the first instalment first, then the balance. A line whose balance was
 * split with co-hosts refunds every payment in proportion to what is left of it (to the cent, by largest remainder),
 * so each payer gets their share of the refund back.
 */
export function refundParts(
  instalments: readonly InstalmentRow[],
  refundCents: number,
): { instalment: InstalmentRow; cents: number }[] {
  if (instalments.some((instalment) => instalment.shareOf !== null)) {
    const paid = instalments.filter((instalment) => instalment.status === 'paid');
    const left = paid.map((instalment) => instalment.chargeCents - instalment.refundedCents);
    const cents = allocateCents(
      Math.min(
        refundCents,
        left.reduce((total, part) => total + part, 0),
      ),
      left,
    );
    return paid.map((instalment, index) => ({ instalment, cents: cents[index]! })).filter((part) => part.cents > 0);
  }
  const parts: { instalment: InstalmentRow; cents: number }[] = [];
  let left = refundCents;
  for (const instalment of instalments) {
    if (left <= 0 || instalment.status !== 'paid') continue;
    const cents = Math.min(left, instalment.chargeCents - instalment.refundedCents);
    if (cents > 0) parts.push({ instalment, cents });
    left -= cents;
  }
  return parts;
}

export async function markPaid(tx: Writer, id: string, now: Date, providerPaymentId?: string): Promise<void> {
  await tx
    .update(paymentInstalments)
    .set({ status: 'paid', paidAt: now, leaseUntil: null, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(eq(paymentInstalments.id, id));
}

/** Nothing more is charged for the item: its unpaid instalments are cancelled. */
export async function cancelUnpaid(tx: Writer, bookingItemId: string): Promise<void> {
  await tx
    .update(paymentInstalments)
    .set({ status: 'cancelled', leaseUntil: null, nextAttemptAt: null })
    .where(
      and(
        eq(paymentInstalments.bookingItemId, bookingItemId),
        // One being charged is cancelled too: the scheduler refunds a charge that lands on a cancelled instalment.
        inArray(paymentInstalments.status, ['scheduled', 'processing', 'failed']),
      ),
    );
}
