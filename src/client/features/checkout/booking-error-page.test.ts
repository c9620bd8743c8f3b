import { describe, expect, it } from 'vitest';
import { moneyNote, paymentReference } from './booking-error-page.tsx';

describe('the payment error page', () => {
  it('gives support a short reference from the attempt id', () => {
    expect(paymentReference('3f2a9c1e-0000-4000-8000-000000000000')).toBe('PAY-3F2A9C1E');
  });

  it('says what happened to the money', () => {
    expect(moneyNote({ status: 'failed', amountCents: 115_930 })).toBe(
      'Nothing was charged. If your bank shows a hold of $1,159.30, it is released automatically within minutes.',
    );
    expect(moneyNote({ status: 'started', amountCents: 5_000 })).toContain('still confirming this payment of $50.00');
  });
});
