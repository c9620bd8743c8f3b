import { describe, expect, it } from 'vitest';
import type { BookedInstalment } from '#shared/checkout.ts';
import type { ExtraLine } from '#shared/extras.ts';
import { paymentNote } from './booking-parts.tsx';
import { cancelPrompt, groupOf } from './my-bookings-page.tsx';
import { cardErrors } from './payment-fields.tsx';

describe('cardErrors', () => {
  it('accepts a valid test card with a future expiry', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, '2026-11-23')).toEqual({});
  });
  it('names each problem', () => {
    expect(cardErrors({ number: '', expiry: '', cvc: '' }, '2026-11-23')).toEqual({
      number: 'Card number is required',
      expiry: 'Use MM / YY',
      cvc: 'Use the 3 or 4 digits on the back',
    });
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, '2026-11-23')).toEqual({
      number: 'Your card number is not valid.',
      expiry: 'This card has expired',
      cvc: 'Use the 3 or 4 digits on the back',
    });
    expect(cardErrors({ number: '4242424242424242', expiry: '13 / 30', cvc: '1234' }, '2026-11-23')).toEqual({
      expiry: 'Use MM / YY',
    });
  });
});

describe('paymentNote', () => {
  it('says what is held, charged or released', () => {
    expect(paymentNote({ amountCents: 115_930, capturedCents: 0, status: 'authorized' })).toBe(
      '$1,159.30 is held on your card. No charges until booking confirmation.',
    );
    expect(paymentNote({ amountCents: 115_930, capturedCents: 57_965, status: 'partially_captured' })).toBe(
      '$579.65 charged for confirmed partners; the rest stays on hold until the others answer.',
    );
    expect(paymentNote({ amountCents: 115_930, capturedCents: 57_965, status: 'captured' })).toBe(
      '$579.65 charged for confirmed partners; the rest of the hold is released.',
    );
    expect(paymentNote({ amountCents: 115_930, capturedCents: 115_930, status: 'captured' })).toBe(
      '$1,159.30 charged for confirmed partners.',
    );
    // A deposit captured from the hold and a balance charged later.
    expect(paymentNote({ amountCents: 34_780, capturedCents: 34_780, status: 'captured' }, 81_153)).toBe(
      '$1,159.33 charged for confirmed partners.',
    );
  });
});

describe('my bookings', () => {
  const item = {
    id: 'i',
    type: 'vendor',
    listingId: 'l',
    name: 'DJ Nova',
    quantity: 1,
    hours: 4,
    unitPriceCents: 10_000,
    unit: 'hour',
    extras: [] as ExtraLine[],
    lineTotalCents: 40_000,
    chargeCents: 46_372,
    refundedCents: 0,
    partnerPayoutCents: 38_000,
    paymentTerms: { schedule: 'full' as const },
    cancellationTier: 'very-flexible' as const,
    confirmsAtOnce: false,
    securityDeposit: null,
    instalments: [
      {
        id: 'paid-in-full',
        kind: 'full',
        dueAt: null,
        chargeCents: 46_372,
        status: 'paid',
        refundedCents: 0,
        paidAt: '2027-02-01T10:00:00.000Z',
        lastError: null,
        split: false,
      },
    ] as BookedInstalment[],
    startsAt: '2027-03-06T18:00:00.000Z',
    endsAt: '2027-03-06T22:00:00.000Z',
    timeZone: 'UTC',
    expiresAt: null,
  } as const;

  it('says what cancelling will do before it is done', () => {
    expect(cancelPrompt({ ...item, status: 'requested' }, new Date('2027-03-06T17:00:00Z'))).toBe(
      'Cancel DJ Nova? Nothing has been charged for it; the hold is released.',
    );
    expect(cancelPrompt({ ...item, status: 'confirmed' }, new Date('2027-03-04T18:00:00Z'))).toBe(
      'Cancel DJ Nova? You get $463.72 back.',
    );
    expect(cancelPrompt({ ...item, status: 'confirmed' }, new Date('2027-03-06T10:00:00Z'))).toBe(
      'Cancel DJ Nova? Its cancellation policy: Free cancellation up to 24 hours before the event. Nothing is refunded now.',
    );
  });

  it('refunds by the line’s own cancellation policy', () => {
    const moderate = { ...item, status: 'confirmed', cancellationTier: 'moderate' } as const;
    expect(cancelPrompt(moderate, new Date('2027-02-01T18:00:00Z'))).toBe('Cancel DJ Nova? You get $463.72 back.');
    expect(cancelPrompt(moderate, new Date('2027-02-20T18:00:00Z'))).toBe(
      'Cancel DJ Nova? Its cancellation policy: Full refund up to 30 days before the event, half refunded up to 7 days before; none after. You get $231.86 of what you paid back.',
    );
  });

  it('counts only what was paid, and says a balance still to come will not be charged', () => {
    const deposit: BookedInstalment = { ...item.instalments[0]!, id: 'deposit', kind: 'deposit', chargeCents: 13_912 };
    const balance: BookedInstalment = {
      ...deposit,
      id: 'balance',
      kind: 'balance',
      dueAt: '2027-02-20T18:00:00.000Z',
      chargeCents: 32_460,
      status: 'scheduled',
      paidAt: null,
    };
    expect(
      cancelPrompt({ ...item, status: 'confirmed', instalments: [deposit, balance] }, new Date('2027-02-01T18:00:00Z')),
    ).toBe('Cancel DJ Nova? You get $139.12 back. The balance of $324.60 will not be charged.');
    expect(
      cancelPrompt(
        { ...item, status: 'confirmed', instalments: [deposit, { ...balance, status: 'paid' }] },
        new Date('2027-03-01T18:00:00Z'),
      ),
    ).toBe('Cancel DJ Nova? You get $463.72 back.');
  });

  it('groups events into upcoming, past and cancelled', () => {
    const booking = (eventDate: string, status: 'confirmed' | 'cancelled' | 'declined') =>
      ({ eventDate, status }) as Parameters<typeof groupOf>[0];
    expect(groupOf(booking('2027-03-06', 'confirmed'), '2027-03-06')).toBe('upcoming');
    expect(groupOf(booking('2027-03-05', 'confirmed'), '2027-03-06')).toBe('past');
    expect(groupOf(booking('2027-04-01', 'declined'), '2027-03-06')).toBe('cancelled');
  });
});
