import { describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { SEED_STORIES, readingMinutesFor } from './stories.ts';
import { SEED_VENDORS } from './vendors.ts';
import { SEED_VENUES } from './venues.ts';
import type { SeedReview } from './schemas.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const AMENITIES = new Set([
  'WiFi',
  'Parking',
  'Stage',
  'Sound System',
  'Kitchen',
  'Bar',
  'Projector',
  'Outdoor Space',
  'Wheelchair Accessible',
  'Air Conditioning',
  'Dance Floor',
  'Green Room',
  'Restrooms',
  'Lighting Rig',
  'Coat Check',
  'Catering Allowed',
  'Rooftop Views',
  'Loading Dock',
  'Photo Booth Area',
  'Heating',
]);
const VIBES = new Set([
  'Romantic',
  'Intimate',
  'Energetic',
  'Industrial',
  'Elegant',
  'Chill',
  'Artsy',
  'Upscale',
  'Rustic',
  'Modern',
  'Boho',
  'Underground',
  'Festive',
  'Minimalist',
]);

const isCents = (v: number) => Number.isInteger(v) && v >= 0;
const oneDecimal = (v: number) => Math.round(v * 10) === v * 10;

function expectValidReviews(reviews: SeedReview[], where: string) {
  expect(reviews.length, where).toBeGreaterThanOrEqual(2);
  expect(reviews.length, where).toBeLessThanOrEqual(4);
  for (const r of reviews) {
    expect(r.author, where).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
    expect([1, 2, 3, 4, 5], where).toContain(r.rating);
    expect(r.body.length, where).toBeGreaterThan(20);
    expect(Number.isInteger(r.daysAgo) && r.daysAgo >= 0, where).toBe(true);
  }
}

function expectValidContact(c: { name: string; email: string; phone: string }, where: string) {
  expect(c.name, where).toMatch(/\S+ \S+/);
  expect(c.email, where).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.example\.com$/);
  expect(c.phone, where).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
}

interface Bookable {
  city: string;
  rating: number;
  reviewsCount: number;
  instantBookNoticeHours: number | null;
}

function expectInstantBookHandful<T extends Bookable>(
  list: T[],
  kindOf: (v: T) => string,
  partner: 'venue' | 'vendor',
) {
  const instant = (listings: T[]) => listings.filter((v) => v.instantBookNoticeHours !== null);
  expect(instant(list).length, partner).toBeGreaterThanOrEqual(3);
  expect(instant(list).length, partner).toBeLessThanOrEqual(list.length / 4);
  expect(new Set(instant(list).map((v) => v.city)).size, partner).toBeGreaterThanOrEqual(3);
  // The demo partners own the first listings (db/seed/seed.ts): their journeys answer requests.
  const owned = DEMO_ACCOUNTS.filter((a) => a.partnerTypes.includes(partner)).reduce((n, a) => n + a.owns, 0);
  expect(instant(list.slice(0, owned)), partner).toEqual([]);
  // Discover shows the best rated of a category first, which the browser tests book as a request.
  const best = new Map<string, T>();
  for (const v of list) {
    const seen = best.get(kindOf(v));
    if (!seen || v.rating > seen.rating || (v.rating === seen.rating && v.reviewsCount > seen.reviewsCount))
      best.set(kindOf(v), v);
  }
  expect(instant([...best.values()]), partner).toEqual([]);
}

describe('sample catalogue: counts and coverage', () => {
  it('has enough venues, vendors and stories', () => {
    expect(SEED_VENUES.length).toBeGreaterThanOrEqual(30);
    expect(SEED_VENDORS.length).toBeGreaterThanOrEqual(50);
    expect(SEED_STORIES.length).toBeGreaterThanOrEqual(6);
  });

  it('covers every venue category, at least 3 each', () => {
    for (const cat of VENUE_CATEGORIES.filter((c) => c !== 'all')) {
      expect(SEED_VENUES.filter((v) => v.type === cat).length, cat).toBeGreaterThanOrEqual(3);
    }
  });

  it('covers every vendor category, at least 5 each', () => {
    for (const cat of VENDOR_CATEGORIES.filter((c) => c !== 'all')) {
      expect(SEED_VENDORS.filter((v) => v.category === cat).length, cat).toBeGreaterThanOrEqual(5);
    }
  });

  it('spreads venues and vendors over at least 6 cities', () => {
    expect(new Set(SEED_VENUES.map((v) => `${v.city}, ${v.state}`)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(SEED_VENDORS.map((v) => `${v.city}, ${v.state}`)).size).toBeGreaterThanOrEqual(6);
  });

  it('books a handful instantly, in several cities, none owned by a demo partner nor first in its category', () => {
    expectInstantBookHandful(SEED_VENUES, (v) => v.type, 'venue');
    expectInstantBookHandful(SEED_VENDORS, (v) => v.category, 'vendor');
  });

  it('includes lighting designers under tech-av', () => {
    expect(SEED_VENDORS.some((v) => v.category === 'tech-av' && /lighting/i.test(v.serviceType))).toBe(true);
  });

  it('includes the edge cases later features rely on', () => {
    const byTypeAndCity = new Map<string, number>();
    for (const v of SEED_VENDORS) {
      const key = `${v.serviceType}|${v.city}`;
      byTypeAndCity.set(key, (byTypeAndCity.get(key) ?? 0) + 1);
    }
    expect([...byTypeAndCity.values()].some((n) => n >= 2)).toBe(true);
    expect(SEED_VENDORS.some((v) => v.minimumHours === 6)).toBe(true);
    expect(SEED_VENDORS.some((v) => v.hourlyRateCents === null && v.fixedRateCents !== null)).toBe(true);
    const statuses = new Set(SEED_VENDORS.map((v) => v.partnershipStatus));
    expect(statuses).toEqual(new Set(['Premium Partner', 'Verified Partner', 'Standard Partner']));
  });
});

describe('sample catalogue: identity', () => {
  it('has unique, URL-safe slugs within and across kinds', () => {
    const venueSlugs = SEED_VENUES.map((v) => v.slug);
    const vendorSlugs = SEED_VENDORS.map((v) => v.slug);
    const storySlugs = SEED_STORIES.map((s) => s.slug);
    for (const slug of [...venueSlugs, ...vendorSlugs, ...storySlugs]) expect(slug).toMatch(SLUG);
    expect(new Set(venueSlugs).size).toBe(venueSlugs.length);
    expect(new Set(vendorSlugs).size).toBe(vendorSlugs.length);
    expect(new Set(storySlugs).size).toBe(storySlugs.length);
    expect(new Set([...venueSlugs, ...vendorSlugs]).size).toBe(venueSlugs.length + vendorSlugs.length);
  });

  it('has unique names', () => {
    const names = [...SEED_VENUES, ...SEED_VENDORS].map((x) => x.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('sample venues', () => {
  it.each(SEED_VENUES.map((v) => [v.slug, v] as const))('%s is complete and consistent', (slug, v) => {
    expect(v.description.split(/(?<=[.!?])\s+/).length, slug).toBeGreaterThanOrEqual(2);
    expect(v.address.length, slug).toBeGreaterThan(5);
    expect(v.zipCode, slug).toMatch(/^\d{5}$/);
    expect(v.state, slug).toMatch(/^[A-Z]{2}$/);
    expect(v.maxCapacity, slug).toBeGreaterThanOrEqual(20);
    expect(v.maxCapacity, slug).toBeLessThanOrEqual(1500);
    expect(Number.isInteger(v.squareFeet) && v.squareFeet > 0, slug).toBe(true);

    expect(isCents(v.hourlyRateCents), slug).toBe(true);
    expect(v.hourlyRateCents, slug).toBeGreaterThanOrEqual(7_500);
    expect(v.hourlyRateCents, slug).toBeLessThanOrEqual(150_000);
    if (v.dailyRateCents !== null) expect(isCents(v.dailyRateCents), slug).toBe(true);
    if (v.pricingModel === 'daily') expect(v.dailyRateCents, slug).not.toBeNull();

    expect(v.minimumHours, slug).toBeGreaterThanOrEqual(1);
    expect(v.minimumHours, slug).toBeLessThanOrEqual(12);
    expect(v.openingTime, slug).toMatch(HH_MM);
    expect(v.closingTime, slug).toMatch(HH_MM);
    expect(v.openingTime, slug).not.toBe(v.closingTime);
    for (const d of v.closedWeekdays) expect(Number.isInteger(d) && d >= 0 && d <= 6, slug).toBe(true);
    expect(new Set(v.closedWeekdays).size, slug).toBe(v.closedWeekdays.length);

    expect(v.amenities.length, slug).toBeGreaterThanOrEqual(5);
    expect(v.amenities.length, slug).toBeLessThanOrEqual(10);
    for (const a of v.amenities) expect(AMENITIES.has(a), `${slug}: ${a}`).toBe(true);
    expect(v.vibes.length, slug).toBeGreaterThanOrEqual(2);
    expect(v.vibes.length, slug).toBeLessThanOrEqual(4);
    for (const vibe of v.vibes) expect(VIBES.has(vibe), `${slug}: ${vibe}`).toBe(true);

    expect(v.rules.length, slug).toBeGreaterThanOrEqual(4);
    expect(v.rules.length, slug).toBeLessThanOrEqual(6);
    const rules = v.rules.join(' | ');
    expect(rules, slug).toMatch(/smok/i);
    expect(rules, slug).toMatch(/clean|as you found it/i);
    expect(rules, slug).toMatch(/decor.*(approv|sign-off)/i);
    expect(rules, slug).toContain(`${v.maxCapacity}`);

    expect(v.faqs.length, slug).toBeGreaterThanOrEqual(3);
    expect(v.faqs.length, slug).toBeLessThanOrEqual(5);
    for (const f of v.faqs) {
      expect(f.question.endsWith('?'), slug).toBe(true);
      expect(f.answer.length, slug).toBeGreaterThan(15);
    }

    expect(v.spaces.length, slug).toBeGreaterThanOrEqual(1);
    expect(v.spaces.length, slug).toBeLessThanOrEqual(3);
    for (const s of v.spaces) {
      expect(s.capacity, `${slug}: ${s.name}`).toBeLessThanOrEqual(v.maxCapacity);
      expect(s.sizeSqft, `${slug}: ${s.name}`).toBeLessThanOrEqual(v.squareFeet);
      expect(isCents(s.hourlyRateCents), slug).toBe(true);
    }

    expect(v.rating, slug).toBeGreaterThanOrEqual(4);
    expect(v.rating, slug).toBeLessThanOrEqual(5);
    expect(oneDecimal(v.rating), slug).toBe(true);
    expect(v.reviewsCount, slug).toBeGreaterThanOrEqual(8);
    expect(v.reviewsCount, slug).toBeLessThanOrEqual(400);
    expectValidContact(v.contact, slug);

    expect(v.photos.length, slug).toBeGreaterThanOrEqual(3);
    expect(v.photos.length, slug).toBeLessThanOrEqual(5);
    for (const p of v.photos) expect(p.alt.length, slug).toBeGreaterThan(15);
    expectValidReviews(v.reviews, slug);
  });
});

describe('sample vendors', () => {
  it.each(SEED_VENDORS.map((v) => [v.slug, v] as const))('%s is complete and consistent', (slug, v) => {
    expect(v.serviceType.length, slug).toBeGreaterThan(1);
    expect(v.description.split(/(?<=[.!?])\s+/).length, slug).toBeGreaterThanOrEqual(2);
    expect(v.services.length, slug).toBeGreaterThanOrEqual(3);
    expect(v.hourlyRateCents !== null || v.fixedRateCents !== null, slug).toBe(true);
    if (v.hourlyRateCents !== null) expect(isCents(v.hourlyRateCents), slug).toBe(true);
    if (v.fixedRateCents !== null) expect(isCents(v.fixedRateCents), slug).toBe(true);
    if (v.pricingModel === 'hourly') {
      expect(v.hourlyRateCents, slug).not.toBeNull();
      expect(v.unit, slug).toBe('hour');
    } else {
      expect(v.fixedRateCents, slug).not.toBeNull();
    }
    expect(['hour', 'event', 'guest', 'package'], slug).toContain(v.unit);
    expect(v.minimumHours, slug).toBeGreaterThanOrEqual(1);
    expect(v.minimumHours, slug).toBeLessThanOrEqual(12);

    expect(v.state, slug).toMatch(/^[A-Z]{2}$/);
    expect(v.serviceArea.length, slug).toBeGreaterThanOrEqual(2);
    expect(v.equipment.length, slug).toBeGreaterThanOrEqual(1);
    expect(Object.keys(v.social).length, slug).toBeGreaterThanOrEqual(1);
    if (v.social.website) expect(v.social.website, slug).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
    if (v.social.instagram) expect(v.social.instagram, slug).toMatch(/^@[a-z0-9._]+$/);
    expect(Number.isInteger(v.partnerPlanners) && v.partnerPlanners >= 0, slug).toBe(true);

    expect(v.vibes.length, slug).toBeGreaterThanOrEqual(2);
    for (const vibe of v.vibes) expect(VIBES.has(vibe), `${slug}: ${vibe}`).toBe(true);
    expect(v.faqs.length, slug).toBeGreaterThanOrEqual(3);
    expect(v.rating, slug).toBeGreaterThanOrEqual(1);
    expect(v.rating, slug).toBeLessThanOrEqual(5);
    expect(oneDecimal(v.rating), slug).toBe(true);
    expect(v.reviewsCount, slug).toBeGreaterThanOrEqual(8);
    expectValidContact(v.contact, slug);

    expect(v.portfolio.length, slug).toBeGreaterThanOrEqual(3);
    expect(v.portfolio.length, slug).toBeLessThanOrEqual(5);
    for (const p of v.portfolio) expect(p.alt.length, slug).toBeGreaterThan(15);
    expectValidReviews(v.reviews, slug);
  });
});

describe('sample stories', () => {
  const venueSlugs = new Set(SEED_VENUES.map((v) => v.slug));
  const vendorSlugs = new Set(SEED_VENDORS.map((v) => v.slug));

  it.each(SEED_STORIES.map((s) => [s.slug, s] as const))('%s resolves and reads well', (slug, s) => {
    if (s.venueSlug !== null) expect(venueSlugs.has(s.venueSlug), `${slug} venue ${s.venueSlug}`).toBe(true);
    for (const v of s.vendorSlugs) expect(vendorSlugs.has(v), `${slug} vendor ${v}`).toBe(true);
    expect(new Set(s.vendorSlugs).size, slug).toBe(s.vendorSlugs.length);

    expect(s.body.length, slug).toBeGreaterThanOrEqual(5);
    expect(s.body.length, slug).toBeLessThanOrEqual(9);
    // Paragraphs read as paragraphs; a Markdown heading or list may be short.
    for (const p of s.body.filter((block) => !/^(#|- )/.test(block)))
      expect(p.split(/\s+/).length, slug).toBeGreaterThan(40);
    expect(s.readingMinutes, slug).toBe(readingMinutesFor(s.body));
    const words = s.body.join(' ').split(/\s+/).length;
    expect(Math.abs(s.readingMinutes - words / 230), slug).toBeLessThan(1);

    expect(s.title.length, slug).toBeGreaterThan(10);
    expect(s.excerpt.length, slug).toBeGreaterThan(40);
    expect(s.tags.length, slug).toBeGreaterThanOrEqual(2);
    for (const t of s.tags) expect(t, slug).toMatch(SLUG);
    expect(Number.isInteger(s.publishedDaysAgo) && s.publishedDaysAgo >= 0, slug).toBe(true);
  });

  it('mentions the booked venue and vendors by name in the text', () => {
    const names = new Map([...SEED_VENUES, ...SEED_VENDORS].map((x) => [x.slug, x.name]));
    for (const s of SEED_STORIES) {
      const text = s.body.join(' ');
      for (const slug of [s.venueSlug, ...s.vendorSlugs]) {
        if (slug === null) continue;
        const name = names.get(slug) ?? '';
        // Names like "The Aurelian Ballroom" may appear without the article.
        expect(text, `${s.slug} mentions ${name}`).toContain(name.replace(/^The /, ''));
      }
    }
  });

  it('has a venue-backed story for a warehouse party and a rooftop birthday', () => {
    const typeOf = new Map(SEED_VENUES.map((v) => [v.slug, v.type]));
    const types = SEED_STORIES.map((s) => (s.venueSlug ? typeOf.get(s.venueSlug) : undefined));
    expect(types).toContain('warehouse');
    expect(types).toContain('rooftop');
  });
});
