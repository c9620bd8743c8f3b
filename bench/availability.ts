// npm run bench:availability [-- --listings N] [-- --postgres <url>] [-- --runs R] [-- --days D]
//
// Issue 47's target: the availability of 100 vendors for one event window, computed in at most 20 ms. Seeds N
// synthetic listings (200 by default: 100 venues and 100 vendors) into a database of its own, books every vendor for
// one evening on each of D days (30), each on its own clock with an hour's tear-down for a third of them, then asks, as
// Discover's vendors tab does with a day, a start time and hours, which vendors cannot take that window
// (`listingsUnavailable`, one query for all of them), R times (300) after 20 unmeasured. With --listings 100000 it
// prints the same figures at Discover's scale. Writes bench/results/availability-<db>-<N>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { eventWindow } from '#shared/event-window.ts';
import { rowsOf, type Db } from '#server/db/client.ts';
import { listingsUnavailable } from '#server/features/listings/index.ts';
import { percentile } from './support/load.ts';
import { ms, roundAll, table, thousands, type Verdict } from './support/report-format.ts';
import { prepareSyntheticDatabase } from './support/synthetic-database.ts';

const TARGET_MS = 20;
const FIRST_DAY = '2031-06-02';
const WARMUP_RUNS = 20;

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '200' },
    postgres: { type: 'string' },
    runs: { type: 'string', default: '300' },
    days: { type: 'string', default: '30' },
  },
});
const listings = Number(args.listings);
const runs = Number(args.runs);
const days = Number(args.days);
for (const [name, value] of Object.entries({ listings, runs, days }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number above 0`);
const postgresUrl = args.postgres ?? process.env.BENCH_DATABASE_URL;

const dayOf = (offset: number) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** One booking a day holding every vendor for the evening (18:00 to 22:00 on its clock); idempotent by reference. */
async function bookEveryVendor(db: Db): Promise<number> {
  const [customer] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('bench-availability', 'Bench', 'bench@example.com')
      ON CONFLICT (id) DO UPDATE SET name = excluded.name RETURNING id`),
  );
  const vendors = rowsOf<{ id: string; time_zone: string }>(
    await db.execute(sql`SELECT id, time_zone FROM vendors ORDER BY id`),
  );
  for (let day = 0; day < days; day += 1) {
    const date = dayOf(day);
    const reference = `BENCH-AV-${date}`;
    const existing = rowsOf(await db.execute(sql`SELECT 1 FROM bookings WHERE reference = ${reference}`));
    if (existing.length > 0) continue;
    const [booking] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO bookings (reference, customer_id, event_date, subtotal_cents,
          customer_platform_fee_cents, vendor_platform_fee_cents, processing_fee_cents, tax_cents, customer_total_cents,
          vendor_receives_cents, platform_revenue_cents)
        VALUES (${reference}, ${customer!.id}, ${date}, 0, 0, 0, 0, 0, 0, 0, 0) RETURNING id`),
    );
    for (let from = 0; from < vendors.length; from += 1000) {
      const values = vendors.slice(from, from + 1000).map((vendor, index) => {
        const evening = eventWindow({ date, startTime: '18:00', hours: 4, timeZone: vendor.time_zone });
        if (!evening.ok) throw new Error(evening.error);
        const tearDown = (from + index) % 3 === 0 ? 60 : 0;
        return sql`(${booking!.id}, 'vendor', ${vendor.id}, 'Bench evening', 0, 1, 4, 0, 0, 'confirmed',
          ${evening.window.startsAt.toISOString()}, ${evening.window.endsAt.toISOString()}, ${tearDown},
          ${vendor.time_zone})`;
      });
      await db.execute(sql`INSERT INTO booking_items (booking_id, item_type, vendor_id, name, unit_price_cents,
          quantity, hours, line_total_cents, partner_payout_cents, status, starts_at, ends_at, buffer_after_minutes,
          time_zone)
        VALUES ${sql.join(values, sql`, `)}`);
    }
  }
  await db.execute(sql`ANALYZE held_slots`);
  return vendors.length;
}

const { database } = await prepareSyntheticDatabase({ listings, postgresUrl });
const vendorCount = await bookEveryVendor(database.db);
const [slots] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM held_slots`));

// Asked windows: the booked evening (every vendor taken), the afternoon just before it (the tear-down-free ones are
// free) and the morning (all free), on days across the booked month.
const asks = Array.from({ length: runs + WARMUP_RUNS }, (_, i) => ({
  date: dayOf(i % days),
  ...[
    { startTime: '19:00', hours: 3 },
    { startTime: '14:00', hours: 4 },
    { startTime: '09:00', hours: 2 },
  ][i % 3]!,
}));
const now = new Date(`${FIRST_DAY}T00:00:00Z`);
const timings: number[] = [];
let taken = 0;
for (const [i, ask] of asks.entries()) {
  const started = performance.now();
  const unavailable = await listingsUnavailable(database.db, 'vendor', ask.date, ask, now);
  const elapsed = performance.now() - started;
  if (i >= WARMUP_RUNS) timings.push(elapsed);
  if (i === 0) taken = unavailable.length;
}
await database.close();

timings.sort((a, b) => a - b);
const figures = { p50: percentile(timings, 50), p95: percentile(timings, 95), max: timings.at(-1)! };
const kind = postgresUrl ? 'postgres' : 'pglite';
console.log(
  `\nAvailability of ${thousands(vendorCount)} vendors for one window (${kind}, ${thousands(slots!.n)} held slots, ` +
    `${thousands(runs)} runs; the evening ask found ${thousands(taken)} taken):\n`,
);
console.log(
  table(
    ['query', 'p50 ms', 'p95 ms', 'max ms'],
    [['listingsUnavailable', ms(figures.p50), ms(figures.p95), ms(figures.max)]],
  ),
);
const verdicts: Verdict[] =
  vendorCount <= 100
    ? [
        {
          target: `availability of 100 vendors for one window <= ${TARGET_MS} ms (p95)`,
          figure: `${ms(figures.p95)} ms`,
          pass: figures.p95 <= TARGET_MS,
          note: '',
        },
      ]
    : [];
for (const v of verdicts) console.log(`\n${v.pass ? 'PASS' : 'MISS'} ${v.target}: ${v.figure}`);

const resultsDir = fileURLToPath(new URL('results', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
const file = `${resultsDir}/availability-${kind}-${listings}.json`;
writeFileSync(
  file,
  `${JSON.stringify(roundAll({ ranAt: new Date().toISOString(), vendors: vendorCount, heldSlots: slots!.n, runs, figures, targets: verdicts }), null, 2)}\n`,
);
console.log(`Figures written to ${file}.`);
