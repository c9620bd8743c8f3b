// Web-vitals ratings and performance budgets (spec §9 Performance).
import { PERFORMANCE } from './constants.ts';

/**
 * Good/poor thresholds. CLS, FID, FCP, LCP and TTFB are the spec's; INP is added because web-vitals 5+
 * reports INP instead of FID (thresholds from web.dev: 200/500 ms).
 */
export const VITAL_THRESHOLDS = {
  ...PERFORMANCE.vitals,
  INP: { good: 200, poor: 500 },
} as const;

export type VitalName = keyof typeof VITAL_THRESHOLDS;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[];

export function isVitalName(value: unknown): value is VitalName {
  return typeof value === 'string' && value in VITAL_THRESHOLDS;
}

/** At or under "good" is good; above "poor" is poor; in between needs improvement (as web-vitals rates). */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

/** §9 budgets, by the vital that measures each: first paint (FCP), LCP, input delay (FID), layout shift (CLS). */
const VITAL_BUDGETS: Partial<Record<VitalName, number>> = {
  FCP: PERFORMANCE.budgets.firstPaintMs,
  LCP: PERFORMANCE.budgets.lcpMs,
  FID: PERFORMANCE.budgets.inputDelayMs,
  CLS: PERFORMANCE.budgets.layoutShift,
};

/** The vital's §9 budget and whether `value` keeps to it (at or under); null for a vital §9 sets no budget for. */
export function judgeBudget(name: VitalName, value: number): { budget: number; met: boolean } | null {
  const budget = VITAL_BUDGETS[name];
  return budget === undefined ? null : { budget, met: value <= budget };
}

export function isLongTask(durationMs: number): boolean {
  return durationMs > PERFORMANCE.longTaskMs;
}

export function isSlowResource(durationMs: number): boolean {
  return durationMs > PERFORMANCE.slowResourceMs;
}

/** True when used heap is above 80% of the limit. */
export function isMemoryHigh(usedBytes: number, limitBytes: number): boolean {
  return limitBytes > 0 && usedBytes / limitBytes > PERFORMANCE.memoryWarnRatio;
}
