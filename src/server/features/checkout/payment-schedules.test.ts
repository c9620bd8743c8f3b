// Payment schedules (issue 46) on PGlite and (with TEST_DATABASE_URL) PostgreSQL, against the sandbox provider: a
// deposit venue and a full-payment vendor in one checkout, the deposit captured at confirmation, the balance charged
// to the saved card on its due date once (two schedulers, a crash mid-charge), refusals retried then failed, refunds
// taken from both payments.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '#shared/checkout.ts';
import { clockTime, dayOf } from '#shared/event-words.ts';
import { formatMoney, percentOfCents } from '#shared/money.ts';
import { balanceDueAt } from '#shared/payment-terms.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  mailOutbox,
  paymentInstalments,
  payments,
  payouts,
  sandboxPayments,
  venues,
} from '../../db/schema/index.ts';
import { databaseOfItsOwn, databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import type { Viewer } from '../auth/index.ts';
import { BALANCE_RULES, balanceChargeKey, chargeDueBalances, remindUpcomingBalances } from './charge-balances.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { payInstalmentNow } from './pay-instalment.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { respondToBooking } from './respond-to-booking.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const DAY_MS = 24 * 60 * 60 * 1000;
const SUCCEEDS = sandboxPaymentMethod('4242424242424242');
const DECLINES_LATER = sandboxPaymentMethod('4000000000000341');

describe.each(databaseTargets('payment_schedules'))('payment schedules on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customer: Viewer;
  let venueId: string;
  let demo: DemoCheckout;

  let contextOn: DemoCheckout['contextOn'];

  const itemsOf = (bookingId: string) =>
    database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(bookingItems.itemType);
  const instalmentsOf = (itemId: string) =>
    database.db
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.bookingItemId, itemId))
      .orderBy(paymentInstalments.kind);
  const chargesOf = (instalmentId: string) =>
    database.db
      .select()
      .from(sandboxPayments)
      .where(sql`${sandboxPayments.metadata} ->> 'instalment' = ${instalmentId}`);

  async function confirmAll(bookingId: string) {
    for (const item of await itemsOf(bookingId))
      await respondToBooking(ctx, {
        itemId: item.id,
        event: 'confirm',
        by: { kind: 'partner', userId: item.partnerUserId! },
        now: NOW,
      });
  }

  /** Books the cart and has both partners confirm it; the venue item and its balance. */
  async function confirmedBooking(key: string, overrides: Partial<CheckoutRequest> = {}) {
    const { bookingId } = await placeCheckout(ctx, customer, key, await demo.nextRequest(NOW, overrides), NOW);
    await confirmAll(bookingId);
    const [venueItem] = (await itemsOf(bookingId)).filter((item) => item.itemType === 'venue');
    const balance = (await instalmentsOf(venueItem!.id)).find((i) => i.kind === 'balance')!;
    return { bookingId, venueItem: venueItem!, balance };
  }

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, {
      seededAt: new Date('2026-11-22T12:00:00Z'),
      eventsFrom: '2027-05-01',
    });
    ({ ctx, customer, contextOn } = demo);
    venueId = demo.venue.id;
    await database.db.update(venues).set({ depositPercent: 30, balanceDueDays: 14 }).where(eq(venues.id, venueId));
  }, 120_000);

  afterAll(async () => database?.close());

  it('quotes each line by its terms: a deposit and a balance for the venue, the vendor in full', async () => {
    const request = await demo.nextRequest(NOW);
    const priced = await priceCart(database.db, request, TODAY, null, NOW);
    const [venueLine, vendorLine] = priced.lines;
    expect(venueLine!.paymentTerms).toEqual({ schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 });
    expect(venueLine!.instalments.map((i) => i.kind)).toEqual(['deposit', 'balance']);
    expect(venueLine!.instalments[0]!.chargeCents).toBe(Math.round(venueLine!.chargeCents * 0.3));
    expect(venueLine!.instalments.reduce((sum, i) => sum + i.chargeCents, 0)).toBe(venueLine!.chargeCents);
    // Due 14 days before the event's start on the venue's clock.
    const startsAt = priced.slot!.startsAt;
    expect([dayOf(startsAt, priced.timeZone), clockTime(startsAt, priced.timeZone)]).toEqual([
      request.eventDate,
      '6:00 PM',
    ]);
    expect(venueLine!.instalments[1]!.dueAt).toBe(balanceDueAt(priced.slot!.startsAt, 14).toISOString());
    expect(vendorLine!.instalments).toEqual([{ kind: 'full', dueAt: null, chargeCents: vendorLine!.chargeCents }]);

    // Booked 10 days before the event, inside the 14 days: the venue is paid in full at confirmation.
    const late = new Date(priced.slot!.startsAt.getTime() - 10 * DAY_MS);
    const close = await priceCart(database.db, request, late.toISOString().slice(0, 10), null, late);
    expect(close.lines[0]!.instalments.map((i) => i.kind)).toEqual(['full']);
  });

  it('holds what is due at confirmation, keeps the card, and charges the balance on its due date once', async () => {
    const request = await demo.nextRequest(NOW);
    const priced = await priceCart(database.db, request, TODAY, null, NOW);
    const { bookingId } = await placeCheckout(ctx, customer, 'schedule-0001', request, NOW);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.savedCardId).toMatch(/^sbx_card_/);
    expect(booking!.cardLast4).toBe('4242');
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    const dueNow = priced.lines[0]!.instalments[0]!.chargeCents + priced.lines[1]!.chargeCents;
    expect(payment!.amountCents).toBe(dueNow);

    await confirmAll(bookingId);
    const [after] = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(after).toMatchObject({ capturedCents: dueNow, status: 'captured' });
    const [booked] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const mailsAbout = (to: string, subject: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${booked!.reference}%`)))
        .then((rows) => rows.filter((mail) => mail.subject.includes(subject)));
    const [newRequest] = await mailsAbout('venue@example.com', 'New booking request');
    expect(newRequest!.text).toContain(
      '30% deposit when the booking is confirmed, the balance 14 days before the event.',
    );
    // Both lines confirmed; the rows come in no set order, so pick the venue's mail by its text.
    const [venueItem] = (await itemsOf(bookingId)).filter((item) => item.itemType === 'venue');
    const confirmations = await mailsAbout('customer@example.com', 'confirmed');
    const confirmed = confirmations.find((mail) => mail.text.startsWith(`${venueItem!.name} confirmed`));
    expect(confirmed!.text).toMatch(
      /That was the deposit; the balance of \$[\d,]+\.\d\d is charged to the same card on /,
    );
    const [balance, deposit] = await instalmentsOf(venueItem!.id);
    expect(deposit).toMatchObject({ kind: 'deposit', status: 'paid' });
    expect(balance).toMatchObject({ kind: 'balance', status: 'scheduled', attempts: 0 });

    // Not before its day; a reminder 3 days before; then charged once however often the job runs.
    const dueAt = balance!.dueAt!;
    expect(await chargeDueBalances(ctx, new Date(dueAt.getTime() - 1000))).toBe(0);
    expect(await remindUpcomingBalances(ctx, new Date(dueAt.getTime() - 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    const reminders = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Balance due % ${venueItem!.name}`));
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(await chargeDueBalances(ctx, dueAt)).toBeGreaterThanOrEqual(1);
    await chargeDueBalances(ctx, new Date(dueAt.getTime() + DAY_MS));
    const [paid] = await database.db.select().from(paymentInstalments).where(eq(paymentInstalments.id, balance!.id));
    expect(paid).toMatchObject({ status: 'paid', attempts: 1 });
    const charges = await chargesOf(balance!.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: balance!.chargeCents, status: 'succeeded' });
    expect(deposit!.chargeCents + balance!.chargeCents).toBe(venueItem!.chargeCents);
  });

  it('never charges one balance twice: two schedulers at once, and a scheduler that died after the charge', async () => {
    const first = await confirmedBooking('schedule-0002');
    const second = await confirmedBooking('schedule-0003');
    // Another instance's connection to the same database (PGlite has one: the same connection then).
    const other =
      target.name === 'postgres'
        ? await openDatabase({ url: await databaseOfItsOwn(process.env.TEST_DATABASE_URL!, 'payment_schedules') })
        : null;
    try {
      const otherCtx = other ? contextOn(other.db) : ctx;
      const at = new Date(Math.max(first.balance.dueAt!.getTime(), second.balance.dueAt!.getTime()));
      await Promise.all([chargeDueBalances(ctx, at), chargeDueBalances(otherCtx, at)]);
    } finally {
      await other?.close();
    }
    expect(await chargesOf(first.balance.id)).toHaveLength(1);
    expect(await chargesOf(second.balance.id)).toHaveLength(1);

    // A scheduler took the balance and the provider charged it, then the process died before writing it down.
    const crashed = await confirmedBooking('schedule-0004');
    const dueAt = crashed.balance.dueAt!;
    await database.db
      .update(paymentInstalments)
      .set({ status: 'processing', attempts: 1, leaseUntil: new Date(dueAt.getTime() + BALANCE_RULES.leaseMs) })
      .where(eq(paymentInstalments.id, crashed.balance.id));
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, crashed.bookingId));
    await ctx.payments.chargeSavedCard({
      savedCardId: booking!.savedCardId!,
      amountCents: crashed.balance.chargeCents,
      capture: true,
      idempotencyKey: balanceChargeKey({ id: crashed.balance.id, attempts: 1 }),
      metadata: { instalment: crashed.balance.id, booking_item: crashed.venueItem.id },
    });
    // While its lease runs nobody touches it; after, the same attempt is made again and only recorded.
    await chargeDueBalances(ctx, dueAt);
    expect((await instalmentsOf(crashed.venueItem.id)).find((i) => i.kind === 'balance')?.status).toBe('processing');
    await chargeDueBalances(ctx, new Date(dueAt.getTime() + BALANCE_RULES.leaseMs));
    const [resumed] = await database.db
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, crashed.balance.id));
    expect(resumed).toMatchObject({ status: 'paid', attempts: 1 });
    expect(await chargesOf(crashed.balance.id)).toHaveLength(1);
  });

  it('retries a refused balance a day apart, 3 times, telling the customer each time, then marks it failed', async () => {
    const { venueItem, balance } = await confirmedBooking('schedule-0005', { paymentMethod: DECLINES_LATER });
    let at = balance.dueAt!;
    for (let attempt = 1; attempt <= BALANCE_RULES.attempts; attempt += 1) {
      expect(await chargeDueBalances(ctx, at)).toBe(0);
      const [row] = await database.db.select().from(paymentInstalments).where(eq(paymentInstalments.id, balance.id));
      expect(row).toMatchObject({
        attempts: attempt,
        status: attempt < BALANCE_RULES.attempts ? 'scheduled' : 'failed',
        lastError: 'Your bank declined a charge made while you were away.',
      });
      // Nothing happens again before the next day.
      await chargeDueBalances(ctx, new Date(at.getTime() + DAY_MS / 2));
      at = new Date(at.getTime() + DAY_MS);
    }
    expect(await chargesOf(balance.id)).toHaveLength(BALANCE_RULES.attempts);
    const failures = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'customer@example.com'), eq(mailOutbox.subject, `Payment failed: ${venueItem.name}`)),
      );
    expect(failures.length).toBeGreaterThanOrEqual(BALANCE_RULES.attempts);
    expect(failures.at(-1)!.text).toContain('/booking/');
  });

  it('takes a refused balance paid now with another card, which the booking keeps from then on', async () => {
    const { bookingId, balance } = await confirmedBooking('schedule-0008', { paymentMethod: DECLINES_LATER });
    await chargeDueBalances(ctx, balance.dueAt!);
    const pay = (viewer: Viewer, paymentMethod = SUCCEEDS) =>
      payInstalmentNow(ctx, viewer, { bookingId, instalmentId: balance.id, paymentMethod }, balance.dueAt!);

    await expect(pay({ ...customer, id: 'someone-else' })).rejects.toMatchObject({ status: 404 });
    await expect(pay(customer, DECLINES_LATER)).rejects.toMatchObject({
      status: 402,
      message: 'Your bank declined a charge made while you were away.',
    });
    await expect(pay(customer, sandboxPaymentMethod('4000000000000002'))).rejects.toMatchObject({
      status: 402,
      message: 'Your card was declined.',
    });
    expect(await pay(customer)).toEqual({ status: 'paid' });
    const [paid] = await database.db.select().from(paymentInstalments).where(eq(paymentInstalments.id, balance.id));
    expect(paid).toMatchObject({ status: 'paid', attempts: 3 });
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.cardLast4).toBe('4242');
    expect((await chargesOf(balance.id)).filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    await expect(pay(customer)).rejects.toMatchObject({ status: 409, code: 'NOT_DUE' });
    // Nothing more for the scheduler to do.
    expect(await chargeDueBalances(ctx, new Date(balance.dueAt!.getTime() + 2 * DAY_MS))).toBe(0);
  });

  it('lets the customer pay a co-host’s share with another card only once it is theirs, past its deadline', async () => {
    const { bookingId, balance } = await confirmedBooking('schedule-0011');
    const deadline = new Date(balance.dueAt!.getTime() - 5 * DAY_MS);
    const [share] = await database.db
      .insert(paymentInstalments)
      .values({
        bookingItemId: balance.bookingItemId,
        kind: 'balance',
        shareOf: balance.id,
        chargeCents: 1_000,
        payoutCents: 900,
        dueAt: deadline,
        nextAttemptAt: deadline,
      })
      .returning();
    const pay = (now: Date) =>
      payInstalmentNow(ctx, customer, { bookingId, instalmentId: share!.id, paymentMethod: SUCCEEDS }, now);
    await expect(pay(new Date(deadline.getTime() - 60_000))).rejects.toMatchObject({ status: 409, code: 'NOT_DUE' });
    expect(await pay(new Date(deadline.getTime() + 60_000))).toEqual({ status: 'paid' });
    const [paid] = await database.db.select().from(paymentInstalments).where(eq(paymentInstalments.id, share!.id));
    expect(paid).toMatchObject({ status: 'paid', chargeCents: 1_000 });
  });

  it('lets the partner cancel a booking whose balance stayed unpaid, on the cancellation’s terms', async () => {
    const { venueItem, balance } = await confirmedBooking('schedule-0009', { paymentMethod: DECLINES_LATER });
    let at = balance.dueAt!;
    for (let attempt = 1; attempt <= BALANCE_RULES.attempts; attempt += 1) {
      await chargeDueBalances(ctx, at);
      at = new Date(at.getTime() + DAY_MS);
    }
    await respondToBooking(ctx, {
      itemId: venueItem.id,
      event: 'cancel',
      by: { kind: 'partner', userId: venueItem.partnerUserId! },
      now: at,
    });
    const [deposit, unpaid] = (await instalmentsOf(venueItem.id)).sort((a, b) => (a.kind < b.kind ? 1 : -1));
    // More than 24 hours before the event, the default terms refund what was paid: the deposit.
    expect(deposit).toMatchObject({ kind: 'deposit', refundedCents: deposit!.chargeCents });
    expect(unpaid).toMatchObject({ kind: 'balance', status: 'cancelled', refundedCents: 0 });
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'customer@example.com'), like(mailOutbox.text, '%its balance was not paid%')));
    expect(mail).toBeDefined();
  });

  it('refunds a cancelled booking from both its payments, and charges nothing more once cancelled', async () => {
    const paidOff = await confirmedBooking('schedule-0006');
    await chargeDueBalances(ctx, paidOff.balance.dueAt!);
    await respondToBooking(ctx, {
      itemId: paidOff.venueItem.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: new Date(paidOff.balance.dueAt!.getTime() + DAY_MS),
    });
    const [deposit, balance] = (await instalmentsOf(paidOff.venueItem.id)).sort((a, b) => (a.kind < b.kind ? 1 : -1));
    expect(deposit).toMatchObject({ kind: 'deposit', refundedCents: deposit!.chargeCents });
    expect(balance).toMatchObject({ kind: 'balance', refundedCents: balance!.chargeCents });
    const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, paidOff.venueItem.id));
    expect(item!.refundedCents).toBe(item!.chargeCents);
    const [balanceCharge] = await chargesOf(paidOff.balance.id);
    expect(balanceCharge!.refundedCents).toBe(paidOff.balance.chargeCents);

    const unpaid = await confirmedBooking('schedule-0007');
    await respondToBooking(ctx, {
      itemId: unpaid.venueItem.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: NOW,
    });
    await chargeDueBalances(ctx, unpaid.balance.dueAt!);
    expect((await instalmentsOf(unpaid.venueItem.id)).find((i) => i.kind === 'balance')?.status).toBe('cancelled');
    expect(await chargesOf(unpaid.balance.id)).toHaveLength(0);
  });

  it('refunds a customer by the line’s cancellation policy, and the partner is paid what it keeps', async () => {
    await database.db.update(venues).set({ cancellationTier: 'moderate' }).where(eq(venues.id, venueId));
    try {
      const { bookingId, venueItem, balance } = await confirmedBooking('schedule-0010');
      expect(venueItem.cancellationTier).toBe('moderate');
      const deposit = (await instalmentsOf(venueItem.id)).find((i) => i.kind === 'deposit')!;
      // 20 days before the event: half of what was paid comes back; the balance (due 14 days before) is never charged.
      await respondToBooking(ctx, {
        itemId: venueItem.id,
        event: 'cancel',
        by: { kind: 'customer', userId: customer.id },
        now: new Date(venueItem.startsAt.getTime() - 20 * DAY_MS),
      });
      const refund = percentOfCents(deposit.chargeCents, 0.5);
      const kept = deposit.payoutCents - percentOfCents(deposit.payoutCents, 0.5);
      const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, venueItem.id));
      expect(item).toMatchObject({ status: 'cancelled', refundedCents: refund });
      expect((await instalmentsOf(venueItem.id)).find((i) => i.id === balance.id)?.status).toBe('cancelled');
      const [payout] = await database.db.select().from(payouts).where(eq(payouts.bookingItemId, venueItem.id));
      expect(payout!.amountCents).toBe(kept);
      expect(payout!.status).not.toBe('reversed');
      // What the customer paid is shared out exactly: the refund, the partner's share, the platform's.
      expect(refund + kept).toBeLessThan(deposit.chargeCents);

      const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      const mailTo = async (to: string) =>
        (
          await database.db
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${booking!.reference}%cancelled%`)))
        )[0];
      expect((await mailTo('customer@example.com'))!.text).toContain(
        `Its cancellation policy: Full refund up to 30 days before the event, half refunded up to 7 days before; none after. ${formatMoney(refund, 'charge')} of what you paid is refunded.`,
      );
      // The booking's own mail named the venue's policy beside the default.
      const [placed] = await database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, 'customer@example.com'),
            like(mailOutbox.subject, `Booking request ${booking!.reference}%`),
          ),
        );
      expect(placed!.text).toContain(
        'Free cancellation up to 24 hours before the event, except Skyline Social: full refund up to 30 days before the event',
      );
      expect((await mailTo('venue@example.com'))!.text).toContain(
        `By your cancellation policy you keep ${formatMoney(kept, 'charge')}, paid out to you.`,
      );
    } finally {
      await database.db.update(venues).set({ cancellationTier: 'very-flexible' }).where(eq(venues.id, venueId));
    }
  });
});
