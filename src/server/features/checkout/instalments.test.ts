// How a refund is taken from what was paid (refundParts): never more than was paid and not yet refunded, the first
// instalment first (every payer in proportion once a balance is split with co-hosts), and exactly the refund whenever
// that much was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidCents } from '#shared/payment-terms.ts';
import { refundParts, type InstalmentRow } from './instalments.ts';

const row = (
  kind: InstalmentRow['kind'],
  status: InstalmentRow['status'],
  chargeCents: number,
  refundedCents: number,
  shareOf: string | null = null,
) => ({ id: `${kind}-id`, kind, status, chargeCents, refundedCents, shareOf }) as InstalmentRow;

const instalment = (kind: InstalmentRow['kind']) =>
  fc
    .record({
      status: fc.constantFrom<InstalmentRow['status']>('scheduled', 'processing', 'paid', 'failed', 'cancelled'),
      chargeCents: fc.integer({ min: 0, max: 5_000_000 }),
      refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ status, chargeCents, refundedShare }) =>
      row(kind, status, chargeCents, status === 'paid' ? Math.floor(chargeCents * refundedShare) : 0),
    );

describe('refundParts', () => {
  it('takes the refund from what was paid, the deposit first, never more than is left of each', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          instalment('full').map((full) => [full]),
          fc.tuple(instalment('deposit'), instalment('balance')),
        ),
        fc.integer({ min: 0, max: 12_000_000 }),
        (instalments, refundCents) => {
          const parts = refundParts(instalments, refundCents);
          const total = parts.reduce((sum, part) => sum + part.cents, 0);
          expect(total).toBe(Math.min(refundCents, paidCents(instalments)));
          for (const { instalment: paid, cents } of parts) {
            expect(paid.status).toBe('paid');
            expect(cents).toBeGreaterThan(0);
            expect(cents).toBeLessThanOrEqual(paid.chargeCents - paid.refundedCents);
          }
          // The balance gives only once the deposit has given all it can.
          if (parts.length === 2)
            expect(parts[0]!.cents).toBe(instalments[0]!.chargeCents - instalments[0]!.refundedCents);
        },
      ),
    );
  });

  it('refunds a paid deposit and balance in that order', () => {
    const deposit = row('deposit', 'paid', 30_000, 0);
    const balance = row('balance', 'paid', 70_000, 0);
    expect(refundParts([deposit, balance], 50_000)).toEqual([
      { instalment: deposit, cents: 30_000 },
      { instalment: balance, cents: 20_000 },
    ]);
    expect(refundParts([deposit, row('balance', 'scheduled', 70_000, 0)], 50_000)).toEqual([
      { instalment: deposit, cents: 30_000 },
    ]);
  });

  it('refunds every payer of a split balance in proportion to what is left of their payment, to the cent', () => {
    fc.assert(
      fc.property(
        fc.tuple(instalment('deposit'), instalment('balance')),
        fc.array(instalment('balance'), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        ([deposit, balance], shares, refundCents) => {
          const instalments = [deposit, balance, ...shares.map((share) => ({ ...share, shareOf: balance.id }))];
          const parts = refundParts(instalments, refundCents);
          expect(parts.reduce((sum, part) => sum + part.cents, 0)).toBe(Math.min(refundCents, paidCents(instalments)));
          for (const { instalment: paid, cents } of parts) {
            expect(paid.status).toBe('paid');
            expect(cents).toBeLessThanOrEqual(paid.chargeCents - paid.refundedCents);
          }
        },
      ),
    );
    // Half back: the organizer's deposit and part, and the co-host's share, each give half.
    const deposit = row('deposit', 'paid', 50_000, 0);
    const own = row('balance', 'paid', 50_000, 0);
    const share = { ...row('balance', 'paid', 50_000, 0, own.id), id: 'share-id' };
    expect(refundParts([deposit, own, share], 75_000).map((part) => part.cents)).toEqual([25_000, 25_000, 25_000]);
  });
});
