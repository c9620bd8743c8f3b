import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { waitlist } from '../db/schema/index.ts';
import { tableFingerprint } from './table-fingerprint.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});
afterAll(async () => database?.close());

it('changes with every insert, update and delete, and only then', async () => {
  const { db } = database;
  const empty = await tableFingerprint(db);
  expect(await tableFingerprint(db)).toEqual(empty);

  const [row] = await db.insert(waitlist).values({ email: 'a@example.com' }).returning();
  const inserted = await tableFingerprint(db);
  expect(inserted.waitlist).not.toEqual(empty.waitlist);

  await db.update(waitlist).set({ city: 'Brooklyn' }).where(eq(waitlist.id, row!.id));
  const updated = await tableFingerprint(db);
  expect(updated.waitlist).not.toEqual(inserted.waitlist);

  await db.delete(waitlist).where(eq(waitlist.id, row!.id));
  expect((await tableFingerprint(db)).waitlist).not.toEqual(updated.waitlist);
  expect(Object.keys(empty)).toEqual(
    expect.arrayContaining(['user', 'session', 'venues', 'carts', 'bookings', 'messages']),
  );
});
