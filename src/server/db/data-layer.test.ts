// The same suite on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: migrations, seed and the
// constraints that must never be broken.
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from '#shared/categories.ts';
import { createMailer } from '../adapters/mail/index.ts';
import { createAuth, rolesOf } from '../features/auth/index.ts';
import { databaseTargets } from '../testing/database-targets.ts';
import { testEnv } from '../testing/test-env.ts';
import { rowsOf, type Database } from './client.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import {
  bookingItems,
  bookings,
  cartItems,
  carts,
  conversations,
  listingExtras,
  messages,
  profiles,
  reviews,
  stories,
  user,
  vendors,
  venues,
} from './schema/index.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { syntheticVendor, syntheticVenue } from './seed/synthetic-listings.ts';

/** Postgres reports a failed statement as an error whose cause carries the SQLSTATE code. */
async function violation(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
  return 'no error';
}

const quietLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

const CHECK = '23514';
const UNIQUE = '23505';
const EXCLUSION = '23P01';

describe.each(databaseTargets())('data layer on $name', (target) => {
  let database: Database;
  let db: Database['db'];

  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await database.migrate();
    await seedIfEmpty(
      db,
      createAuth(testEnv(), db, createMailer(testEnv(), db), quietLog),
      new Date('2026-11-22T12:00:00Z'),
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration and reports the newest', async () => {
    expect(await database.migrationVersion()).toBe(journal.entries.at(-1)?.tag);
    await database.migrate(); // a second run is a no-op
    expect(await database.migrationVersion()).toBe(journal.entries.at(-1)?.tag);
  });

  it('dates each migration after the one before: a database migrated before skips one dated earlier', () => {
    // drizzle applies only the migrations whose journal time is after the last one applied.
    const times = journal.entries.map((entry) => entry.when);
    times.slice(1).forEach((when, index) => expect(when).toBeGreaterThan(times[index]!));
  });

  it('seeds the sample catalogue across every category', async () => {
    const [v] = await db
      .select({ n: count(), types: countDistinct(venues.type), cities: countDistinct(venues.city) })
      .from(venues);
    const [d] = await db.select({ n: count(), categories: countDistinct(vendors.category) }).from(vendors);
    const [s] = await db.select({ n: count() }).from(stories);
    expect(v?.n).toBeGreaterThanOrEqual(30);
    expect(v?.types).toBe(VENUE_CATEGORIES.length - 1);
    expect(v?.cities).toBeGreaterThanOrEqual(6);
    expect(d?.n).toBeGreaterThanOrEqual(50);
    expect(d?.categories).toBe(VENDOR_CATEGORIES.length - 1);
    expect(s?.n).toBeGreaterThanOrEqual(6);
  });

  it('applies the spec defaults (country US, rating 4.5, hours 09:00-17:00, vendor minimum 4 hours)', async () => {
    const [venue] = await db
      .insert(venues)
      .values({
        slug: 'defaults-check',
        name: 'Defaults',
        type: 'loft',
        city: 'Austin',
        state: 'TX',
        maxCapacity: 10,
        timeZone: 'America/Chicago',
      })
      .returning();
    expect(venue).toMatchObject({
      country: 'US',
      rating: 4.5,
      openingTime: '09:00:00',
      closingTime: '17:00:00',
      minimumHours: 1,
      pricingModel: 'hourly',
      location: 'Austin, TX',
    });
    const [vendor] = await db
      .insert(vendors)
      .values({ slug: 'defaults-check', name: 'Defaults', category: 'tech-av', timeZone: 'UTC' })
      .returning();
    expect(vendor).toMatchObject({ rating: 4.5, minimumHours: 4, priceRange: '$100-$200/hr' });
    await db.delete(venues).where(eq(venues.slug, 'defaults-check'));
    await db.delete(vendors).where(eq(vendors.slug, 'defaults-check'));
  });

  it('creates the demo accounts with their roles', async () => {
    const roles = Object.fromEntries(
      await Promise.all(
        DEMO_ACCOUNTS.map(async (a) => {
          const [u] = await db.select().from(user).where(eq(user.email, a.email));
          return [a.email, (await rolesOf(db, u?.id ?? '')).roles] as const;
        }),
      ),
    );
    expect(roles['customer@example.com']).toEqual(['customer']);
    expect(roles['venue@example.com']).toEqual(['customer', 'venue']);
    expect(roles['vendor@example.com']).toEqual(['customer', 'vendor']);
    expect(roles['admin@example.com']).toEqual(['customer', 'admin']);
    expect(roles['multi@example.com']).toEqual(['customer', 'venue', 'vendor', 'admin']);
    const [profile] = await db
      .select()
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, 'customer@example.com'));
    expect(profile?.profiles.customerData.customer_tier).toBe('standard');
  });

  it('gives every sample listing its add-ons and packages, once', async () => {
    const [venueExtraCounts] = await db
      .select({ listings: countDistinct(listingExtras.venueId), n: count() })
      .from(listingExtras);
    const [vendorExtraCounts] = await db
      .select({ listings: countDistinct(listingExtras.vendorId) })
      .from(listingExtras);
    const [v] = await db.select({ n: count() }).from(venues);
    const [d] = await db.select({ n: count() }).from(vendors);
    expect(venueExtraCounts?.listings).toBe(v?.n);
    expect(vendorExtraCounts?.listings).toBe(d?.n);
    expect(venueExtraCounts?.n).toBeGreaterThan(0);
  });

  it('does nothing when seeded twice', async () => {
    const [before] = await db.select({ n: count() }).from(listingExtras);
    const again = await seedIfEmpty(db, createAuth(testEnv(), db, createMailer(testEnv(), db), quietLog));
    expect(again).toMatchObject({ seeded: false, extras: 0 });
    const [after] = await db.select({ n: count() }).from(listingExtras);
    expect(after?.n).toBe(before?.n);
  });

  it('gives a database seeded before extras existed the sample extras on its next start', async () => {
    const [before] = await db.select({ n: count() }).from(listingExtras);
    await db.delete(listingExtras);
    const again = await seedIfEmpty(db, createAuth(testEnv(), db, createMailer(testEnv(), db), quietLog));
    expect(again).toMatchObject({ seeded: false, extras: before?.n });
  });

  describe('constraints', () => {
    let customerId: string;
    let ownerId: string;
    let venueId: string;
    let vendorId: string;

    beforeAll(async () => {
      const [c] = await db.select().from(user).where(eq(user.email, 'customer@example.com'));
      const [o] = await db.select().from(user).where(eq(user.email, 'venue@example.com'));
      const [v] = await db.select().from(venues).limit(1);
      const [d] = await db.select().from(vendors).limit(1);
      customerId = c!.id;
      ownerId = o!.id;
      venueId = v!.id;
      vendorId = d!.id;
    });

    async function newCart() {
      const [cart] = await db.insert(carts).values({ userId: null, guestToken: crypto.randomUUID() }).returning();
      return cart!.id;
    }

    it('keeps cart quantity >= 1, hours within 1..12 and one venue per cart', async () => {
      const cartId = await newCart();
      const line = { cartId, itemType: 'vendor' as const, vendorId, name: 'DJ', unitPriceCents: 10000 };
      expect(await violation(db.insert(cartItems).values({ ...line, quantity: 0 }))).toBe(CHECK);
      expect(await violation(db.insert(cartItems).values({ ...line, hours: 13 }))).toBe(CHECK);
      expect(await violation(db.insert(cartItems).values({ ...line, hours: 0 }))).toBe(CHECK);
      expect(await violation(db.insert(cartItems).values({ ...line, unitPriceCents: -1 }))).toBe(CHECK);
      await db.insert(cartItems).values({ ...line, hours: 12, quantity: 2 });
      const venueLine = { cartId, itemType: 'venue' as const, venueId, name: 'Venue', unitPriceCents: 5000 };
      await db.insert(cartItems).values(venueLine);
      expect(await violation(db.insert(cartItems).values(venueLine))).toBe(UNIQUE);
    });

    it("holds a listing's time for its requested and confirmed lines, buffers included, and frees it after", async () => {
      const [booking] = await db
        .insert(bookings)
        .values({
          reference: `EV-${crypto.randomUUID().slice(0, 8)}`,
          customerId,
          eventDate: '2027-03-06',
          subtotalCents: 100000,
          customerPlatformFeeCents: 5000,
          vendorPlatformFeeCents: 5000,
          processingFeeCents: 2930,
          taxCents: 8000,
          customerTotalCents: 115930,
          vendorReceivesCents: 95000,
          platformRevenueCents: 10000,
        })
        .returning();
      const item = (
        startsAt: string,
        endsAt: string,
        status: 'confirmed' | 'requested',
        listing: { venueId: string } | { vendorId: string; bufferAfterMinutes: number } = { venueId },
      ) => ({
        bookingId: booking!.id,
        partnerUserId: ownerId,
        itemType: 'venueId' in listing ? ('venue' as const) : ('vendor' as const),
        ...listing,
        name: 'Listing',
        unitPriceCents: 25000,
        quantity: 1,
        hours: 4,
        lineTotalCents: 100000,
        partnerPayoutCents: 95000,
        status,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        timeZone: 'UTC',
      });
      await db.insert(bookingItems).values(item('2027-03-06T18:00:00Z', '2027-03-06T22:00:00Z', 'confirmed'));
      expect(
        await violation(
          db.insert(bookingItems).values(item('2027-03-06T21:00:00Z', '2027-03-07T01:00:00Z', 'confirmed')),
        ),
      ).toBe(EXCLUSION);
      // Back to back is fine; a request holds its time as a confirmation does, until it is answered.
      const [request] = await db
        .insert(bookingItems)
        .values(item('2027-03-06T22:00:00Z', '2027-03-07T02:00:00Z', 'requested'))
        .returning();
      expect(
        await violation(
          db.insert(bookingItems).values(item('2027-03-06T23:00:00Z', '2027-03-07T01:00:00Z', 'requested')),
        ),
      ).toBe(EXCLUSION);
      await db.update(bookingItems).set({ status: 'declined' }).where(eq(bookingItems.id, request!.id));
      await db.insert(bookingItems).values(item('2027-03-06T23:00:00Z', '2027-03-07T01:00:00Z', 'requested'));
      // A vendor's tear-down is part of its time: an hour after a 22:00 end, 22:30 is still taken.
      const dj = { vendorId, bufferAfterMinutes: 60 };
      await db.insert(bookingItems).values(item('2027-03-06T18:00:00Z', '2027-03-06T22:00:00Z', 'confirmed', dj));
      expect(
        await violation(
          db.insert(bookingItems).values(item('2027-03-06T22:30:00Z', '2027-03-07T01:00:00Z', 'requested', dj)),
        ),
      ).toBe(EXCLUSION);
      await db.insert(bookingItems).values(item('2027-03-06T23:00:00Z', '2027-03-07T01:00:00Z', 'requested', dj));
      expect(
        await violation(
          db.insert(bookingItems).values(item('2027-03-06T20:00:00Z', '2027-03-06T19:00:00Z', 'requested')),
        ),
      ).toBe(CHECK);
    });

    it('keeps one conversation per pair and listing, and no blank messages', async () => {
      const conversation = { entityType: 'venue' as const, entityId: venueId };
      const [first] = await db
        .insert(conversations)
        .values({ participant1: customerId, participant2: ownerId, ...conversation })
        .returning();
      expect(
        await violation(
          db.insert(conversations).values({ participant1: ownerId, participant2: customerId, ...conversation }),
        ),
      ).toBe(UNIQUE);
      expect(
        await violation(
          db
            .insert(conversations)
            .values({ participant1: customerId, participant2: customerId, entityType: 'vendor', entityId: vendorId }),
        ),
      ).toBe(CHECK);
      expect(
        await violation(
          db.insert(messages).values({ conversationId: first!.id, senderId: customerId, content: '   ' }),
        ),
      ).toBe(CHECK);
      await db
        .insert(messages)
        .values({ conversationId: first!.id, senderId: customerId, content: 'Is the rooftop free on March 6?' });
    });

    it('moves a conversation on in place: what a message changes is in no index (HOT updates)', async () => {
      const [moving] = await db
        .insert(conversations)
        .values({ participant1: customerId, participant2: ownerId, entityType: 'vendor', entityId: vendorId })
        .returning();
      const hotUpdates = await db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) {
          await tx
            .update(conversations)
            .set({
              lastMessage: `Message ${n}`,
              lastMessageTime: sql`now()`,
              lastActivityAt: sql`now()`,
              unread1: n,
              unread2: sql`${conversations.unread2} + 1`,
            })
            .where(eq(conversations.id, moving!.id));
        }
        const [counted] = rowsOf<{ hot: number | string }>(
          await tx.execute(sql`SELECT pg_stat_get_xact_tuples_hot_updated('conversations'::regclass) AS hot`),
        );
        return Number(counted?.hot);
      });
      expect(hotUpdates).toBe(3);
    });

    it('keeps an extra on exactly one listing, of a known kind, never below zero', async () => {
      const extra = { name: 'Fog machine', priceCents: 1_000 };
      expect(await violation(db.insert(listingExtras).values({ ...extra, kind: 'addon' }))).toBe(CHECK);
      expect(await violation(db.insert(listingExtras).values({ ...extra, kind: 'addon', venueId, vendorId }))).toBe(
        CHECK,
      );
      expect(await violation(db.insert(listingExtras).values({ ...extra, kind: 'bundle' as 'addon', venueId }))).toBe(
        CHECK,
      );
      expect(
        await violation(db.insert(listingExtras).values({ ...extra, kind: 'addon', venueId, priceCents: -1 })),
      ).toBe(CHECK);
    });

    it('keeps ratings within 1..5 and a review on exactly one listing', async () => {
      expect(await violation(db.insert(reviews).values({ venueId, authorName: 'A', rating: 6, body: 'x' }))).toBe(
        CHECK,
      );
      expect(
        await violation(db.insert(reviews).values({ venueId, vendorId, authorName: 'A', rating: 5, body: 'x' })),
      ).toBe(CHECK);
      expect(
        await violation(
          db.insert(venues).values({
            slug: 'bad',
            name: 'Bad',
            type: 'castle',
            city: 'X',
            state: 'Y',
            maxCapacity: 10,
            timeZone: 'UTC',
          }),
        ),
      ).toBe(CHECK);
      expect(
        await violation(
          db
            .insert(venues)
            .values({ slug: 'bad', name: 'Bad', type: 'loft', city: 'X', state: 'Y', maxCapacity: 0, timeZone: 'UTC' }),
        ),
      ).toBe(CHECK);
    });
  });

  it('accepts synthetic listings for load tests (all categories, unique slugs)', async () => {
    const made = Array.from({ length: 40 }, (_, i) => i);
    const inserted = await db.insert(venues).values(made.map(syntheticVenue)).returning({ type: venues.type });
    await db.insert(vendors).values(made.map(syntheticVendor));
    expect(new Set(inserted.map((v) => v.type)).size).toBe(VENUE_CATEGORIES.length - 1);
    await db.delete(venues).where(sql`${venues.slug} LIKE 'synthetic-%'`);
    await db.delete(vendors).where(sql`${vendors.slug} LIKE 'synthetic-%'`);
  });

  it('reports the database it runs on', async () => {
    expect(database.kind).toBe(target.name);
    const result = await db.execute(sql`SELECT 1 AS one`);
    expect(result).toBeTruthy();
  });
});
