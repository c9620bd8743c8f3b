import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY } from './bookings.ts';
import {
  CANCELLATION_TIERS,
  cancellationPolicyInWords,
  refundCents,
  refundPercent,
  type CancellationTier,
} from './cancellation-policies.ts';

const START = new Date('2027-06-12T18:00:00Z');
const before = (days: number, hours = 0) => new Date(START.getTime() - (days * 24 + hours) * 3_600_000);

describe('cancellation policies', () => {
  it('states each tier in words, the default in §2’s own', () => {
    expect(cancellationPolicyInWords('very-flexible')).toBe(CANCELLATION_POLICY);
    expect(cancellationPolicyInWords('very-flexible')).toBe('Free cancellation up to 24 hours before the event');
    expect(cancellationPolicyInWords('flexible')).toBe('Full refund up to 7 days before the event; none after');
    expect(cancellationPolicyInWords('moderate')).toBe(
      'Full refund up to 30 days before the event, half refunded up to 7 days before; none after',
    );
    expect(cancellationPolicyInWords('strict')).toBe('Half refunded up to 90 days before the event; none after');
  });

  it.each<[CancellationTier, Date, number]>([
    ['very-flexible', before(1), 100],
    ['very-flexible', before(0, 23), 0],
    ['flexible', before(7), 100],
    ['flexible', before(6, 23), 0],
    ['moderate', before(30), 100],
    ['moderate', before(29), 50],
    ['moderate', before(7), 50],
    ['moderate', before(6), 0],
    ['strict', before(120), 50],
    ['strict', before(90), 50],
    ['strict', before(89), 0],
    ['strict', new Date(START.getTime() + 3_600_000), 0],
  ])('%s cancelled at %s refunds %d%%', (tier, now, percent) => {
    expect(refundPercent(tier, START, now)).toBe(percent);
  });

  it('refunds a share of what was paid to the cent, never more, never less than nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_TIERS),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: -48, max: 24 * 120 }),
        (tier, paid, hoursBefore) => {
          const now = new Date(START.getTime() - hoursBefore * 3_600_000);
          const refund = refundCents(tier, paid, START, now);
          expect(Number.isInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(paid);
          // Within half a cent of its percentage.
          expect(Math.abs(refund - (paid * refundPercent(tier, START, now)) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('never refunds more when cancelled later', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_TIERS),
        fc.integer({ min: 0, max: 24 * 120 }),
        fc.integer({ min: 0, max: 24 * 120 }),
        (tier, a, b) => {
          const [early, late] = [Math.max(a, b), Math.min(a, b)].map((h) => before(0, h));
          expect(refundPercent(tier, START, late!)).toBeLessThanOrEqual(refundPercent(tier, START, early!));
        },
      ),
    );
  });
});
