import { describe, expect, it } from 'vitest';
import { CheckoutLineSchema } from './checkout.ts';
import { extrasSummary } from './extras.ts';

describe('extrasSummary', () => {
  it('names what was booked with a listing in a few words', () => {
    expect(extrasSummary([])).toBe('');
    expect(extrasSummary([{ name: 'Uplights', quantity: 1 }])).toBe('With Uplights');
    expect(
      extrasSummary([
        { name: 'Cocktail hour', quantity: 1 },
        { name: 'Heaters', quantity: 3 },
        { name: 'Cleaning crew', quantity: 1 },
      ]),
    ).toBe('With Cocktail hour, Heaters × 3 and Cleaning crew');
  });
});

describe('a checkout line with extras', () => {
  const line = { type: 'venue', listingId: '6f1c2a9e-0000-4000-8000-0000000000aa', quantity: 1, hours: 4 };
  const extra = (n: number, quantity = 1) => ({
    extraId: `6f1c2a9e-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    quantity,
  });

  it('takes each extra once, 1 to 20 of it, at most 20 extras a listing', () => {
    expect(CheckoutLineSchema.safeParse({ ...line, extras: [extra(1, 2), extra(2)] }).success).toBe(true);
    expect(CheckoutLineSchema.safeParse(line).success).toBe(true);
    const twice = CheckoutLineSchema.safeParse({ ...line, extras: [extra(1), extra(1)] });
    expect(twice.error?.issues[0]?.message).toBe('List each add-on once, with its quantity.');
    expect(CheckoutLineSchema.safeParse({ ...line, extras: [extra(1, 0)] }).success).toBe(false);
    expect(CheckoutLineSchema.safeParse({ ...line, extras: [extra(1, 21)] }).success).toBe(false);
    expect(CheckoutLineSchema.safeParse({ ...line, extras: [{ extraId: 'confetti', quantity: 1 }] }).success).toBe(
      false,
    );
    expect(
      CheckoutLineSchema.safeParse({ ...line, extras: Array.from({ length: 21 }, (_, i) => extra(i)) }).success,
    ).toBe(false);
  });
});
