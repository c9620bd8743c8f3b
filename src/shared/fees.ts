// Dual-sided cart fees (spec §9 Fees). All amounts are integer cents, each fee rounded half up to the cent.
// §9 also quotes older readings (7%/5% inclusive platform fee, a 10% shell fee, 5% bundle savings);
// this dual-sided model is the one the product uses.
import { CART_MESSAGES } from './cart-messages.ts';
import { formatMoney, percentOfCents, safeAmount } from './money.ts';
import { lineCostCents, type PricedUnits } from './pricing.ts';

export const FEE_RATES = {
  customerPlatformFee: 0.05,
  vendorPlatformFee: 0.05,
  processingRate: 0.029,
  processingFixedCents: 30,
  taxRate: 0.08,
} as const;

/** A priced line: its unit says whether hours count (#shared/pricing.ts). */
export type LineInput = PricedUnits;

export interface PriceBreakdown {
  servicesCost: number;
  addOnsCost: number;
  subtotal: number;
  customerPlatformFee: number;
  vendorPlatformFee: number;
  processingFee: number;
  taxAmount: number;
  customerTotal: number;
  vendorReceives: number;
  platformRevenue: number;
}

function sumCosts(lines: readonly LineInput[]): number {
  return lines.reduce((total, line) => total + lineCostCents(line), 0);
}

export function calculatePriceBreakdown(input: {
  services: readonly LineInput[];
  addOns?: readonly LineInput[];
}): PriceBreakdown {
  const servicesCost = sumCosts(input.services);
  const addOnsCost = sumCosts(input.addOns ?? []);
  const subtotal = servicesCost + addOnsCost;
  const customerPlatformFee = percentOfCents(subtotal, FEE_RATES.customerPlatformFee);
  const vendorPlatformFee = percentOfCents(subtotal, FEE_RATES.vendorPlatformFee);
  // The fixed 30 cents is charged per payment; an empty cart has no payment, so no processing fee.
  const processingFee =
    subtotal > 0 ? percentOfCents(subtotal, FEE_RATES.processingRate) + FEE_RATES.processingFixedCents : 0;
  // Tax (8%) applies to the subtotal of services and add-ons only, not to platform or processing fees.
  const taxAmount = percentOfCents(subtotal, FEE_RATES.taxRate);
  return {
    servicesCost,
    addOnsCost,
    subtotal,
    customerPlatformFee,
    vendorPlatformFee,
    processingFee,
    taxAmount,
    customerTotal: subtotal + customerPlatformFee + processingFee + taxAmount,
    vendorReceives: subtotal - vendorPlatformFee,
    platformRevenue: customerPlatformFee + vendorPlatformFee,
  };
}

/** §3 Cost breakdown (shell display): a priced cart as the cart drawer, the cart page and checkout show it. */
export interface CostBreakdown {
  subtotal: number;
  fees: { baseCost: number; platformFee: number; processing: number; tax: number };
  total: number;
}

/** The customer's side of the server's breakdown, in the §3 shape. */
export function costBreakdown(priced: PriceBreakdown): CostBreakdown {
  return {
    subtotal: priced.subtotal,
    fees: {
      baseCost: priced.subtotal,
      platformFee: priced.customerPlatformFee,
      processing: priced.processingFee,
      tax: priced.taxAmount,
    },
    total: priced.customerTotal,
  };
}

export interface CostLine {
  key: 'subtotal' | 'platformFee' | 'processing' | 'tax' | 'total';
  label: string;
  /** What the line is for, in a word: the platform fee's §2 text; the processing fee is the card processor's. */
  note?: string;
  /** null while the server's figures are on their way. */
  cents: number | null;
}

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

export const COST_NOTES = {
  platformFee: CART_MESSAGES.platformFeeNote,
  processing: 'Charged by the card processor, not by us',
} as const;

/**
 * The lines a customer sees, in order (§2, §9): subtotal, the platform fee with what it covers, card processing and
 * tax (each only when above 0), total. Given null (figures still loading) it gives every line, without amounts, so
 * the lines hold their place until the figures come.
 */
export function costLines(cost: CostBreakdown | null): CostLine[] {
  const lines: CostLine[] = [
    { key: 'subtotal', label: 'Subtotal', cents: cost?.subtotal ?? null },
    {
      key: 'platformFee',
      label: `Platform fee (${percent(FEE_RATES.customerPlatformFee)})`,
      note: COST_NOTES.platformFee,
      cents: cost?.fees.platformFee ?? null,
    },
    {
      key: 'processing',
      label: `Card processing (${percent(FEE_RATES.processingRate)} + ${formatMoney(FEE_RATES.processingFixedCents, 'charge')})`,
      note: COST_NOTES.processing,
      cents: cost?.fees.processing ?? null,
    },
    { key: 'tax', label: `Tax (${percent(FEE_RATES.taxRate)})`, cents: cost?.fees.tax ?? null },
    { key: 'total', label: 'Total', cents: cost?.total ?? null },
  ];
  return lines.filter((line) => !(line.key === 'processing' || line.key === 'tax') || line.cents !== 0);
}

export interface PayoutLine extends LineInput {
  partnerId: string;
}

export interface PartnerPayout {
  partnerId: string;
  /** The partner's share of the subtotal. */
  grossCents: number;
  /** The partner's share of vendorPlatformFee. */
  platformFeeCents: number;
  /** The partner's share of vendorReceives. */
  payoutCents: number;
}

/**
 * Splits `total` cents in proportion to `weights` by largest remainder, so the parts sum exactly to `total`.
 * Equal remainders favour the earlier weight; all-zero weights split as if equal.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const safe = weights.map((w) => BigInt(Math.trunc(safeAmount(w))));
  const sum = safe.reduce((a, b) => a + b, 0n);
  const effective = sum === 0n ? safe.map(() => 1n) : safe;
  const denominator = sum === 0n ? BigInt(safe.length) : sum;
  const shares = effective.map((weight, order) => {
    const numerator = BigInt(total) * weight;
    return { order, floor: numerator / denominator, remainder: numerator % denominator };
  });
  let leftover = BigInt(total) - shares.reduce((acc, share) => acc + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1,
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (leftover <= 0n) break;
    extra.add(share.order);
    leftover -= 1n;
  }
  return shares.map(({ order, floor }) => Number(floor) + (extra.has(order) ? 1 : 0));
}

/** Each partner's item costs summed, partners in first-seen order. */
function grossByPartner(lines: readonly PayoutLine[]): Map<string, number> {
  const gross = new Map<string, number>();
  for (const line of lines) gross.set(line.partnerId, (gross.get(line.partnerId) ?? 0) + lineCostCents(line));
  return gross;
}

/**
 * Splits vendorReceives across partners in proportion to their gross, by largest remainder, so the
 * payouts sum exactly to the breakdown's vendorReceives. Partners appear in first-seen order;
 * equal remainders favour the earlier partner.
 */
export function splitPayouts(lines: readonly PayoutLine[]): PartnerPayout[] {
  const gross = grossByPartner(lines);
  const subtotal = [...gross.values()].reduce((a, b) => a + b, 0);
  const vendorReceives = subtotal - percentOfCents(subtotal, FEE_RATES.vendorPlatformFee);
  const payouts = allocateCents(vendorReceives, [...gross.values()]);
  return [...gross.entries()].map(([partnerId, grossCents], index) => {
    const payoutCents = payouts[index] ?? 0;
    return { partnerId, grossCents, platformFeeCents: grossCents - payoutCents, payoutCents };
  });
}

/**
 * The customer's charge for each partner's lines: customerTotal split by gross, so the charges sum exactly to
 * customerTotal. Each partner booking captures (and may refund) its own charge.
 */
export function splitCustomerCharges(lines: readonly PayoutLine[]): { partnerId: string; chargeCents: number }[] {
  const gross = grossByPartner(lines);
  const { customerTotal } = calculatePriceBreakdown({ services: lines });
  const charges = allocateCents(customerTotal, [...gross.values()]);
  return [...gross.keys()].map((partnerId, index) => ({ partnerId, chargeCents: charges[index] ?? 0 }));
}
