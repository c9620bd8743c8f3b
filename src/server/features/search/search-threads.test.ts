// Search threads (ADR 015): a thread's copy of the index answers exactly as the main thread's, follows every listing
// change, a burst past its queue runs partly on the main thread, and when it stops its searches run on the main thread.
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addYears, utcToday } from '#shared/event-dates.ts';
import {
  VendorSearchRequestSchema,
  VenueSearchRequestSchema,
  type VendorSearchRequest,
  type VenueSearchRequest,
} from '#shared/search.ts';
import type { Database } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { closedListings, type ClosedListings } from '../listings/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openSearchDatabase, quietLog } from '../../testing/search-database.ts';
import type { Encoding } from './encoded-answer.ts';
import { answerPlan, type SearchPlan } from './run-search-plan.ts';
import { applyListingChange, createSearchContext, loadSearchIndex, type SearchContext } from './search-context.ts';
import { CatalogueIndex } from './listing-index/catalogue-index.ts';
import { CLOSED_KEPT, QUEUE_PER_THREAD, SearchThreads, THREADS_FROM_LISTINGS } from './search-threads.ts';
import { planVendorSearch, planVenueSearch } from './search-listings.ts';

const VENUE_SEARCHES: VenueSearchRequest[] = [
  {},
  { sort_by: 'price', limit: 5, offset: 3 },
  { search_query: 'warehouse rave for 300 people', sort_by: 'relevance' },
  { search_query: 'rooftp party', sort_by: 'relevance' },
  { search_query: 'open-air terrace for a birthday' },
  { search_query: 'loft in new york', sort_by: 'rating' },
  { search_query: 'gallery', city: 'Chicago', max_price: 400 },
  { min_capacity: 100, max_capacity: 400, venue_types: ['warehouse', 'loft'], sort_by: 'capacity' },
  { amenities: ['WiFi'], location: 'tx', sort_by: 'price_desc' },
  // A day ahead whatever the date: a search refuses a past day.
  { search_query: 'garden', date: addYears(utcToday(), 1) },
];
const VENDOR_SEARCHES: VendorSearchRequest[] = [
  { search_query: 'wedding photographer in Austin', sort_by: 'relevance' },
  { search_query: 'secuirty guards for a concert' },
  { vendor_types: ['music-djs'], min_price: 100, sort_by: 'price' },
  { services: ['Wedding'], service_areas: ['Austin'], limit: 3 },
];
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

describe.each(databaseTargets('search_threads'))('search threads on $name', (target) => {
  let database: Database;
  let ctx: SearchContext;
  const stopped: unknown[] = [];

  const plans = async (): Promise<SearchPlan[]> => [
    ...(await Promise.all(
      VENUE_SEARCHES.map((body) => planVenueSearch(ctx, VenueSearchRequestSchema.parse(body), true)),
    )),
    ...(await Promise.all(
      VENDOR_SEARCHES.map((body) => planVendorSearch(ctx, VendorSearchRequestSchema.parse(body), true)),
    )),
  ];
  /** The plan's body as the main thread's own index makes it. */
  const here = (plan: SearchPlan, encoding: Encoding) =>
    answerPlan(ctx.index.of(plan.kind), plan, encoding).body(encoding).body;
  const namesFromThread = async (query: string) => {
    const plan = await planVenueSearch(
      ctx,
      VenueSearchRequestSchema.parse({ search_query: query, sort_by: 'relevance' }),
      true,
    );
    return (
      JSON.parse((await ctx.threads.answer(plan, 'identity')).text) as { data: { venues: { name: string }[] } }
    ).data.venues.map((v) => v.name);
  };

  beforeAll(async () => {
    ({ database, ctx } = await openSearchDatabase(target, 1, {
      ...quietLog,
      error: (details: object) => stopped.push(details),
    }));
    // The thread says when its copy has loaded; plans run here until then.
    await vi.waitFor(() => expect(ctx.threads.loaded).toBe(true), { timeout: 60_000, interval: 20 });
  }, 180_000);

  it('runs plans on the main thread while a thread has not loaded its copy', async () => {
    const unloaded = new CatalogueIndex(database.db, ctx.embedder.model);
    const threads = new SearchThreads(1, unloaded, quietLog, 0);
    threads.startFor(0);
    try {
      expect(threads.count).toBe(1);
      const plan: SearchPlan = {
        kind: 'venue',
        params: VenueSearchRequestSchema.parse({}),
        closed: null,
        activeOnly: true,
        words: null,
      };
      const answer = await threads.answer(plan, 'identity');
      expect(JSON.parse(answer.text)).toMatchObject({ data: { venues: [], pagination: { total: 0 } } });
      expect(threads.answered).toEqual({ byThreads: 0, here: 1 });
    } finally {
      await threads.close();
    }
  });

  it('starts threads only for a catalogue of THREADS_FROM_LISTINGS listings or more, as the first count says', async () => {
    const small = new SearchThreads(2, new CatalogueIndex(database.db, ctx.embedder.model), quietLog);
    const large = new SearchThreads(2, new CatalogueIndex(database.db, ctx.embedder.model), quietLog);
    try {
      expect([small.count, large.count]).toEqual([0, 0]);
      small.startFor(THREADS_FROM_LISTINGS - 1);
      large.startFor(THREADS_FROM_LISTINGS);
      small.startFor(THREADS_FROM_LISTINGS);
      large.startFor(0);
      expect([small.count, large.count]).toEqual([0, 2]);
    } finally {
      await Promise.all([small.close(), large.close()]);
    }
  });

  it('searches on the main thread alone for the sample catalogue, and on threads once it counts as large', async () => {
    const sample = createSearchContext(database.db, ctx.embedder, quietLog, 1);
    const listings = await sample.index.countInDatabase();
    const asLarge = createSearchContext(database.db, ctx.embedder, quietLog, 1, listings);
    try {
      expect(listings).toBeGreaterThan(0);
      expect(listings).toBeLessThan(THREADS_FROM_LISTINGS);
      await Promise.all([loadSearchIndex(sample), loadSearchIndex(asLarge)]);
      expect([sample.threads.count, asLarge.threads.count]).toEqual([0, 1]);
      const [plan] = await plans();
      await sample.threads.answer(plan as SearchPlan, 'br');
      expect(sample.threads.answered).toEqual({ byThreads: 0, here: 1 });
      await vi.waitFor(() => expect(asLarge.threads.loaded).toBe(true), { timeout: 60_000, interval: 20 });
      await asLarge.threads.answer(plan as SearchPlan, 'br');
      expect(asLarge.threads.answered).toEqual({ byThreads: 1, here: 0 });
    } finally {
      await Promise.all([sample.threads.close(), asLarge.threads.close()]);
    }
  }, 120_000);

  afterAll(async () => {
    await ctx?.threads.close();
    await database?.close();
  });

  it('answers every kind of search byte for byte as the main thread does, in every encoding', async () => {
    expect(ctx.threads.count).toBe(1);
    const before = ctx.threads.answered.byThreads;
    for (const plan of await plans()) {
      for (const encoding of ENCODINGS) {
        const answer = await ctx.threads.answer(plan, encoding);
        expect(answer.body(encoding).body.equals(here(plan, encoding))).toBe(true);
      }
    }
    // One at a time, every plan went to the thread.
    expect(ctx.threads.answered.byThreads - before).toBe(
      (VENUE_SEARCHES.length + VENDOR_SEARCHES.length) * ENCODINGS.length,
    );
  });

  it('sends a burst of plans to the thread, runs here what finds its queue full, and answers each plan once', async () => {
    const some = await plans();
    const burst = Array.from({ length: 2 * QUEUE_PER_THREAD }, (_, i) => some[i % some.length] as SearchPlan);
    const before = { ...ctx.threads.answered };
    const answers = await Promise.all(burst.map((plan) => ctx.threads.answer(plan, 'br')));
    answers.forEach((answer, i) =>
      expect(answer.body('br').body.equals(here(burst[i] as SearchPlan, 'br'))).toBe(true),
    );
    // Asked all at once: a queue's worth went to the thread, and the plans that found it full ran here.
    expect(ctx.threads.answered.byThreads - before.byThreads).toBe(QUEUE_PER_THREAD);
    expect(ctx.threads.answered.here - before.here).toBe(QUEUE_PER_THREAD);
  });

  it('sends the thread each answer’s left-out listings once, and forgets the oldest past CLOSED_KEPT', async () => {
    const params = VenueSearchRequestSchema.parse({ date: addYears(utcToday(), 1), sort_by: 'name', limit: 100 });
    const ids = [...ctx.index.venues.ids()];
    const answers = Array.from({ length: CLOSED_KEPT + 2 }, (_, i) => closedListings(ids.slice(i % 5, (i % 5) + 3)));
    const planOf = (closed: ClosedListings): SearchPlan => ({
      kind: 'venue',
      params,
      closed,
      activeOnly: true,
      words: null,
    });
    const worker = (ctx.threads as unknown as { threads: { worker: Worker }[] }).threads[0]?.worker as Worker;
    const posted = vi.spyOn(worker, 'postMessage');
    const sentClosed = () => posted.mock.calls.filter(([message]) => message.type === 'closed').length;
    const expectSameAnswer = async (closed: ClosedListings) => {
      const plan = planOf(closed);
      expect((await ctx.threads.answer(plan, 'br')).body('br').body.equals(here(plan, 'br'))).toBe(true);
    };
    try {
      for (const closed of answers) await expectSameAnswer(closed);
      expect(sentClosed()).toBe(answers.length);
      await expectSameAnswer(answers.at(-1) as ClosedListings);
      expect(sentClosed()).toBe(answers.length);
      // The first two were forgotten to keep CLOSED_KEPT: asked again, the first goes again.
      await expectSameAnswer(answers[0] as ClosedListings);
      expect(sentClosed()).toBe(answers.length + 1);
      const [first] = posted.mock.calls.map(([message]) => message).filter((message) => message.type === 'answer');
      expect(first).toMatchObject({ plan: { closed: null }, closedKey: answers[0]?.key });
    } finally {
      posted.mockRestore();
    }
  });

  it('follows listings added, changed and removed', async () => {
    const [model] = await database.db.select().from(venues).where(eq(venues.slug, 'kiln-works-bushwick'));
    const id = randomUUID();
    await database.db.insert(venues).values({
      ...(model as typeof venues.$inferSelect),
      id,
      slug: `threadneedle-${id}`,
      name: 'Threadneedle Hall',
      searchVector: null,
    });
    await applyListingChange(ctx, { venueIds: [id] });
    expect(await namesFromThread('threadneedle')).toEqual(['Threadneedle Hall']);

    await database.db.update(venues).set({ name: 'Needlework Hall' }).where(eq(venues.id, id));
    await applyListingChange(ctx, { venueIds: [id] });
    expect(await namesFromThread('needlework')).toEqual(['Needlework Hall']);
    expect(await namesFromThread('threadneedle')).not.toContain('Threadneedle Hall');

    await database.db.delete(venues).where(eq(venues.id, id));
    await applyListingChange(ctx, { venueIds: [id] });
    expect(await namesFromThread('needlework')).toEqual([]);
    for (const plan of await plans())
      expect((await ctx.threads.answer(plan, 'gzip')).body('gzip').body.equals(here(plan, 'gzip'))).toBe(true);
  });

  it('refuses a plan that cannot be posted without keeping it as waiting', async () => {
    const [plan] = await plans();
    const uncopyable = { ...plan, params: { ...plan?.params, sort_by: () => 'name' } } as unknown as SearchPlan;
    await expect(ctx.threads.answer(uncopyable, 'br')).rejects.toThrow();
    const before = ctx.threads.answered.byThreads;
    await ctx.threads.answer(plan as SearchPlan, 'br');
    expect(ctx.threads.answered.byThreads).toBe(before + 1);
    expect((ctx.threads as unknown as { threads: { waiting: number }[] }).threads[0]?.waiting).toBe(0);
  });

  it('answers on the main thread once its search thread has stopped', async () => {
    const all = await plans();
    const waiting = all.slice(0, 2).map((plan) => ctx.threads.answer(plan, 'br'));
    // As if the thread crashed: the plans it held come back and run here.
    await (ctx.threads as unknown as { threads: { worker: Worker }[] }).threads[0]?.worker.terminate();
    const answers = await Promise.all(waiting);
    answers.forEach((answer, i) => expect(answer.body('br').body.equals(here(all[i] as SearchPlan, 'br'))).toBe(true));
    await expect.poll(() => ctx.threads.count).toBe(0);
    expect(stopped).toHaveLength(1);
    const answer = await ctx.threads.answer(all[2] as SearchPlan, 'br');
    expect(answer.body('br').body.equals(here(all[2] as SearchPlan, 'br'))).toBe(true);
  });
});
