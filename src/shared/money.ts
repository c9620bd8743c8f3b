// Currency helpers (spec §5 Currency helpers, §9 Display: USD in en-US format).
// Money is stored and computed as integer cents; dollars appear only at the edges (display, input).

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

export interface FormatCurrencyOptions {
  /** false shows whole dollars ("$1,250"), as on the venue and messaging pages. Default true. */
  decimals?: boolean;
}

const withDecimals = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const withoutDecimals = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$1,250.00", or "$1,250" with decimals: false. Invalid amounts show as $0. */
export function formatCurrency(amountInDollars: number, opts: FormatCurrencyOptions = {}): string {
  const amount = safeAmount(amountInDollars);
  return opts.decimals === false
    ? withoutDecimals.format(roundHalfUp(amount))
    : withDecimals.format(fromCents(toCents(amount)));
}

export function formatCents(cents: number, opts: FormatCurrencyOptions = {}): string {
  return formatCurrency(fromCents(cents), opts);
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
