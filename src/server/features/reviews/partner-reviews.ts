// The published reviews of a partner's listings, newest first, and the partner's public reply to each, written once
// (ADR 030).
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PartnerReview, PartnerReviews } from '#shared/reviews.ts';
import type { Db } from '../../db/client.ts';
import { reviews, vendors, venues } from '../../db/schema/index.ts';

const SHOWN = 200;

/** The partner's listings' ids by kind, with their names. */
async function ownListings(db: Db, partnerId: string) {
  const [ownVenues, ownVendors] = await Promise.all([
    db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.userId, partnerId)),
    db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.userId, partnerId)),
  ]);
  return { ownVenues, ownVendors };
}

/** The published reviews of the listings; undefined when there are none to look in. */
function ofListings(venueIds: string[], vendorIds: string[]): SQL | undefined {
  const parts = [
    venueIds.length ? inArray(reviews.venueId, venueIds) : undefined,
    vendorIds.length ? inArray(reviews.vendorId, vendorIds) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? and(or(...parts), isNotNull(reviews.publishedAt)) : undefined;
}

export async function partnerReviews(db: Db, partnerId: string): Promise<PartnerReviews> {
  const { ownVenues, ownVendors } = await ownListings(db, partnerId);
  const where = ofListings(
    ownVenues.map((v) => v.id),
    ownVendors.map((v) => v.id),
  );
  if (!where) return { reviews: [], summary: { count: 0, average: null, unanswered: 0 } };
  const names = new Map([...ownVenues, ...ownVendors].map((l) => [l.id, l.name]));
  const rows = await db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt)).limit(SHOWN);
  const list: PartnerReview[] = rows.map((r) => {
    const listingId = (r.venueId ?? r.vendorId)!;
    return {
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      reply: r.reply && r.repliedAt ? { body: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
      listingKind: r.venueId ? 'venue' : 'vendor',
      listingId,
      listingName: names.get(listingId) ?? '',
    };
  });
  const average = list.length ? Math.round((list.reduce((sum, r) => sum + r.rating, 0) / list.length) * 10) / 10 : null;
  return { reviews: list, summary: { count: list.length, average, unanswered: list.filter((r) => !r.reply).length } };
}

/** The partner's one reply to a published review of one of their listings. */
export async function replyToReview(
  db: Db,
  partnerId: string,
  reviewId: string,
  body: string,
  now = new Date(),
): Promise<'replied' | 'not-found' | 'replied-before'> {
  const { ownVenues, ownVendors } = await ownListings(db, partnerId);
  const theirs = ofListings(
    ownVenues.map((v) => v.id),
    ownVendors.map((v) => v.id),
  );
  if (!theirs) return 'not-found';
  const [review] = await db
    .select({ reply: reviews.reply })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), theirs));
  if (!review) return 'not-found';
  if (review.reply !== null) return 'replied-before';
  // Two replies at once: only the first finds the review unanswered.
  const updated = await db
    .update(reviews)
    .set({ reply: body, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return updated.length > 0 ? 'replied' : 'replied-before';
}
