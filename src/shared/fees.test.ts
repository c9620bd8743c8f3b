import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  calculatePriceBreakdown,
  costBreakdown,
  costLines,
  splitCustomerCharges,
  splitPayouts,
} from './fees.ts';
import { PRICE_UNITS } from './pricing.ts';

const line = fc.record({
  priceCents: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  hours: fc.integer({ min: 1, max: 12 }),
  unit: fc.constantFrom(...PRICE_UNITS),
});

describe('calculatePriceBreakdown', () => {
  it('computes the worked example', () => {
    // Venue $250/h for 4 h, DJ $150/h for 4 h, add-on $100.
    const breakdown = calculatePriceBreakdown({
      services: [
        { priceCents: 25_000, quantity: 1, hours: 4, unit: 'hour' },
        { priceCents: 15_000, quantity: 1, hours: 4, unit: 'hour' },
      ],
      addOns: [{ priceCents: 10_000, quantity: 1, unit: 'item' }],
    });
    expect(breakdown).toEqual({
      servicesCost: 160_000,
      addOnsCost: 10_000,
      subtotal: 170_000,
      customerPlatformFee: 8_500,
      vendorPlatformFee: 8_500,
      processingFee: 4_930 + 30,
      taxAmount: 13_600,
      customerTotal: 170_000 + 8_500 + 4_960 + 13_600,
      vendorReceives: 161_500,
      platformRevenue: 17_000,
    });
  });

  it('rounds each fee half up to the cent', () => {
    const breakdown = calculatePriceBreakdown({
      services: [{ priceCents: 1_010, quantity: 1, hours: 1, unit: 'hour' }],
    });
    expect(breakdown.customerPlatformFee).toBe(51); // 50.5
    expect(breakdown.processingFee).toBe(29 + 30); // 29.29
    expect(breakdown.taxAmount).toBe(81); // 80.8
  });

  it('charges nothing for an empty cart', () => {
    const breakdown = calculatePriceBreakdown({ services: [] });
    expect(breakdown.processingFee).toBe(0);
    expect(breakdown.customerTotal).toBe(0);
    expect(Object.values(breakdown).every((value) => value === 0)).toBe(true);
  });

  it('keeps the §9 identities for any cart', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.array(line, { maxLength: 4 }), (services, addOns) => {
        const b = calculatePriceBreakdown({ services, addOns });
        const values = Object.values(b);
        expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
        expect(b.subtotal).toBe(b.servicesCost + b.addOnsCost);
        expect(b.customerTotal).toBe(b.subtotal + b.customerPlatformFee + b.processingFee + b.taxAmount);
        expect(b.vendorReceives).toBe(b.subtotal - b.vendorPlatformFee);
        expect(b.platformRevenue).toBe(b.customerPlatformFee + b.vendorPlatformFee);
        expect(Math.abs(b.customerPlatformFee - b.subtotal * 0.05)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(b.taxAmount - b.subtotal * 0.08)).toBeLessThanOrEqual(0.5);
        if (b.subtotal > 0) expect(Math.abs(b.processingFee - (b.subtotal * 0.029 + 30))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('never lowers the total when an item is added', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), line, (services, extra) => {
        const before = calculatePriceBreakdown({ services }).customerTotal;
        const after = calculatePriceBreakdown({ services: [...services, extra] }).customerTotal;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('splitPayouts', () => {
  it('splits vendorReceives by gross and sums exactly', () => {
    const payouts = splitPayouts([
      { partnerId: 'venue-1', priceCents: 25_000, quantity: 1, hours: 4, unit: 'hour' },
      { partnerId: 'dj-1', priceCents: 15_000, quantity: 1, hours: 4, unit: 'hour' },
      { partnerId: 'venue-1', priceCents: 10_000, quantity: 1, unit: 'item' },
    ]);
    expect(payouts).toEqual([
      { partnerId: 'venue-1', grossCents: 110_000, platformFeeCents: 5_500, payoutCents: 104_500 },
      { partnerId: 'dj-1', grossCents: 60_000, platformFeeCents: 3_000, payoutCents: 57_000 },
    ]);
  });

  it('hands leftover cents to the largest remainders', () => {
    // Subtotal 3 cents → fee 0 (0.15), vendorReceives 3; equal thirds.
    expect(
      splitPayouts([
        { partnerId: 'a', priceCents: 1, quantity: 1, unit: 'item' },
        { partnerId: 'b', priceCents: 1, quantity: 1, unit: 'item' },
        { partnerId: 'c', priceCents: 1, quantity: 1, unit: 'item' },
      ]).map((p) => p.payoutCents),
    ).toEqual([1, 1, 1]);
    // Subtotal 30 → fee 2 (1.5 rounds up), vendorReceives 28 over 10/10/10 → 9.33 each; one extra cent to the first.
    expect(
      splitPayouts([
        { partnerId: 'a', priceCents: 10, quantity: 1, unit: 'item' },
        { partnerId: 'b', priceCents: 10, quantity: 1, unit: 'item' },
        { partnerId: 'c', priceCents: 10, quantity: 1, unit: 'item' },
      ]).map((p) => p.payoutCents),
    ).toEqual([10, 9, 9]);
  });

  it('sums to vendorReceives and stays within a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            partnerId: fc.constantFrom('a', 'b', 'c', 'd'),
            priceCents: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            hours: fc.integer({ min: 1, max: 12 }),
            unit: fc.constantFrom(...PRICE_UNITS),
          }),
          { maxLength: 10 },
        ),
        (lines) => {
          const payouts = splitPayouts(lines);
          const total = calculatePriceBreakdown({ services: lines });
          expect(payouts.reduce((sum, p) => sum + p.payoutCents, 0)).toBe(total.vendorReceives);
          expect(payouts.reduce((sum, p) => sum + p.platformFeeCents, 0)).toBe(total.vendorPlatformFee);
          for (const p of payouts) {
            const exact = total.subtotal === 0 ? 0 : (total.vendorReceives * p.grossCents) / total.subtotal;
            expect(Math.abs(p.payoutCents - exact)).toBeLessThan(1);
            expect(p.payoutCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('allocateCents and splitCustomerCharges', () => {
  it('splits exactly by weight, leftover cents to the largest remainders', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1_000, [0, 0])).toEqual([500, 500]);
    expect(allocateCents(0, [5, 7])).toEqual([0, 0]);
  });

  it('charges each partner its share of customerTotal, summing to it exactly', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            partnerId: fc.constantFrom('a', 'b', 'c'),
            priceCents: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            hours: fc.integer({ min: 1, max: 12 }),
            unit: fc.constantFrom(...PRICE_UNITS),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (lines) => {
          const charges = splitCustomerCharges(lines);
          const total = calculatePriceBreakdown({ services: lines }).customerTotal;
          expect(charges.reduce((sum, c) => sum + c.chargeCents, 0)).toBe(total);
          expect(new Set(charges.map((c) => c.partnerId)).size).toBe(charges.length);
        },
      ),
    );
  });

  it('gives the §9 worked example one charge per partner', () => {
    const charges = splitCustomerCharges([
      { partnerId: 'venue', priceCents: 50_000, quantity: 1, hours: 1, unit: 'hour' },
      { partnerId: 'dj', priceCents: 50_000, quantity: 1, hours: 1, unit: 'hour' },
    ]);
    expect(charges).toEqual([
      { partnerId: 'venue', chargeCents: 57_965 },
      { partnerId: 'dj', chargeCents: 57_965 },
    ]);
  });
});

describe('the customer’s cost lines (§2, §3 cost breakdown, §9 display)', () => {
  const priced = calculatePriceBreakdown({ services: [{ priceCents: 17_500, quantity: 1, hours: 4, unit: 'hour' }] });

  it('shows the server’s breakdown in the §3 shape: subtotal, fees, total', () => {
    expect(costBreakdown(priced)).toEqual({
      subtotal: 70_000,
      fees: { baseCost: 70_000, platformFee: 3_500, processing: 2_060, tax: 5_600 },
      total: 81_160,
    });
  });

  it('reads in order, the platform fee saying what it covers and processing whose charge it is', () => {
    expect(costLines(costBreakdown(priced))).toEqual([
      { key: 'subtotal', label: 'Subtotal', cents: 70_000 },
      { key: 'platformFee', label: 'Platform fee (5%)', note: 'Covers payment processing & support', cents: 3_500 },
      {
        key: 'processing',
        label: 'Card processing (2.9% + $0.30)',
        note: 'Charged by the card processor, not by us',
        cents: 2_060,
      },
      { key: 'tax', label: 'Tax (8%)', cents: 5_600 },
      { key: 'total', label: 'Total', cents: 81_160 },
    ]);
  });

  it('shows processing and tax only when above 0 (§9), and every line, without amounts, while loading', () => {
    const free = costLines(costBreakdown(calculatePriceBreakdown({ services: [] })));
    expect(free.map((line) => line.key)).toEqual(['subtotal', 'platformFee', 'total']);
    const loading = costLines(null);
    expect(loading.map((line) => line.key)).toEqual(['subtotal', 'platformFee', 'processing', 'tax', 'total']);
    expect(loading.every((line) => line.cents === null)).toBe(true);
  });
});
