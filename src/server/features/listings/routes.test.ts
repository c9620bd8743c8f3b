// The listing pages' endpoints over HTTP: details, the §7 fallbacks, previews of unlisted venues, similar listings.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceQuoteSchema } from '#shared/checkout.ts';
import { blockWindow } from '#shared/event-window.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import {
  SimilarVenuesResponseSchema,
  VendorDetailResponseSchema,
  VenueDetailResponseSchema,
} from '#shared/listing-detail.ts';
import { listingBlocks, listingExtras, user, vendors, venues, listingWeeklyHours } from '../../db/schema/index.ts';
import { SEED_VENDORS, SEED_VENUES } from '../../sample-catalogue/index.ts';
import { client, signedIn } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { toVendorCard, toVenueCard } from './to-cards.ts';
import { sampleVendorDetail, sampleVenueDetail } from './to-detail.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

const get = (url: string) => client(app).request('GET', url);

describe('cards', () => {
  // Except instant book: a stand-in for a listing that could not be read books nothing, instantly or not.
  it('a sample listing shown as a fallback carries the card search shows for the same listing', async () => {
    const venueRows = await app.db.select().from(venues);
    for (const seed of SEED_VENUES) {
      const card = toVenueCard(venueRows.find((row) => row.slug === seed.slug)!);
      const sample = sampleVenueDetail(seed, '2027-01-04');
      expect(Object.fromEntries(Object.keys(card).map((key) => [key, sample[key as keyof typeof sample]]))).toEqual({
        ...card,
        id: seed.slug,
        instantBookNoticeHours: null,
      });
    }
    const vendorRows = await app.db.select().from(vendors);
    for (const seed of SEED_VENDORS) {
      const card = toVendorCard(vendorRows.find((row) => row.slug === seed.slug)!);
      const sample = sampleVendorDetail(seed);
      expect(Object.fromEntries(Object.keys(card).map((key) => [key, sample[key as keyof typeof sample]]))).toEqual({
        ...card,
        id: seed.slug,
        instantBookNoticeHours: null,
      });
    }
  });
});

describe('GET /api/venues/:id', () => {
  it('answers a venue by slug and by id with everything its page shows', async () => {
    const bySlug = VenueDetailResponseSchema.parse((await get('/api/venues/skyline-social-rooftop')).json());
    expect(bySlug.fallback).toBeNull();
    const venue = bySlug.venue;
    expect(venue).toMatchObject({
      name: 'Skyline Social',
      type: 'rooftop',
      location: 'New York, NY',
      responseTime: 'Usually responds within 4 hours',
    });
    expect(venue.photos.filter((p) => p.isPrimary)).toHaveLength(1);
    expect(venue.rules.length).toBeGreaterThanOrEqual(4);
    expect(venue.spaces.length).toBeGreaterThan(0);
    expect(venue.faqs.length).toBeGreaterThan(0);
    expect(venue.weeklyHours).toHaveLength(7);
    expect(venue.openingTime).toMatch(/^\d\d:\d\d$/);
    expect(venue.ratingBreakdown.map((r) => r.stars)).toEqual([5, 4, 3, 2, 1]);
    // The bars count every rating the page's "N ratings" counts, the written reviews among them.
    expect(venue.ratingBreakdown.reduce((sum, r) => sum + r.count, 0)).toBe(venue.reviewsCount);
    expect(venue.reviewsCount).toBeGreaterThan(venue.reviews.length);
    // The seeded blocks are whole days on the venue's clock; a block of some hours leaves its day bookable.
    const [blocked] = await app.db
      .select()
      .from(listingBlocks)
      .where(eq(listingBlocks.listingId, venue.id))
      .orderBy(listingBlocks.startsAt);
    const [venueRow] = await app.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(venue.unavailableDates).toContain(dayOf(blocked!.startsAt, venueRow!.timeZone));
    const soon = dayOf(new Date(Date.now() + 2 * 86_400_000), venueRow!.timeZone);
    const morning = blockWindow({ date: soon, from: '09:00', to: '12:00', timeZone: venueRow!.timeZone });
    if (!morning.ok) throw new Error(morning.error);
    const [partial] = await app.db
      .insert(listingBlocks)
      .values({ listingId: venue.id, ...morning.window })
      .returning();
    const again = VenueDetailResponseSchema.parse((await get(`/api/venues/${venue.id}`)).json()).venue;
    expect(again.unavailableDates).not.toContain(soon);
    expect(again.unavailableDates).toEqual(venue.unavailableDates);
    await app.db.delete(listingBlocks).where(eq(listingBlocks.id, partial!.id));

    // Its add-ons and packages: the rooftop's own first, then what every venue offers; paused ones are not shown.
    expect(venue.extras.map((e) => [e.kind, e.name])).toEqual([
      ['addon', 'Patio heaters and blankets'],
      ['package', 'Sunset cocktail hour'],
      ['addon', 'Cleaning crew'],
      ['addon', 'Door security (per guard)'],
    ]);
    expect(venue.extras[1]?.includes.length).toBeGreaterThan(0);
    await app.db.update(listingExtras).set({ isActive: false }).where(eq(listingExtras.id, venue.extras[0]!.id));
    const byId = VenueDetailResponseSchema.parse((await get(`/api/venues/${venue.id}`)).json());
    expect(byId.venue.slug).toBe('skyline-social-rooftop');
    expect(byId.venue.extras.map((e) => e.name)).not.toContain('Patio heaters and blankets');
    await app.db.update(listingExtras).set({ isActive: true }).where(eq(listingExtras.id, venue.extras[0]!.id));
  });

  it('carries the notice of a venue that books instantly, and null for one that takes requests', async () => {
    const instant = VenueDetailResponseSchema.parse((await get('/api/venues/pale-blue-gallery')).json()).venue;
    expect(instant.instantBookNoticeHours).toBe(48);
    const requests = VenueDetailResponseSchema.parse((await get('/api/venues/skyline-social-rooftop')).json()).venue;
    expect(requests.instantBookNoticeHours).toBeNull();
    // The partner changes it: the page follows.
    await app.db.update(venues).set({ instantBookNoticeHours: 0 }).where(eq(venues.id, requests.id));
    try {
      const now = VenueDetailResponseSchema.parse((await get(`/api/venues/${requests.id}`)).json()).venue;
      expect(now.instantBookNoticeHours).toBe(0);
    } finally {
      await app.db.update(venues).set({ instantBookNoticeHours: null }).where(eq(venues.id, requests.id));
    }
  });

  it('falls back to a name match, then to any live venue (§7)', async () => {
    const byName = VenueDetailResponseSchema.parse((await get('/api/venues/skyline-social')).json());
    expect(byName).toMatchObject({ fallback: 'name-match', venue: { name: 'Skyline Social' } });
    const anyLive = VenueDetailResponseSchema.parse(
      (await get('/api/venues/00000000-0000-4000-8000-000000000000')).json(),
    );
    expect(anyLive.fallback).toBe('any-active');
    expect(anyLive.venue.name).toBeTruthy();
  });

  it('shows an unlisted venue only to its owner and admins; others get another venue', async () => {
    const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [owned] = await app.db
      .select()
      .from(venues)
      .where(eq(venues.userId, owner?.id as string))
      .limit(1);
    await app.db
      .update(venues)
      .set({ approvalStatus: 'pending' })
      .where(eq(venues.id, owned?.id as string));
    try {
      const publicView = VenueDetailResponseSchema.parse((await get(`/api/venues/${owned?.slug}`)).json());
      expect(publicView.venue.id).not.toBe(owned?.id);
      const ownerView = VenueDetailResponseSchema.parse(
        (await (await signedIn(app, 'venue@example.com')).request('GET', `/api/venues/${owned?.slug}`)).json(),
      );
      expect(ownerView).toMatchObject({ fallback: null, venue: { id: owned?.id } });
      const adminView = VenueDetailResponseSchema.parse(
        (await (await signedIn(app, 'admin@example.com')).request('GET', `/api/venues/${owned?.slug}`)).json(),
      );
      expect(adminView.venue.id).toBe(owned?.id);
    } finally {
      await app.db
        .update(venues)
        .set({ approvalStatus: 'approved' })
        .where(eq(venues.id, owned?.id as string));
    }
  });

  it('answers similar venues from the venue’s meaning, never itself', async () => {
    const { venue } = VenueDetailResponseSchema.parse((await get('/api/venues/kiln-works-bushwick')).json());
    const similar = SimilarVenuesResponseSchema.parse((await get(`/api/venues/${venue.id}/similar`)).json()).venues;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    expect(similar.map((v) => v.id)).not.toContain(venue.id);
    expect(similar[0]?.type).toBe('warehouse');
    expect((await get('/api/venues/not-a-uuid/similar')).statusCode).toBe(400);
  });
});

describe('GET /api/vendors/:id', () => {
  it('answers a vendor with services, pricing, portfolio and reviews', async () => {
    const { vendor, fallback } = VendorDetailResponseSchema.parse(
      (await get('/api/vendors/lena-park-photography')).json(),
    );
    expect(fallback).toBeNull();
    expect(vendor).toMatchObject({
      name: 'Lena Park Photography',
      category: 'photography-video',
      responseTime: 'Usually responds within 24 hours',
    });
    expect(vendor.portfolio.length).toBeGreaterThan(0);
    expect(vendor.services.length).toBeGreaterThan(0);
    expect(vendor.serviceArea.length).toBeGreaterThan(0);
    expect(vendor.minimumHours).toBeGreaterThanOrEqual(1);
    expect(vendor.extras.map((e) => e.name)).toEqual(['Second shooter', 'Printed album', 'Highlights film']);
    expect(vendor.instantBookNoticeHours).toBeNull();
    const instant = VendorDetailResponseSchema.parse((await get('/api/vendors/confetti-and-co-planning')).json());
    expect(instant.vendor.instantBookNoticeHours).toBe(168);
  });

  it('falls back to sample data for an unknown vendor and when the database cannot answer (§7)', async () => {
    const unknown = VendorDetailResponseSchema.parse((await get('/api/vendors/no-such-vendor')).json());
    expect(unknown).toMatchObject({ fallback: 'sample', vendor: { id: SEED_VENDORS[0]!.slug } });
    const unknownId = await get('/api/vendors/00000000-0000-4000-8000-000000000000');
    expect(VendorDetailResponseSchema.parse(unknownId.json()).fallback).toBe('sample');
    await app.db.execute(sql`ALTER TABLE vendors RENAME TO vendors_gone`);
    try {
      const sample = VendorDetailResponseSchema.parse((await get('/api/vendors/kasai-sound')).json());
      expect(sample).toMatchObject({ fallback: 'sample', vendor: { name: 'Kasai Sound', id: 'kasai-sound' } });
    } finally {
      await app.db.execute(sql`ALTER TABLE vendors_gone RENAME TO vendors`);
    }
  });
});

describe('what a listing page shows is what is charged and enforced (issue 41)', () => {
  it('a vendor page shows no fee its quote does not charge; a venue page promises no refund but the one rule', async () => {
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.slug, 'dj-nova-reyes'));
    const [venue] = await app.db.select().from(venues).where(eq(venues.isSample, true)).limit(1);
    const vendorPage = await client(app).request('GET', `/api/vendors/${vendor!.slug}`);
    expect(vendorPage.statusCode).toBe(200);
    expect(vendorPage.body).not.toMatch(/booking.?fee/i);

    // The quote charges the listing and the §9 fees, nothing else.
    const lines = [
      { type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(venue!.minimumHours, 4) },
      { type: 'vendor', listingId: vendor!.id, quantity: 1, hours: Math.max(vendor!.minimumHours, 4) },
    ];
    const quote = PriceQuoteSchema.parse(
      (await client(app).request('POST', '/api/checkout/quote', { lines, eventDate: null, startTime: '18:00' })).json(),
    );
    const { subtotal, customerPlatformFee, processingFee, taxAmount, customerTotal } = quote.breakdown;
    expect(customerTotal).toBe(subtotal + customerPlatformFee + processingFee + taxAmount);
    expect(subtotal).toBe(quote.lines.reduce((sum, line) => sum + line.lineTotalCents, 0));

    // Refunds follow CANCELLATION_POLICY (the venue page states it from the shared constant); the listing's data
    // carries no refund promise of its own.
    const venuePage = VenueDetailResponseSchema.parse(
      (await client(app).request('GET', `/api/venues/${venue!.slug}`)).json(),
    );
    expect(venuePage.venue.hostTerms).toBeNull();
    expect(JSON.stringify(venuePage)).not.toMatch(/refund/i);
  });
});

describe('GET /api/{venues,vendors}/:id/free-times', () => {
  const DAY = '2027-09-15';

  it('gives a vendor’s day less its blocked hours with its set-up and tear-down, on its clock', async () => {
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.isLive, true)).limit(1);
    const busy = blockWindow({ date: DAY, from: '17:00', to: '18:00', timeZone: vendor!.timeZone });
    if (!busy.ok) throw new Error(busy.error);
    await app.db
      .update(vendors)
      .set({ bufferBeforeMinutes: 60, bufferAfterMinutes: 30 })
      .where(eq(vendors.id, vendor!.id));
    const [block] = await app.db
      .insert(listingBlocks)
      .values({ listingId: vendor!.id, ...busy.window })
      .returning();
    try {
      const answer = await get(`/api/vendors/${vendor!.id}/free-times?date=${DAY}`);
      expect(answer.statusCode).toBe(200);
      const free = answer.json() as { timeZone: string; free: { startsAt: string; endsAt: string }[] };
      const clock = (iso: string) => clockTime(iso, free.timeZone);
      expect(free.free.map((f) => `${clock(f.startsAt)}–${clock(f.endsAt)}`)).toEqual([
        '12:00 AM–4:30 PM',
        '7:00 PM–12:00 AM',
      ]);
    } finally {
      await app.db.delete(listingBlocks).where(eq(listingBlocks.id, block!.id));
      await app.db
        .update(vendors)
        .set({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 })
        .where(eq(vendors.id, vendor!.id));
    }
  });

  it('gives a vendor’s working hours that day, and says when it is a day off', async () => {
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.isLive, true)).limit(1);
    // DAY is a Wednesday.
    await app.db.insert(listingWeeklyHours).values([
      { listingId: vendor!.id, weekday: 3, opensAt: '16:00', closesAt: '23:00' },
      { listingId: vendor!.id, weekday: 4, isClosed: true },
    ]);
    try {
      const answer = (await get(`/api/vendors/${vendor!.id}/free-times?date=${DAY}`)).json() as {
        timeZone: string;
        free: { startsAt: string; endsAt: string }[];
      };
      const clock = (iso: string) => clockTime(iso, answer.timeZone);
      expect(answer.free.map((f) => `${clock(f.startsAt)}–${clock(f.endsAt)}`)).toEqual(['4:00 PM–11:00 PM']);
      expect((await get(`/api/vendors/${vendor!.id}/free-times?date=2027-09-16`)).json()).toMatchObject({
        free: [],
        reason: 'closed',
      });
    } finally {
      await app.db.delete(listingWeeklyHours).where(eq(listingWeeklyHours.listingId, vendor!.id));
    }
  });

  it('gives a venue’s opening hours, says when it is closed, and refuses past days and unknown listings', async () => {
    const [venue] = await app.db.select().from(venues).where(eq(venues.isLive, true)).limit(1);
    const open = (await get(`/api/venues/${venue!.id}/free-times?date=${DAY}`)).json();
    expect(open.reason).toBeNull();
    expect(open.free.length).toBeGreaterThan(0);
    // Closed on that weekday (a Wednesday).
    const weekday = { listingId: venue!.id, weekday: 3 };
    const [before] = await app.db
      .select()
      .from(listingWeeklyHours)
      .where(and(eq(listingWeeklyHours.listingId, venue!.id), eq(listingWeeklyHours.weekday, 3)));
    await app.db
      .insert(listingWeeklyHours)
      .values({ ...weekday, isClosed: true })
      .onConflictDoUpdate({
        target: [listingWeeklyHours.listingId, listingWeeklyHours.weekday],
        set: { isClosed: true },
      });
    try {
      expect((await get(`/api/venues/${venue!.id}/free-times?date=${DAY}`)).json()).toMatchObject({
        free: [],
        reason: 'closed',
      });
    } finally {
      if (before)
        await app.db
          .update(listingWeeklyHours)
          .set(before)
          .where(and(eq(listingWeeklyHours.listingId, venue!.id), eq(listingWeeklyHours.weekday, 3)));
      else
        await app.db
          .delete(listingWeeklyHours)
          .where(and(eq(listingWeeklyHours.listingId, venue!.id), eq(listingWeeklyHours.weekday, 3)));
    }
    await app.db.update(venues).set({ isActive: false }).where(eq(venues.id, venue!.id));
    try {
      expect((await get(`/api/venues/${venue!.id}/free-times?date=${DAY}`)).statusCode).toBe(404);
    } finally {
      await app.db.update(venues).set({ isActive: true }).where(eq(venues.id, venue!.id));
    }
    expect((await get(`/api/venues/${venue!.id}/free-times?date=2020-01-01`)).statusCode).toBe(400);
    expect((await get(`/api/vendors/${venue!.id}/free-times?date=${DAY}`)).statusCode).toBe(404);
    expect((await get(`/api/vendors/not-an-id/free-times?date=${DAY}`)).statusCode).toBe(400);
  });
});
