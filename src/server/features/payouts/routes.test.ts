// Payout accounts with the sandbox provider: a partner opens one and gets the onboarding link back to
// /portal/onboarding/complete; the status stays off until the sandbox form is completed with its test bank
// details; only the account's partner may complete it; guests cannot, and the provider only sends people back here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { PayoutStatusSchema, SANDBOX_BANK } from '#shared/payouts.ts';
import { bookingItems, partnerPayoutAccounts, payouts, user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { placeCheckout, priceCart, respondToBooking } from '../checkout/index.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let customer: Client;

/** A new user with a vendor application, so with the vendor role. */
async function newPartner() {
  const partner = await newVerifiedUser(app);
  await partner.c.request('POST', '/api/partner/applications', {
    partnerType: 'vendor',
    businessName: 'Payout Test Sound',
    contactName: 'Nia Jar',
    phone: '+1 718 555 0199',
    businessAddress: '12 Wythe Ave',
    city: 'Brooklyn',
    state: 'NY',
    description: 'DJ and sound system hire for parties across New York City.',
    categories: ['music-djs'],
  });
  return partner;
}

const statusOf = async (c: Client) => PayoutStatusSchema.parse((await c.request('GET', '/api/partner/payouts')).json());

beforeAll(async () => {
  app = await createTestApp();
  customer = await signedIn(app, 'customer@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('payout accounts (sandbox provider)', () => {
  it('are for signed-in users, and return only to the portal or the onboarding', async () => {
    expect((await client(app).request('POST', '/api/partner/payouts/connect')).statusCode).toBe(401);
    expect((await client(app).request('GET', '/api/partner/payouts')).statusCode).toBe(401);
    const elsewhere = await customer.request('POST', '/api/partner/payouts/connect', {
      returnTo: 'https://evil.example/',
    });
    expect(elsewhere.statusCode).toBe(400);
    const wizard = (
      await customer.request('POST', '/api/partner/payouts/connect', {
        returnTo: '/onboarding?type=vendor&source=partner',
      })
    ).json() as { url: string };
    expect(new URL(wizard.url, 'http://localhost:3000').searchParams.get('return')).toBe(
      'http://localhost:3000/onboarding?type=vendor&source=partner',
    );
  });

  it('open an account once, link to the sandbox onboarding that returns to /portal/onboarding/complete, and connect after the form', async () => {
    const partner = await newPartner();
    expect(await statusOf(partner.c)).toEqual({
      provider: 'sandbox',
      started: false,
      detailsSubmitted: false,
      payoutsEnabled: false,
    });

    const { url } = (await partner.c.request('POST', '/api/partner/payouts/connect')).json() as { url: string };
    const link = new URL(url, 'http://localhost:3000');
    expect(link.pathname).toMatch(/^\/sandbox\/connect\/acct_sbx_[0-9a-f]{24}$/);
    expect(link.searchParams.get('return')).toBe('http://localhost:3000/portal/onboarding/complete');
    const accountId = link.pathname.split('/').at(-1)!;
    // Asking again reuses the account.
    const again = (await partner.c.request('POST', '/api/partner/payouts/connect')).json() as { url: string };
    expect(again.url).toContain(accountId);
    expect(await statusOf(partner.c)).toMatchObject({ started: true, payoutsEnabled: false });

    expect((await partner.c.request('GET', `/api/sandbox/connect/${accountId}`)).json()).toMatchObject({
      id: accountId,
      businessName: 'Payout Test Sound',
      detailsSubmitted: false,
    });
    const wrongBank = await partner.c.request('POST', `/api/sandbox/connect/${accountId}`, {
      legalName: 'Nia Jar',
      routingNumber: '123456789',
      accountNumber: SANDBOX_BANK.accountNumber,
    });
    expect(wrongBank.statusCode).toBe(400);
    expect((wrongBank.json() as { error: { code: string } }).error.code).toBe('BANK_REFUSED');
    expect(await statusOf(partner.c)).toMatchObject({ payoutsEnabled: false });

    const done = await partner.c.request('POST', `/api/sandbox/connect/${accountId}`, {
      legalName: 'Nia Jar',
      ...SANDBOX_BANK,
    });
    expect(done.statusCode).toBe(200);
    expect(await statusOf(partner.c)).toEqual({
      provider: 'sandbox',
      started: true,
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const [row] = await app.db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, partner.id));
    expect(row).toMatchObject({ provider: 'sandbox', providerAccountId: accountId, payoutsEnabled: true });
  });

  it("refuses another partner's sandbox account", async () => {
    const owner = await newPartner();
    const other = await newPartner();
    const { url } = (await owner.c.request('POST', '/api/partner/payouts/connect')).json() as { url: string };
    const accountId = new URL(url, 'http://localhost:3000').pathname.split('/').at(-1)!;
    const response = await other.c.request('POST', `/api/sandbox/connect/${accountId}`, {
      legalName: 'Mallory',
      ...SANDBOX_BANK,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'NOT_YOUR_ACCOUNT', message: 'This payout account belongs to someone else.' },
    });
    expect(await statusOf(owner.c)).toMatchObject({ payoutsEnabled: false });
  });
});

describe('a partner without payouts connected (issue 41)', () => {
  it('takes a paid booking once approved; its payout waits as pending and is paid when payouts are connected', async () => {
    const [partner] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
    expect(
      await app.db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, partner!.id)),
    ).toEqual([]);
    const [vendor] = await app.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.userId, partner!.id), eq(vendors.isLive, true)))
      .limit(1);
    const [venue] = await app.db.select().from(venues).where(eq(venues.isSample, true)).limit(1);
    const [customer] = await app.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    const today = new Date().toISOString().slice(0, 10);
    let eventDate = '';
    for (let day = 60; !eventDate; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const priced = await priceCart(
        app.db,
        {
          lines: [{ type: 'venue', listingId: venue!.id, quantity: 1, hours: 4 }],
          eventDate: date,
          startTime: '18:00',
        },
        today,
        null,
      );
      if (priced.lines[0]?.available) eventDate = date;
    }
    const { bookingId } = await placeCheckout(
      app.checkout,
      {
        id: customer!.id,
        email: customer!.email,
        name: customer!.name,
        image: null,
        emailVerified: true,
        roles: ['customer'],
        storedActiveRole: null,
      },
      randomUUID(),
      {
        lines: [
          { type: 'venue', listingId: venue!.id, quantity: 1, hours: Math.max(venue!.minimumHours, 4) },
          { type: 'vendor', listingId: vendor!.id, quantity: 1, hours: Math.max(vendor!.minimumHours, 4) },
        ],
        eventDate,
        startTime: '18:00',
        eventDetails: { name: 'Payout test party', guestCount: 30 },
        contact: { name: customer!.name, email: customer!.email },
        coHosts: [],
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    );
    const [item] = await app.db
      .select()
      .from(bookingItems)
      .where(and(eq(bookingItems.bookingId, bookingId), eq(bookingItems.vendorId, vendor!.id)));
    await respondToBooking(app.checkout, {
      itemId: item!.id,
      event: 'confirm',
      by: { kind: 'partner', userId: partner!.id },
    });
    await respondToBooking(app.checkout, {
      itemId: item!.id,
      event: 'complete',
      by: { kind: 'system' },
      now: new Date(item!.endsAt.getTime() + 60_000),
    });
    const payoutOf = async () => (await app.db.select().from(payouts).where(eq(payouts.bookingItemId, item!.id)))[0];
    expect(await payoutOf()).toMatchObject({
      status: 'pending',
      amountCents: item!.partnerPayoutCents,
      providerTransferId: null,
    });

    const vendorClient = await signedIn(app, 'vendor@example.com');
    const { url } = (await vendorClient.request('POST', '/api/partner/payouts/connect')).json() as { url: string };
    const accountId = new URL(url, 'http://localhost:3000').pathname.split('/').at(-1)!;
    expect(
      (
        await vendorClient.request('POST', `/api/sandbox/connect/${accountId}`, {
          legalName: 'Vera Vendor',
          ...SANDBOX_BANK,
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(vendorClient)).toMatchObject({ payoutsEnabled: true });
    expect(await payoutOf()).toMatchObject({
      status: 'paid',
      amountCents: item!.partnerPayoutCents,
      providerTransferId: expect.any(String),
    });
  });
});
