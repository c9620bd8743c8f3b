// Search on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: every §7 parameter, the answer shapes, the
// fallbacks, the cache, embedding refresh, the in-memory ranks against the database's own, and the answers from the
// database while the index loads.
import { blockWindow, eventWindow } from '#shared/event-window.ts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SemanticSearchRequestSchema,
  VendorSearchRequestSchema,
  VendorSearchResponseSchema,
  VenueSearchRequestSchema,
  VenueSearchResponseSchema,
  type VendorSearchRequest,
  type VenueSearchRequest,
} from '#shared/search.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  listingBlocks,
  user,
  venueEmbeddings,
  listingWeeklyHours,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { SEED_VENDORS, SEED_VENUES } from '../../sample-catalogue/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openSearchDatabase, quietLog } from '../../testing/search-database.ts';
import { refreshEmbeddings, type ListingChanges } from '../listings/index.ts';
import { applyListingChange, createSearchContext, loadSearchIndex, type SearchContext } from './search-context.ts';
import { answerVendorSearch, answerVenueSearch, SEARCH_UNAVAILABLE } from './answer-search.ts';
import { parseTsvector } from './listing-index/tsvector-text.ts';
import { searchVenues } from './search-listings.ts';
import { semanticVendors, semanticVenues } from './semantic-search.ts';

describe.each(databaseTargets())('search on $name', (target) => {
  let database: Database;
  let ctx: SearchContext;
  let changes: ListingChanges;

  const venuesFor = async (body: VenueSearchRequest, activeOnly = true) =>
    VenueSearchResponseSchema.parse(
      JSON.parse((await answerVenueSearch(ctx, VenueSearchRequestSchema.parse(body), activeOnly)).text),
    );
  const vendorsFor = async (body: VendorSearchRequest) =>
    VendorSearchResponseSchema.parse(
      JSON.parse((await answerVendorSearch(ctx, VendorSearchRequestSchema.parse(body), true)).text),
    );
  const venueNames = async (body: VenueSearchRequest) => (await venuesFor(body)).data.venues.map((v) => v.name);
  const vendorNames = async (body: VendorSearchRequest) => (await vendorsFor(body)).data.vendors.map((v) => v.name);

  beforeAll(async () => {
    ({ database, ctx, changes } = await openSearchDatabase(target));
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it('answers with every live venue in name order by default, 50 a page', async () => {
    const answer = await venuesFor({});
    expect(answer).toMatchObject({
      success: true,
      source: 'search',
      data: { pagination: { total: 35, limit: 50, offset: 0 } },
    });
    const names = answer.data.venues.map((v) => v.name);
    expect(names).toHaveLength(35);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('pages with limit and offset', async () => {
    const all = await venueNames({ limit: 35 });
    expect(await venueNames({ limit: 10, offset: 10 })).toEqual(all.slice(10, 20));
    expect((await venuesFor({ limit: 10, offset: 30 })).data).toMatchObject({
      pagination: { total: 35, limit: 10, offset: 30 },
    });
  });

  it('sorts by price, price descending, rating and capacity', async () => {
    const prices = (await venuesFor({ sort_by: 'price' })).data.venues.map((v) => v.pricePerHourCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await venuesFor({ sort_by: 'price_desc' })).data.venues.map((v) => v.pricePerHourCents);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = (await venuesFor({ sort_by: 'rating' })).data.venues.map((v) => v.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const capacities = (await venuesFor({ sort_by: 'capacity' })).data.venues.map((v) => v.capacity);
    expect(capacities).toEqual([...capacities].sort((a, b) => b - a));
  });

  it('turns a guest count in the words into a capacity filter, and searches the rest of the words', async () => {
    const countOnly = await venuesFor({ search_query: '300 people', sort_by: 'relevance' });
    expect(countOnly.data).toEqual((await venuesFor({ min_capacity: 300, sort_by: 'relevance' })).data);
    expect(countOnly.data.venues.length).toBeGreaterThan(0);
    const withWords = await venueNames({ search_query: 'warehouse for 300 guests', sort_by: 'relevance' });
    expect(withWords).toEqual(
      await venueNames({ search_query: 'warehouse for', min_capacity: 300, sort_by: 'relevance' }),
    );
    expect(withWords.length).toBeGreaterThan(0);
  });

  it('filters venues by capacity, price, type, amenities, city, state and location', async () => {
    const big = (await venuesFor({ min_capacity: 600 })).data.venues;
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((v) => v.capacity >= 600)).toBe(true);
    expect((await venuesFor({ max_capacity: 80 })).data.venues.every((v) => v.capacity <= 80)).toBe(true);
    const mid = (await venuesFor({ min_price: 200, max_price: 400 })).data.venues;
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((v) => v.pricePerHourCents >= 20_000 && v.pricePerHourCents <= 40_000)).toBe(true);
    const types = (await venuesFor({ venue_types: ['rooftop', 'loft'] })).data.venues;
    expect(new Set(types.map((v) => v.type))).toEqual(new Set(['rooftop', 'loft']));
    expect(types).toHaveLength(7);
    const withStage = (await venuesFor({ amenities: ['Stage', 'Dance Floor'] })).data.venues;
    expect(withStage.length).toBeGreaterThan(0);
    expect(withStage.every((v) => v.amenities.includes('Stage') && v.amenities.includes('Dance Floor'))).toBe(true);
    expect(new Set((await venuesFor({ city: 'austin' })).data.venues.map((v) => v.city))).toEqual(new Set(['Austin']));
    expect(new Set((await venuesFor({ state: 'GA' })).data.venues.map((v) => v.city))).toEqual(new Set(['Atlanta']));
    expect(new Set((await venuesFor({ location: 'Brooklyn' })).data.venues.map((v) => v.city))).toEqual(
      new Set(['Brooklyn']),
    );
    expect((await venuesFor({ location: 'Nowhere City' })).data).toMatchObject({
      venues: [],
      pagination: { total: 0 },
    });
  });

  it('filters by date and hours: blocked dates, closed weekdays, held times and full days are not available', async () => {
    // A day of its own, ahead: the seeded blocked days pass with the calendar, and a search refuses a past day.
    const [blockedVenue] = await database.db.select().from(venues).where(eq(venues.slug, 'lumen-hall-gallery'));
    await database.db
      .insert(listingBlocks)
      .values({ listingId: blockedVenue!.id, ...dayOn('2027-03-10', blockedVenue!) });
    ctx.cache.clear();
    const onBlockedDay = (await venuesFor({ date: '2027-03-10', limit: 100 })).data.venues.map((v) => v.id);
    expect(onBlockedDay).not.toContain(blockedVenue!.id);
    const [closed] = await database.db
      .select()
      .from(listingWeeklyHours)
      .where(eq(listingWeeklyHours.isClosed, true))
      .limit(1);
    const closedDay = nextWeekday(closed?.weekday as number);
    expect((await venuesFor({ date: closedDay, limit: 100 })).data.venues.map((v) => v.id)).not.toContain(
      closed?.listingId,
    );

    const [open] = await database.db.select().from(venues).where(eq(venues.slug, 'kiln-works-bushwick'));
    const day = '2027-03-17';
    // Booked 18:00-22:00 on the listing's own clock; asked hours are on each listing's clock too.
    const eveningOn = (timeZone: string) => {
      const evening = eventWindow({ date: day, startTime: '18:00', hours: 4, timeZone });
      if (!evening.ok) throw new Error(evening.error);
      return { ...evening.window, timeZone };
    };
    expect(open!.timeZone).toBe('America/New_York');
    expect((await venuesFor({ date: day, limit: 100 })).data.venues.map((v) => v.id)).toContain(open?.id);
    const [customer] = await database.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    const [booking] = await database.db
      .insert(bookings)
      .values({
        reference: 'EV-SEARCH-TEST',
        customerId: customer?.id as string,
        eventDate: day,
        subtotalCents: 4,
        customerPlatformFeeCents: 0,
        vendorPlatformFeeCents: 0,
        processingFeeCents: 0,
        taxCents: 0,
        customerTotalCents: 4,
        vendorReceivesCents: 4,
        platformRevenueCents: 0,
      })
      .returning();
    await database.db.insert(bookingItems).values({
      bookingId: booking?.id as string,
      itemType: 'venue',
      venueId: open?.id as string,
      name: 'Kiln Works',
      unitPriceCents: 1,
      quantity: 1,
      hours: 4,
      lineTotalCents: 4,
      partnerPayoutCents: 4,
      status: 'confirmed',
      ...eveningOn(open!.timeZone),
    });
    const venueIds = async (asked: Parameters<typeof venuesFor>[0]) =>
      (await venuesFor({ ...asked, limit: 100 })).data.venues.map((v) => v.id);
    // Read afresh, not from the cache: a booking is not a listing change.
    expect(await venueIds({ date: day })).not.toContain(open?.id);
    // With hours, only the time it is held counts: after the event is free, the evening is not. Kiln Works opens
    // 18:00-04:00, so the afternoon is outside its hours.
    expect(await venueIds({ date: day, start_time: '22:00', hours: 5 })).toContain(open?.id);
    expect(await venueIds({ date: day, start_time: '21:00', hours: 3 })).not.toContain(open?.id);
    expect(await venueIds({ date: day, start_time: '12:00', hours: 5 })).not.toContain(open?.id);
    expect(await venueIds({ date: day, start_time: '23:00', hours: 6 })).not.toContain(open?.id);

    // A DJ booked 18:00-22:00 with an hour's tear-down, who takes one event a day.
    const [dj] = await database.db.select().from(vendors).where(eq(vendors.slug, 'dj-nova-reyes'));
    const djIds = async (asked: Parameters<typeof vendorsFor>[0]) =>
      (await vendorsFor({ ...asked, vendor_types: ['music-djs'], limit: 100 })).data.vendors.map((v) => v.id);
    expect(await djIds({ date: day })).toContain(dj?.id);
    // A listing's own rules change as every listing write does: made known to search (listing-changes.ts).
    const changeDj = async (rules: Partial<typeof vendors.$inferInsert>) => {
      await database.db.update(vendors).set(rules).where(eq(vendors.id, dj!.id));
      await applyListingChange(ctx, { venueIds: [], vendorIds: [dj!.id] });
    };
    await changeDj({ bufferAfterMinutes: 60 });
    await database.db.insert(bookingItems).values({
      bookingId: booking?.id as string,
      itemType: 'vendor',
      vendorId: dj!.id,
      name: dj!.name,
      unitPriceCents: 1,
      quantity: 1,
      hours: 4,
      lineTotalCents: 4,
      partnerPayoutCents: 4,
      status: 'requested',
      ...eveningOn(dj!.timeZone),
      bufferAfterMinutes: 60,
    });
    expect(await djIds({ date: day })).toContain(dj?.id);
    expect(await djIds({ date: day, start_time: '22:30', hours: 2 })).not.toContain(dj?.id);
    expect(await djIds({ date: day, start_time: '23:00', hours: 2 })).toContain(dj?.id);
    expect(await djIds({ date: day, start_time: '09:00', hours: 3 })).toContain(dj?.id);
    await changeDj({ maxEventsPerDay: 1 });
    expect(await djIds({ date: day })).not.toContain(dj?.id);
    expect(await djIds({ date: day, start_time: '09:00', hours: 3 })).not.toContain(dj?.id);
    expect(await djIds({ date: '2027-03-18' })).toContain(dj?.id);
    await changeDj({ bufferAfterMinutes: 0, maxEventsPerDay: null });
    // A change that leaves those rules alone (a new name) keeps the days' answers worked out with them.
    const rulesChanged = vi.spyOn(ctx.days, 'rulesChanged');
    try {
      await changeDj({ name: 'DJ Nova Reyes, renamed' });
      expect(rulesChanged).not.toHaveBeenCalled();
      await changeDj({ name: dj!.name, bufferBeforeMinutes: dj!.bufferBeforeMinutes + 15 });
      expect(rulesChanged).toHaveBeenCalledTimes(1);
      await changeDj({ bufferBeforeMinutes: dj!.bufferBeforeMinutes });
    } finally {
      rulesChanged.mockRestore();
    }

    // A photographer whose own calendar is busy 10:00-14:00 that day, then away all the next.
    const [photographer] = await database.db.select().from(vendors).where(eq(vendors.slug, 'lena-park-photography'));
    const photographerIds = async (asked: Parameters<typeof vendorsFor>[0]) =>
      (await vendorsFor({ ...asked, vendor_types: ['photography-video'], limit: 100 })).data.vendors.map((v) => v.id);
    const morning = blockWindow({ date: day, from: '10:00', to: '14:00', timeZone: photographer!.timeZone });
    if (!morning.ok) throw new Error(morning.error);
    await database.db.insert(listingBlocks).values([
      { listingId: photographer!.id, ...morning.window, source: 'calendar' },
      { listingId: photographer!.id, ...dayOn('2027-03-18', photographer!), source: 'calendar' },
    ]);
    expect(await photographerIds({ date: day })).toContain(photographer!.id);
    expect(await photographerIds({ date: day, start_time: '12:00', hours: 4 })).not.toContain(photographer!.id);
    expect(await photographerIds({ date: day, start_time: '14:00', hours: 4 })).toContain(photographer!.id);
    expect(await photographerIds({ date: '2027-03-18' })).not.toContain(photographer!.id);
    expect(await photographerIds({ date: '2027-03-18', start_time: '23:00', hours: 1 })).not.toContain(
      photographer!.id,
    );
    expect(await photographerIds({ date: '2027-03-19', start_time: '00:00', hours: 2 })).toContain(photographer!.id);
  });

  it('filters vendors by type, services, service areas, price, city, state and location', async () => {
    const djs = (await vendorsFor({ vendor_types: ['music-djs'] })).data.vendors;
    expect(djs).toHaveLength(7);
    expect(djs.every((v) => v.category === 'music-djs')).toBe(true);
    const [withServices] = await database.db.select().from(vendors).where(eq(vendors.slug, 'lena-park-photography'));
    const service = withServices?.services[0] as string;
    expect(await vendorNames({ services: [service] })).toContain('Lena Park Photography');
    const area = withServices?.serviceArea[0] as string;
    expect(await vendorNames({ service_areas: [area] })).toContain('Lena Park Photography');
    const cheap = (await vendorsFor({ max_price: 150 })).data.vendors;
    expect(cheap.every((v) => v.priceCents <= 15_000)).toBe(true);
    expect(new Set((await vendorsFor({ city: 'Seattle' })).data.vendors.map((v) => v.city))).toEqual(
      new Set(['Seattle']),
    );
    expect(new Set((await vendorsFor({ state: 'CO' })).data.vendors.map((v) => v.city))).toEqual(new Set(['Denver']));
    expect((await vendorsFor({ location: area })).data.vendors.length).toBeGreaterThan(0);
    expect((await vendorsFor({})).data.pagination).toEqual({ total: 58, limit: 50, offset: 0 });
  });

  it('keeps only listings that book instantly when asked, and follows a partner turning it on or off', async () => {
    const instantSlugs = (list: readonly { slug: string; instantBookNoticeHours: number | null }[]) =>
      list.filter((l) => l.instantBookNoticeHours !== null).map((l) => l.slug);
    const instant = (await venuesFor({ instant_book: true, limit: 100 })).data;
    expect(instant.venues.map((v) => v.slug).sort()).toEqual(instantSlugs(SEED_VENUES).sort());
    expect(instant.venues.length).toBeGreaterThan(0);
    expect(instant.pagination.total).toBe(instant.venues.length);
    expect(instant.venues.find((v) => v.slug === 'larimer-ballroom')?.instantBookNoticeHours).toBe(168);
    // Off is no filter: every live venue, those that take requests among them.
    const all = (await venuesFor({ instant_book: false, limit: 100 })).data;
    expect(all).toEqual((await venuesFor({ limit: 100 })).data);
    expect(all.venues.filter((v) => v.instantBookNoticeHours === null).length).toBeGreaterThan(0);
    // With the other filters and words.
    expect((await venuesFor({ instant_book: true, city: 'Austin' })).data.venues.map((v) => v.slug)).toEqual([
      'verdant-courtyard-austin',
    ]);
    const ballrooms = (await venuesFor({ instant_book: true, search_query: 'ballroom', sort_by: 'relevance' })).data;
    expect(ballrooms.venues[0]?.slug).toBe('larimer-ballroom');
    expect(ballrooms.venues.every((v) => v.instantBookNoticeHours !== null)).toBe(true);
    const vendorAnswer = (await vendorsFor({ instant_book: true, limit: 100 })).data.vendors;
    expect(vendorAnswer.map((v) => v.slug).sort()).toEqual(instantSlugs(SEED_VENDORS).sort());
    expect((await vendorsFor({ instant_book: true, vendor_types: ['decor-florals'] })).data.vendors).toMatchObject([
      { slug: 'wild-stem-floral', instantBookNoticeHours: 48 },
    ]);

    // The partner turns it on at one venue and off at another: the index reads the rows again.
    const [on] = await database.db
      .update(venues)
      .set({ instantBookNoticeHours: 0 })
      .where(eq(venues.slug, 'kiln-works-bushwick'))
      .returning({ id: venues.id });
    const [off] = await database.db
      .update(venues)
      .set({ instantBookNoticeHours: null })
      .where(eq(venues.slug, 'pale-blue-gallery'))
      .returning({ id: venues.id });
    const changedIds = [on?.id as string, off?.id as string];
    await changes.changed({ venueIds: changedIds });
    const after = (await venuesFor({ instant_book: true, limit: 100 })).data.venues;
    expect(after.map((v) => v.slug)).toContain('kiln-works-bushwick');
    expect(after.map((v) => v.slug)).not.toContain('pale-blue-gallery');
    expect(after.find((v) => v.slug === 'kiln-works-bushwick')?.instantBookNoticeHours).toBe(0);
    await database.db
      .update(venues)
      .set({ instantBookNoticeHours: null })
      .where(eq(venues.id, on?.id as string));
    await database.db
      .update(venues)
      .set({ instantBookNoticeHours: 48 })
      .where(eq(venues.id, off?.id as string));
    await changes.changed({ venueIds: changedIds });
    expect((await venuesFor({ instant_book: true, limit: 100 })).data.venues.map((v) => v.slug).sort()).toEqual(
      instantSlugs(SEED_VENUES).sort(),
    );
  });

  it('shows only active, approved listings unless an admin asks for all', async () => {
    const changed = await database.db
      .update(venues)
      .set({ approvalStatus: 'pending' })
      .where(eq(venues.slug, 'mirador-23-miami'))
      .returning({ id: venues.id });
    changed.push(
      ...(await database.db
        .update(venues)
        .set({ isActive: false })
        .where(eq(venues.slug, 'casa-marisol'))
        .returning({ id: venues.id })),
    );
    await changes.changed({ venueIds: changed.map((v) => v.id) });
    const publicNames = await venueNames({ limit: 100 });
    expect(publicNames).not.toContain('Mirador 23');
    expect(publicNames).not.toContain('Casa Marisol');
    expect(await venueNames({ search_query: 'Mirador' })).not.toContain('Mirador 23');
    const adminNames = (await venuesFor({ limit: 100, active_only: false }, false)).data.venues.map((v) => v.name);
    expect(adminNames).toEqual(expect.arrayContaining(['Mirador 23', 'Casa Marisol']));
    await database.db.update(venues).set({ approvalStatus: 'approved' }).where(eq(venues.slug, 'mirador-23-miami'));
    await database.db.update(venues).set({ isActive: true }).where(eq(venues.slug, 'casa-marisol'));
    await changes.changed({ venueIds: changed.map((v) => v.id) });
  });

  it('finds words in names, kinds and descriptions, and forgives typos', async () => {
    const rooftops = await venueNames({ search_query: 'rooftop', sort_by: 'relevance', limit: 4 });
    expect(new Set(rooftops)).toEqual(new Set(['Skyline Social', 'Sunbird Terrace', 'Mirador 23', 'Golden Hour Deck']));
    expect(new Set(await venueNames({ search_query: 'rooftp', sort_by: 'relevance', limit: 4 }))).toEqual(
      new Set(rooftops),
    );
    expect(await vendorNames({ search_query: 'phtographer', sort_by: 'relevance', limit: 5 })).toContain(
      'Lena Park Photography',
    );
    expect(await venueNames({ search_query: 'Kiln Works' })).toContain('Kiln Works');
    expect(await venuesFor({ search_query: "zzqx'; DROP TABLE venues; --", location: "%' OR 1=1 --" })).toMatchObject({
      success: true,
      source: 'search',
    });
    expect((await venuesFor({})).data.pagination.total).toBe(35);
    expect(await venueNames({ search_query: 'Kiln', venue_types: ['gallery'] })).not.toContain('Kiln Works');
  });

  it('ranks full text in memory exactly as ts_rank_cd(vector, query, 1) ranks an OR query in the database', async () => {
    const words = ['rooftop', 'views', 'garden', 'dancing', 'industrial'];
    const query = words.join(' | ');
    const result = await database.db.execute(sql`
      SELECT id, ts_rank_cd(search_vector, to_tsquery('english', ${query}), 1) AS rank
      FROM venues WHERE search_vector @@ to_tsquery('english', ${query})`);
    const inDatabase = new Map(
      rowsOf<{ id: string; rank: number | string }>(result).map((row) => [row.id, Number(row.rank)]),
    );
    const stems = await ctx.index.stemsOf(words);
    const index = ctx.index.venues;
    const { slots, scores } = index.text.top(
      [...stems.values()].flat(),
      new Uint8Array(index.size).fill(1),
      Infinity,
      index.tieKeys(),
    );
    const inMemory = new Map(slots.map((slot, i) => [index.doc(slot).id, scores[i]]));
    expect(inDatabase.size).toBeGreaterThan(5);
    expect(new Set(inMemory.keys())).toEqual(new Set(inDatabase.keys()));
    for (const [id, rank] of inDatabase) expect(inMemory.get(id)).toBeCloseTo(rank, 5);
  });

  it("stems the listings' words and numbers without asking the database, as the database would", async () => {
    const words = ['rooftop', 'industrial', 'garden', '987654'];
    const execute = vi.spyOn(database.db, 'execute');
    const stems = await ctx.index.stemsOf(words);
    // Other work of the index (a poll, say) may use the database meanwhile: only a stemming query counts.
    const stemming = execute.mock.calls.filter(([query]) =>
      new PgDialect().sqlToQuery(query as SQL).sql.includes('to_tsvector'),
    );
    execute.mockRestore();
    expect(stemming.map(([query]) => new PgDialect().sqlToQuery(query as SQL).params)).toEqual([]);
    for (const word of words) {
      const [row] = rowsOf<{ lexemes: string }>(
        await database.db.execute(sql`SELECT to_tsvector('english', ${word})::text AS lexemes`),
      );
      expect(stems.get(word)).toEqual(parseTsvector(row!.lexemes).lexemes.map((l) => l.lexeme));
    }
    // A word no listing has is stemmed by the database, and the answer kept.
    expect((await ctx.index.stemsOf(['skydiving'])).get('skydiving')).toEqual(['skydiv']);
  });

  it('sorts matched results by the chosen order', async () => {
    const byPrice = (await venuesFor({ search_query: 'warehouse', sort_by: 'price' })).data.venues.map(
      (v) => v.pricePerHourCents,
    );
    expect(byPrice.length).toBeGreaterThanOrEqual(4);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('answers semantic searches above the threshold, at most match_count, from text or an embedding', async () => {
    const params = SemanticSearchRequestSchema.parse({ query_text: 'open-air terrace for a birthday' });
    const matches = await semanticVenues(ctx, params);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(10);
    expect(matches.every((m) => m.similarity >= 0.7)).toBe(true);
    expect(matches.slice(0, 3).every((m) => m.type === 'rooftop')).toBe(true);
    const [embedding] = await ctx.embedder.embed(['wedding photographer']);
    const byVector = await semanticVendors(
      ctx,
      SemanticSearchRequestSchema.parse({ query_embedding: embedding, match_count: 3, match_threshold: 0 }),
    );
    expect(byVector).toHaveLength(3);
    expect(byVector[0]?.category).toBe('photography-video');
    expect(
      await semanticVenues(ctx, SemanticSearchRequestSchema.parse({ query_text: 'qqqzx', match_threshold: 0 })),
    ).toEqual([]);
  });

  it('fills a page of a filtered meaning-only query', async () => {
    const answer = await venuesFor({ search_query: 'somewhere lovely', venue_types: ['garden'], sort_by: 'relevance' });
    expect(answer.data.venues.every((v) => v.type === 'garden')).toBe(true);
  });

  it('caches answers for identical searches and forgets them when a listing changes', async () => {
    ctx.cache.clear();
    const first = await answerVenueSearch(ctx, VenueSearchRequestSchema.parse({ search_query: 'loft' }), true);
    expect(ctx.cache.size).toBeGreaterThan(0);
    await database.db.update(venues).set({ name: 'Renamed Loft' }).where(eq(venues.slug, 'mercer-street-loft'));
    expect(await answerVenueSearch(ctx, VenueSearchRequestSchema.parse({ search_query: 'loft' }), true)).toBe(first);
    const [changed] = await database.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.slug, 'mercer-street-loft'));
    await changes.changed({ venueIds: [changed?.id as string] });
    expect(await venueNames({ search_query: 'loft' })).toContain('Renamed Loft');
    // The new name's words reach the typo lexicon too.
    expect(await venueNames({ search_query: 'renamd', sort_by: 'relevance', limit: 3 })).toContain('Renamed Loft');
    await database.db.update(venues).set({ name: 'Mercer Street Loft' }).where(eq(venues.slug, 'mercer-street-loft'));
    await changes.changed({ venueIds: [changed?.id as string] });
  });

  describe('while the index loads', () => {
    let loading: SearchContext;
    const fromDatabase = async (body: VenueSearchRequest) =>
      VenueSearchResponseSchema.parse(
        JSON.parse((await answerVenueSearch(loading, VenueSearchRequestSchema.parse(body), true)).text),
      );

    beforeAll(() => {
      // A second context on the same database whose index has not loaded yet.
      loading = createSearchContext(database.db, ctx.embedder, quietLog);
    });

    it('answers from the database with the same filters, sorts, pages and cards as the index', async () => {
      const asks: VenueSearchRequest[] = [
        {},
        { sort_by: 'price', limit: 7, offset: 3 },
        { sort_by: 'capacity', min_capacity: 150, venue_types: ['warehouse', 'loft'] },
        { city: 'Brooklyn', sort_by: 'rating' },
        { location: 'new york', max_price: 400, amenities: ['WiFi'] },
        { date: nextWeekday(1), sort_by: 'price_desc' },
        { instant_book: true, sort_by: 'price' },
        { instant_book: true, search_query: 'gallery loft', sort_by: 'relevance' },
      ];
      for (const ask of asks) {
        const [fromIndex, answered] = await Promise.all([venuesFor(ask), fromDatabase(ask)]);
        expect(answered.source).toBe('database');
        expect({ ...answered, source: 'search' }).toEqual(fromIndex);
      }
    });

    it('answers vendors that book instantly from the database as the index does', async () => {
      for (const ask of [{ instant_book: true }, { instant_book: true, city: 'Seattle', sort_by: 'rating' as const }]) {
        const answered = VendorSearchResponseSchema.parse(
          JSON.parse((await answerVendorSearch(loading, VendorSearchRequestSchema.parse(ask), true)).text),
        );
        expect(answered.source).toBe('database');
        expect(answered.data.vendors.length).toBeGreaterThan(0);
        expect(answered.data.vendors.every((v) => v.instantBookNoticeHours !== null)).toBe(true);
        expect({ ...answered, source: 'search' }).toEqual(await vendorsFor(ask));
      }
    });

    it('ranks the full-text matches of the words, each word matching as a prefix', async () => {
      const answer = await fromDatabase({ search_query: 'rooftop terrace', sort_by: 'relevance', limit: 5 });
      expect(answer.source).toBe('database');
      expect(answer.data.venues[0]?.type).toBe('rooftop');
      expect(
        (await fromDatabase({ search_query: 'warehou', sort_by: 'relevance', limit: 3 })).data.venues.map(
          (v) => v.type,
        ),
      ).toContain('warehouse');
      expect(
        (await searchVenues(loading, VenueSearchRequestSchema.parse({ search_query: 'rooftop', limit: 3 }), true))
          .pagination.total,
      ).toBeGreaterThan(0);
    });

    it('keeps a change heard during the load, then answers from the index', async () => {
      const [venue] = await database.db
        .select({ id: venues.id })
        .from(venues)
        .where(eq(venues.slug, 'kiln-works-bushwick'));
      const id = venue?.id as string;
      const load = loadSearchIndex(loading);
      await database.db.update(venues).set({ name: 'Kilnhouse During Load' }).where(eq(venues.id, id));
      await applyListingChange(loading, { venueIds: [id], vendorIds: [] });
      await load;
      expect(loading.index.loaded).toBe(true);
      expect(loading.index.venues.doc(loading.index.venues.slotFor(id) as number).name).toBe('Kilnhouse During Load');
      const answer = await fromDatabase({ search_query: 'kilnhouse', sort_by: 'relevance', limit: 3 });
      expect(answer.source).toBe('search');
      expect(answer.data.venues[0]?.id).toBe(id);
      await database.db.update(venues).set({ name: 'Kiln Works' }).where(eq(venues.id, id));
      await changes.changed({ venueIds: [id] });
    });
  });

  it('refreshes the embedding of a changed listing so meaning search follows the change', async () => {
    const [venue] = await database.db.select().from(venues).where(eq(venues.slug, 'second-shift-coffee-bar'));
    const id = venue?.id as string;
    const before = await database.db.select().from(venueEmbeddings).where(eq(venueEmbeddings.venueId, id));
    await database.db
      .update(venues)
      .set({ description: 'An astronomy observatory with telescopes for stargazing parties under the night sky.' })
      .where(eq(venues.id, id));
    await changes.changed({ venueIds: [id] });
    const [after] = await database.db.select().from(venueEmbeddings).where(eq(venueEmbeddings.venueId, id));
    expect(after?.content).toContain('observatory');
    expect(after?.embedding).not.toEqual(before[0]?.embedding);
    const matches = await semanticVenues(
      ctx,
      SemanticSearchRequestSchema.parse({
        query_text: 'stargazing with telescopes',
        match_threshold: 0,
        match_count: 1,
      }),
    );
    expect(matches[0]?.id).toBe(id);
    await refreshEmbeddings(database.db, ctx.embedder);
    expect(await refreshEmbeddings(database.db, ctx.embedder)).toBe(0);
  });

  // Last: these break the database on purpose.
  it('falls back to the direct listing query when search fails, then to an empty list with success false', async () => {
    ctx.cache.clear();
    // A date search reads a day's blocks from the database the first time it is asked: without that table the search
    // itself fails.
    await database.db.execute(sql`ALTER TABLE listing_blocks RENAME TO listing_blocks_gone`);
    const direct = await venuesFor({ search_query: 'rooftop terrace', date: '2027-04-02', limit: 5 });
    expect(direct).toMatchObject({ success: true, source: 'direct', data: { pagination: { total: 35, limit: 5 } } });
    expect(direct.data.venues).toHaveLength(5);
    await database.db.execute(sql`ALTER TABLE venues RENAME TO venues_gone`);
    expect(await venuesFor({ search_query: 'rooftop terrace', date: '2027-04-02', limit: 5 })).toEqual({
      success: false,
      source: 'none',
      error: SEARCH_UNAVAILABLE,
      data: { venues: [], pagination: { total: 0, limit: 5, offset: 0 } },
    });
    await database.db.execute(sql`ALTER TABLE venues_gone RENAME TO venues`);
    await database.db.execute(sql`ALTER TABLE listing_blocks_gone RENAME TO listing_blocks`);
    expect((await venuesFor({ search_query: 'rooftop terrace', date: '2027-04-02', limit: 5 })).source).toBe('search');
  });
});

/** A whole day on the listing's clock. */
function dayOn(date: string, listing: { timeZone: string }) {
  const day = blockWindow({ date, timeZone: listing.timeZone });
  if (!day.ok) throw new Error(day.error);
  return day.window;
}

function nextWeekday(weekday: number): string {
  const date = new Date('2027-03-01T00:00:00Z');
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
