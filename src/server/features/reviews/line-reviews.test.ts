// Reviews after the event (issue 48, step 6) on PGlite and (with TEST_DATABASE_URL) PostgreSQL, with a clock passed
// in: only a completed line's own customer and partner review it, once each, within 14 days of its end; neither
// review shows until both are written or the window ends; then both show at once and the listing is rated from its
// booked reviews; a partner replies once.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_REVIEW_MESSAGES, type WriteReview } from '#shared/reviews.ts';
import type { Database } from '../../db/client.ts';
import { bookingItems, customerReviews, reviews, vendors, venues } from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import { placeCheckout, respondToBooking, runMoneyJobs } from '../checkout/index.ts';
import { findVenue } from '../listings/index.ts';
import {
  completedLinesOf,
  lineReviewsOf,
  linesOfEvent,
  publishClosedReviews,
  signatureOf,
  windowEndOf,
  writeLineReview,
  type ReviewContext,
  type ReviewSide,
} from './line-reviews.ts';
import { partnerReviews, replyToReview } from './partner-reviews.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR_MS = 3_600_000;

describe.each(databaseTargets('line_reviews'))('reviews after the event on $name', (target) => {
  let database: Database;
  let demo: DemoCheckout;
  let ctx: ReviewContext;
  const told: { venueIds: string[]; vendorIds: string[] }[] = [];

  type Line = typeof bookingItems.$inferSelect;
  /** A booking of the demo venue and vendor, confirmed by both, and (unless `complete` is false) completed. */
  async function bookedLines(key: string, complete = true): Promise<{ bookingId: string; venue: Line; vendor: Line }> {
    const { bookingId } = await placeCheckout(demo.ctx, demo.customer, key, await demo.nextRequest(NOW), NOW);
    const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    for (const item of items)
      await respondToBooking(demo.ctx, {
        itemId: item.id,
        event: 'confirm',
        by: { kind: 'partner', userId: item.partnerUserId! },
        now: NOW,
      });
    if (complete) await runMoneyJobs(demo.ctx, new Date(items[0]!.endsAt.getTime() + 25 * HOUR_MS));
    const lines = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    return {
      bookingId,
      venue: lines.find((line) => line.itemType === 'venue')!,
      vendor: lines.find((line) => line.itemType === 'vendor')!,
    };
  }

  const afterEnd = (line: Line, days: number) => new Date(line.endsAt.getTime() + days * 24 * HOUR_MS);
  const write = (line: Line, side: ReviewSide, now: Date, review: WriteReview = { rating: 5, body: 'Wonderful.' }) =>
    writeLineReview(ctx, {
      itemId: line.id,
      side,
      authorId: side === 'customer' ? demo.customer.id : line.partnerUserId!,
      review,
      now,
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => error.message,
    );
  const customerView = async (bookingId: string, now: Date) =>
    lineReviewsOf(database.db, 'customer', linesOfEvent(bookingId), now);
  const partnerView = async (line: Line, now: Date) =>
    (await lineReviewsOf(database.db, 'partner', completedLinesOf(line.partnerUserId!), now)).find(
      (review) => review.itemId === line.id,
    )!;
  const publishedOfListing = (venueId: string) =>
    database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.venueId, venueId), isNotNull(reviews.bookingItemId), isNotNull(reviews.publishedAt)));

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, { seededAt: new Date('2026-11-22T12:00:00Z'), eventsFrom: '2027-07-01' });
    ctx = { db: database.db, changes: { changed: async (scope) => void told.push(scope as never) } };
  }, 120_000);

  afterAll(async () => database?.close());

  it('signs a customer’s review with a first name and an initial', () => {
    expect(signatureOf('Casey  Customer')).toBe('Casey C.');
    expect(signatureOf('Casey')).toBe('Casey');
    expect(signatureOf(' ')).toBe('A customer');
  });

  it('lets only the line’s own customer and partner review a completed line, once, within its 14 days', async () => {
    const upcoming = await bookedLines('reviews-0001', false);
    expect(await refusal(write(upcoming.venue, 'customer', afterEnd(upcoming.venue, 0.5)))).toBe(
      LINE_REVIEW_MESSAGES.notCompleted,
    );
    expect((await customerView(upcoming.bookingId, NOW)).map((line) => line.stage)).toEqual(['upcoming', 'upcoming']);

    const { bookingId, venue, vendor } = await bookedLines('reviews-0002');
    const soon = afterEnd(venue, 2);
    // The vendor's partner is not the venue line's partner; a line of another event is not found from this one.
    expect(
      await refusal(
        writeLineReview(ctx, {
          itemId: venue.id,
          side: 'partner',
          authorId: vendor.partnerUserId!,
          review: { rating: 4, body: 'Fine.' },
          now: soon,
        }),
      ),
    ).toBe(LINE_REVIEW_MESSAGES.notFound);
    expect(
      await refusal(
        writeLineReview(ctx, {
          itemId: venue.id,
          side: 'customer',
          authorId: demo.customer.id,
          bookingId: upcoming.bookingId,
          review: { rating: 4, body: 'Fine.' },
          now: soon,
        }),
      ),
    ).toBe(LINE_REVIEW_MESSAGES.notFound);

    await write(venue, 'customer', soon);
    expect(await refusal(write(venue, 'customer', soon))).toBe(LINE_REVIEW_MESSAGES.already);
    expect(await refusal(write(vendor, 'partner', windowEndOf(vendor.endsAt)))).toBe(LINE_REVIEW_MESSAGES.windowClosed);
    const [written] = await database.db.select().from(reviews).where(eq(reviews.bookingItemId, venue.id));
    expect(written).toMatchObject({ authorName: 'Casey C.', rating: 5, bookingId, publishedAt: null });
    expect(
      await database.db.select().from(customerReviews).where(eq(customerReviews.bookingItemId, vendor.id)),
    ).toEqual([]);
  });

  it('keeps a review hidden until the other side writes, then shows both and rates the listing by them', async () => {
    const { bookingId, venue } = await bookedLines('reviews-0003');
    const at = afterEnd(venue, 3);
    const ratedBefore = await publishedOfListing(venue.venueId!);
    await write(venue, 'customer', at, { rating: 2, body: 'The lift was broken all night.' });

    const [hidden] = (await customerView(bookingId, at)).filter((line) => line.itemId === venue.id);
    expect(hidden).toMatchObject({ stage: 'open', published: false, theirs: null, mine: { rating: 2 } });
    expect(await partnerView(venue, at)).toMatchObject({ mine: null, theirs: null, published: false });
    const portal = await partnerReviews(database.db, venue.partnerUserId!);
    expect(portal.reviews.map((review) => review.body)).not.toContain('The lift was broken all night.');
    expect(await replyToReview(database.db, venue.partnerUserId!, (await writtenOf(venue)).id, 'Sorry!')).toBe(
      'not-found',
    );

    told.length = 0;
    await write(venue, 'partner', new Date(at.getTime() + HOUR_MS), { rating: 4, body: 'Kind and on time.' });
    const [shown] = (await customerView(bookingId, at)).filter((line) => line.itemId === venue.id);
    expect(shown).toMatchObject({
      published: true,
      mine: { rating: 2 },
      theirs: { rating: 4, body: 'Kind and on time.' },
    });
    expect(await partnerView(venue, at)).toMatchObject({ published: true, theirs: { rating: 2 }, mine: { rating: 4 } });

    // The listing's rating is its booked reviews' average, rounded to a tenth.
    const rated = await publishedOfListing(venue.venueId!);
    expect(rated).toHaveLength(ratedBefore.length + 1);
    const average = rated.reduce((sum, review) => sum + review.rating, 0) / rated.length;
    const [listing] = await database.db.select().from(venues).where(eq(venues.id, venue.venueId!));
    expect(listing).toMatchObject({ rating: Math.round(average * 10) / 10, reviewsCount: rated.length });
    expect(told).toEqual([{ venueIds: [venue.venueId], vendorIds: [] }]);
    // Its page lists those reviews alone, the catalogue's no longer, so the breakdown agrees with the rating.
    const page = (await findVenue(database.db, venue.venueId!, async () => true, console))!.listing;
    expect(page.reviews.map((review) => review.body)).toContain('The lift was broken all night.');
    expect(page.reviews).toHaveLength(rated.length);
    expect(page.ratingBreakdown.reduce((sum, bar) => sum + bar.count, 0)).toBe(rated.length);
  });

  it('shows what was written when the 14 days end, and nothing can be written after', async () => {
    const { bookingId, vendor } = await bookedLines('reviews-0004');
    await write(vendor, 'customer', afterEnd(vendor, 1), { rating: 3, body: 'Played too loud.' });
    const closes = windowEndOf(vendor.endsAt);
    // (Earlier tests' lines end earlier: their reviews are shown now too.)
    await publishClosedReviews(ctx, new Date(closes.getTime() - 1000));
    expect((await writtenOf(vendor)).publishedAt).toBeNull();

    expect(await publishClosedReviews(ctx, closes)).toBeGreaterThanOrEqual(1);
    expect((await writtenOf(vendor)).publishedAt).toEqual(closes);
    expect(await publishClosedReviews(ctx, closes)).toBe(0);
    const [shown] = (await customerView(bookingId, closes)).filter((line) => line.itemId === vendor.id);
    expect(shown).toMatchObject({ stage: 'closed', published: true, theirs: null, mine: { rating: 3 } });
    expect(await refusal(write(vendor, 'partner', closes))).toBe(LINE_REVIEW_MESSAGES.windowClosed);
    const [listing] = await database.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId!));
    expect(listing!.reviewsCount).toBeGreaterThanOrEqual(1);
  });

  it('publishes both when the two sides write at the same moment', async () => {
    const { venue } = await bookedLines('reviews-0005');
    const at = afterEnd(venue, 1);
    await Promise.all([write(venue, 'customer', at), write(venue, 'partner', at)]);
    expect((await writtenOf(venue)).publishedAt).toEqual(at);
    const [ofCustomer] = await database.db
      .select()
      .from(customerReviews)
      .where(eq(customerReviews.bookingItemId, venue.id));
    expect(ofCustomer!.publishedAt).toEqual(at);
  });

  it('lets a partner reply to a published review once, and never change it', async () => {
    const { venue } = await bookedLines('reviews-0006');
    const at = afterEnd(venue, 1);
    await write(venue, 'customer', at);
    await write(venue, 'partner', at);
    const review = await writtenOf(venue);
    expect(await replyToReview(database.db, demo.vendor.ownerId, review.id, 'Not mine to answer')).toBe('not-found');
    expect(await replyToReview(database.db, venue.partnerUserId!, review.id, 'Thank you!')).toBe('replied');
    expect(await replyToReview(database.db, venue.partnerUserId!, review.id, 'Changed my mind')).toBe('replied-before');
    expect(await writtenOf(venue)).toMatchObject({ reply: 'Thank you!' });
  });

  async function writtenOf(line: Line) {
    const [row] = await database.db.select().from(reviews).where(eq(reviews.bookingItemId, line.id));
    return row!;
  }
});
