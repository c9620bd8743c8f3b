// Onboarding end to end on the server: the draft is saved and resumed; an incomplete one is refused step by step;
// a complete one becomes a pending application and a listing that stays out of Discover until the partner is
// approved; payouts need not be connected first (they wait for the account, issue 41).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onboardingDrafts,
  partnerApplications,
  vendors,
  venuePhotos,
  venues,
  listingWeeklyHours,
} from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { postPhoto, testPhoto } from '../../testing/upload.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Client;

async function uploadPhoto(c: Client): Promise<{ id: string; url: string }> {
  return (
    (await postPhoto(app, c, await testPhoto(1200, 800), 'image/jpeg')).json() as { photo: { id: string; url: string } }
  ).photo;
}

const business = {
  businessName: 'Rooftop Nine Events',
  contactName: 'Nia Jar',
  phone: '+1 718 555 0199',
  businessAddress: '9 Kent Ave',
  city: 'Brooklyn',
  state: 'NY',
  description: 'We run a rooftop with skyline views for parties, launches and weddings.',
  categories: ['rooftop'],
};

const venueListing = (name: string) => ({
  name,
  description: 'An open-air rooftop over the East River with a bar, heaters and a view of the whole skyline.',
  category: 'rooftop',
  city: 'Brooklyn',
  state: 'NY',
  capacity: 180,
  amenities: ['Bar', 'Heaters'],
});

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('onboarding', () => {
  it('saves the draft and gives it back where the partner left', async () => {
    const { c } = await newVerifiedUser(app);
    expect((await client(app).request('PUT', '/api/onboarding/venue', { step: 'listing', data: {} })).statusCode).toBe(
      401,
    );
    expect((await c.request('GET', '/api/onboarding/venue')).json()).toEqual({ draft: null });
    expect(
      (
        await c.request('PUT', '/api/onboarding/venue', {
          step: 'listing',
          data: { business, listing: { name: 'Half done' } },
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.request('GET', '/api/onboarding/venue')).json()).toMatchObject({
      draft: { step: 'listing', data: { business, listing: { name: 'Half done' } } },
    });
    expect(
      (
        await c.request('PUT', '/api/onboarding/venue', {
          step: 'listing',
          data: { listing: { name: 'x'.repeat(70_000) } },
        })
      ).statusCode,
    ).toBe(413);
  });

  it('refuses an incomplete onboarding, naming what each step lacks, and creates nothing', async () => {
    const partner = await newVerifiedUser(app);
    await partner.c.request('PUT', '/api/onboarding/venue', {
      step: 'review',
      data: { business, listing: { ...venueListing('Incomplete Roof'), capacity: undefined } },
    });
    const response = await partner.c.request('POST', '/api/onboarding/venue/submit');
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { code: string; details: Record<string, string[]> } };
    expect(error.code).toBe('INCOMPLETE');
    expect(error.details.listing).toContain('How many guests fit?');
    expect(error.details.photos).toContain('Add at least one photo.');
    // Opening hours default to 09:00-17:00 (§9), so an untouched availability step is complete.
    expect(Object.keys(error.details).sort()).toEqual(['listing', 'photos', 'pricing']);
    expect(await app.db.select().from(venues).where(eq(venues.userId, partner.id))).toEqual([]);
    expect(await app.db.select().from(partnerApplications).where(eq(partnerApplications.userId, partner.id))).toEqual(
      [],
    );
  });

  it('refuses photos someone else uploaded', async () => {
    const partner = await newVerifiedUser(app);
    const other = await newVerifiedUser(app);
    const photo = await uploadPhoto(other.c);
    await partner.c.request('PUT', '/api/onboarding/vendor', {
      step: 'review',
      data: {
        business: { ...business, categories: ['music-djs'] },
        listing: {
          name: 'Borrowed Beats',
          description: 'House and disco sets for parties across New York, with our own sound system.',
          category: 'music-djs',
          city: 'Brooklyn',
          state: 'NY',
          services: ['DJ'],
          serviceAreas: ['Brooklyn'],
        },
        photos: [{ ...photo, alt: '', primary: true }],
        pricing: { model: 'hourly', rateDollars: 150, minimumHours: 3 },
      },
    });
    const response = await partner.c.request('POST', '/api/onboarding/vendor/submit');
    expect((response.json() as { error: { details: Record<string, string[]> } }).error.details.photos).toEqual([
      'Upload these photos again.',
    ]);
  });

  it("shows each photo from its upload's own address, whatever URL the draft names", async () => {
    const partner = await newVerifiedUser(app);
    const other = await newVerifiedUser(app);
    const [mine, theirs] = [await uploadPhoto(partner.c), await uploadPhoto(other.c)];
    const vendor = {
      name: 'Own Beats',
      description: 'House and disco sets for parties across New York, with our own sound system.',
      category: 'music-djs',
      city: 'Brooklyn',
      state: 'NY',
      services: ['DJ'],
      serviceAreas: ['Brooklyn'],
    };
    const claimed = [`/media/uploads/${theirs.id}`, '/media/uploads/../../evil.example/x.png'];
    await partner.c.request('PUT', '/api/onboarding/vendor', {
      step: 'review',
      data: {
        business: { ...business, categories: ['music-djs'] },
        listing: vendor,
        // The photo is the partner's own; the URL beside it names another's, or somewhere else.
        photos: claimed.map((url, i) => ({ id: mine.id, url, alt: '', primary: i === 0 })),
        pricing: { model: 'hourly', rateDollars: 150, minimumHours: 3 },
      },
    });
    const response = await partner.c.request('POST', '/api/onboarding/vendor/submit');
    expect(response.statusCode).toBe(201);
    const [listing] = await app.db
      .select({ images: vendors.portfolioImages })
      .from(vendors)
      .where(eq(vendors.id, (response.json() as { listing: { id: string } }).listing.id));
    expect(listing?.images).toEqual([mine.url, mine.url]);
  });

  it('submits a venue: application pending, listing waiting; it goes live only once approved and paid out', async () => {
    const partner = await newVerifiedUser(app);
    const photo = await uploadPhoto(partner.c);
    const name = `Rooftop Nine ${partner.id.slice(0, 6)}`;
    await partner.c.request('PUT', '/api/onboarding/venue', {
      step: 'review',
      data: {
        business,
        listing: venueListing(name),
        photos: [{ ...photo, alt: 'The rooftop at dusk', primary: true }],
        pricing: { model: 'hourly', rateDollars: 320, minimumHours: 4 },
        availability: { openingTime: '12:00', closingTime: '23:00', closedWeekdays: [1] },
        policy: { terms: 'Rain plan: the indoor loft one floor down at no charge.' },
      },
    });
    const response = await partner.c.request('POST', '/api/onboarding/venue/submit');
    expect(response.statusCode).toBe(201);
    const body = response.json() as {
      application: { id: string; status: string };
      listing: { id: string };
      message: string;
    };
    expect(body.message).toBe('Partner application submitted! Check your email for next steps.');
    expect(body.application.status).toBe('pending');

    const [venue] = await app.db.select().from(venues).where(eq(venues.id, body.listing.id));
    expect(venue).toMatchObject({
      name,
      userId: partner.id,
      maxCapacity: 180,
      hourlyRateCents: 32000,
      minimumHours: 4,
      approvalStatus: 'pending',
      status: 'active',
      isLive: false,
      openingTime: '12:00:00',
    });
    expect(
      (await app.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, venue!.id))).map((p) => [
        p.photoUrl,
        p.altText,
        p.isPrimary,
      ]),
    ).toEqual([[photo.url, 'The rooftop at dusk', true]]);
    const closed = await app.db
      .select()
      .from(listingWeeklyHours)
      .where(and(eq(listingWeeklyHours.listingId, venue!.id), eq(listingWeeklyHours.isClosed, true)));
    expect(closed.map((h) => h.weekday)).toEqual([1]);
    expect(await app.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, partner.id))).toEqual([]);
    // A guest asking for it gets the §7 fallback (another venue), never this one.
    const shownToGuests = async () =>
      ((await client(app).request('GET', `/api/venues/${venue!.id}`)).json() as { venue: { id: string } }).venue.id ===
      venue!.id;
    expect(await shownToGuests()).toBe(false);
    // A pending partner cannot publish it: resuming it or saving it from the editor leaves it hidden.
    expect(
      (await partner.c.request('PATCH', `/api/partner/listings/venue/${venue!.id}`, { active: true })).json(),
    ).toEqual({ state: 'pending' });
    const editable = (await partner.c.request('GET', `/api/partner/listings/venue/${venue!.id}`)).json() as {
      data: object;
      state: string;
    };
    expect(
      (await partner.c.request('PUT', `/api/partner/listings/venue/${venue!.id}`, editable.data)).json(),
    ).toMatchObject({ state: 'pending' });
    expect(await shownToGuests()).toBe(false);

    // Approved, payouts not connected: live and bookable; what the partner earns waits for the account.
    await admin.request('POST', `/api/admin/applications/${body.application.id}/decision`, { decision: 'approve' });
    expect((await app.db.select({ isLive: venues.isLive }).from(venues).where(eq(venues.id, venue!.id)))[0]).toEqual({
      isLive: true,
    });
    expect(await shownToGuests()).toBe(true);
  });

  it("adds an approved partner's next listing without a new application", async () => {
    const partner = await newVerifiedUser(app);
    const first = await uploadPhoto(partner.c);
    const draft = (name: string, photo: { id: string; url: string }) => ({
      step: 'review',
      data: {
        business: { ...business, categories: ['music-djs'] },
        listing: {
          name,
          description: 'House and disco sets for parties across New York, with our own sound system.',
          category: 'music-djs',
          city: 'Brooklyn',
          state: 'NY',
          services: ['DJ'],
          serviceAreas: ['Brooklyn', 'Queens'],
        },
        photos: [{ ...photo, alt: '', primary: true }],
        pricing: { model: 'fixed', rateDollars: 900, minimumHours: 4 },
      },
    });
    await partner.c.request('PUT', '/api/onboarding/vendor', draft('Night Shift DJs', first));
    const { application } = (await partner.c.request('POST', '/api/onboarding/vendor/submit')).json() as {
      application: { id: string };
    };
    await admin.request('POST', `/api/admin/applications/${application.id}/decision`, { decision: 'approve' });

    await partner.c.request(
      'PUT',
      '/api/onboarding/vendor',
      draft('Night Shift Live Band', await uploadPhoto(partner.c)),
    );
    const second = (await partner.c.request('POST', '/api/onboarding/vendor/submit')).json() as {
      application: null;
      listing: { id: string };
    };
    expect(second.application).toBeNull();
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.id, second.listing.id));
    expect(vendor).toMatchObject({
      approvalStatus: 'approved',
      pricingModel: 'fixed',
      fixedRateCents: 90000,
      unit: 'event',
      serviceArea: ['Brooklyn', 'Queens'],
    });
    expect(
      await app.db.select().from(partnerApplications).where(eq(partnerApplications.userId, partner.id)),
    ).toHaveLength(1);
  });
});
