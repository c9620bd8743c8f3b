import { describe, expect, it } from 'vitest';
import { lineCostCents, unitPriceLabel, vendorPricing, venuePricing } from './pricing.ts';

const venueRow = {
  pricingModel: 'hourly',
  hourlyRateCents: 26_000,
  dailyRateCents: 180_000,
  basePriceCents: null,
  minimumHours: 4,
};
const vendorRow = { pricingModel: 'hourly', unit: 'hour', priceCents: 17_500, minimumHours: 4 };

describe('pricing each model as the listing says', () => {
  it('charges an hourly price by the hour', () => {
    const line = { ...vendorPricing(vendorRow), quantity: 1, hours: 4 };
    expect(line).toMatchObject({ unit: 'hour', minHours: 4 });
    expect(lineCostCents(line)).toBe(70_000);
    expect(lineCostCents({ ...line, quantity: 2 })).toBe(140_000);
  });

  it('charges a fixed price per event, whatever the hours', () => {
    const pricing = vendorPricing({ pricingModel: 'fixed', unit: 'event', priceCents: 85_000, minimumHours: 4 });
    expect(pricing).toEqual({ priceCents: 85_000, unit: 'event', minHours: 1 });
    expect(lineCostCents({ ...pricing, quantity: 1, hours: 4 })).toBe(85_000);
    expect(lineCostCents({ ...pricing, quantity: 1, hours: 12 })).toBe(85_000);
  });

  it('charges a package per package, times the packages booked', () => {
    const pricing = vendorPricing({ pricingModel: 'package', unit: 'package', priceCents: 240_000, minimumHours: 6 });
    expect(pricing.unit).toBe('package');
    expect(lineCostCents({ ...pricing, quantity: 2, hours: 6 })).toBe(480_000);
  });

  it('charges per guest, the quantity being the number of guests', () => {
    const pricing = vendorPricing({ pricingModel: 'fixed', unit: 'guest', priceCents: 4_500, minimumHours: 3 });
    expect(pricing.unit).toBe('guest');
    expect(lineCostCents({ ...pricing, quantity: 120, hours: 4 })).toBe(540_000);
  });

  it('reads a fixed price with an hourly or unknown unit as per event', () => {
    expect(vendorPricing({ pricingModel: 'fixed', unit: 'hour', priceCents: 90_000, minimumHours: 4 }).unit).toBe(
      'event',
    );
    expect(vendorPricing({ pricingModel: 'package', unit: 'session', priceCents: 90_000, minimumHours: 4 }).unit).toBe(
      'package',
    );
  });

  it('charges a venue by its model: hourly rate per hour, daily rate per day, base price per event', () => {
    expect(venuePricing(venueRow)).toEqual({ priceCents: 26_000, unit: 'hour', minHours: 4 });
    const daily = venuePricing({ ...venueRow, pricingModel: 'daily' });
    expect(daily).toEqual({ priceCents: 180_000, unit: 'day', minHours: 4 });
    expect(lineCostCents({ ...daily, quantity: 1, hours: 8 })).toBe(180_000);
    const fixed = venuePricing({ ...venueRow, pricingModel: 'fixed', hourlyRateCents: 0, basePriceCents: 300_000 });
    expect(lineCostCents({ ...fixed, quantity: 1, hours: 5 })).toBe(300_000);
  });

  it('counts an extra per item and invalid numbers as 0', () => {
    expect(lineCostCents({ priceCents: 6_000, quantity: 3, hours: 4, unit: 'item' })).toBe(18_000);
    expect(lineCostCents({ priceCents: -100, quantity: 1, hours: 1, unit: 'hour' })).toBe(0);
    expect(lineCostCents({ priceCents: 100, quantity: Number.NaN, unit: 'event' })).toBe(0);
  });
});

describe('unitPriceLabel', () => {
  it('reads as the listing is priced', () => {
    expect(unitPriceLabel({ priceCents: 85_000, quantity: 1, hours: 4, unit: 'event' }, 'listing')).toBe(
      '$850 / event',
    );
    expect(unitPriceLabel({ priceCents: 4_500, quantity: 120, hours: 4, unit: 'guest' }, 'charge')).toBe(
      '$45.00 / guest × 120',
    );
    expect(unitPriceLabel({ priceCents: 17_500, quantity: 1, hours: 4, unit: 'hour' }, 'charge')).toBe(
      '$175.00/hr × 4 h',
    );
    expect(unitPriceLabel({ priceCents: 180_000, quantity: 1, hours: 6, unit: 'day' }, 'listing')).toBe('$1,800 / day');
    expect(unitPriceLabel({ priceCents: 6_000, quantity: 2, unit: 'item' }, 'charge')).toBe('$60.00 each');
  });
});
