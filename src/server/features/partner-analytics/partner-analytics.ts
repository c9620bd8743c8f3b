// A partner's analytics, counted from the records themselves: listing views (listing_views), inquiries
// (conversations about their listings), booking requests and confirmed earnings (booking_items), and how
// quickly they answered (the first reply in each inquiry).
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnalyticsCounts, PartnerAnalytics } from '#shared/partner-analytics.ts';
import { bucketFor, bucketStart, bucketStarts } from '#shared/time-buckets.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, conversations, listingViews, messages, vendors, venues } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const zero = (): AnalyticsCounts => ({ views: 0, inquiries: 0, bookingRequests: 0, revenueCents: 0 });

type Metric = keyof AnalyticsCounts;
interface DayCount {
  listingId: string | null;
  day: string;
  value: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function partnerAnalytics(
  db: Db,
  partnerId: string,
  days: number,
  now = new Date(),
): Promise<PartnerAnalytics> {
  const today = isoDay(now);
  const sinceDay = isoDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const since = new Date(`${sinceDay}T00:00:00Z`);

  const [ownVenues, ownVendors] = await Promise.all([
    db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.userId, partnerId)),
    db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.userId, partnerId)),
  ]);
  const listings = [
    ...ownVenues.map((v) => ({ ...v, kind: 'venue' as const })),
    ...ownVendors.map((v) => ({ ...v, kind: 'vendor' as const })),
  ];
  const ids = listings.map((listing) => listing.id);
  const none = Promise.resolve([] as DayCount[]);

  const createdDay = sql<string>`to_char(${conversations.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const requestDay = sql<string>`to_char(${bookingItems.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const confirmDay = sql<string>`to_char(${bookingItems.respondedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const itemListing = sql<string | null>`coalesce(${bookingItems.venueId}, ${bookingItems.vendorId})::text`;

  const [views, inquiries, requests, revenue, firstReplies] = await Promise.all([
    ids.length === 0
      ? none
      : db
          .select({
            listingId: sql<string>`${listingViews.listingId}::text`,
            day: sql<string>`${listingViews.day}::text`,
            value: sql<number>`count(*)::int`,
          })
          .from(listingViews)
          .where(and(inArray(listingViews.listingId, ids), gte(listingViews.day, sinceDay)))
          .groupBy(listingViews.listingId, listingViews.day),
    ids.length === 0
      ? none
      : db
          .select({
            listingId: sql<string>`${conversations.entityId}::text`,
            day: createdDay,
            value: sql<number>`count(*)::int`,
          })
          .from(conversations)
          .where(and(inArray(conversations.entityId, ids), gte(conversations.createdAt, since)))
          .groupBy(conversations.entityId, createdDay),
    db
      .select({ listingId: itemListing, day: requestDay, value: sql<number>`count(*)::int` })
      .from(bookingItems)
      .where(and(eq(bookingItems.partnerUserId, partnerId), gte(bookingItems.createdAt, since)))
      .groupBy(itemListing, requestDay),
    db
      .select({
        listingId: itemListing,
        day: confirmDay,
        value: sql<number>`sum(${bookingItems.partnerPayoutCents})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(bookingItems)
      .where(
        and(
          eq(bookingItems.partnerUserId, partnerId),
          inArray(bookingItems.status, ['confirmed', 'completed']),
          isNotNull(bookingItems.respondedAt),
          gte(bookingItems.respondedAt, since),
        ),
      )
      .groupBy(itemListing, confirmDay),
    ids.length === 0 ? Promise.resolve([]) : firstReplyMinutes(db, partnerId, ids, since),
  ]);

  const starts = bucketStarts(today, days);
  const bucket = bucketFor(days);
  const series = new Map(starts.map((start) => [start, { start, ...zero() }]));
  const perListing = new Map(
    listings.map((listing) => [listing.id, { kind: listing.kind, id: listing.id, name: listing.name, ...zero() }]),
  );
  const totals = zero();
  const add = (metric: Metric, rows: DayCount[]) => {
    for (const row of rows) {
      totals[metric] += row.value;
      const point = series.get(bucketStart(row.day, bucket));
      if (point) point[metric] += row.value;
      const listing = row.listingId ? perListing.get(row.listingId) : undefined;
      if (listing) listing[metric] += row.value;
    }
  };
  add('views', views);
  add('inquiries', inquiries);
  add('bookingRequests', requests);
  add('revenueCents', revenue);

  const answered = firstReplies.filter((minutes): minutes is number => minutes !== null);
  return {
    days,
    bucket,
    totals: {
      ...totals,
      confirmedBookings: revenue.reduce((sum, row) => sum + row.count, 0),
      conversionRate: totals.views > 0 ? totals.bookingRequests / totals.views : null,
      responseRate: firstReplies.length > 0 ? answered.length / firstReplies.length : null,
      responseMinutesMedian: median(answered),
    },
    series: [...series.values()],
    listings: [...perListing.values()].sort(
      (a, b) => b.views - a.views || b.bookingRequests - a.bookingRequests || a.name.localeCompare(b.name),
    ),
  };
}

/** For each inquiry about the partner's listings: minutes from the customer's first message to the partner's first
 *  answer, or null when it is still unanswered. */
async function firstReplyMinutes(db: Db, partnerId: string, ids: string[], since: Date): Promise<Array<number | null>> {
  const fromPartner = sql`${messages.senderId} = ${partnerId}`;
  const rows = await db
    .select({
      askedAt: sql<string | null>`min(${messages.timestamp}) FILTER (WHERE NOT (${fromPartner}))`,
      answeredAt: sql<string | null>`min(${messages.timestamp}) FILTER (WHERE ${fromPartner})`,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        inArray(conversations.entityId, ids),
        gte(conversations.createdAt, since),
        or(eq(conversations.participant1, partnerId), eq(conversations.participant2, partnerId)),
      ),
    )
    .groupBy(conversations.id);
  const minutes: Array<number | null> = [];
  for (const row of rows) {
    if (row.askedAt === null) continue;
    const asked = new Date(row.askedAt).getTime();
    if (row.answeredAt === null) minutes.push(null);
    // A conversation the partner opened themselves is not an inquiry they answered.
    else if (new Date(row.answeredAt).getTime() >= asked)
      minutes.push(Math.round((new Date(row.answeredAt).getTime() - asked) / 60_000));
  }
  return minutes;
}
