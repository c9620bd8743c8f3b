import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePriceBreakdown, splitCustomerCharges, splitPayouts } from './fees.ts';
import {
  balanceDueAt,
  PAYMENT_TERMS_MESSAGES,
  paymentTermsColumns,
  paymentTermsInWords,
  paymentTermsOf,
  PaymentTermsSchema,
  scheduleInstalments,
  scheduleTotals,
  type PaymentTerms,
} from './payment-terms.ts';
import { PRICE_UNITS } from './pricing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENT = new Date('2027-06-12T18:00:00Z');
const BOOKED = new Date('2027-01-10T09:30:00Z');

const terms: fc.Arbitrary<PaymentTerms> = fc.oneof(
  fc.constant({ schedule: 'full' as const }),
  fc.record({
    schedule: fc.constant('deposit' as const),
    depositPercent: fc.integer({ min: 10, max: 50 }),
    balanceDueDays: fc.integer({ min: 1, max: 60 }),
  }),
);

describe('PaymentTermsSchema', () => {
  it('takes a deposit of 10-50% and a balance due 1-60 days before, as typed', () => {
    expect(PaymentTermsSchema.parse({ schedule: 'deposit', depositPercent: '25', balanceDueDays: '30' })).toEqual({
      schedule: 'deposit',
      depositPercent: 25,
      balanceDueDays: 30,
    });
    expect(PaymentTermsSchema.parse({ schedule: 'full' })).toEqual({ schedule: 'full' });
  });

  it.each([
    [{ depositPercent: 9, balanceDueDays: 14 }, PAYMENT_TERMS_MESSAGES.depositPercent],
    [{ depositPercent: 51, balanceDueDays: 14 }, PAYMENT_TERMS_MESSAGES.depositPercent],
    [{ depositPercent: 12.5, balanceDueDays: 14 }, PAYMENT_TERMS_MESSAGES.depositPercent],
    [{ depositPercent: '', balanceDueDays: 14 }, PAYMENT_TERMS_MESSAGES.depositPercent],
    [{ depositPercent: 30, balanceDueDays: 0 }, PAYMENT_TERMS_MESSAGES.balanceDueDays],
    [{ depositPercent: 30, balanceDueDays: 61 }, PAYMENT_TERMS_MESSAGES.balanceDueDays],
    [{ depositPercent: 30, balanceDueDays: 'soon' }, PAYMENT_TERMS_MESSAGES.balanceDueDays],
  ])('refuses %o with the field’s message', (fields, message) => {
    const result = PaymentTermsSchema.safeParse({ schedule: 'deposit', ...fields });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('round-trips through the listing’s columns', () => {
    fc.assert(
      fc.property(terms, (t) => {
        expect(paymentTermsOf(paymentTermsColumns(t))).toEqual(t);
      }),
    );
  });
});

describe('scheduleInstalments', () => {
  it('splits a deposit and a balance, the deposit rounded half up', () => {
    const schedule = scheduleInstalments({
      chargeCents: 115_933,
      payoutCents: 95_001,
      terms: { schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 },
      startsAt: EVENT,
      bookedAt: BOOKED,
    });
    expect(schedule).toEqual([
      { kind: 'deposit', dueAt: null, chargeCents: 34_780, payoutCents: 28_500 },
      { kind: 'balance', dueAt: new Date('2027-05-29T18:00:00Z'), chargeCents: 81_153, payoutCents: 66_501 },
    ]);
  });

  it('charges in full at confirmation when the balance would already be due', () => {
    const deposit = { schedule: 'deposit' as const, depositPercent: 30, balanceDueDays: 14 };
    const dueAt = balanceDueAt(EVENT, 14);
    const at = (bookedAt: Date) =>
      scheduleInstalments({ chargeCents: 1000, payoutCents: 900, terms: deposit, startsAt: EVENT, bookedAt }).map(
        (i) => i.kind,
      );
    expect(at(new Date(dueAt.getTime() - 1))).toEqual(['deposit', 'balance']);
    expect(at(dueAt)).toEqual(['full']);
    expect(at(new Date(EVENT.getTime() - DAY_MS))).toEqual(['full']);
  });

  it('adds up to every line’s charge and payout to the cent, with each payment carrying its share, for any cart', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      hours: fc.integer({ min: 1, max: 12 }),
      unit: fc.constantFrom(...PRICE_UNITS),
      terms,
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 120 }),
        (lines, daysAhead) => {
          const payoutLines = lines.map((l, i) => ({ ...l, partnerId: String(i) }));
          const breakdown = calculatePriceBreakdown({ services: payoutLines });
          const charges = splitCustomerCharges(payoutLines);
          const payouts = splitPayouts(payoutLines);
          const startsAt = new Date(BOOKED.getTime() + daysAhead * DAY_MS);
          const schedules = lines.map((l, i) =>
            scheduleInstalments({
              chargeCents: charges[i]!.chargeCents,
              payoutCents: payouts[i]!.payoutCents,
              terms: l.terms,
              startsAt,
              bookedAt: BOOKED,
            }),
          );
          const totals = scheduleTotals(schedules);
          expect(totals.atConfirmationCents + totals.laterCents).toBe(breakdown.customerTotal);
          expect(schedules.flat().reduce((sum, i) => sum + i.payoutCents, 0)).toBe(breakdown.vendorReceives);
          schedules.forEach((schedule, i) => {
            const charge = charges[i]!.chargeCents;
            const t = lines[i]!.terms;
            for (const instalment of schedule) {
              expect(instalment.chargeCents).toBeGreaterThanOrEqual(0);
              expect(instalment.payoutCents).toBeLessThanOrEqual(instalment.chargeCents);
            }
            if (schedule.length === 2) {
              // The deposit is its percentage of the whole charge (fees and tax included), within half a cent.
              expect(t.schedule).toBe('deposit');
              const exact = (charge * (t as { depositPercent: number }).depositPercent) / 100;
              expect(Math.abs(schedule[0]!.chargeCents - exact)).toBeLessThanOrEqual(0.5);
              expect(schedule[1]!.dueAt!.getTime()).toBeGreaterThan(BOOKED.getTime());
            }
          });
        },
      ),
    );
  });
});

describe('paymentTermsInWords', () => {
  it('states each kind of terms', () => {
    expect(paymentTermsInWords({ schedule: 'full' })).toBe('Paid in full when the booking is confirmed');
    expect(paymentTermsInWords({ schedule: 'deposit', depositPercent: 25, balanceDueDays: 1 })).toBe(
      '25% deposit when the booking is confirmed, the balance 1 day before the event',
    );
  });
});
