// The marketplace over time for admins: sign-ups, bookings, gross booking volume (what customers paid for partner
// bookings that went ahead, less refunds) and platform revenue (both §9 platform fees on those), with partners (profiles
// with a partner type) by application status and listings by state.
import { and, count, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { listingState, LISTING_STATES } from '#shared/account.ts';
import type { MarketplaceMetrics } from '#shared/admin-metrics.ts';
import { FEE_RATES } from '#shared/fees.ts';
import { percentOfCents } from '#shared/money.ts';
import { APPLICATION_STATUSES } from '#shared/partners.ts';
import { bucketFor, bucketStart, bucketStarts } from '#shared/time-buckets.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, profiles, user, vendors, venues } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const dayOf = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export async function marketplaceMetrics(db: Db, days: number, now = new Date()): Promise<MarketplaceMetrics> {
  const today = now.toISOString().slice(0, 10);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS);
  const signupDay = dayOf(user.createdAt);
  const bookingDay = dayOf(bookings.createdAt);
  const [signups, booked, items, applications, venueStates, vendorStates] = await Promise.all([
    db.select({ day: signupDay, n: count() }).from(user).where(gte(user.createdAt, since)).groupBy(signupDay),
    db.select({ day: bookingDay, n: count() }).from(bookings).where(gte(bookings.createdAt, since)).groupBy(bookingDay),
    db
      .select({
        day: dayOf(bookingItems.respondedAt),
        charge: bookingItems.chargeCents,
        refunded: bookingItems.refundedCents,
        line: bookingItems.lineTotalCents,
        payout: bookingItems.partnerPayoutCents,
      })
      .from(bookingItems)
      .where(
        and(
          inArray(bookingItems.status, ['confirmed', 'completed']),
          isNotNull(bookingItems.respondedAt),
          gte(bookingItems.respondedAt, since),
        ),
      ),
    db
      .select({ status: profiles.applicationStatus, n: count() })
      .from(profiles)
      .where(isNotNull(profiles.partnerType))
      .groupBy(profiles.applicationStatus),
    db
      .select({ isActive: venues.isActive, approvalStatus: venues.approvalStatus, status: venues.status, n: count() })
      .from(venues)
      .groupBy(venues.isActive, venues.approvalStatus, venues.status),
    db
      .select({
        isActive: vendors.isActive,
        approvalStatus: vendors.approvalStatus,
        status: vendors.status,
        n: count(),
      })
      .from(vendors)
      .groupBy(vendors.isActive, vendors.approvalStatus, vendors.status),
  ]);

  const bucket = bucketFor(days);
  const series = new Map(
    bucketStarts(today, days).map((start) => [
      start,
      { start, signups: 0, bookings: 0, grossVolumeCents: 0, platformRevenueCents: 0 },
    ]),
  );
  const at = (day: string) => series.get(bucketStart(day, bucket));
  for (const row of signups) at(row.day)!.signups += row.n;
  for (const row of booked) at(row.day)!.bookings += row.n;
  for (const item of items) {
    const point = at(item.day)!;
    point.grossVolumeCents += item.charge - item.refunded;
    point.platformRevenueCents += item.line - item.payout + percentOfCents(item.line, FEE_RATES.customerPlatformFee);
  }
  const points = [...series.values()];
  const sum = (key: 'signups' | 'bookings' | 'grossVolumeCents' | 'platformRevenueCents') =>
    points.reduce((total, p) => total + p[key], 0);

  const states = new Map(LISTING_STATES.map((state) => [state, { state, venues: 0, vendors: 0 }]));
  for (const row of venueStates) states.get(listingState(row))!.venues += row.n;
  for (const row of vendorStates) states.get(listingState(row))!.vendors += row.n;

  return {
    days,
    bucket,
    totals: {
      signups: sum('signups'),
      bookings: sum('bookings'),
      grossVolumeCents: sum('grossVolumeCents'),
      platformRevenueCents: sum('platformRevenueCents'),
    },
    partnersByStatus: APPLICATION_STATUSES.map((status) => ({
      status,
      count: applications.find((a) => a.status === status)?.n ?? 0,
    })),
    listingsByState: [...states.values()],
    series: points,
  };
}
