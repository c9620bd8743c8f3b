import { describe, expect, it } from 'vitest';
import { CartItemSchema } from '#shared/cart-schemas.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { vendorCartItem, venueCartItem } from './listing-cart-items.ts';

const venue: VenueCard = {
  id: 'venue-1',
  slug: 'skyline-rooftop',
  name: 'Skyline Rooftop',
  type: 'rooftop',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
  capacity: 120,
  squareFeet: 3000,
  pricePerHourCents: 25_000,
  priceCents: 25_000,
  unit: 'hour',
  minimumHours: 3,
  rating: 4.8,
  reviewsCount: 12,
  imageUrl: '/media/art/venue/skyline-rooftop/0.webp',
  vibes: [],
  amenities: [],
  instantBookNoticeHours: null,
};

const vendor: VendorCard = {
  id: 'vendor-1',
  slug: 'dj-nova',
  name: 'DJ Nova',
  category: 'music-djs',
  serviceType: 'DJ',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
  priceCents: 15_000,
  unit: 'hour',
  priceRange: '$150-$240/hr',
  minimumHours: 4,
  rating: 4.5,
  reviewsCount: 3,
  imageUrl: '/media/art/vendor/dj-nova/0.webp',
  partnershipStatus: 'Verified Partner',
  instantBookNoticeHours: null,
};

describe('venueCartItem / vendorCartItem', () => {
  it('maps a venue card', () => {
    expect(venueCartItem(venue, '2030-06-01')).toEqual({
      id: 'venue-1',
      name: 'Skyline Rooftop',
      type: 'venue',
      description: 'Austin, TX',
      priceCents: 25_000,
      unit: 'hour',
      minHours: 3,
      category: 'rooftop',
      imageUrl: '/media/art/venue/skyline-rooftop/0.webp',
      date: '2030-06-01',
      entityData: { type: 'rooftop' },
    });
  });

  it('maps a vendor card', () => {
    expect(vendorCartItem(vendor)).toEqual({
      id: 'vendor-1',
      name: 'DJ Nova',
      type: 'vendor',
      description: 'Austin, TX',
      priceCents: 15_000,
      unit: 'hour',
      minHours: 4,
      category: 'music-djs',
      imageUrl: '/media/art/vendor/dj-nova/0.webp',
      date: null,
      entityData: { category: 'music-djs', type: 'DJ' },
    });
  });

  it('carries the price unit, with minimum hours for an hourly price only', () => {
    expect(vendorCartItem({ ...vendor, priceCents: 85_000, unit: 'event' })).toMatchObject({
      priceCents: 85_000,
      unit: 'event',
      minHours: undefined,
    });
    expect(venueCartItem({ ...venue, priceCents: 180_000, unit: 'day' })).toMatchObject({
      priceCents: 180_000,
      unit: 'day',
      minHours: 3,
    });
  });

  it('keeps minimum hours within what the cart accepts', () => {
    expect(venueCartItem({ ...venue, minimumHours: 0 }).minHours).toBeUndefined();
    expect(vendorCartItem({ ...vendor, minimumHours: 30 }).minHours).toBe(12);
    const item = vendorCartItem({ ...vendor, minimumHours: 30 });
    expect(CartItemSchema.safeParse({ ...item, quantity: 1, hours: 12 }).success).toBe(true);
  });
});
