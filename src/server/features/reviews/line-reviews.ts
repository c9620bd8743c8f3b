// Reviews after the event (issue 48, step 6; ADR 030): for 14 days after a completed line's end its customer reviews
// the partner and the partner reviews the customer, once each. Neither is shown until both are written or the 14 days
// end; then both are shown at once and the listing's rating and count are worked out again from its booked reviews.
import { and, avg, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  LINE_REVIEW_MESSAGES,
  LINE_REVIEW_RULES,
  type LineReview,
  type WriteReview,
  type WrittenReview,
} from '#shared/reviews.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, customerReviews, reviews } from '../../db/schema/index.ts';
import { inListingTransaction, rateListing, type ListingTransaction, type ListingWriter } from '../listings/index.ts';

const DAY_MS = 86_400_000;
const WINDOW_MS = LINE_REVIEW_RULES.windowDays * DAY_MS;
const SHOWN = 100;

export type ReviewSide = 'customer' | 'partner';

/** A published review moves its listing's rating: a listing write, made known as any (listings/listing-writes.ts). */
export type ReviewContext = ListingWriter;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const windowEndOf = (endsAt: Date) => new Date(endsAt.getTime() + WINDOW_MS);

/** The name a customer's review is signed with: first name and last initial, as the catalogue's reviews are. */
export function signatureOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

const refuse = (status: number, code: string, message: string) => new AppError(code, message, status);

/**
 * One side's review of a booked line, written once. `bookingId`, when given, is the event the writer came from: a
 * line of another booking is not found. The second review of a line publishes both.
 */
export async function writeLineReview(
  ctx: ReviewContext,
  input: { itemId: string; side: ReviewSide; authorId: string; bookingId?: string; review: WriteReview; now: Date },
): Promise<void> {
  const { itemId, side, authorId, review, now } = input;
  await inListingTransaction(ctx, async (t) => {
    const { tx } = t;
    // Both sides writing at once: the second to lock the line sees the first's review and publishes both.
    await tx.select({ id: bookingItems.id }).from(bookingItems).where(eq(bookingItems.id, itemId)).for('update');
    const [line] = await tx
      .select({ item: bookingItems, booking: bookings })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
      .where(eq(bookingItems.id, itemId));
    const writer = side === 'customer' ? line?.booking.customerId : line?.item.partnerUserId;
    if (!line || writer !== authorId || (input.bookingId && line.booking.id !== input.bookingId))
      throw refuse(404, 'NOT_FOUND', LINE_REVIEW_MESSAGES.notFound);
    if (line.item.status !== 'completed') throw refuse(409, 'CONFLICT', LINE_REVIEW_MESSAGES.notCompleted);
    if (now >= windowEndOf(line.item.endsAt)) throw refuse(409, 'CONFLICT', LINE_REVIEW_MESSAGES.windowClosed);
    const [[ofPartner], [ofCustomer]] = await Promise.all([
      tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingItemId, itemId)),
      tx.select({ id: customerReviews.id }).from(customerReviews).where(eq(customerReviews.bookingItemId, itemId)),
    ]);
    if (side === 'customer' ? ofPartner : ofCustomer) throw refuse(409, 'CONFLICT', LINE_REVIEW_MESSAGES.already);
    if (side === 'customer')
      await tx.insert(reviews).values({
        venueId: line.item.venueId,
        vendorId: line.item.venueId ? null : line.item.vendorId,
        authorId,
        authorName: signatureOf(line.booking.contact.name),
        rating: review.rating,
        body: review.body,
        bookingId: line.booking.id,
        bookingItemId: itemId,
        createdAt: now,
        publishedAt: null,
      });
    else
      await tx.insert(customerReviews).values({
        bookingItemId: itemId,
        authorId,
        customerId: line.booking.customerId,
        rating: review.rating,
        body: review.body,
        createdAt: now,
      });
    const otherWritten = side === 'customer' ? ofCustomer : ofPartner;
    if (otherWritten) await publishLines(t, [itemId], now);
  });
}

/** Publishes whatever was written of lines whose window has ended; how many lines. Run by a background job. */
export async function publishClosedReviews(ctx: ReviewContext, now: Date): Promise<number> {
  const ended = lte(bookingItems.endsAt, new Date(now.getTime() - WINDOW_MS));
  const [ofPartners, ofCustomers] = await Promise.all([
    ctx.db
      .select({ id: bookingItems.id })
      .from(reviews)
      .innerJoin(bookingItems, eq(bookingItems.id, reviews.bookingItemId))
      .where(and(isNull(reviews.publishedAt), ended)),
    ctx.db
      .select({ id: bookingItems.id })
      .from(customerReviews)
      .innerJoin(bookingItems, eq(bookingItems.id, customerReviews.bookingItemId))
      .where(and(isNull(customerReviews.publishedAt), ended)),
  ]);
  const itemIds = [...new Set([...ofPartners, ...ofCustomers].map((row) => row.id))];
  if (itemIds.length === 0) return 0;
  await inListingTransaction(ctx, (t) => publishLines(t, itemIds, now));
  return itemIds.length;
}

/** Shows both sides' reviews of the lines, and works out again the ratings of the listings reviewed. */
async function publishLines(t: ListingTransaction, itemIds: string[], now: Date): Promise<void> {
  const shown = await t.tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(inArray(reviews.bookingItemId, itemIds), isNull(reviews.publishedAt)))
    .returning({ venueId: reviews.venueId, vendorId: reviews.vendorId });
  await t.tx
    .update(customerReviews)
    .set({ publishedAt: now })
    .where(and(inArray(customerReviews.bookingItemId, itemIds), isNull(customerReviews.publishedAt)));
  const reviewed = new Set(shown.map((row) => (row.venueId ? `venue:${row.venueId}` : `vendor:${row.vendorId}`)));
  for (const key of reviewed) {
    const [kind, id] = key.split(':') as ['venue' | 'vendor', string];
    await rateListing(t, kind, id, (tx) => bookedFigures(tx, kind, id));
  }
}

/**
 * A listing's rating and count from its published booked reviews; null when it has none. The catalogue's made-up
 * figures stand until a listing has reviews of its own, and are then replaced, not mixed in (ADR 030).
 */
async function bookedFigures(tx: Tx, kind: 'venue' | 'vendor', id: string) {
  const [figures] = await tx
    .select({ average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(
      and(
        eq(kind === 'venue' ? reviews.venueId : reviews.vendorId, id),
        isNotNull(reviews.bookingItemId),
        isNotNull(reviews.publishedAt),
      ),
    );
  if (!figures || figures.n === 0) return null;
  return { rating: Math.round(Number(figures.average) * 10) / 10, reviewsCount: figures.n };
}

type ReviewRow = { rating: number; body: string; createdAt: Date; reply?: string | null; repliedAt?: Date | null };

const writtenOf = (row: ReviewRow): WrittenReview => ({
  rating: row.rating,
  body: row.body,
  writtenAt: row.createdAt.toISOString(),
  reply: row.reply && row.repliedAt ? { body: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
});

function stageOf(item: { status: string; endsAt: Date }, now: Date): LineReview['stage'] {
  if (item.status !== 'completed') return now < item.endsAt ? 'upcoming' : 'completing';
  return now < windowEndOf(item.endsAt) ? 'open' : 'closed';
}

/** Booked lines' reviews as one side sees them: its own once written, the other's once published. */
export async function lineReviewsOf(db: Db, side: ReviewSide, where: SQL, now: Date): Promise<LineReview[]> {
  const rows = await db
    .select({ item: bookingItems, booking: bookings, ofPartner: reviews, ofCustomer: customerReviews })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .leftJoin(reviews, eq(reviews.bookingItemId, bookingItems.id))
    .leftJoin(customerReviews, eq(customerReviews.bookingItemId, bookingItems.id))
    .where(where)
    .orderBy(desc(bookingItems.startsAt), bookingItems.name)
    .limit(SHOWN);
  return rows.map(({ item, booking, ofPartner, ofCustomer }) => {
    const [mine, theirs] = side === 'customer' ? [ofPartner, ofCustomer] : [ofCustomer, ofPartner];
    const windowEndsAt = windowEndOf(item.endsAt);
    return {
      itemId: item.id,
      bookingId: booking.id,
      reference: booking.reference,
      eventDate: booking.eventDate,
      listingName: item.name,
      otherName: side === 'customer' ? item.name : booking.contact.name,
      stage: stageOf(item, now),
      windowEndsAt: windowEndsAt.toISOString(),
      mine: mine ? writtenOf(mine) : null,
      theirs: theirs?.publishedAt ? writtenOf(theirs) : null,
      published: Boolean(mine?.publishedAt ?? theirs?.publishedAt),
    };
  });
}

/** The event's booked lines the customer reviews: confirmed (reviewable after the event) and completed. */
export const linesOfEvent = (bookingId: string) =>
  and(eq(bookingItems.bookingId, bookingId), inArray(bookingItems.status, ['confirmed', 'completed']))!;

/** The partner's completed lines, each reviewable for its window. */
export const completedLinesOf = (partnerId: string) =>
  and(eq(bookingItems.partnerUserId, partnerId), eq(bookingItems.status, 'completed'))!;
