// Listing changes reach search by events: on PGlite through the running app (a partner's edit is found at once, a
// paused listing is gone, the event reaches a subscriber, another instance's event is applied), and, with
// TEST_DATABASE_URL, across two app instances on one PostgreSQL database, each with its own LISTEN/NOTIFY bus (and
// what a dropped LISTEN connection missed is read again).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorSearchResponseSchema, VenueSearchResponseSchema } from '#shared/search.ts';
import { openDatabase } from '../../db/client.ts';
import { user, vendors, venues } from '../../db/schema/index.ts';
import { databaseOfItsOwn } from '../../testing/database-targets.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createInProcessBus, noticePayloads, type ChangeEvent } from '../realtime/index.ts';
import { changeEvents, IDS_PER_EVENT, ListingChanges } from './listing-changes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** How long a change may take to reach another instance's search. */
/** Events, not a poll; the 1 s target itself is measured by bench/search-freshness.ts, not by a test. */
const FRESH_WITHIN_MS = 10_000;

/** Resolves once `found` holds, polling; fails past the deadline. */
async function waitFor(found: () => Promise<boolean>, deadlineMs: number, what: string): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (await found()) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const venueIdsFound = async (app: App, words: string) => {
  const response = await client(app).request('POST', '/api/rpc/api_search_venues', {
    search_query: words,
    sort_by: 'relevance',
    limit: 5,
  });
  return VenueSearchResponseSchema.parse(response.json()).data.venues.map((v) => v.id);
};
const vendorIdsFound = async (app: App, words: string) => {
  const response = await client(app).request('POST', '/api/rpc/api_search_vendors', {
    search_query: words,
    sort_by: 'relevance',
    limit: 5,
  });
  return VendorSearchResponseSchema.parse(response.json()).data.vendors.map((v) => v.id);
};

/** The demo partner's first venue and a client signed in as that partner. */
async function ownVenue(app: App): Promise<{ owner: Client; venueId: string }> {
  const owner = await signedIn(app, 'venue@example.com');
  const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.userId, ownerRow!.id))
    .orderBy(venues.name)
    .limit(1);
  return { owner, venueId: venue!.id };
}

/** Saves the venue from the partner's editor under a new name. */
async function rename(owner: Client, venueId: string, name: string): Promise<void> {
  const editable = (await owner.request('GET', `/api/partner/listings/venue/${venueId}`)).json() as {
    data: { listing: object };
  };
  const saved = await owner.request('PUT', `/api/partner/listings/venue/${venueId}`, {
    ...editable.data,
    listing: { ...editable.data.listing, name },
  });
  expect(saved.statusCode).toBe(200);
}

describe('listing change events', () => {
  it('split long id lists so every NOTIFY payload stays under 8,000 bytes, and name everything with no ids', () => {
    const venueIds = Array.from({ length: 2 * IDS_PER_EVENT + 7 }, () => randomUUID());
    const vendorIds = [randomUUID()];
    const events = changeEvents({ venueIds, vendorIds }, 'origin-1');
    expect(events).toHaveLength(4);
    expect(events.flatMap((e) => (e.table === 'listings' ? (e.venueIds ?? []) : []))).toEqual(venueIds);
    expect(events.flatMap((e) => (e.table === 'listings' ? (e.vendorIds ?? []) : []))).toEqual(vendorIds);
    for (const event of events)
      for (const payload of noticePayloads([{ event }], randomUUID()))
        expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(changeEvents({}, 'origin-1')).toEqual([
      { table: 'listings', type: 'update', origin: 'origin-1', audience: [] },
    ]);
  });
});

describe('listing changes on PGlite', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('a partner’s edit is found by search when the request returns, once; paused, the listing is gone', async () => {
    const { owner, venueId } = await ownVenue(app);
    const heard: ChangeEvent[] = [];
    const unsubscribe = app.eventBus.subscribe((event) => heard.push(event));
    const applied: unknown[] = [];
    app.listingChanges.onChange(async (scope) => void applied.push(scope));

    await rename(owner, venueId, 'Quillfeather Atelier');
    expect(await venueIdsFound(app, 'quillfeather')).toEqual([venueId]);
    expect(heard).toEqual([
      {
        table: 'listings',
        type: 'update',
        origin: app.listingChanges.origin,
        venueIds: [venueId],
        vendorIds: [],
        audience: [],
      },
    ]);
    // Applied here before publishing, and not again when the bus hands this instance its own event.
    expect(applied).toEqual([{ venueIds: [venueId], vendorIds: [] }]);

    expect((await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false })).json()).toEqual({
      state: 'paused',
    });
    expect(await venueIdsFound(app, 'quillfeather')).toEqual([]);
    expect((await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: true })).json()).toEqual({
      state: 'live',
    });
    expect(await venueIdsFound(app, 'quillfeather')).toEqual([venueId]);
    unsubscribe();
  });

  it('applies a change another instance published', async () => {
    const [vendor] = await app.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.isLive, true))
      .orderBy(vendors.name)
      .limit(1);
    expect(await vendorIdsFound(app, 'zanzibar')).not.toContain(vendor!.id);
    // Another instance wrote the row and told the bus; nothing here called changed().
    await app.db
      .update(vendors)
      .set({ name: 'Zanzibar Lantern Collective', updatedAt: sql`now()` })
      .where(eq(vendors.id, vendor!.id));
    await app.eventBus.publish({
      table: 'listings',
      type: 'update',
      origin: 'another-instance',
      venueIds: [],
      vendorIds: [vendor!.id],
      audience: [],
    });
    await waitFor(
      async () => (await vendorIdsFound(app, 'zanzibar')).includes(vendor!.id),
      5_000,
      'the other instance’s change',
    );
  });

  it('applies changes one at a time, in the order they came', async () => {
    const bus = createInProcessBus();
    const changes = new ListingChanges(app.db, app.listingSearch.embedder, bus, app.log);
    const [first, second] = [randomUUID(), randomUUID()];
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    changes.onChange(async (scope) => {
      const id = scope.venueIds?.[0] ?? '';
      order.push(`start ${id}`);
      if (id === first) await firstHeld;
      order.push(`end ${id}`);
    });
    await bus.publish({
      table: 'listings',
      type: 'update',
      origin: 'elsewhere',
      venueIds: [first],
      vendorIds: [],
      audience: [],
    });
    const made = changes.changed({ venueIds: [second] });
    await waitFor(async () => order.length > 0, 5_000, 'the first change started');
    expect(order).toEqual([`start ${first}`]);
    releaseFirst();
    await made;
    expect(order).toEqual([`start ${first}`, `end ${first}`, `start ${second}`, `end ${second}`]);
    changes.close();
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('listing changes across two instances on PostgreSQL', () => {
  let a: App;
  let b: App;

  beforeAll(async () => {
    const url = await databaseOfItsOwn(baseUrl as string, 'listing_instances');
    const emptied = await openDatabase({ url });
    await emptied.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await emptied.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await emptied.db.execute(sql`CREATE SCHEMA public`);
    await emptied.close();
    a = await createTestApp({ DATABASE_URL: url });
    b = await createTestApp({ DATABASE_URL: url });
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a listing edited through one instance is found through the other by its event; paused there, gone here', async () => {
    const { owner, venueId } = await ownVenue(a);
    expect(await venueIdsFound(b, 'marigold')).not.toContain(venueId);
    await rename(owner, venueId, 'Marigold Foundry');
    expect(await venueIdsFound(a, 'marigold')).toEqual([venueId]);
    await waitFor(
      async () => (await venueIdsFound(b, 'marigold'))[0] === venueId,
      FRESH_WITHIN_MS,
      'the edit through the other instance',
    );

    expect((await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false })).json()).toEqual({
      state: 'paused',
    });
    await waitFor(
      async () => !(await venueIdsFound(b, 'marigold')).includes(venueId),
      FRESH_WITHIN_MS,
      'the pause through the other instance',
    );
    expect((await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: true })).json()).toEqual({
      state: 'live',
    });
    await waitFor(
      async () => (await venueIdsFound(b, 'marigold'))[0] === venueId,
      FRESH_WITHIN_MS,
      'the resume through the other instance',
    );
  });

  it('reads every listing again when its bus listens again after the connection dropped', async () => {
    const [vendor] = await a.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.isLive, true))
      .orderBy(vendors.name)
      .limit(1);
    // A change whose event nobody heard, as if published while the instances were not listening.
    await a.db
      .update(vendors)
      .set({ name: 'Obsidian Kettle Ensemble', updatedAt: sql`now()` })
      .where(eq(vendors.id, vendor!.id));
    await a.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND (query LIKE 'LISTEN%' OR query LIKE '%pg_notify%')`);
    await waitFor(
      async () => (await vendorIdsFound(b, 'obsidian')).includes(vendor!.id),
      10_000,
      'the change missed while not listening',
    );
  });
});
