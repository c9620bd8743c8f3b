// Security deposits and claims after the event (issue 46). A listing may ask a refundable security deposit: it is held
// on the customer's saved card one day before the event and released 72 hours after it ends, unless the partner files
// a claim first (overtime hours at the line's hourly rate, damage with photos, together at most the deposit). The
// customer has 48 hours to accept or dispute it; silence accepts. A dispute goes to an admin, who decides how much of
// it stands. No zod here: listing pages state the deposit from their first view.
import { formatMoney } from './money.ts';

const HOUR_MS = 60 * 60 * 1000;

export const SECURITY_DEPOSIT_LIMITS = {
  /** Whole dollars a listing may ask. */
  dollars: { min: 50, max: 5000 },
  /** Overtime a claim may count, in half hours. */
  overtimeHours: { max: 12 },
  descriptionChars: { min: 10, max: 2000 },
  photos: { max: 6 },
} as const;

export const SECURITY_DEPOSIT_TIMES = {
  /** The hold is made this long before the event starts. */
  holdBeforeStartMs: 24 * HOUR_MS,
  /** Left unclaimed this long after the event ends, the hold is released. */
  releaseAfterEndMs: 72 * HOUR_MS,
  /** The customer's time to accept or dispute a claim; silence accepts it. */
  answerWithinMs: 48 * HOUR_MS,
  /** A card hold lapses after 7 days (Stripe): a claim still open this long after the hold is captured before then. */
  captureHeldForMs: 6 * 24 * HOUR_MS,
} as const;

export const SECURITY_DEPOSIT_MESSAGES = {
  amount: `Ask for a security deposit between $${SECURITY_DEPOSIT_LIMITS.dollars.min} and $${SECURITY_DEPOSIT_LIMITS.dollars.max.toLocaleString('en-US')}.`,
  overtimeHours: `Claim overtime in half hours, up to ${SECURITY_DEPOSIT_LIMITS.overtimeHours.max}.`,
  damageAmount: 'Enter the damage in dollars and cents, or leave it at $0.',
  description: `Describe the damage in ${SECURITY_DEPOSIT_LIMITS.descriptionChars.min} to ${SECURITY_DEPOSIT_LIMITS.descriptionChars.max} characters.`,
  photos: `Add 1 to ${SECURITY_DEPOSIT_LIMITS.photos.max} photos of the damage.`,
  nothingClaimed: 'Claim overtime, damage or both.',
  overtimeNotHourly: 'Overtime can be claimed only for a booking priced by the hour.',
  overDeposit: (depositCents: number) =>
    `A claim cannot be more than the security deposit of ${formatMoney(depositCents, 'charge')}.`,
  statement: `Say why in ${SECURITY_DEPOSIT_LIMITS.descriptionChars.min} to ${SECURITY_DEPOSIT_LIMITS.descriptionChars.max} characters.`,
  decision: (claimedCents: number) =>
    `Decide an amount between $0.00 and the ${formatMoney(claimedCents, 'charge')} claimed.`,
} as const;

/** When the deposit is held and when, unclaimed, it is released, from the booking line's own times. */
export function securityDepositTimes(startsAt: Date, endsAt: Date): { holdAt: Date; releaseAt: Date } {
  return {
    holdAt: new Date(startsAt.getTime() - SECURITY_DEPOSIT_TIMES.holdBeforeStartMs),
    releaseAt: new Date(endsAt.getTime() + SECURITY_DEPOSIT_TIMES.releaseAfterEndMs),
  };
}

/** What a claim asks: overtime at the line's hourly rate plus damage, to the cent. */
export function claimTotalCents(
  claim: { overtimeHours: number; damageCents: number },
  hourlyRateCents: number,
): number {
  return Math.round(claim.overtimeHours * hourlyRateCents) + claim.damageCents;
}

/** A listing's deposit as its page, the cart and checkout state it. */
export function securityDepositInWords(cents: number): string {
  return (
    `Refundable security deposit of ${formatMoney(cents, 'charge')}: held on your card the day before the event and ` +
    'released 72 hours after it ends, unless the partner claims overtime or damage.'
  );
}

/**
 * scheduled: waits for the day before the event; holding: a scheduler is placing the hold; held: on the card;
 * released: given back whole; claimed: a claim is open; captured: the claim's amount was taken (the rest released);
 * failed: the card refused the hold; cancelled: the booking line ended before the hold.
 */
export const SECURITY_DEPOSIT_STATUSES = [
  'scheduled',
  'holding',
  'held',
  'released',
  'claimed',
  'captured',
  'failed',
  'cancelled',
] as const;
export type SecurityDepositStatus = (typeof SECURITY_DEPOSIT_STATUSES)[number];

/** open: waiting for the customer; accepted (by them, or by their silence); disputed: waiting for an admin; decided. */
export const CLAIM_STATUSES = ['open', 'accepted', 'disputed', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
