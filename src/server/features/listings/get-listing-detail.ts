// Listing pages' data with the §7 fallbacks: a missing venue falls back to a name match, then any
// live venue, then sample data; a missing vendor falls back to sample data.
import { and, asc, count, desc, eq, gt, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { blockedDays } from '#shared/blocked-days.ts';
import type { ListingExtra } from '#shared/extras.ts';
import { isUuid } from '#shared/ids.ts';
import type { ListingFallback, Review, VendorDetail, VenueDetail } from '#shared/listing-detail.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  bookingItems,
  listingBlocks,
  listingExtras,
  reviews,
  vendors,
  venueFaqs,
  venuePhotos,
  venues,
} from '../../db/schema/index.ts';
import { SEED_VENDORS, SEED_VENUES } from '../../sample-catalogue/index.ts';
import { liveVenue } from './liveness.ts';
import { weeklyHoursOf } from './listing-hours.ts';
import { sampleVendorDetail, sampleVenueDetail, toVendorDetail, toVenueDetail } from './to-detail.ts';

const REVIEWS_SHOWN = 20;
const AVAILABILITY_DAYS = 120;
const DAY_MS = 86_400_000;

export interface Found<T> {
  listing: T;
  fallback: ListingFallback | null;
  /** Set when the listing asked for was found itself: who owns it and whether customers can see it. */
  exact?: { ownerId: string | null; live: boolean };
}

/** Who may see a listing that is not live: its owner and admins. */
export type CanPreview = (ownerId: string | null) => Promise<boolean>;

type Logger = { warn(obj: unknown, msg: string): void };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function findVenue(
  db: Db,
  key: string,
  canPreview: CanPreview,
  log: Logger,
  now = new Date(),
): Promise<Found<VenueDetail> | null> {
  const today = isoDay(now);
  try {
    const exact = await venueBy(db, isUuid(key) ? eq(venues.id, key) : eq(venues.slug, key));
    if (exact && (exact.isLive || (await canPreview(exact.userId)))) {
      return {
        listing: await venueDetail(db, exact, now),
        fallback: null,
        exact: { ownerId: exact.userId, live: exact.isLive },
      };
    }
    const byName = await venueByName(db, key);
    if (byName) return { listing: await venueDetail(db, byName, now), fallback: 'name-match' };
    const [anyLive] = await db
      .select()
      .from(venues)
      .where(liveVenue)
      .orderBy(desc(venues.rating), desc(venues.reviewsCount), asc(venues.id))
      .limit(1);
    if (anyLive) return { listing: await venueDetail(db, anyLive, now), fallback: 'any-active' };
  } catch (error) {
    log.warn({ err: error }, 'venue lookup failed; answering with sample data');
  }
  const sample = SEED_VENUES.find((v) => v.slug === key) ?? SEED_VENUES[0];
  return sample ? { listing: sampleVenueDetail(sample, today, now.getTime()), fallback: 'sample' } : null;
}

export async function findVendor(
  db: Db,
  key: string,
  canPreview: CanPreview,
  log: Logger,
): Promise<Found<VendorDetail> | null> {
  try {
    const [exact] = await db
      .select()
      .from(vendors)
      .where(isUuid(key) ? eq(vendors.id, key) : eq(vendors.slug, key))
      .limit(1);
    if (exact && (exact.isLive || (await canPreview(exact.userId)))) {
      const [ratings, extras, weeklyHours] = await Promise.all([
        reviewsOf(db, eq(reviews.vendorId, exact.id)),
        extrasOf(db, eq(listingExtras.vendorId, exact.id)),
        weeklyHoursOf(db, exact.id),
      ]);
      return {
        listing: toVendorDetail(exact, { ...ratings, extras, weeklyHours }),
        fallback: null,
        exact: { ownerId: exact.userId, live: exact.isLive },
      };
    }
  } catch (error) {
    log.warn({ err: error }, 'vendor lookup failed; answering with sample data');
  }
  const sample = SEED_VENDORS.find((v) => v.slug === key) ?? SEED_VENDORS[0];
  return sample ? { listing: sampleVendorDetail(sample), fallback: 'sample' } : null;
}

type VenueRow = typeof venues.$inferSelect;

async function venueBy(db: Db, where: SQL): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(where).limit(1);
  return row;
}

/** The live venue whose name is most like the words of the address ('skyline-terrace' → Skyline Terrace). */
async function venueByName(db: Db, key: string): Promise<VenueRow | undefined> {
  if (isUuid(key)) return undefined;
  const words = key.replace(/[-_]+/g, ' ').trim();
  if (words.length < 3) return undefined;
  const [row] = await db
    .select()
    .from(venues)
    .where(and(liveVenue, sql`similarity(${venues.name}, ${words}) > 0.3`))
    .orderBy(sql`similarity(${venues.name}, ${words}) DESC`, asc(venues.id))
    .limit(1);
  return row;
}

async function venueDetail(db: Db, row: VenueRow, now: Date): Promise<VenueDetail> {
  const from = isoDay(now);
  const until = isoDay(new Date(now.getTime() + AVAILABILITY_DAYS * DAY_MS));
  const [photos, faqs, weeklyHours, blocked, booked, ratings, extras] = await Promise.all([
    db.select().from(venuePhotos).where(eq(venuePhotos.venueId, row.id)).orderBy(asc(venuePhotos.position)),
    db.select().from(venueFaqs).where(eq(venueFaqs.venueId, row.id)).orderBy(asc(venueFaqs.position)),
    weeklyHoursOf(db, row.id),
    db
      .select({ startsAt: listingBlocks.startsAt, endsAt: listingBlocks.endsAt })
      .from(listingBlocks)
      .where(
        and(
          eq(listingBlocks.listingId, row.id),
          lt(listingBlocks.startsAt, new Date(now.getTime() + (AVAILABILITY_DAYS + 1) * DAY_MS)),
          gt(listingBlocks.endsAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    // A booking's day is the day it starts on its own clock.
    db.execute(sql`
      SELECT DISTINCT to_char(local.start, 'YYYY-MM-DD') AS date FROM ${bookingItems},
        LATERAL (SELECT ${bookingItems.startsAt} AT TIME ZONE ${bookingItems.timeZone} AS start) local
      WHERE ${bookingItems.venueId} = ${row.id} AND ${bookingItems.status} = 'confirmed'
        AND local.start >= ${from}::date AND local.start < ${until}::date`),
    reviewsOf(db, eq(reviews.venueId, row.id)),
    extrasOf(db, eq(listingExtras.venueId, row.id)),
  ]);
  const unavailableDates = [
    ...new Set([
      ...blocked.flatMap((b) =>
        blockedDays({ startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString(), timeZone: row.timeZone })
          .filter((day) => day.whole && day.date >= from && day.date < until)
          .map((day) => day.date),
      ),
      ...rowsOf<{ date: string }>(booked).map((b) => b.date),
    ]),
  ].sort();
  return toVenueDetail(
    row,
    {
      photos: photos.map((p) => ({ url: p.photoUrl, alt: p.altText, isPrimary: p.isPrimary })),
      faqs: faqs.map((f) => ({ question: f.question, answer: f.answer })),
      weeklyHours: weeklyHours.map((h) => ({
        weekday: h.weekday,
        opensAt: h.opensAt,
        closesAt: h.closesAt,
        isClosed: h.isClosed,
      })),
      unavailableDates,
      ...ratings,
      extras,
    },
    from,
  );
}

/** The listing's add-ons and packages on offer, in the owner's order. */
async function extrasOf(db: Db, where: SQL): Promise<ListingExtra[]> {
  const rows = await db
    .select()
    .from(listingExtras)
    .where(and(where, eq(listingExtras.isActive, true)))
    .orderBy(asc(listingExtras.position), asc(listingExtras.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    description: r.description,
    priceCents: r.priceCents,
    includes: r.includes,
  }));
}

/**
 * The listing's published reviews (a booked one waits for its partner's of the customer). Once a listing has booked
 * reviews its rating and count are theirs alone (reviews/line-reviews.ts), so the catalogue's are no longer listed:
 * the list and its breakdown agree with the rating beside them (ADR 030).
 */
async function reviewsOf(
  db: Db,
  ofListing: SQL,
): Promise<{ reviews: Review[]; writtenRatings: { rating: number; n: number }[] }> {
  const published = and(ofListing, isNotNull(reviews.publishedAt));
  const booked = and(published, isNotNull(reviews.bookingItemId));
  const [anyBooked] = await db.select({ id: reviews.id }).from(reviews).where(booked).limit(1);
  const where = anyBooked ? booked : published;
  const [rows, counts] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt)).limit(REVIEWS_SHOWN),
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(where).groupBy(reviews.rating),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      reply: r.reply && r.repliedAt ? { body: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
    })),
    writtenRatings: counts,
  };
}
