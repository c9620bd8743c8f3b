// A listing write and its change are one operation: the listings a committed write touched are made known once, with
// the change already readable; a write that fails, or that wrote nothing, makes nothing known and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, venues } from '../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { ListingScope } from './listing-embeddings.ts';
import { inListingTransaction, setListingActive, type ListingWriter } from './listing-writes.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

let app: App;
let ownerId: string;
let venueId: string;

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.userId, owner!.id))
    .orderBy(venues.name)
    .limit(1);
  ownerId = owner!.id;
  venueId = venue!.id;
}, 120_000);
afterAll(async () => app?.close());

/** A writer whose changes are recorded, each with whether the venue was active when it was made known. */
function recordingWriter(): { writer: ListingWriter; told: { scope: ListingScope; active: boolean | undefined }[] } {
  const told: { scope: ListingScope; active: boolean | undefined }[] = [];
  const changed = async (scope: ListingScope) => {
    const [row] = await app.db.select({ isActive: venues.isActive }).from(venues).where(eq(venues.id, venueId));
    told.push({ scope, active: row?.isActive });
  };
  return { writer: { db: app.db, changes: { changed } }, told };
}

describe('listing writes', () => {
  it('make the listings they wrote known once, after the write is committed', async () => {
    const { writer, told } = recordingWriter();
    expect(await setListingActive(writer, 'venue', venueId, ownerId, false)).toBe('paused');
    expect(told).toEqual([{ scope: { venueIds: [venueId], vendorIds: [] }, active: false }]);
    expect(await setListingActive(writer, 'venue', venueId, ownerId, true)).toBe('live');
    expect(told.at(-1)).toEqual({ scope: { venueIds: [venueId], vendorIds: [] }, active: true });
    expect(told).toHaveLength(2);
  });

  it('make nothing known when the transaction fails, and leave the listing as it was', async () => {
    const { writer, told } = recordingWriter();
    const pause = inListingTransaction(writer, async (t) => {
      await t.tx.update(venues).set({ isActive: false }).where(eq(venues.id, venueId));
      t.wrote('venue', [venueId]);
      throw new Error('refused after the write');
    });
    await expect(pause).rejects.toThrow('refused after the write');
    expect(told).toEqual([]);
    const [row] = await app.db.select({ isActive: venues.isActive }).from(venues).where(eq(venues.id, venueId));
    expect(row?.isActive).toBe(true);
  });

  it('make nothing known when nothing was written', async () => {
    const { writer, told } = recordingWriter();
    const [stranger] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, 'customer@example.com'));
    expect(await setListingActive(writer, 'venue', venueId, stranger!.id, false)).toBe('not-found');
    expect(told).toEqual([]);
  });
});
