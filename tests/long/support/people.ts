// Who the long tests' load acts as, and what it books: bench users written straight into the database (signing up
// hundreds through the API would spend minutes in argon2; bench/support/realtime-fixtures.ts), and checkouts that
// never compete for a slot, so each one can succeed.
import { and, asc, isNull } from 'drizzle-orm';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { createMailer } from '#server/adapters/mail/index.ts';
import type { Db } from '#server/db/client.ts';
import { vendors, venues } from '#server/db/schema/index.ts';
import { liveVendor, liveVenue } from '#server/features/listings/index.ts';
import { parseEnv } from '#server/env.ts';
import { createAuth } from '#server/features/auth/index.ts';
import { createBenchPeople, type BenchPeople } from '../../../bench/support/realtime-fixtures.ts';
import { call } from './app.ts';

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

/** `users` signed-in users (an even number) paired in conversations; their cookies sign in to the app run with `env`. */
export function benchPeople(db: Db, env: Record<string, string>, users: number): Promise<BenchPeople> {
  const parsed = parseEnv(env);
  return createBenchPeople(db, createAuth(parsed, db, createMailer(parsed, db), silentLog), users);
}

export interface Listing {
  id: string;
  minimumHours: number;
}

/**
 * The demo venues and a demo vendor: listings without an owner, which confirm a request at once (their scripted
 * owners reply), so a checkout's money is captured too.
 */
export async function demoListings(db: Db): Promise<{ venues: Listing[]; vendor: Listing }> {
  const demoVenues = await db
    .select({ id: venues.id, minimumHours: venues.minimumHours })
    .from(venues)
    .where(and(isNull(venues.userId), liveVenue))
    .orderBy(asc(venues.slug));
  const [vendor] = await db
    .select({ id: vendors.id, minimumHours: vendors.minimumHours })
    .from(vendors)
    .where(and(isNull(vendors.userId), liveVendor))
    .orderBy(asc(vendors.slug))
    .limit(1);
  if (demoVenues.length === 0 || !vendor)
    throw new Error('no demo venue or vendor: the sample catalogue is not seeded');
  return { venues: demoVenues, vendor };
}

export type CheckoutBody = ReturnType<typeof checkoutBody>;

/**
 * `count` checkouts of demo listings that the app at `origin` prices as available and valid (some venues are closed
 * some days, or close before the slot ends),
 * each on a slot of its own, so none competes with another.
 */
export async function availableCheckouts(
  origin: string,
  listings: { venues: Listing[]; vendor: Listing },
  count: number,
): Promise<CheckoutBody[]> {
  const bodies: CheckoutBody[] = [];
  for (let k = 0; bodies.length < count; k++) {
    if (k > count * 20) throw new Error(`only ${bodies.length} of ${count} demo slots are available`);
    const body = checkoutBody(
      listings.venues[k % listings.venues.length]!,
      listings.vendor,
      Math.floor(k / listings.venues.length),
    );
    const quote = await call(origin, 'POST', '/api/checkout/quote', {
      body: { lines: body.lines, eventDate: body.eventDate, startTime: body.startTime },
    });
    if (quote.status !== 200) throw new Error(`the quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
    // Free that day, and inside the venue's opening hours (a venue closing early cannot take 18:00 and its minimum).
    if (quote.body.validation.isValid && (quote.body.lines as { available: boolean }[]).every((line) => line.available))
      bodies.push(body);
  }
  return bodies;
}

/** Events from two months ahead: inside the bookable window (two years ahead, #shared/event-dates.ts) for any count. */
const FIRST_EVENT_DAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 1);

function checkoutBody(venue: Listing, vendor: Listing, day: number) {
  return {
    lines: [
      { type: 'venue', listingId: venue.id, quantity: 1, hours: Math.max(4, venue.minimumHours) },
      { type: 'vendor', listingId: vendor.id, quantity: 1, hours: Math.max(4, vendor.minimumHours) },
    ],
    eventDate: new Date(FIRST_EVENT_DAY + day * 86_400_000).toISOString().slice(0, 10),
    startTime: '18:00',
    contact: { name: 'Long Test Customer', email: 'long-test@example.com' },
    paymentMethod: sandboxPaymentMethod('4242424242424242'),
  };
}
