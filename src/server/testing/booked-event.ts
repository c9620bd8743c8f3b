// An event booked over HTTP for the event tests: the demo customer checks out one of the demo venue partner's venues
// and one of the demo vendor partner's vendors at 18:00, with the event details and co-hosts given.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BookingSchema, type Booking, type CheckoutRequest } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { user, vendors, venues } from '../db/schema/index.ts';
import { signedIn, TEST_ORIGIN, type Client } from './http.ts';

async function firstListingOf(app: FastifyInstance, table: typeof venues | typeof vendors, email: string) {
  const [owner] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const [listing] = await app.db
    .select({ id: table.id, minimumHours: table.minimumHours })
    .from(table)
    .where(eq(table.userId, owner!.id))
    .limit(1);
  return { id: listing!.id, hours: Math.max(4, listing!.minimumHours) };
}

export async function bookEvent(
  app: FastifyInstance,
  request: Pick<CheckoutRequest, 'eventDate' | 'eventDetails' | 'coHosts'> & Partial<Pick<CheckoutRequest, 'contact'>>,
): Promise<{ organizer: Client; booking: Booking }> {
  const [venue, vendor] = await Promise.all([
    firstListingOf(app, venues, 'venue@example.com'),
    firstListingOf(app, vendors, 'vendor@example.com'),
  ]);
  const organizer = await signedIn(app, 'customer@example.com');
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { origin: TEST_ORIGIN, cookie: organizer.cookie, 'idempotency-key': `event-${request.eventDate}` },
    payload: {
      lines: [
        { type: 'venue', listingId: venue.id, quantity: 1, hours: venue.hours },
        { type: 'vendor', listingId: vendor.id, quantity: 1, hours: vendor.hours },
      ],
      startTime: '18:00',
      contact: { name: 'Casey Customer', email: 'customer@example.com' },
      paymentMethod: sandboxPaymentMethod('4242424242424242'),
      ...request,
    },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return { organizer, booking: BookingSchema.parse(response.json().booking) };
}
