// Reviews after the event over HTTP (issue 48, step 6): the organizer reviews the event's partners, each partner
// their customer, at the money jobs' clock moved past the event; a co-host and a partner may not read the
// organizer's side of the event, and admins only read it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_REVIEW_MESSAGES, LineReviewsSchema } from '#shared/reviews.ts';
import { bookingItems, eventMembers } from '../../db/schema/index.ts';
import { bookEvent } from '../../testing/booked-event.ts';
import { signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { runMoneyJobs } from '../checkout/index.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let organizer: Client;
let bookingId: string;
let vendorLineId: string;
let coHostClient: Client;

const linesOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return LineReviewsSchema.parse(response.json()).lines;
};

beforeAll(async () => {
  app = await createTestApp();
  const coHost = await newVerifiedUser(app, 'Morgan Cohost');
  ({
    organizer,
    booking: { id: bookingId },
  } = await bookEvent(app, {
    eventDate: '2027-08-18',
    eventDetails: { name: 'Late summer party' },
    coHosts: [{ email: coHost.email, name: 'Morgan', role: 'co-host' }],
  }));
  await app.db
    .update(eventMembers)
    .set({ userId: coHost.id, acceptedAt: new Date() })
    .where(and(eq(eventMembers.bookingId, bookingId), eq(eventMembers.email, coHost.email)));
  const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  vendorLineId = items.find((item) => item.itemType === 'vendor')!.id;
  const vendor = await signedIn(app, 'vendor@example.com');
  expect((await vendor.request('POST', `/api/partner/booking-items/${vendorLineId}/confirm`)).statusCode).toBe(200);
  const ended = new Date(items[0]!.endsAt.getTime() + 25 * 3_600_000);
  await runMoneyJobs(app.checkout, ended);
  app.checkout.clock.setTo(ended);
  coHostClient = coHost.c;
}, 120_000);
afterAll(async () => app?.close());

describe('reviews after the event', () => {
  it('shows only the organizer their side; admins read it; co-hosts and partners are refused in words', async () => {
    const lines = linesOf(await organizer.request('GET', `/api/events/${bookingId}/reviews`));
    expect(lines.find((line) => line.itemId === vendorLineId)).toMatchObject({ stage: 'open', mine: null });

    const vendor = await signedIn(app, 'vendor@example.com');
    for (const other of [coHostClient, vendor]) {
      const refused = await other.request('GET', `/api/events/${bookingId}/reviews`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(LINE_REVIEW_MESSAGES.organizerOnly);
    }
    const admin = await signedIn(app, 'admin@example.com');
    expect(linesOf(await admin.request('GET', `/api/events/${bookingId}/reviews`))).toHaveLength(lines.length);
    const review = { rating: 5, body: 'Great set.' };
    expect((await admin.request('POST', `/api/events/${bookingId}/reviews/${vendorLineId}`, review)).statusCode).toBe(
      403,
    );
  });

  it('shows the organizer and the DJ each other’s reviews once both are written', async () => {
    const url = `/api/events/${bookingId}/reviews/${vendorLineId}`;
    const written = linesOf(
      await organizer.request('POST', url, { rating: 5, body: 'The dance floor never emptied.' }),
    );
    expect(written.find((line) => line.itemId === vendorLineId)).toMatchObject({
      mine: { rating: 5 },
      theirs: null,
      published: false,
    });
    const again = await organizer.request('POST', url, { rating: 1, body: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LINE_REVIEW_MESSAGES.already);

    const vendor = await signedIn(app, 'vendor@example.com');
    const before = linesOf(await vendor.request('GET', '/api/partner/customer-reviews'));
    expect(before.find((line) => line.itemId === vendorLineId)).toMatchObject({
      otherName: 'Casey Customer',
      theirs: null,
      published: false,
    });
    const both = linesOf(
      await vendor.request('POST', `/api/partner/booking-items/${vendorLineId}/review`, {
        rating: 4,
        body: 'Clear plans and paid on time.',
      }),
    );
    expect(both.find((line) => line.itemId === vendorLineId)).toMatchObject({
      mine: { rating: 4 },
      theirs: { rating: 5, body: 'The dance floor never emptied.' },
      published: true,
    });
    const seen = linesOf(await organizer.request('GET', `/api/events/${bookingId}/reviews`));
    expect(seen.find((line) => line.itemId === vendorLineId)).toMatchObject({
      theirs: { rating: 4, body: 'Clear plans and paid on time.' },
      published: true,
    });
  });
});
