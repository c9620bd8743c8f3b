import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_BUDGETS,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  isLongTask,
  isMemoryHigh,
  isSlowResource,
  isVitalName,
  rateVital,
} from './web-vitals.ts';

describe('web-vitals thresholds (§9)', () => {
  it('has the spec table', () => {
    expect(VITAL_THRESHOLDS).toMatchObject({
      CLS: { good: 0.1, poor: 0.25 },
      FID: { good: 100, poor: 300 },
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      TTFB: { good: 800, poor: 1800 },
    });
    expect(PERFORMANCE_BUDGETS).toEqual({ firstPaintMs: 1800, lcpMs: 2500, inputDelayMs: 100, layoutShift: 0.1 });
  });

  it('rates values at the boundaries', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.05)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.3)).toBe('poor');
    expect(rateVital('TTFB', 900)).toBe('needs-improvement');
  });

  it('ratings never improve as a value grows', () => {
    const order = { good: 0, 'needs-improvement': 1, poor: 2 };
    fc.assert(
      fc.property(
        fc.constantFrom(...VITAL_NAMES),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (name, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(order[rateVital(name, low)]).toBeLessThanOrEqual(order[rateVital(name, high)]);
        },
      ),
    );
  });

  it('recognises names', () => {
    expect(isVitalName('LCP')).toBe(true);
    expect(isVitalName('XYZ')).toBe(false);
  });
});

describe('performance monitors', () => {
  it('flags long tasks over 50 ms, slow resources over 1 s and memory above 80%', () => {
    expect([isLongTask(50), isLongTask(51)]).toEqual([false, true]);
    expect([isSlowResource(1000), isSlowResource(1001)]).toEqual([false, true]);
    expect([isMemoryHigh(80, 100), isMemoryHigh(81, 100), isMemoryHigh(1, 0)]).toEqual([false, true, false]);
  });
});
