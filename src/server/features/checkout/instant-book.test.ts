// Instant book (issue 46) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a listing that books instantly confirms
// and is charged at checkout when the event is far enough away; the others stay requests; a slot taken between the
// quote and the confirmation leaves the line a request; a checkout that stopped before confirming is finished by
// the money jobs.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  checkoutAttempts,
  mailOutbox,
  payments,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import type { Viewer } from '../auth/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { confirmWaitingInstantLines } from './reconcile.ts';
import { respondToBooking } from './respond-to-booking.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const HOUR_MS = 60 * 60 * 1000;

describe.each(databaseTargets('instant_book'))('instant book on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customer: Viewer;
  let venueId: string;
  let venueOwner: string;
  let vendorId: string;
  let demo: DemoCheckout;
  /** The venue's line, then the vendor's. */
  const itemsOf = async (bookingId: string) =>
    (await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId))).sort((a, b) =>
      a.itemType === 'venue' ? -1 : b.itemType === 'venue' ? 1 : 0,
    );
  const paymentOf = async (bookingId: string) =>
    (await database.db.select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;
  const mailsAbout = async (bookingId: string, to: string) => {
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    return database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${booking!.reference}%`)));
  };
  const setInstantBook = async (listing: 'venue' | 'vendor', noticeHours: number | null) => {
    if (listing === 'venue')
      await database.db.update(venues).set({ instantBookNoticeHours: noticeHours }).where(eq(venues.id, venueId));
    else await database.db.update(vendors).set({ instantBookNoticeHours: noticeHours }).where(eq(vendors.id, vendorId));
  };

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, {
      seededAt: new Date('2026-11-22T12:00:00Z'),
      eventsFrom: '2027-03-01',
    });
    ({ ctx, customer } = demo);
    ({ id: venueId, ownerId: venueOwner } = demo.venue);
    vendorId = demo.vendor.id;
  }, 120_000);

  afterAll(async () => database?.close());

  it('quotes a line as confirming at once only when instant book is on and the event is far enough away', async () => {
    await setInstantBook('venue', null);
    await setInstantBook('vendor', 48);
    const request = await demo.nextRequest(NOW);
    const priced = await priceCart(database.db, request, TODAY, null, NOW);
    expect(priced.lines.map((line) => line.confirmsAtOnce)).toEqual([false, true]);
    const startsAt = priced.slot!.startsAt;

    const justInside = new Date(startsAt.getTime() - 47 * HOUR_MS);
    const late = await priceCart(database.db, request, justInside.toISOString().slice(0, 10), null, justInside);
    expect(late.lines.map((line) => line.confirmsAtOnce)).toEqual([false, false]);
    const justOutside = new Date(startsAt.getTime() - 48 * HOUR_MS);
    const early = await priceCart(database.db, request, justOutside.toISOString().slice(0, 10), null, justOutside);
    expect(early.lines.map((line) => line.confirmsAtOnce)).toEqual([false, true]);
  });

  it('confirms and charges an instant-book line at checkout; the other line stays a request', async () => {
    await setInstantBook('venue', null);
    await setInstantBook('vendor', 48);
    const request = await demo.nextRequest(NOW);
    const { bookingId } = await placeCheckout(ctx, customer, 'instant-0001', request, NOW);
    const [venueItem, vendorItem] = await itemsOf(bookingId);
    expect(venueItem).toMatchObject({ status: 'requested', confirmsAtOnce: false });
    expect(vendorItem).toMatchObject({ status: 'confirmed', confirmsAtOnce: true });
    const payment = await paymentOf(bookingId);
    expect(payment).toMatchObject({
      amountCents: venueItem!.chargeCents + vendorItem!.chargeCents,
      capturedCents: vendorItem!.chargeCents,
      status: 'partially_captured',
    });

    const [customerMail, ...others] = await mailsAbout(bookingId, 'customer@example.com');
    expect(others).toHaveLength(0);
    expect(customerMail!.subject).toMatch(/^Booking request EV-\w+ sent$/);
    expect(customerMail!.text).toContain(`${vendorItem!.name} is confirmed: we charged $`);
    expect(customerMail!.text).toContain(`is on its way to ${venueItem!.name}.`);
    const [vendorMail] = await mailsAbout(bookingId, 'vendor@example.com');
    expect(vendorMail!.subject).toMatch(/^New booking EV-/);
    expect(vendorMail!.text).toContain('It is confirmed and paid: you need not answer.');
    const [venueMail] = await mailsAbout(bookingId, 'venue@example.com');
    expect(venueMail!.subject).toMatch(/^New booking request EV-/);

    await respondToBooking(ctx, {
      itemId: venueItem!.id,
      event: 'confirm',
      by: { kind: 'partner', userId: venueOwner },
      now: NOW,
    });
    expect(await paymentOf(bookingId)).toMatchObject({ capturedCents: payment.amountCents, status: 'captured' });
  });

  it('says the booking is confirmed when every line confirmed at once, and never lets a partner answer it', async () => {
    await setInstantBook('venue', 0);
    await setInstantBook('vendor', 0);
    const { bookingId } = await placeCheckout(ctx, customer, 'instant-0002', await demo.nextRequest(NOW), NOW);
    const items = await itemsOf(bookingId);
    expect(items.map((item) => item.status)).toEqual(['confirmed', 'confirmed']);
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'captured' });
    const [mail] = await mailsAbout(bookingId, 'customer@example.com');
    expect(mail!.subject).toMatch(/^Booking EV-\w+ confirmed$/);
    expect(mail!.text).not.toContain('on its way');
    await expect(
      respondToBooking(ctx, {
        itemId: items[0]!.id,
        event: 'decline',
        by: { kind: 'partner', userId: venueOwner },
        now: NOW,
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("refuses an instant checkout of a time another booking's request holds, charging nothing", async () => {
    await setInstantBook('venue', null);
    await setInstantBook('vendor', null);
    const request = await demo.nextRequest(NOW);
    await placeCheckout(ctx, customer, 'instant-0003', request, NOW);
    await setInstantBook('venue', 48);
    const refused = await placeCheckout(ctx, customer, 'instant-0004', request, NOW).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', status: 409 });
    const [attempt] = await database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, 'instant-0004'));
    expect(attempt).toBeUndefined();
  });

  it('confirms an instant line a stopped checkout left waiting, when the money jobs next run', async () => {
    await setInstantBook('venue', null);
    await setInstantBook('vendor', 48);
    const { bookingId } = await placeCheckout(ctx, customer, 'instant-0005', await demo.nextRequest(NOW), NOW);
    const [, vendorItem] = await itemsOf(bookingId);
    // As if the server stopped after writing the booking: the line is still a request, nothing captured.
    await database.db.update(bookingItems).set({ status: 'requested' }).where(eq(bookingItems.id, vendorItem!.id));
    await database.db.update(payments).set({ capturedCents: 0 }).where(eq(payments.bookingId, bookingId));

    expect(await confirmWaitingInstantLines(ctx, new Date(vendorItem!.createdAt.getTime() + 60_000))).toBe(0);
    expect(await confirmWaitingInstantLines(ctx, new Date(vendorItem!.createdAt.getTime() + 3 * 60_000))).toBe(1);
    const [, after] = await itemsOf(bookingId);
    expect(after!.status).toBe('confirmed');
    expect(await paymentOf(bookingId)).toMatchObject({ capturedCents: vendorItem!.chargeCents });
  });
});
