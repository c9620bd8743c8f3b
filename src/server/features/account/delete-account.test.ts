// Deleting an account (issue 41), on PGlite and (with TEST_DATABASE_URL) PostgreSQL, through the running app: the
// customer's future bookings are cancelled by their cancellation policy and their saved cards removed, a partner's as
// a partner cancellation (refunded in full), the partner's listings leave search and checkout, and bookings, payments
// and payouts stay on record. A listing whose owner is gone is never taken for a sample one: only the sample
// catalogue's listings answer alone.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLine } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { VenueSearchResponseSchema } from '#shared/search.ts';
import {
  bookingItems,
  bookings,
  payments,
  payouts,
  sandboxPayments,
  sandboxSavedCards,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { databaseOfItsOwn, databaseTargets } from '../../testing/database-targets.ts';
import { client, signedIn } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { openSlot, type OpenSlot } from '../../testing/open-slot.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { AppError } from '#shared/errors.ts';
import type { Viewer } from '../auth/index.ts';
import { placeCheckout, respondToBooking } from '../checkout/index.ts';

const DEMO_PASSWORD = 'eventide-demo';
const NEW_USER_PASSWORD = 'Str0ng-enough-pass!';

describe.each(databaseTargets('delete_account'))('deleting an account on $name', (target) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  /** Days already booked here: each booking gets a day of its own. */
  const bookedDays: string[] = [];

  beforeAll(async () => {
    if (target.name === 'pglite') {
      app = await createTestApp();
      return;
    }
    const emptied = await target.open(); // the suite's own PostgreSQL database, emptied
    await emptied.close();
    app = await createTestApp({
      DATABASE_URL: await databaseOfItsOwn(process.env.TEST_DATABASE_URL as string, 'delete_account'),
    });
  }, 180_000);
  afterAll(async () => app?.close());

  const viewerOf = async (email: string): Promise<Viewer> => {
    const [u] = await app.db.select().from(user).where(eq(user.email, email));
    return {
      id: u!.id,
      email,
      name: u!.name,
      image: null,
      emailVerified: true,
      roles: ['customer'],
      storedActiveRole: null,
    };
  };

  /** Books the venue (and vendor) on an open day some months ahead, a new one each time, unless `slot` names one. */
  async function book(
    customer: Viewer,
    venue: { id: string; minimumHours: number },
    vendor?: { id: string; minimumHours: number },
    slot?: OpenSlot,
  ) {
    const hours = Math.max(venue.minimumHours, 4);
    const lines: CheckoutLine[] = [{ type: 'venue', listingId: venue.id, quantity: 1, hours }];
    if (vendor)
      lines.push({ type: 'vendor', listingId: vendor.id, quantity: 1, hours: Math.max(vendor.minimumHours, 4) });
    const { eventDate, startTime } =
      slot ?? (await openSlot(app.db, venue.id, { hours, daysAhead: 90, skip: bookedDays }));
    bookedDays.push(eventDate);
    const { bookingId } = await placeCheckout(app.checkout, customer, randomUUID(), {
      lines,
      eventDate,
      startTime,
      eventDetails: { name: 'Launch party', guestCount: 40 },
      contact: { name: customer.name, email: customer.email },
      coHosts: [],
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
    });
    return bookingId;
  }

  const itemsOf = (bookingId: string) =>
    app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const heldFor = async (bookingId: string) => {
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    const [held] = await app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment!.providerPaymentId));
    return { payment: payment!, held: held! };
  };
  const searchedVenueIds = async (city: string) => {
    const response = await client(app).request('POST', '/api/rpc/api_search_venues', { city, limit: 100 });
    return VenueSearchResponseSchema.parse(response.json()).data.venues.map((venue) => venue.id);
  };
  const checkoutRefusal = async (customer: Viewer, venue: { id: string; minimumHours: number }) => {
    try {
      await book(customer, venue, undefined, {
        eventDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
        startTime: '18:00',
      });
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
      throw error;
    }
    return null;
  };

  it('a partner deleting their account: answered 200, their customer refunded in full, their listings gone, records kept', async () => {
    const customer = await viewerOf('customer@example.com');
    const partner = await viewerOf('venue@example.com');
    const [venue] = await app.db
      .select()
      .from(venues)
      .where(eq(venues.userId, partner.id))
      .orderBy(venues.name)
      .limit(1);
    const bookingId = await book(customer, venue!);
    const [item] = await itemsOf(bookingId);
    await respondToBooking(app.checkout, {
      itemId: item!.id,
      event: 'confirm',
      by: { kind: 'partner', userId: partner.id },
    });
    expect((await heldFor(bookingId)).held.capturedCents).toBe(item!.chargeCents);
    expect(await searchedVenueIds(venue!.city)).toContain(venue!.id);

    const signedInPartner = await signedIn(app, 'venue@example.com');
    const deleted = await signedInPartner.request('POST', '/api/auth/delete-user', { password: DEMO_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.id, partner.id))).toEqual([]);

    const [cancelled] = await itemsOf(bookingId);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'partner',
      refundedCents: item!.chargeCents,
      partnerUserId: null,
    });
    const { payment, held } = await heldFor(bookingId);
    expect(payment.refundedCents).toBe(item!.chargeCents);
    expect(held.refundedCents).toBe(item!.chargeCents);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.customerId).toBe(customer.id);
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.bookingItemId, item!.id));
    expect(payout).toMatchObject({ status: 'reversed', partnerUserId: null });

    const [after] = await app.db.select().from(venues).where(eq(venues.id, venue!.id));
    expect(after).toMatchObject({ userId: null, isLive: false });
    expect(await searchedVenueIds(venue!.city)).not.toContain(venue!.id);
    expect(await checkoutRefusal(customer, venue!)).toEqual({
      status: 409,
      code: 'LISTING_GONE',
      message: expect.any(String),
    });
  });

  it('a customer deleting their account: answered 200, future bookings cancelled by their policy, the card forgotten, the booking kept', async () => {
    const { c, id, email } = await newVerifiedUser(app, 'Dana Delete');
    const customer = { ...(await viewerOf(email)), id };
    const [sampleVenue] = await app.db
      .select()
      .from(venues)
      .where(eq(venues.isSample, true))
      .orderBy(venues.name)
      .limit(1);
    // A deposit, so checkout keeps the card for the balance.
    await app.db.update(venues).set({ depositPercent: 20, balanceDueDays: 7 }).where(eq(venues.id, sampleVenue!.id));
    const bookingId = await book(customer, sampleVenue!).finally(() =>
      app.db.update(venues).set({ depositPercent: null, balanceDueDays: null }).where(eq(venues.id, sampleVenue!.id)),
    );
    const [item] = await itemsOf(bookingId);
    expect(item?.status).toBe('confirmed'); // a sample listing's scripted owner confirms at once
    const [withCard] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(withCard!.savedCardId).toMatch(/^sbx_card_/);

    const deleted = await c.request('POST', '/api/auth/delete-user', { password: NEW_USER_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.id, id))).toEqual([]);

    // Months ahead: outside 24 hours, so the customer's own cancellation is refunded in full.
    const [cancelled] = await itemsOf(bookingId);
    // What was paid, the deposit, comes back; the balance is never charged.
    const { held } = await heldFor(bookingId);
    expect(held.capturedCents).toBeLessThan(item!.chargeCents);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      refundedCents: held.capturedCents,
    });
    expect(held.refundedCents).toBe(held.capturedCents);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ id: bookingId, customerId: null, savedCardId: null });
    // The card kept for the balance is removed at the provider.
    expect(
      await app.db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.id, withCard!.savedCardId!)),
    ).toEqual([]);
  });

  it('a listing whose owner is gone is not taken for a sample: out of search and checkout, its open booking left unanswered', async () => {
    const customer = await viewerOf('customer@example.com');
    const partner = await viewerOf('vendor@example.com');
    const [sampleVenue] = await app.db
      .select()
      .from(venues)
      .where(eq(venues.isSample, true))
      .orderBy(venues.name)
      .limit(1);
    const [vendor] = await app.db
      .select()
      .from(vendors)
      .where(eq(vendors.userId, partner.id))
      .orderBy(vendors.name)
      .limit(1);
    const bookingId = await book(customer, sampleVenue!, vendor!);

    // The owner vanishes without the account deletion's clean-up (as in a database from before it).
    await app.db.update(vendors).set({ userId: null }).where(eq(vendors.id, vendor!.id));
    await app.listingChanges.changed({ vendorIds: [vendor!.id] });
    const [after] = await app.db.select().from(vendors).where(eq(vendors.id, vendor!.id));
    expect(after).toMatchObject({
      isActive: true,
      approvalStatus: 'approved',
      status: 'active',
      isSample: false,
      isLive: false,
    });
    const search = await client(app).request('POST', '/api/rpc/api_search_vendors', {
      limit: 100,
      vendor_types: [vendor!.category],
    });
    expect(search.json().data.vendors.map((v: { id: string }) => v.id)).not.toContain(vendor!.id);
    // Its page shows the §7 sample vendor instead, never the ownerless listing.
    const page = await client(app).request('GET', `/api/vendors/${vendor!.id}`);
    expect(page.json()).toMatchObject({ fallback: 'sample' });
    expect(page.json().vendor.id).not.toBe(vendor!.id);

    // Nobody answers for it: the platform's sample host may not confirm (and capture) it.
    const vendorItem = (await itemsOf(bookingId)).find((i) => i.vendorId === vendor!.id)!;
    await app.db.update(bookingItems).set({ partnerUserId: null }).where(eq(bookingItems.id, vendorItem.id));
    await expect(
      respondToBooking(app.checkout, { itemId: vendorItem.id, event: 'confirm', by: { kind: 'demo-owner' } }),
    ).rejects.toMatchObject({ status: 404 });
    const [still] = await itemsOf(bookingId).then((items) => items.filter((i) => i.id === vendorItem.id));
    expect(still?.status).toBe('requested');
    expect((await heldFor(bookingId)).held.capturedCents).toBe(
      (await itemsOf(bookingId)).find((i) => i.venueId)!.chargeCents,
    );

    // The sample venue itself, ownerless by design, stays live and bookable.
    expect(await searchedVenueIds(sampleVenue!.city)).toContain(sampleVenue!.id);
  });
});
