// Reviews in the portal: a partner reads the reviews of their own listings and answers one in public (shown on the
// listing's page), changes or takes the answer back; nobody answers a review of someone else's listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VenueDetailResponseSchema } from '#shared/listing-detail.ts';
import { PartnerReviewsSchema } from '#shared/reviews.ts';
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

  it('answers a review in public, changes the answer and takes it back', async () => {
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

    expect((await owner.request('PUT', url, { body: 'Thanks again!' })).statusCode).toBe(204);
    expect((await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!.reply?.body).toBe('Thanks again!');
    expect((await owner.request('DELETE', url)).statusCode).toBe(204);
    expect((await owner.request('DELETE', url)).statusCode).toBe(404);
    expect((await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!.reply).toBeNull();
  });

  it('refuses to answer a review of someone else’s listing', async () => {
    const [review] = (await reviewsOf(owner)).reviews;
    const other = await signedIn(app, 'vendor@example.com');
    expect(
      (await other.request('PUT', `/api/partner/reviews/${review!.id}/reply`, { body: 'Not mine to answer' }))
        .statusCode,
    ).toBe(404);
    expect((await reviewsOf(owner)).reviews.find((r) => r.id === review!.id)!.reply).toBeNull();
  });
});
