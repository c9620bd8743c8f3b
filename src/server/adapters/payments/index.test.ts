import { describe, expect, it } from 'vitest';
import { isStripeOutage } from './stripe.ts';

describe('isStripeOutage', () => {
  it("counts Stripe's own failures against the breaker, never a declined card or a bad request", () => {
    for (const type of ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'])
      expect(isStripeOutage({ type })).toBe(true);
    expect(isStripeOutage({ type: 'StripeInvalidRequestError', statusCode: 502 })).toBe(true);
    expect(isStripeOutage({ type: 'StripeCardError', statusCode: 402 })).toBe(false);
    expect(isStripeOutage({ type: 'StripeInvalidRequestError', statusCode: 400 })).toBe(false);
    expect(isStripeOutage(null)).toBe(false);
  });
});
