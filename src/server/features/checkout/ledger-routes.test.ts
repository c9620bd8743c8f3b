// The ledger over HTTP (issue 46): a partner's statement holds their own lines' money and nobody else's, a month in
// another shape gets its message, and admins see the platform's months and the last reconciliation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema } from '#shared/checkout.ts';
import { PartnerStatementSchema, PlatformLedgerSchema } from '#shared/ledger.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { user, venues } from '../../db/schema/index.ts';
import { signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { openSlot } from '../../testing/open-slot.ts';
import { createTestApp } from '../../testing/test-app.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe('the ledger over HTTP', () => {
  let app: App;
  let customer: Client;
  let venuePartner: Client;
  let vendorPartner: Client;
  let admin: Client;
  const month = new Date().toISOString().slice(0, 7);

  beforeAll(async () => {
    app = await createTestApp();
    customer = await signedIn(app, 'customer@example.com');
    venuePartner = await signedIn(app, 'venue@example.com');
    vendorPartner = await signedIn(app, 'vendor@example.com');
    admin = await signedIn(app, 'admin@example.com');
  }, 120_000);
  afterAll(async () => app?.close());

  it('gives each partner the money of their own lines, and admins the platform’s', async () => {
    const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
    const hours = Math.max(4, venue!.minimumHours);
    const slot = await openSlot(app.db, venue!.id, { hours, daysAhead: 30 });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { origin: TEST_ORIGIN, cookie: customer.cookie, 'idempotency-key': 'ledger-routes-0001' },
      payload: {
        lines: [{ type: 'venue', listingId: venue!.id, quantity: 1, hours }],
        ...slot,
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
      },
    });
    expect(placed.statusCode).toBe(201);
    const booking = BookingSchema.parse(placed.json().booking);
    const line = booking.items[0]!;
    expect((await venuePartner.request('POST', `/api/partner/booking-items/${line.id}/confirm`)).statusCode).toBe(200);

    const statementOf = async (client: Client) => {
      const response = await client.request('GET', `/api/partner/statements/${month}/entries`);
      expect(response.statusCode).toBe(200);
      return PartnerStatementSchema.parse(response.json().statement);
    };
    const venueStatement = await statementOf(venuePartner);
    const capture = venueStatement.entries.find((entry) => entry.bookingReference === booking.reference);
    expect(capture).toMatchObject({ kind: 'capture', purpose: 'booking', itemName: line.name });
    expect(venueStatement.paidByCustomersCents).toBeGreaterThanOrEqual(capture!.amountCents);
    expect((await statementOf(vendorPartner)).entries.map((entry) => entry.bookingReference)).not.toContain(
      booking.reference,
    );

    const ledger = PlatformLedgerSchema.parse((await admin.request('GET', '/api/admin/ledger')).json().ledger);
    expect(ledger.months.find((row) => row.month === month)!.capturedCents).toBeGreaterThanOrEqual(
      capture!.amountCents,
    );
  });

  it('refuses a month in another shape with its message', async () => {
    for (const bad of ['2026-13', '26-11', 'november'])
      expect((await venuePartner.request('GET', `/api/partner/statements/${bad}/entries`)).json().error).toMatchObject({
        fields: [expect.objectContaining({ message: 'A month looks like 2026-11.' })],
      });
  });
});
