import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCurrency, fromCents, percentOfCents, roundHalfUp, safeAmount, toCents } from './money.ts';

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

describe('formatCurrency (en-US USD)', () => {
  it('formats with and without decimals', () => {
    expect(formatCurrency(1250)).toBe('$1,250.00');
    expect(formatCurrency(1250, { decimals: false })).toBe('$1,250');
    expect(formatCurrency(1250.5, { decimals: false })).toBe('$1,251');
    expect(formatCurrency(0.1 + 0.2)).toBe('$0.30');
    expect(formatCurrency(1.005)).toBe('$1.01');
  });
  it('shows invalid amounts as $0', () => {
    expect(formatCurrency(Number.NaN)).toBe('$0.00');
    expect(formatCurrency(-5, { decimals: false })).toBe('$0');
  });
  it('formats cents', () => {
    expect(formatCents(125_000)).toBe('$1,250.00');
    expect(formatCents(199, { decimals: false })).toBe('$2');
    expect(formatCents(1_234_567_89)).toBe('$1,234,567.89');
  });
});
