// Currency helpers (spec §5 Currency helpers, §9 Display: USD in en-US format).
// Money is stored and computed as integer cents; dollars appear only at the edges (display, input).
import { DISPLAY } from './constants.ts';

/** §5: an amount must be a finite number of 0 or more; anything else (NaN, negatives, strings) gives 0. */
export function safeAmount(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0;
}

/** Rounds to a whole number, halves away from zero; absorbs float noise such as 1.005 * 100 = 100.49999. */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const cleaned = Number(x.toPrecision(12));
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
  return rounded === 0 ? 0 : rounded;
}

export function toCents(dollars: number): number {
  return roundHalfUp(dollars * 100);
}

export function fromCents(cents: number): number {
  return Number.isFinite(cents) ? cents / 100 : 0;
}

/**
 * Where an amount is shown, which decides how it reads. §9: USD in en-US format, shown without decimals on the venue
 * and messaging pages.
 * - 'listing': a venue's or vendor's asking price, on its page, its card and in the concierge's plans (the venue
 *   page's rule holds for every listing, so one price never reads two ways): '$1,250'.
 * - 'messaging': conversations and the quotes sent in them: '$1,250'.
 * - 'summary': totals on dashboards and charts, read at a glance: '$1,250'.
 * - 'charge': what is charged, held, refunded or paid out (the cart, checkout, bookings, payouts, mail), to the cent:
 *   '$1,250.00'.
 */
export type MoneyPlace = 'listing' | 'messaging' | 'summary' | 'charge';

const formatters = {
  cents: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: DISPLAY.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  wholeDollars: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: DISPLAY.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
};

/** The one money formatter: integer cents as the place shows them. An invalid amount (§5) shows as $0. */
export function formatMoney(cents: number, place: MoneyPlace): string {
  const amount = roundHalfUp(safeAmount(cents));
  return place === 'charge'
    ? formatters.cents.format(fromCents(amount))
    : formatters.wholeDollars.format(roundHalfUp(fromCents(amount)));
}

/** Integer share of cents at a rate (0.05 = 5%), rounded half up; the rate is taken to 1/100 of a basis point. */
export function percentOfCents(cents: number, rate: number): number {
  const scaled = BigInt(roundHalfUp(rate * 1_000_000));
  const product = BigInt(Math.trunc(cents)) * scaled;
  const divisor = 1_000_000n;
  const quotient = product / divisor;
  const remainder = product % divisor;
  // BigInt division truncates towards zero; push halves away from zero.
  const adjust = remainder * 2n >= divisor ? 1n : remainder * 2n <= -divisor ? -1n : 0n;
  return Number(quotient + adjust);
}
