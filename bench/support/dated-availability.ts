// Taken and blocked times for the search bench's searches by date (issue 47): on each of the bench's days, one
// venue and one vendor in twenty booked for the evening (18:00-22:00 on its own clock, held slots written by the
// booking lines' trigger as checkout's are), one listing in a hundred blocked all day and one in fifty blocked for
// the afternoon (12:00-16:00). Idempotent by day: a day already booked is left as it is. Every venue keeps weekly
// hours (09:00-01:00, one in seven closed one weekday) and one vendor in five working hours (16:00-02:00), as
// onboarding writes them, once.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '#server/db/client.ts';

const CUSTOMER = 'bench-search-dated';

async function seedWeeklyHours(db: Db): Promise<void> {
  if (rowsOf(await db.execute(sql`SELECT 1 FROM listing_weekly_hours LIMIT 1`)).length > 0) return;
  await db.execute(sql`INSERT INTO listing_weekly_hours (listing_id, weekday, opens_at, closes_at, is_closed)
    SELECT l.id, d.weekday, CASE WHEN closed THEN NULL ELSE '09:00'::time END,
      CASE WHEN closed THEN NULL ELSE '01:00'::time END, closed
    FROM venues l CROSS JOIN generate_series(0, 6) AS d(weekday),
      LATERAL (SELECT abs(hashtext(l.id::text)) % 49 = d.weekday AS closed) c`);
  await db.execute(sql`INSERT INTO listing_weekly_hours (listing_id, weekday, opens_at, closes_at)
    SELECT l.id, d.weekday, '16:00', '02:00' FROM vendors l CROSS JOIN generate_series(0, 6) AS d(weekday)
    WHERE abs(hashtext(l.id::text || 'hours')) % 5 = 0`);
  await db.execute(sql`ANALYZE listing_weekly_hours`);
}

/** Books and blocks the listings of each of `days` (YYYY-MM-DD); answers how many days it added. */
export async function seedDatedAvailability(db: Db, days: readonly string[]): Promise<number> {
  await seedWeeklyHours(db);
  await db.execute(sql`INSERT INTO "user" (id, name, email)
    VALUES (${CUSTOMER}, 'Bench', 'bench-search-dated@example.com') ON CONFLICT (id) DO NOTHING`);
  let added = 0;
  for (const date of days) {
    const reference = `BENCH-SEARCH-${date}`;
    if (rowsOf(await db.execute(sql`SELECT 1 FROM bookings WHERE reference = ${reference}`)).length > 0) continue;
    const [booking] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO bookings (reference, customer_id, event_date, subtotal_cents,
          customer_platform_fee_cents, vendor_platform_fee_cents, processing_fee_cents, tax_cents, customer_total_cents,
          vendor_receives_cents, platform_revenue_cents)
        VALUES (${reference}, ${CUSTOMER}, ${date}, 0, 0, 0, 0, 0, 0, 0, 0) RETURNING id`),
    );
    // One listing in `per`, a different one for each day and purpose.
    const picked = (per: number, salt: string) => sql`abs(hashtext(l.id::text || ${salt})) % ${per} = 0`;
    const at = (time: string) => sql`((${date}::date + ${time}::time) AT TIME ZONE l.time_zone)`;
    for (const [kind, table] of [
      ['venue', 'venues'],
      ['vendor', 'vendors'],
    ] as const) {
      const column = sql.raw(kind === 'venue' ? 'venue_id' : 'vendor_id');
      const listings = sql.raw(table);
      await db.execute(sql`INSERT INTO booking_items (booking_id, item_type, ${column}, name, unit_price_cents,
          quantity, hours, line_total_cents, partner_payout_cents, status, starts_at, ends_at, time_zone)
        SELECT ${booking!.id}, ${kind}, l.id, 'Bench evening', 0, 1, 4, 0, 0, 'confirmed', ${at('18:00')},
          ${at('22:00')}, l.time_zone FROM ${listings} l WHERE ${picked(20, `evening ${date}`)}`);
      await db.execute(sql`INSERT INTO listing_blocks (listing_id, starts_at, ends_at, reason)
        SELECT l.id, ${at('00:00')}, ((${date}::date + 1)::timestamp AT TIME ZONE l.time_zone), 'Bench day'
        FROM ${listings} l WHERE ${picked(100, `day ${date}`)}`);
      await db.execute(sql`INSERT INTO listing_blocks (listing_id, starts_at, ends_at, source, reason)
        SELECT l.id, ${at('12:00')}, ${at('16:00')}, 'calendar', 'Bench afternoon'
        FROM ${listings} l WHERE ${picked(50, `afternoon ${date}`)}`);
    }
    added += 1;
  }
  if (added > 0) {
    await db.execute(sql`ANALYZE held_slots`);
    await db.execute(sql`ANALYZE listing_blocks`);
  }
  return added;
}
