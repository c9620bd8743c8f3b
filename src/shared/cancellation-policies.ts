// Cancellation policies a partner chooses for a listing (issue 46), from fixed tiers. The spec's rule, free up to 24
// hours before the event (§2, §9), is the default and the most lenient; the others keep more of what was paid the
// closer the event. Each booking line carries its listing's tier when booked, and a customer's cancellation is
// refunded by it: a percentage of what was paid, by how long before the event it is cancelled. No zod here: listing
// pages state a listing's policy from their first view.
import { percentOfCents } from './money.ts';

export const CANCELLATION_TIERS = ['very-flexible', 'flexible', 'moderate', 'strict'] as const;
export type CancellationTier = (typeof CANCELLATION_TIERS)[number];

export const DEFAULT_CANCELLATION_TIER: CancellationTier = 'very-flexible';

const DAY_HOURS = 24;

/** §2, §9: free cancellation up to 24 hours before the event, the default policy. */
export const FREE_CANCELLATION_HOURS = 24;

/** A window of the policy: cancelled at least `hoursBefore` the event's start, `refundPercent` of what was paid
 *  comes back. Windows run from the longest; outside all of them nothing is refunded. */
export interface RefundWindow {
  hoursBefore: number;
  refundPercent: number;
}

export const CANCELLATION_RULES: Record<CancellationTier, readonly RefundWindow[]> = {
  'very-flexible': [{ hoursBefore: FREE_CANCELLATION_HOURS, refundPercent: 100 }],
  flexible: [{ hoursBefore: 7 * DAY_HOURS, refundPercent: 100 }],
  moderate: [
    { hoursBefore: 30 * DAY_HOURS, refundPercent: 100 },
    { hoursBefore: 7 * DAY_HOURS, refundPercent: 50 },
  ],
  strict: [{ hoursBefore: 90 * DAY_HOURS, refundPercent: 50 }],
};

export const CANCELLATION_TIER_LABELS: Record<CancellationTier, string> = {
  'very-flexible': 'Very flexible',
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

export function isCancellationTier(value: unknown): value is CancellationTier {
  return typeof value === 'string' && (CANCELLATION_TIERS as readonly string[]).includes(value);
}

/** The share of what was paid that a customer's cancellation at `now` gets back, in percent. */
export function refundPercent(tier: CancellationTier, startsAt: Date, now: Date): number {
  const hoursBefore = (startsAt.getTime() - now.getTime()) / 3_600_000;
  return CANCELLATION_RULES[tier].find((window) => hoursBefore >= window.hoursBefore)?.refundPercent ?? 0;
}

/** What a customer's cancellation refunds of `paidCents`, to the cent (half a cent rounds up). */
export function refundCents(tier: CancellationTier, paidCents: number, startsAt: Date, now: Date): number {
  const percent = refundPercent(tier, startsAt, now);
  return percent === 100 ? paidCents : percentOfCents(paidCents, percent / 100);
}

const windowInWords = (hours: number) =>
  hours % DAY_HOURS === 0 && hours > DAY_HOURS ? `${hours / DAY_HOURS} days` : `${hours} hours`;

const shareInWords = (percent: number) =>
  percent === 100 ? 'full refund' : percent === 50 ? 'half refunded' : `${percent}% refunded`;

/**
 * The policy as every page, cart and mail states it. The default is §2's own words, 'Free cancellation up to 24 hours
 * before the event'; the others, e.g. 'Full refund up to 30 days before the event, half refunded up to 7 days before;
 * none after'.
 */
export function cancellationPolicyInWords(tier: CancellationTier): string {
  const windows = CANCELLATION_RULES[tier];
  if (tier === DEFAULT_CANCELLATION_TIER)
    return `Free cancellation up to ${windowInWords(FREE_CANCELLATION_HOURS)} before the event`;
  const parts = windows.map(
    (window, index) =>
      `${shareInWords(window.refundPercent)} up to ${windowInWords(window.hoursBefore)} before${index === 0 ? ' the event' : ''}`,
  );
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}; none after`;
}

/** What a cart or checkout says of cancellation: §2's words, and where some line has a policy of its own, that it is
 *  stated with that line. */
export function cartCancellationNote(tiers: Iterable<CancellationTier>): string {
  const own = [...tiers].some((tier) => tier !== DEFAULT_CANCELLATION_TIER);
  const rule = cancellationPolicyInWords(DEFAULT_CANCELLATION_TIER);
  return own ? `${rule}, except where a partner's own policy is shown` : rule;
}

/** A line's policy when it is its partner's own, stated beside the line: 'Cancellation: full refund up to 7 days
 *  before the event; none after.' Null for the default, which the cart's sentence (cartCancellationNote) states. */
export function ownCancellationInWords(tier: CancellationTier): string | null {
  if (tier === DEFAULT_CANCELLATION_TIER) return null;
  const words = cancellationPolicyInWords(tier);
  return `Cancellation: ${words.charAt(0).toLowerCase()}${words.slice(1)}.`;
}
