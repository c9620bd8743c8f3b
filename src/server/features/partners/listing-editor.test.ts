// The listing editor: the owner reads their listing as parts, saves changes customers then see (and search finds),
// with the same checks as onboarding; photos are the listing's own or the owner's uploads; others cannot read, save
// or copy it; a duplicate is a paused copy.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, timeZoneOfState } from '#shared/time-zones.ts';
import { AVAILABILITY_MESSAGES } from '#shared/availability.ts';
import { PriceQuoteSchema } from '#shared/checkout.ts';
import { EditableListingSchema, type EditableListing } from '#shared/listing-edit.ts';
import { user, venuePhotos, venues } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { postPhoto, testPhoto } from '../../testing/upload.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let owner: Client;
let venueId: string;
const url = () => `/api/partner/listings/venue/${venueId}`;
const read = async (c: Client) => EditableListingSchema.parse((await c.request('GET', url())).json());

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'venue@example.com');
  const [ownerRow] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, ownerRow!.id)).limit(1);
  venueId = venue!.id;
}, 120_000);
afterAll(async () => app?.close());

describe('the listing editor', () => {
  it('reads the owner’s listing as the onboarding parts', async () => {
    const listing = await read(owner);
    expect(listing).toMatchObject({ kind: 'venue', id: venueId, state: 'live' });
    expect(listing.data.listing.name).toEqual(expect.any(String));
    expect(listing.data.photos.filter((p) => p.primary)).toHaveLength(1);
    expect(listing.data.availability).toMatchObject({ openingTime: expect.stringMatching(/^\d\d:\d\d$/) });
  });

  it('is only for the owner', async () => {
    const other = await signedIn(app, 'vendor@example.com');
    const { data } = await read(owner);
    expect((await other.request('GET', url())).statusCode).toBe(404);
    expect((await other.request('PUT', url(), data)).statusCode).toBe(404);
    expect((await other.request('POST', `${url()}/duplicate`)).statusCode).toBe(404);
    expect((await (await signedIn(app, 'customer@example.com')).request('GET', url())).statusCode).toBe(403);
    expect((await client(app).request('PUT', url(), data)).statusCode).toBe(401);
  });

  it('saves changes customers see at once, keeping the listing live', async () => {
    const { data } = await read(owner);
    const name = 'Skyline Glasshouse Terrace';
    const quote = { lines: [{ type: 'venue', listingId: venueId, quantity: 1, hours: 6 }], eventDate: '2027-05-12' };
    const quotedPrice = async () =>
      PriceQuoteSchema.parse((await client(app).request('POST', '/api/checkout/quote', quote)).json()).lines[0]!
        .unitPriceCents;
    expect(await quotedPrice()).not.toBe(41_000);
    const saved = await owner.request('PUT', url(), {
      ...data,
      listing: {
        ...data.listing,
        name,
        description: 'A glass-roofed terrace above the river with a bar, a DJ booth and room for a seated dinner.',
      },
      pricing: { ...data.pricing, rateDollars: 410 },
      availability: { ...data.availability, closedWeekdays: [1] },
    });
    expect(saved.statusCode).toBe(200);
    const after = EditableListingSchema.parse(saved.json());
    expect(after).toMatchObject({
      state: 'live',
      data: { listing: { name }, pricing: { rateDollars: 410 }, availability: { closedWeekdays: [1] } },
    });
    const page = (await client(app).request('GET', `/api/venues/${venueId}`)).json() as {
      venue: { name: string; hourlyRate: number };
    };
    expect(page.venue.name).toBe(name);
    const found = (
      await client(app).request('POST', '/api/rpc/api_search_venues', { search_query: 'Glasshouse' })
    ).json() as { data: { venues: { id: string }[] } };
    expect(found.data.venues.map((v) => v.id)).toContain(venueId);
    // The quote's price cache kept the old rate; the save emptied it.
    expect(await quotedPrice()).toBe(41_000);
  });

  it('refuses what onboarding would refuse, and photos that are neither the listing’s nor the owner’s uploads, changing nothing', async () => {
    const before = await read(owner);
    const short = await owner.request('PUT', url(), {
      ...before.data,
      listing: { ...before.data.listing, description: 'Too short.' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      message: 'Some parts still need your attention.',
      details: { listing: ['Describe it in at least 50 characters: customers read this first.'] },
    });

    const stranger = await signedIn(app, 'vendor@example.com');
    const { photo: theirs } = (await postPhoto(app, stranger, await testPhoto(1400, 900), 'image/jpeg')).json() as {
      photo: { id: string; url: string };
    };
    const foreign = await owner.request('PUT', url(), {
      ...before.data,
      photos: [...before.data.photos, { id: theirs.id, url: theirs.url, alt: 'Not mine', primary: false }],
    });
    expect(foreign.json().error.details).toEqual({ photos: ['Upload these photos again.'] });
    const elsewhere = await owner.request('PUT', url(), {
      ...before.data,
      photos: [{ id: 'x', url: 'https://evil.example/a.jpg', alt: '', primary: true }],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(await read(owner)).toEqual(before);

    const { photo: mine } = (await postPhoto(app, owner, await testPhoto(1400, 900), 'image/jpeg')).json() as {
      photo: { id: string; url: string };
    };
    const photos: EditableListing['data']['photos'] = [
      { id: mine.id, url: mine.url, alt: 'The terrace at dusk', primary: true },
      ...before.data.photos.map((p) => ({ ...p, primary: false })),
    ];
    const withPhoto = EditableListingSchema.parse(
      (await owner.request('PUT', url(), { ...before.data, photos })).json(),
    );
    expect(withPhoto.data.photos[0]).toMatchObject({ url: mine.url, alt: 'The terrace at dusk', primary: true });
  });

  it('keeps payment terms in range: a deposit of 10-50% with its balance 1-60 days before, or nothing changes', async () => {
    const before = await read(owner);
    expect(before.data.pricing.payment).toEqual({ schedule: 'full' });
    const terms = (payment: Record<string, unknown>) =>
      owner.request('PUT', url(), { ...before.data, pricing: { ...before.data.pricing, payment } });
    const refused = await terms({ schedule: 'deposit', depositPercent: 75, balanceDueDays: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({
      pricing: [
        'Ask for a deposit between 10% and 50%.',
        'Set the balance due between 1 and 60 days before the event.',
      ],
    });
    expect(await read(owner)).toEqual(before);

    const saved = EditableListingSchema.parse(
      (await terms({ schedule: 'deposit', depositPercent: '35', balanceDueDays: '21' })).json(),
    );
    expect(saved.data.pricing.payment).toEqual({ schedule: 'deposit', depositPercent: 35, balanceDueDays: 21 });
    const [row] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row).toMatchObject({ depositPercent: 35, balanceDueDays: 21 });
    await terms({ schedule: 'full' });
    const [full] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(full).toMatchObject({ depositPercent: null, balanceDueDays: null });
  });

  it('turns instant book on with a notice of 0-720 hours, or refuses it and changes nothing', async () => {
    const before = await read(owner);
    expect(before.data.policy).toMatchObject({ instantBook: { enabled: false, noticeHours: 48 } });
    const instantBook = (value: Record<string, unknown>) =>
      owner.request('PUT', url(), { ...before.data, policy: { ...before.data.policy, instantBook: value } });
    const refused = await instantBook({ enabled: true, noticeHours: 1000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({
      policy: ['Set the notice for instant book between 0 and 720 hours.'],
    });
    expect(await read(owner)).toEqual(before);

    const saved = EditableListingSchema.parse((await instantBook({ enabled: true, noticeHours: '72' })).json());
    expect(saved.data.policy).toMatchObject({ instantBook: { enabled: true, noticeHours: 72 } });
    const [row] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row!.instantBookNoticeHours).toBe(72);
    await instantBook({ enabled: false, noticeHours: 72 });
    const [off] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(off!.instantBookNoticeHours).toBeNull();
  });

  it('keeps the cancellation policy one of the tiers, or refuses it and changes nothing', async () => {
    const before = await read(owner);
    expect(before.data.policy).toMatchObject({ cancellation: 'very-flexible' });
    const policy = (cancellation: unknown) =>
      owner.request('PUT', url(), { ...before.data, policy: { ...before.data.policy, cancellation } });
    const refused = await policy('lenient');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ policy: ['Choose a cancellation policy from the list.'] });
    expect(await read(owner)).toEqual(before);
    const saved = EditableListingSchema.parse((await policy('strict')).json());
    expect(saved.data.policy).toMatchObject({ cancellation: 'strict' });
    const [row] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row!.cancellationTier).toBe('strict');
    await policy('very-flexible');
  });

  it('asks a security deposit of $50-$5,000, or refuses it and changes nothing', async () => {
    const before = await read(owner);
    expect(before.data.policy).toMatchObject({ securityDepositDollars: null });
    const deposit = (securityDepositDollars: unknown) =>
      owner.request('PUT', url(), { ...before.data, policy: { ...before.data.policy, securityDepositDollars } });
    for (const wrong of [49, 5001, 120.5, 'lots']) {
      const refused = await deposit(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual({ policy: ['Ask for a security deposit between $50 and $5,000.'] });
    }
    expect(await read(owner)).toEqual(before);
    const saved = EditableListingSchema.parse((await deposit('750')).json());
    expect(saved.data.policy).toMatchObject({ securityDepositDollars: 750 });
    const [row] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row!.securityDepositCents).toBe(75_000);
    await deposit(null);
    const [none] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(none!.securityDepositCents).toBeNull();
  });

  it('keeps the time zone, set-up, tear-down and events a day within their limits, or refuses them', async () => {
    const before = await read(owner);
    const [venue] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    // The time zone is its state's until its partner chooses one from the list.
    expect(before.data.availability).toMatchObject({
      timeZone: timeZoneOfState(venue!.state),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      maxEventsPerDay: null,
    });
    const around = (values: Record<string, unknown>) =>
      owner.request('PUT', url(), { ...before.data, availability: { ...before.data.availability, ...values } });
    for (const [wrong, ...messages] of [
      [{ bufferBeforeMinutes: 721 }, AVAILABILITY_MESSAGES.buffer],
      [{ bufferAfterMinutes: 'an hour' }, AVAILABILITY_MESSAGES.buffer],
      [{ maxEventsPerDay: 0 }, AVAILABILITY_MESSAGES.eventsPerDay],
      [{ maxEventsPerDay: 21, timeZone: 'Europe/Paris' }, TIME_ZONE_MESSAGE, AVAILABILITY_MESSAGES.eventsPerDay],
    ] as const) {
      const refused = await around(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual({ availability: messages });
    }
    expect(await read(owner)).toEqual(before);
    const chosen = { timeZone: 'America/Phoenix', bufferBeforeMinutes: 60, bufferAfterMinutes: 90, maxEventsPerDay: 1 };
    await around(chosen);
    const [row] = await app.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row).toMatchObject(chosen);
    await around(before.data.availability!);
  });

  it("stores a new photo at its upload's own address, whatever URL the client sends beside its id", async () => {
    const before = await read(owner);
    const stranger = await signedIn(app, 'vendor@example.com');
    const { photo: theirs } = (await postPhoto(app, stranger, await testPhoto(1400, 900), 'image/jpeg')).json() as {
      photo: { id: string; url: string };
    };
    const { photo: mine } = (await postPhoto(app, owner, await testPhoto(1400, 900), 'image/jpeg')).json() as {
      photo: { id: string; url: string };
    };
    // The photo is the owner's own upload; the URL beside it carries a query string, or names another's upload.
    const claimed = [`${mine.url}?w=480&next=https://evil.example/`, theirs.url, 'https://evil.example/a.jpg'];
    const photos = [
      ...claimed.map((claim, i) => ({ id: mine.id, url: claim, alt: `Claim ${i}`, primary: false })),
      ...before.data.photos,
    ];
    const saved = await owner.request('PUT', url(), { ...before.data, photos });
    expect(saved.statusCode).toBe(200);
    const stored = await app.db
      .select({ url: venuePhotos.photoUrl, alt: venuePhotos.altText })
      .from(venuePhotos)
      .where(eq(venuePhotos.venueId, venueId));
    expect(stored.filter((p) => p.alt.startsWith('Claim ')).map((p) => p.url)).toEqual([mine.url, mine.url, mine.url]);
    expect(stored.map((p) => p.url).sort()).toEqual(
      [...claimed.map(() => mine.url), ...before.data.photos.map((p) => p.url)].sort(),
    );

    // Another's upload under the address of one's own is still another's.
    const unknown = await owner.request('PUT', url(), {
      ...before.data,
      photos: [...before.data.photos, { id: theirs.id, url: `${mine.url}?again`, alt: '', primary: false }],
    });
    expect(unknown.json().error.details).toEqual({ photos: ['Upload these photos again.'] });
  });

  it('duplicates a listing as a paused copy the owner can edit and resume', async () => {
    const copied = await owner.request('POST', `${url()}/duplicate`);
    expect(copied.statusCode).toBe(201);
    const { id, message } = copied.json() as { id: string; message: string };
    expect(message).toBe('Listing duplicated. It stays paused until you resume it.');
    const copy = EditableListingSchema.parse((await owner.request('GET', `/api/partner/listings/venue/${id}`)).json());
    const original = await read(owner);
    expect(copy.state).toBe('paused');
    expect(copy.data.listing.name).toBe(`${original.data.listing.name} (copy)`);
    expect(copy.data.photos.map((p) => p.url)).toEqual(original.data.photos.map((p) => p.url));
    expect(copy.slug).not.toBe(original.slug);
    expect(
      ((await client(app).request('GET', `/api/venues/${id}`)).json() as { venue: { id: string } }).venue.id,
    ).not.toBe(id);
  });
});

describe('listing completeness', () => {
  it('lists each of the owner’s listings, least complete first, with what is missing', async () => {
    const response = await owner.request('GET', '/api/partner/listings/completeness');
    const { listings } = response.json() as {
      listings: Array<{ id: string; percent: number; missing: Array<{ key: string; required: boolean }> }>;
    };
    expect(listings.map((l) => l.id)).toContain(venueId);
    expect(listings.map((l) => l.percent)).toEqual([...listings.map((l) => l.percent)].sort((a, b) => a - b));
    const mine = listings.find((l) => l.id === venueId)!;
    expect(mine.missing.every((m) => !m.required)).toBe(true);
    expect(mine.percent).toBeGreaterThan(0);
    expect(
      (
        (
          await (await signedIn(app, 'vendor@example.com')).request('GET', '/api/partner/listings/completeness')
        ).json() as { listings: { id: string }[] }
      ).listings.map((l) => l.id),
    ).not.toContain(venueId);
  });
});
