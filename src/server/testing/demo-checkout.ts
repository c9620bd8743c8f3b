// The setting of checkout integration tests: a migrated database with the sample catalogue and demo accounts, a
// checkout context on the sandbox provider, the demo customer as a viewer, and the first listing each of the demo
// venue and vendor partners owns.
import { eq } from 'drizzle-orm';
import type { CheckoutRequest } from '#shared/checkout.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { createMailer } from '../adapters/mail/index.ts';
import { createPaymentProvider, type PaymentProvider } from '../adapters/payments/index.ts';
import type { Database } from '../db/client.ts';
import { user, vendors, venues } from '../db/schema/index.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createAuth, type Viewer } from '../features/auth/index.ts';
import { createCheckoutContext, type CheckoutContext } from '../features/checkout/checkout-context.ts';
import { priceCart } from '../features/checkout/price-cart.ts';
import { quietLog } from './search-database.ts';
import { testEnv } from './test-env.ts';

export interface DemoListing {
  id: string;
  ownerId: string;
  /** Hours a line of it is booked for: its minimum, at least 4. */
  hours: number;
}

export interface DemoCheckout {
  ctx: CheckoutContext;
  customer: Viewer;
  venue: DemoListing;
  vendor: DemoListing;
  /** A checkout context on another connection to the same database (a second server instance). */
  contextOn(db: Database['db']): CheckoutContext;
  /** A checkout of the venue and the vendor at 18:00 on the next day, from `eventsFrom` on, the venue is free at
   *  `now`; paid with the sandbox card that succeeds. */
  nextRequest(now: Date, overrides?: Partial<CheckoutRequest>): Promise<CheckoutRequest>;
}

/** `payments` may wrap the sandbox provider, to act while it is called. */
export async function openDemoCheckout(
  database: Database,
  options: {
    seededAt: Date;
    /** The first day events are booked on (each request takes the next free one). */
    eventsFrom: string;
    payments?: (provider: PaymentProvider) => PaymentProvider;
  },
): Promise<DemoCheckout> {
  const { seededAt, payments = (provider) => provider } = options;
  await database.migrate();
  const env = testEnv();
  await seedIfEmpty(database.db, createAuth(env, database.db, createMailer(env, database.db), quietLog), seededAt);
  const contextOn = (db: Database['db']) =>
    createCheckoutContext({
      db,
      payments: payments(createPaymentProvider(env, db)),
      mailer: createMailer(env, db),
      appUrl: 'http://localhost:3000',
      log: quietLog,
      notify: () => undefined,
    });
  const userOf = async (email: string) => (await database.db.select().from(user).where(eq(user.email, email)))[0]!;
  const customer = await userOf('customer@example.com');
  const venueOwner = await userOf('venue@example.com');
  const vendorOwner = await userOf('vendor@example.com');
  const [venue] = await database.db.select().from(venues).where(eq(venues.userId, venueOwner.id)).limit(1);
  const [vendor] = await database.db.select().from(vendors).where(eq(vendors.userId, vendorOwner.id)).limit(1);
  const venueListing = { id: venue!.id, ownerId: venueOwner.id, hours: Math.max(venue!.minimumHours, 4) };
  const vendorListing = { id: vendor!.id, ownerId: vendorOwner.id, hours: Math.max(vendor!.minimumHours, 4) };
  let day = -1;
  async function nextRequest(now: Date, overrides: Partial<CheckoutRequest> = {}): Promise<CheckoutRequest> {
    const lines: CheckoutRequest['lines'] = [
      { type: 'venue', listingId: venueListing.id, quantity: 1, hours: venueListing.hours },
      { type: 'vendor', listingId: vendorListing.id, quantity: 1, hours: vendorListing.hours },
    ];
    for (;;) {
      day += 1;
      const eventDate = new Date(Date.parse(`${options.eventsFrom}T00:00:00Z`) + day * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const today = now.toISOString().slice(0, 10);
      const priced = await priceCart(database.db, { lines, eventDate, startTime: '18:00' }, today, null, now);
      if (!priced.lines.every((line) => line.available)) continue;
      return {
        lines,
        eventDate,
        startTime: '18:00',
        eventDetails: { name: 'Summer party' },
        contact: { name: 'Casey Customer', email: 'customer@example.com' },
        coHosts: [],
        paymentMethod: sandboxPaymentMethod('4242424242424242'),
        ...overrides,
      };
    }
  }
  return {
    ctx: contextOn(database.db),
    contextOn,
    nextRequest,
    customer: {
      id: customer.id,
      email: customer.email,
      name: customer.name,
      image: null,
      emailVerified: true,
      roles: ['customer'],
      storedActiveRole: null,
    },
    venue: venueListing,
    vendor: vendorListing,
  };
}
