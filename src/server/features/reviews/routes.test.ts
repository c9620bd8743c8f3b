// Reviews in the portal: a partner reads the reviews of their own listings and answers one in public (shown on the
// listing's page), once; nobody answers a review of someone else's listing. Reviews after the event are refused in
// words when their stars or words are missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VenueDetailResponseSchema } from '#shared/listing-detail.ts';
import { LINE_REVIEW_MESSAGES, PartnerReviewsSchema } from '#shared/reviews.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;

const reviewsOf = async (c: Client) =>
  PartnerReviewsSchema.parse((await c.request('GET', '/api/partner/reviews')).json());

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'venue@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('partner reviews', () => {
  it('lists the reviews of the partner’s own listings with a summary', async () => {
    expect((await client(app).request('GET', '/api/partner/reviews')).statusCode).toBe(401);
    expect(
      (await (await signedIn(app, 'customer@example.com')).request('GET', '/api/partner/reviews')).statusCode,
    ).toBe(403);
    const { reviews, summary } = await reviewsOf(owner);
    expect(reviews.length).toBeGreaterThan(0);
    expect(summary).toMatchObject({ count: reviews.length, unanswered: reviews.length });
    expect(summary.average).toBeCloseTo(reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length, 1);
    const overview = (await owner.request('GET', '/api/portal/overview')).json() as { listings: { id: string }[] };
    expect(reviews.every((r) => overview.listings.some((l) => l.id === r.listingId))).toBe(true);
    const others = await reviewsOf(await signedIn(app, 'vendor@example.com'));
    expect(others.reviews.some((r) => reviews.some((mine) => mine.id === r.id))).toBe(false);
  });

  it('answers a review in public, once', async () => {
    const [review] = (await reviewsOf(owner)).reviews;
    const url = `/api/partner/reviews/${review!.id}/reply`;
    expect((await owner.request('PUT', url, { body: ' ' })).json().error.fields).toEqual([
      { path: '/body', message: 'Write a reply first.' },
    ]);
    expect((await owner.request('PUT', url, { body: '  Thank you, come back soon!  ' })).statusCode).toBe(204);
    const answered = (await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!;
    expect(answered.reply).toMatchObject({ body: 'Thank you, come back soon!' });

    const page = VenueDetailResponseSchema.parse(
      (await client(app).request('GET', `/api/venues/${review!.listingId}`)).json(),
    );
    expect(page.venue.reviews.find((r) => r.id === review!.id)?.reply?.body).toBe('Thank you, come back soon!');

    const again = await owner.request('PUT', url, { body: 'Thanks again!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LINE_REVIEW_MESSAGES.repliedOnce);
    expect((await owner.request('DELETE', url)).statusCode).toBe(404);
    expect((await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!.reply?.body).toBe(
      'Thank you, come back soon!',
    );
  });

  it('refuses to answer a review of someone else’s listing', async () => {
    const review = (await reviewsOf(owner)).reviews[1];
    const other = await signedIn(app, 'vendor@example.com');
    expect(
      (await other.request('PUT', `/api/partner/reviews/${review!.id}/reply`, { body: 'Not mine to answer' }))
        .statusCode,
    ).toBe(404);
    expect((await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!.reply).toBeNull();
  });

  it('refuses a review after the event without its stars or words, in words', async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await customer.request('POST', `/api/events/${missing}/reviews/${missing}`, {
      rating: 0,
      body: ' ',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { path: '/rating', message: 'Choose from 1 to 5 stars.' },
      { path: '/body', message: 'Write a few words about it.' },
    ]);
    const unknown = await customer.request('POST', `/api/events/${missing}/reviews/${missing}`, {
      rating: 5,
      body: 'Lovely.',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await customer.request('GET', '/api/partner/customer-reviews')).statusCode).toBe(403);
    expect((await owner.request('GET', '/api/partner/customer-reviews')).json()).toEqual({ lines: [] });
  });
});
