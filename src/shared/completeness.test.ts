import { describe, expect, it } from 'vitest';
import { businessCompleteness, listingCompleteness, profileCompleteness } from './completeness.ts';

describe('completeness', () => {
  it('counts a profile and business details field by field', () => {
    expect(profileCompleteness({ fullName: 'Maya Lopez', phone: null })).toMatchObject({
      percent: 50,
      checks: [
        { key: 'fullName', done: true },
        { key: 'phone', done: false },
      ],
    });
    const business = businessCompleteness({
      businessName: 'Roof Co',
      phone: '+1 212 555 0100',
      businessAddress: '1 Main St',
      businessLicense: '',
      taxId: ' ',
      portalNotificationsEnabled: true,
    });
    expect(business.percent).toBe(60);
    expect(business.checks.filter((c) => !c.done).map((c) => c.key)).toEqual(['businessLicense', 'taxId']);
  });

  it('marks what a listing needs to be saved as required, and the rest as recommended', () => {
    const empty = listingCompleteness({ kind: 'venue', data: { listing: {}, photos: [], pricing: {} } });
    expect(empty.checks.filter((c) => c.required && !c.done).map((c) => c.key)).toEqual([
      'listing',
      'photos',
      'pricing',
    ]);
    const full = listingCompleteness({
      kind: 'vendor',
      data: {
        listing: {
          name: 'Pulse DJs',
          description: 'x'.repeat(220),
          category: 'music-djs',
          city: 'Austin',
          state: 'TX',
          services: ['DJ set'],
          serviceAreas: ['Austin'],
        },
        photos: Array.from({ length: 5 }, (_, i) => ({
          id: `p${i}`,
          url: `/media/p${i}.webp`,
          alt: `Photo ${i}`,
          primary: i === 0,
        })),
        pricing: { model: 'hourly', rateDollars: 175, minimumHours: 4 },
        policy: { terms: 'Half refunded up to a week before.' },
      },
    });
    expect(full).toMatchObject({ percent: 100 });
  });
});
