// Quotes over HTTP: only a listing's partner quotes for it; its customer, its partner and admins read it; the
// customer pays it once through the checkout's order path and the partner's booking is confirmed and captured.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { QuoteSchema, type CreateQuote } from '#shared/quotes.ts';
import {
  bookings,
  checkoutAttempts,
  mailOutbox,
  payments,
  quotes,
  user,
  vendors,
  venues,
  listingWeeklyHours,
} from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let quoteBody: CreateQuote;

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'vendor@example.com'));
  const [vendor] = await app.db.select().from(vendors).where(eq(vendors.userId, owner!.id)).limit(1);
  quoteBody = {
    listing: { type: 'vendor', id: vendor!.id },
    customerEmail: 'Customer@Example.com',
    title: 'Sound and lights for the launch',
    message: 'Includes setup and teardown.',
    lines: [
      { description: 'DJ set', unitPriceCents: 20_000, quantity: 1, hours: 4 },
      { description: 'Uplights', unitPriceCents: 5_000, quantity: 4, hours: 1 },
    ],
    eventDate: '2027-09-18',
    startTime: '20:00',
    validDays: 7,
  };
}, 120_000);
afterAll(async () => app?.close());

const pay = (c: { cookie: string }, id: string, key: string | null, email = 'customer@example.com') =>
  app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/checkout`,
    payload: {
      contact: { name: 'Casey Customer', email },
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
    },
    headers: { origin: TEST_ORIGIN, cookie: c.cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

async function sendQuote(patch: Partial<CreateQuote> = {}) {
  const partner = await signedIn(app, 'vendor@example.com');
  const response = await partner.request('POST', '/api/partner/quotes', { ...quoteBody, ...patch });
  expect(response.statusCode).toBe(201);
  return QuoteSchema.parse(response.json().quote);
}

describe('quote routes', () => {
  it('a partner quotes only for their own listings; customers cannot quote', async () => {
    const quote = await sendQuote();
    // 20,000 x 4 h + 5,000 x 4 = 100,000 cents; the §9 fees on top.
    expect(quote.breakdown).toMatchObject({
      subtotal: 100_000,
      customerPlatformFee: 5_000,
      processingFee: 2_930,
      taxAmount: 8_000,
      customerTotal: 115_930,
      vendorReceives: 95_000,
    });
    expect(quote).toMatchObject({
      status: 'sent',
      hours: 4,
      customerEmail: 'customer@example.com',
      listing: { type: 'vendor' },
    });
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'customer@example.com'));
    const mail = mails.find((m) => m.text.includes(`/quotes/${quote.id}/checkout`));
    expect(mail?.text).toContain('on Saturday, September 18, 2027, 8:00 PM – 12:00 AM,');

    const otherPartner = await signedIn(app, 'venue@example.com');
    const notTheirs = await otherPartner.request('POST', '/api/partner/quotes', quoteBody);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.message).toBe('You can only quote for your own listings.');
    const customer = await signedIn(app, 'customer@example.com');
    expect((await customer.request('POST', '/api/partner/quotes', quoteBody)).statusCode).toBe(403);
    const bad = await (
      await signedIn(app, 'vendor@example.com')
    ).request('POST', '/api/partner/quotes', { ...quoteBody, lines: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('its customer, its partner and admins read it; nobody else', async () => {
    const quote = await sendQuote();
    for (const email of ['customer@example.com', 'vendor@example.com', 'admin@example.com']) {
      expect((await (await signedIn(app, email)).request('GET', `/api/quotes/${quote.id}`)).statusCode).toBe(200);
    }
    expect(
      (await (await signedIn(app, 'venue@example.com')).request('GET', `/api/quotes/${quote.id}`)).statusCode,
    ).toBe(404);
    expect((await client(app).request('GET', `/api/quotes/${quote.id}`)).statusCode).toBe(401);
  });

  it('the customer pays it once: one booking, confirmed and captured at once, the quote paid', async () => {
    const quote = await sendQuote();
    const customer = await signedIn(app, 'customer@example.com');
    expect((await pay(customer, quote.id, null)).statusCode).toBe(400);
    const stranger = await signedIn(app, 'venue@example.com');
    expect((await pay(stranger, quote.id, 'quote-pay-stranger')).statusCode).toBe(404);

    const paid = await pay(customer, quote.id, 'quote-pay-0001');
    expect(paid.statusCode).toBe(201);
    const booking = BookingSchema.parse(paid.json().booking);
    expect(booking.items).toHaveLength(1);
    expect(booking.items[0]).toMatchObject({
      status: 'confirmed',
      name: quote.title,
      unit: 'event',
      unitPriceCents: 100_000,
      lineTotalCents: 100_000,
      partnerPayoutCents: 95_000,
    });
    expect(booking.breakdown.customerTotal).toBe(115_930);
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ amountCents: 115_930, capturedCents: 115_930 });

    const again = await pay(customer, quote.id, 'quote-pay-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, booking: { id: booking.id } });
    const second = await pay(customer, quote.id, 'quote-pay-0002');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('This quote is no longer open.');
    const read = QuoteSchema.parse((await customer.request('GET', `/api/quotes/${quote.id}`)).json().quote);
    expect(read).toMatchObject({ status: 'paid', bookingId: booking.id });
  });

  it("keeps a venue quote inside the venue's minimum and opening hours, when sent and when paid", async () => {
    const partner = await signedIn(app, 'venue@example.com');
    const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await app.db
      .select()
      .from(venues)
      .where(eq(venues.userId, owner!.id))
      .orderBy(venues.name)
      .limit(1);
    const saturday = and(eq(listingWeeklyHours.listingId, venue!.id), eq(listingWeeklyHours.weekday, 6));
    const [hours] = await app.db.select().from(listingWeeklyHours).where(saturday);
    const opensAt = hours!.opensAt!.slice(0, 5);
    const venueQuote = (startTime: string, lineHours: number) => ({
      ...quoteBody,
      listing: { type: 'venue' as const, id: venue!.id },
      lines: [{ description: 'The hall', unitPriceCents: 50_000, quantity: 1, hours: lineHours }],
      eventDate: '2027-09-18', // a Saturday
      startTime,
    });
    const quotesBefore = await app.db.select({ n: count() }).from(quotes);

    const refused = await partner.request('POST', '/api/partner/quotes', venueQuote('03:00', 1));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_QUOTE',
      message: `${venue!.name} requires minimum ${venue!.minimumHours} hours`,
      details: {
        errors: [
          `${venue!.name} requires minimum ${venue!.minimumHours} hours`,
          expect.stringMatching(
            new RegExp(`^${venue!.name} is open .+ that day\\. Choose a start time and hours inside them\\.$`),
          ),
        ],
      },
    });
    expect(await app.db.select({ n: count() }).from(quotes)).toEqual(quotesBefore);

    const sent = await partner.request('POST', '/api/partner/quotes', venueQuote(opensAt, venue!.minimumHours));
    expect(sent.statusCode).toBe(201);
    // The venue opens later that day once the quote is out: paying it would book hours the venue is closed.
    await app.db.update(listingWeeklyHours).set({ opensAt: '23:00' }).where(saturday);
    try {
      const answer = await pay(await signedIn(app, 'customer@example.com'), sent.json().quote.id, 'quote-pay-hours');
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toMatchObject({
        code: 'INVALID_QUOTE',
        message: expect.stringMatching(
          /^.+ is open 11:00 PM – .+ that day\. Choose a start time and hours inside them\.$/,
        ),
      });
      expect(
        await app.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, 'quote-pay-hours')),
      ).toEqual([]);
    } finally {
      await app.db.update(listingWeeklyHours).set({ opensAt: hours!.opensAt }).where(saturday);
    }
  });

  it('a partner cannot quote a listing that is not live: unapproved or suspended', async () => {
    const partner = await signedIn(app, 'vendor@example.com');
    const listing = eq(vendors.id, quoteBody.listing.id);
    try {
      for (const notLive of [{ approvalStatus: 'pending' as const }, { status: 'suspended' }]) {
        await app.db.update(vendors).set(notLive).where(listing);
        const before = await app.db.select().from(quotes).where(eq(quotes.vendorId, quoteBody.listing.id));
        const refused = await partner.request('POST', '/api/partner/quotes', quoteBody);
        expect(refused.statusCode, JSON.stringify(notLive)).toBe(409);
        expect(refused.json().error).toEqual({
          code: 'LISTING_NOT_LIVE',
          message: 'This listing is not live: it can be quoted once it is approved and active.',
        });
        expect(await app.db.select().from(quotes).where(eq(quotes.vendorId, quoteBody.listing.id))).toHaveLength(
          before.length,
        );
        await app.db.update(vendors).set({ approvalStatus: 'approved', status: 'active' }).where(listing);
      }
    } finally {
      await app.db.update(vendors).set({ approvalStatus: 'approved', status: 'active' }).where(listing);
    }
  });

  it('a quote sent before its listing was suspended cannot be paid after it: nothing is held or charged', async () => {
    const quote = await sendQuote();
    const admin = await signedIn(app, 'admin@example.com');
    const suspended = await admin.request('POST', `/api/admin/listings/vendor/${quoteBody.listing.id}/moderation`, {
      action: 'suspend',
      reason: 'Photos do not match the service.',
    });
    expect(suspended.statusCode).toBe(200);
    try {
      const customer = await signedIn(app, 'customer@example.com');
      const answer = await pay(customer, quote.id, 'quote-pay-suspended');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: 'LISTING_GONE',
        message: 'The listing of this quote is no longer available.',
      });
      const [row] = await app.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(row).toMatchObject({ status: 'sent', bookingId: null });
      expect(await app.db.select().from(bookings).where(eq(bookings.quoteId, quote.id))).toEqual([]);
    } finally {
      await admin.request('POST', `/api/admin/listings/vendor/${quoteBody.listing.id}/moderation`, {
        action: 'reinstate',
      });
    }
  });

  it('refuses a contact email the mailer would read as two recipients, and changes nothing', async () => {
    const quote = await sendQuote();
    const customer = await signedIn(app, 'customer@example.com');
    const counts = async () =>
      Promise.all(
        [bookings, checkoutAttempts, payments, mailOutbox].map(async (table) => {
          const [row] = await app.db.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await counts();

    const answer = await pay(customer, quote.id, 'quote-pay-two-recipients', 'a,b@x.com');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual([
      { path: '/contact/email', message: 'Please enter a valid email address' },
    ]);
    expect(await counts()).toEqual(before);
    const [row] = await app.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: 'sent', bookingId: null });
  });

  it('an expired quote cannot be paid', async () => {
    const quote = await sendQuote();
    await app.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    const customer = await signedIn(app, 'customer@example.com');
    expect(QuoteSchema.parse((await customer.request('GET', `/api/quotes/${quote.id}`)).json().quote).status).toBe(
      'expired',
    );
    const answer = await pay(customer, quote.id, 'quote-pay-expired');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe('This quote has expired. Ask the partner for a new one.');
  });
});

describe('a quote sent from a conversation', () => {
  it("is sent by the listing's host only, to the conversation's customer, and arrives in the thread as a message carrying it", async () => {
    const customer = await signedIn(app, 'customer@example.com');
    const host = await signedIn(app, 'vendor@example.com');
    const opened = await customer.request('POST', '/api/conversations', {
      entityType: 'vendor',
      entityId: quoteBody.listing.id,
    });
    const { conversation } = opened.json() as { conversation: { id: string } };
    const { listing: _listing, customerEmail: _email, ...threadQuote } = quoteBody;

    const byCustomer = await customer.request('POST', `/api/conversations/${conversation.id}/quotes`, threadQuote);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({
      error: { code: 'ONLY_HOST', message: 'Only the host of this listing can send a quote here.' },
    });
    const stranger = await signedIn(app, 'admin@example.com');
    expect(
      (await stranger.request('POST', `/api/conversations/${conversation.id}/quotes`, threadQuote)).statusCode,
    ).toBe(404);

    const sent = await host.request('POST', `/api/conversations/${conversation.id}/quotes`, threadQuote);
    expect(sent.statusCode).toBe(201);
    const quote = QuoteSchema.parse((sent.json() as { quote: unknown }).quote);
    expect(quote).toMatchObject({
      status: 'sent',
      customerEmail: 'customer@example.com',
      listing: { type: 'vendor', id: quoteBody.listing.id },
    });

    const thread = (await customer.request('GET', `/api/conversations/${conversation.id}/messages`)).json() as {
      messages: { content: string; quoteId: string | null; mine: boolean }[];
    };
    expect(thread.messages[0]).toMatchObject({
      quoteId: quote.id,
      mine: false,
      content: expect.stringContaining(quote.title),
    });
    // §9: the messaging pages show whole dollars.
    const wholeDollars = `$${Math.round(quote.breakdown.customerTotal / 100).toLocaleString('en-US')} with fees and tax`;
    expect(thread.messages[0]?.content).toContain(wholeDollars);
    // The customer reads it, as any quote sent to them.
    expect((await customer.request('GET', `/api/quotes/${quote.id}`)).statusCode).toBe(200);
  });
});
