import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, percentOfCents, roundHalfUp, safeAmount, toCents } from './money.ts';

describe('safeAmount (§5)', () => {
  it('keeps finite amounts of 0 or more', () => {
    expect(safeAmount(0)).toBe(0);
    expect(safeAmount(12.5)).toBe(12.5);
  });
  it('turns invalid amounts into 0', () => {
    for (const bad of [-1, Number.NaN, Infinity, -Infinity, '12', null, undefined, {}]) {
      expect(safeAmount(bad)).toBe(0);
    }
  });
});

describe('cents', () => {
  it('rounds half up to the cent, despite float noise', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(Number.NaN)).toBe(0);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(fromCents(125_000)).toBe(1250);
  });
  it('round-trips whole cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => toCents(fromCents(cents)) === cents));
  });
  it('takes a percentage of cents, rounding halves up', () => {
    expect(percentOfCents(1000, 0.05)).toBe(50);
    expect(percentOfCents(10, 0.05)).toBe(1); // 0.5 → 1
    expect(percentOfCents(9, 0.05)).toBe(0); // 0.45 → 0
    expect(percentOfCents(10_000, 0.029)).toBe(290);
    expect(percentOfCents(50, 0.029)).toBe(1); // 1.45 → 1
    expect(percentOfCents(-10, 0.05)).toBe(-1);
  });
  it('matches exact rational rounding for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(0.05, 0.029, 0.08), (cents, rate) => {
        const bps = BigInt(Math.round(rate * 10_000));
        const expected = Number((BigInt(cents) * bps * 2n + 10_000n) / 20_000n);
        expect(percentOfCents(cents, rate)).toBe(expected);
      }),
    );
  });
});

describe('formatMoney: en-US USD, by place (§9)', () => {
  it('shows a charge to the cent: the cart, checkout, bookings and payouts', () => {
    expect(formatMoney(17_500, 'charge')).toBe('$175.00');
    expect(formatMoney(1_234_567_89, 'charge')).toBe('$1,234,567.89');
    expect(formatMoney(30, 'charge')).toBe('$0.30');
  });
  it('shows whole dollars on listing pages and cards, in messaging and on dashboards', () => {
    expect(formatMoney(17_500, 'listing')).toBe('$175');
    expect(formatMoney(115_930, 'messaging')).toBe('$1,159');
    expect(formatMoney(125_050, 'summary')).toBe('$1,251');
    expect(formatMoney(199, 'messaging')).toBe('$2');
  });
  it('shows invalid amounts as $0', () => {
    expect(formatMoney(Number.NaN, 'charge')).toBe('$0.00');
    expect(formatMoney(-500, 'listing')).toBe('$0');
  });
  it('never drifts from the cents it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const shown = formatMoney(cents, 'charge').replace(/[$,.]/g, '');
        expect(Number(shown)).toBe(cents);
      }),
    );
  });
});
