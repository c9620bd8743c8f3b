// Migrations that move data, each on a database migrated up to the one before it: 0032 (ADR 026) gives listings their
// state's time zone and moves booked times written as UTC wall-clock times to the same wall-clock times on the
// booking's venue's clock, held slots with them; 0033 turns venues' blocked days into blocks on their clocks; 0035
// keeps venues' weekly hours in the table vendors' working hours share; 0038 makes the checkout's co-hosts members of
// the event.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { fromProject } from '../project-paths.ts';

const folders: string[] = [];

async function migratedDatabase(lastTag: string) {
  const client = await PGlite.create({ extensions: { vector, btree_gist, pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(lastTag) });
  return { client, migrateRest: () => migrate(db, { migrationsFolder: fromProject('src/server/db/migrations') }) };
}

/** The project's migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  cpSync(fromProject('src/server/db/migrations'), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0032: event times on the venue’s clock', () => {
  it('gives listings their state’s zone and moves booked times and held slots onto it', async () => {
    const { client, migrateRest } = await migratedDatabase('0031_held_slots_by_day');
    await client.exec(`
      INSERT INTO "user" (id, name, email) VALUES ('u1', 'Customer', 'c@example.com');
      INSERT INTO venues (id, slug, name, type, city, state, max_capacity)
        VALUES ('00000000-0000-0000-0000-000000000001', 'loft', 'Loft', 'loft', 'Austin', 'TX', 50),
               ('00000000-0000-0000-0000-000000000002', 'odd', 'Odd', 'loft', 'Nowhere', 'Atlantis', 50);
      INSERT INTO vendors (id, slug, name, category, state)
        VALUES ('00000000-0000-0000-0000-000000000003', 'dj', 'DJ', 'music-djs', 'CA');
      INSERT INTO bookings (id, reference, customer_id, event_date, subtotal_cents, customer_platform_fee_cents,
          vendor_platform_fee_cents, processing_fee_cents, tax_cents, customer_total_cents, vendor_receives_cents,
          platform_revenue_cents)
        VALUES ('00000000-0000-0000-0000-00000000000b', 'EV-TZ', 'u1', '2027-03-17', 4, 0, 0, 0, 0, 4, 4, 0);
      INSERT INTO booking_items (booking_id, item_type, venue_id, vendor_id, name, unit_price_cents, quantity, hours,
          line_total_cents, partner_payout_cents, status, starts_at, ends_at, buffer_after_minutes)
        VALUES
          ('00000000-0000-0000-0000-00000000000b', 'venue', '00000000-0000-0000-0000-000000000001', NULL, 'Loft',
            1, 1, 4, 1, 1, 'confirmed', '2027-03-17T18:00:00Z', '2027-03-17T22:00:00Z', 0),
          ('00000000-0000-0000-0000-00000000000b', 'vendor', NULL, '00000000-0000-0000-0000-000000000003', 'DJ',
            1, 1, 4, 1, 1, 'requested', '2027-03-17T18:00:00Z', '2027-03-17T22:00:00Z', 60);
    `);

    await migrateRest();

    const zones = await client.query<{ slug: string; time_zone: string }>(
      `SELECT slug, time_zone FROM venues UNION ALL SELECT slug, time_zone FROM vendors ORDER BY slug`,
    );
    expect(zones.rows).toEqual([
      { slug: 'dj', time_zone: 'America/Los_Angeles' },
      { slug: 'loft', time_zone: 'America/Chicago' },
      { slug: 'odd', time_zone: 'America/New_York' },
    ]);
    // Both lines are on the venue's clock (Austin, daylight time in March: UTC-5), the DJ's as well as the venue's.
    const items = await client.query<{ name: string; time_zone: string; starts_at: Date; ends_at: Date }>(
      `SELECT name, time_zone, starts_at, ends_at FROM booking_items ORDER BY name`,
    );
    expect(items.rows).toEqual([
      {
        name: 'DJ',
        time_zone: 'America/Chicago',
        starts_at: new Date('2027-03-17T23:00:00Z'),
        ends_at: new Date('2027-03-18T03:00:00Z'),
      },
      {
        name: 'Loft',
        time_zone: 'America/Chicago',
        starts_at: new Date('2027-03-17T23:00:00Z'),
        ends_at: new Date('2027-03-18T03:00:00Z'),
      },
    ]);
    const slots = await client.query<{ starts_at: Date; ends_at: Date }>(
      `SELECT starts_at, ends_at FROM held_slots ORDER BY ends_at`,
    );
    expect(slots.rows).toEqual([
      { starts_at: new Date('2027-03-17T23:00:00Z'), ends_at: new Date('2027-03-18T03:00:00Z') },
      { starts_at: new Date('2027-03-17T23:00:00Z'), ends_at: new Date('2027-03-18T04:00:00Z') },
    ]);
    await client.close();
  });
});

describe('migration 0033: blocks for venues and vendors', () => {
  it('turns each venue’s blocked day into a block from midnight to midnight on its clock, with its note', async () => {
    const { client, migrateRest } = await migratedDatabase('0032_time_zones');
    await client.exec(`
      INSERT INTO venues (id, slug, name, type, city, state, max_capacity, time_zone)
        VALUES ('00000000-0000-0000-0000-000000000001', 'loft', 'Loft', 'loft', 'Austin', 'TX', 50, 'America/Chicago');
      INSERT INTO venue_blocked_dates (venue_id, date, reason)
        VALUES ('00000000-0000-0000-0000-000000000001', '2027-03-14', 'Private wedding'),
               ('00000000-0000-0000-0000-000000000001', '2027-06-18', NULL);
    `);

    await migrateRest();

    const blocks = await client.query(
      `SELECT listing_id, starts_at, ends_at, reason, source FROM listing_blocks ORDER BY starts_at`,
    );
    // March 14th 2027 is the day the clocks go forward: 23 hours long.
    expect(blocks.rows).toEqual([
      {
        listing_id: '00000000-0000-0000-0000-000000000001',
        starts_at: new Date('2027-03-14T06:00:00Z'),
        ends_at: new Date('2027-03-15T05:00:00Z'),
        reason: 'Private wedding',
        source: 'manual',
      },
      {
        listing_id: '00000000-0000-0000-0000-000000000001',
        starts_at: new Date('2027-06-18T05:00:00Z'),
        ends_at: new Date('2027-06-19T05:00:00Z'),
        reason: null,
        source: 'manual',
      },
    ]);
    const old = await client.query(`SELECT to_regclass('venue_blocked_dates') AS name`);
    expect(old.rows).toEqual([{ name: null }]);
    await client.close();
  });

  it('keeps each venue’s weekly hours in listing_weekly_hours, where a vendor’s can go too', async () => {
    const { client, migrateRest } = await migratedDatabase('0034_calendar_imports');
    await client.exec(`
      INSERT INTO venues (id, slug, name, type, city, state, max_capacity, time_zone)
        VALUES ('00000000-0000-0000-0000-000000000001', 'loft', 'Loft', 'loft', 'Austin', 'TX', 50, 'America/Chicago');
      INSERT INTO venue_weekly_hours (venue_id, weekday, opens_at, closes_at, is_closed)
        VALUES ('00000000-0000-0000-0000-000000000001', 1, NULL, NULL, true),
               ('00000000-0000-0000-0000-000000000001', 5, '18:00', '02:00', false);
    `);

    await migrateRest();

    const hours = await client.query(
      `SELECT listing_id, weekday, opens_at, closes_at, is_closed FROM listing_weekly_hours ORDER BY weekday`,
    );
    expect(hours.rows).toEqual([
      {
        listing_id: '00000000-0000-0000-0000-000000000001',
        weekday: 1,
        opens_at: null,
        closes_at: null,
        is_closed: true,
      },
      {
        listing_id: '00000000-0000-0000-0000-000000000001',
        weekday: 5,
        opens_at: '18:00:00',
        closes_at: '02:00:00',
        is_closed: false,
      },
    ]);
    await client.exec(`
      INSERT INTO vendors (id, slug, name, category, time_zone)
        VALUES ('00000000-0000-0000-0000-000000000002', 'dj', 'DJ', 'music-djs', 'America/Chicago');
      INSERT INTO listing_weekly_hours (listing_id, weekday, is_closed)
        VALUES ('00000000-0000-0000-0000-000000000002', 0, true);
    `);
    const old = await client.query(`SELECT to_regclass('venue_weekly_hours') AS name`);
    expect(old.rows).toEqual([{ name: null }]);
    await client.close();
  });
});

describe('migration 0038: co-hosts as members of the event', () => {
  it('invites each booking’s co-hosts once, from its customer, at its checkout’s time', async () => {
    const { client, migrateRest } = await migratedDatabase('0037_availability_change_weights');
    await client.exec(`
      INSERT INTO "user" (id, name, email) VALUES ('u1', 'Customer', 'c@example.com');
      INSERT INTO bookings (id, reference, customer_id, event_date, subtotal_cents, customer_platform_fee_cents,
          vendor_platform_fee_cents, processing_fee_cents, tax_cents, customer_total_cents, vendor_receives_cents,
          platform_revenue_cents, co_hosts, created_at)
        VALUES
          ('00000000-0000-0000-0000-00000000000b', 'EV-CO', 'u1', '2027-03-17', 4, 0, 0, 0, 0, 4, 4, 0,
            '[{"email":"ana@example.com","name":"Ana","role":"co-host"},
              {"email":"ANA@example.com","name":"Ana again","role":"co-host"},
              {"email":"bo@example.com","name":"","role":"co-host"}]', '2026-11-01T10:00:00Z'),
          ('00000000-0000-0000-0000-00000000000c', 'EV-NONE', 'u1', '2027-03-18', 4, 0, 0, 0, 0, 4, 4, 0,
            '[]', '2026-11-02T10:00:00Z');
    `);
    await migrateRest();
    const members = await client.query(
      `SELECT booking_id, lower(email) AS email, name, invited_by, invited_at, user_id, accepted_at
         FROM event_members ORDER BY email`,
    );
    expect(members.rows).toEqual([
      {
        booking_id: '00000000-0000-0000-0000-00000000000b',
        email: 'ana@example.com',
        name: expect.stringMatching(/^Ana/),
        invited_by: 'u1',
        invited_at: new Date('2026-11-01T10:00:00Z'),
        user_id: null,
        accepted_at: null,
      },
      {
        booking_id: '00000000-0000-0000-0000-00000000000b',
        email: 'bo@example.com',
        name: 'bo@example.com',
        invited_by: 'u1',
        invited_at: new Date('2026-11-01T10:00:00Z'),
        user_id: null,
        accepted_at: null,
      },
    ]);
    const column = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'bookings' AND column_name = 'co_hosts'`,
    );
    expect(column.rows).toEqual([]);
    await client.close();
  });
});
