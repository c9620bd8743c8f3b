import { describe, expect, it } from 'vitest';
import { paymentNote } from './booking-confirmation-page.tsx';
import { cardErrors } from './payment-fields.tsx';

describe('cardErrors', () => {
  it('accepts a valid test card with a future expiry', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, '2026-11-23')).toEqual({});
  });
  it('names each problem', () => {
    expect(cardErrors({ number: '', expiry: '', cvc: '' }, '2026-11-23')).toEqual({ number: 'Card number is required', expiry: 'Use MM / YY', cvc: 'Use the 3 or 4 digits on the back' });
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, '2026-11-23')).toEqual({
      number: 'Your card number is not valid.',
      expiry: 'This card has expired',
      cvc: 'Use the 3 or 4 digits on the back',
    });
    expect(cardErrors({ number: '4242424242424242', expiry: '13 / 30', cvc: '1234' }, '2026-11-23')).toEqual({ expiry: 'Use MM / YY' });
  });
});

describe('paymentNote', () => {
  it('says what is held, charged or released', () => {
    expect(paymentNote({ amountCents: 115_930, capturedCents: 0, status: 'authorized' })).toBe('$1,159.30 is held on your card. No charges until booking confirmation.');
    expect(paymentNote({ amountCents: 115_930, capturedCents: 57_965, status: 'partially_captured' })).toBe('$579.65 charged for confirmed partners; the rest stays on hold until the others answer.');
    expect(paymentNote({ amountCents: 115_930, capturedCents: 57_965, status: 'captured' })).toBe('$579.65 charged for confirmed partners; the rest of the hold is released.');
    expect(paymentNote({ amountCents: 115_930, capturedCents: 115_930, status: 'captured' })).toBe('$1,159.30 charged for confirmed partners.');
  });
});
