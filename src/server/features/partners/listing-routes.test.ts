// A partner pauses and resumes their own listing: paused, it leaves the public pages; others cannot touch it. An
// admin's suspension holds until an admin lifts it.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;
let venueId: string;

const shownToGuests = async () =>
  ((await client(app).request('GET', `/api/venues/${venueId}`)).json() as { venue: { id: string } }).venue.id ===
  venueId;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'venue@example.com');
  const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, ownerRow!.id)).limit(1);
  venueId = venue!.id;
}, 120_000);
afterAll(async () => app?.close());

describe('pausing a listing', () => {
  it('takes it off the public pages until its partner resumes it, and shows the state in the portal', async () => {
    expect(await shownToGuests()).toBe(true);
    const paused = await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false });
    expect(paused.json()).toEqual({ state: 'paused' });
    expect(await shownToGuests()).toBe(false);
    const overview = (await owner.request('GET', '/api/portal/overview')).json() as {
      listings: { id: string; state: string }[];
    };
    expect(overview.listings.find((l) => l.id === venueId)?.state).toBe('paused');

    expect((await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: true })).json()).toEqual({
      state: 'live',
    });
    expect(await shownToGuests()).toBe(true);
  });

  it('lists the partner’s listings by name, whichever was edited last', async () => {
    const vendorPartner = await signedIn(app, 'vendor@example.com');
    const names = async () =>
      (
        (await vendorPartner.request('GET', '/api/portal/overview')).json() as { listings: { name: string }[] }
      ).listings.map((l) => l.name);
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    expect(before).toEqual([...before].sort((a, b) => a.localeCompare(b)));
    const [first] = await app.db.select().from(vendors).where(eq(vendors.name, before[0]!));
    await app.db
      .update(vendors)
      .set({ description: `${first!.description} ` })
      .where(eq(vendors.id, first!.id));
    expect(await names()).toEqual(before);
  });

  it('is only for the listing’s own partner', async () => {
    const otherPartner = await signedIn(app, 'vendor@example.com');
    expect(
      (await otherPartner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false })).statusCode,
    ).toBe(404);
    expect(
      (
        await (
          await signedIn(app, 'customer@example.com')
        ).request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false })
      ).statusCode,
    ).toBe(403);
    expect(
      (await client(app).request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: false })).statusCode,
    ).toBe(401);
    expect(await shownToGuests()).toBe(true);
  });

  it('an admin suspends a listing with a reason (mailed); its partner cannot resume it; the admin reinstates it', async () => {
    const admin = await signedIn(app, 'admin@example.com');
    const url = `/api/admin/listings/venue/${venueId}/moderation`;
    expect(
      (await owner.request('POST', url, { action: 'suspend', reason: 'Photos do not match the space.' })).statusCode,
    ).toBe(403);
    expect((await admin.request('POST', url, { action: 'suspend' })).statusCode).toBe(400);
    expect(
      (await admin.request('POST', url, { action: 'suspend', reason: 'Photos do not match the space.' })).json(),
    ).toEqual({ state: 'suspended' });
    expect(await shownToGuests()).toBe(false);
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'venue@example.com'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain('Photos do not match the space.');

    const resume = await owner.request('PATCH', `/api/partner/listings/venue/${venueId}`, { active: true });
    expect(resume.statusCode).toBe(409);
    expect((resume.json() as { error: { code: string } }).error.code).toBe('SUSPENDED');
    expect(await shownToGuests()).toBe(false);

    expect((await admin.request('POST', url, { action: 'reinstate' })).json()).toEqual({ state: 'live' });
    expect(await shownToGuests()).toBe(true);
  });
});
