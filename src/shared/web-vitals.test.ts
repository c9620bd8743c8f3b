import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VITAL_NAMES,
  isLongTask,
  isMemoryHigh,
  isSlowResource,
  isVitalName,
  judgeBudget,
  rateVital,
} from './web-vitals.ts';

describe('web-vitals thresholds (§9)', () => {
  it('rates each vital by the §9 table: good up to the first figure, poor past the second', () => {
    const table = { CLS: [0.1, 0.25], FID: [100, 300], FCP: [1800, 3000], LCP: [2500, 4000], TTFB: [800, 1800] };
    for (const [name, [good, poor]] of Object.entries(table) as [keyof typeof table, number[]][]) {
      expect([rateVital(name, good!), rateVital(name, poor!), rateVital(name, poor! * 1.01)]).toEqual([
        'good',
        'needs-improvement',
        'poor',
      ]);
    }
  });

  it('judges first paint, LCP, input delay and layout shift against the §9 budgets, and nothing else', () => {
    expect(judgeBudget('FCP', 1800)).toEqual({ budget: 1800, met: true });
    expect(judgeBudget('FCP', 1801)).toEqual({ budget: 1800, met: false });
    expect(judgeBudget('LCP', 2600)).toEqual({ budget: 2500, met: false });
    expect(judgeBudget('FID', 99)).toEqual({ budget: 100, met: true });
    expect(judgeBudget('CLS', 0.11)).toEqual({ budget: 0.1, met: false });
    expect(judgeBudget('TTFB', 5000)).toBeNull();
    expect(judgeBudget('INP', 5000)).toBeNull();
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
