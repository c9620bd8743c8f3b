// Split payment without holds (issue 48, step 5) on PGlite and (with TEST_DATABASE_URL) PostgreSQL, against the
// sandbox provider and a clock passed in: the organizer splits a confirmed line's balance among co-hosts; each share
// is exact to the cent; a co-host pays through their link; what is unpaid at the deadline is charged to the
// organizer's saved card; the partner sees one balance; a cancellation refunds every payer; the organizer may take an
// open share back (removing its co-host does too); a co-host is reminded once before the deadline.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equalParts, type EventPayments, type SplitRequest } from '#shared/event-payments.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { PaymentUnavailableError } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  bookingItems,
  eventMembers,
  eventPaymentShares,
  ledgerEntries,
  mailOutbox,
  paymentInstalments,
  payments,
  sandboxPayments,
  user,
  venues,
} from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import type { Viewer } from '../auth/index.ts';
import {
  lineMoney,
  placeCheckout,
  respondToBooking,
  runMoneyJobs,
  toPartnerBooking,
  type CheckoutContext,
} from '../checkout/index.ts';
import { eventAccess } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { removeCoHost } from './co-hosts.ts';
import {
  eventPaymentsOf,
  payShare,
  remindShares,
  resendShareLink,
  shareLinkOf,
  splitBalance,
  takeBackShare,
} from './payment-shares.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY_MS = 86_400_000;
const SUCCEEDS = sandboxPaymentMethod('4242424242424242');
const DECLINES_LATER = sandboxPaymentMethod('4000000000000341');

describe.each(databaseTargets('payment_shares'))('split payment on $name', (target) => {
  let database: Database;
  let demo: DemoCheckout;
  let ctx: CheckoutContext;
  let events: EventContext;
  let customer: Viewer;
  let coHosts: { viewer: Viewer; memberId: string }[];
  let booked: { bookingId: string; venueItemId: string; balance: typeof paymentInstalments.$inferSelect };

  /** A line's balance, then the shares split from it by their co-host's name. */
  const rowsOf = async (itemId: string) =>
    (
      await database.db
        .select({ row: paymentInstalments })
        .from(paymentInstalments)
        .leftJoin(eventPaymentShares, eq(eventPaymentShares.instalmentId, paymentInstalments.id))
        .leftJoin(eventMembers, eq(eventMembers.id, eventPaymentShares.memberId))
        .where(and(eq(paymentInstalments.bookingItemId, itemId), eq(paymentInstalments.kind, 'balance')))
        .orderBy(sql`${eventMembers.name} NULLS FIRST`)
    ).map(({ row }) => row);
  const accessAs = async (viewer: Viewer) => (await eventAccess(database.db, booked.bookingId, viewer))!;
  const split = async (viewer: Viewer, request: Partial<SplitRequest>) =>
    splitBalance(
      events,
      await accessAs(viewer),
      viewer,
      {
        instalmentId: booked.balance.id,
        deadline: fiveDaysBefore(booked.balance),
        parts: [],
        ...request,
      },
      NOW,
    );
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => error.message,
    );
  /** The token of the last link mailed to `email`. */
  async function linkMailedTo(email: string) {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%/events/pay?token=%')))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    return /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  }

  async function newCoHost(bookingId: string, name: string): Promise<{ viewer: Viewer; memberId: string }> {
    const id = randomUUID();
    const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.com`;
    await database.db.insert(user).values({ id, name, email, emailVerified: true });
    const [member] = await database.db
      .insert(eventMembers)
      .values({ bookingId, email, name, userId: id, acceptedAt: NOW })
      .returning();
    const viewer: Viewer = { ...customer, id, email, name, roles: ['customer'] };
    return { viewer, memberId: member!.id };
  }

  /** A booking of the demo venue (a 30% deposit, the balance due 14 days before) and vendor, both confirmed. */
  async function confirmedBooking(key: string, paymentMethod = SUCCEEDS) {
    const { bookingId } = await placeCheckout(ctx, customer, key, await demo.nextRequest(NOW, { paymentMethod }), NOW);
    const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    for (const item of items)
      await respondToBooking(ctx, {
        itemId: item.id,
        event: 'confirm',
        by: { kind: 'partner', userId: item.partnerUserId! },
        now: NOW,
      });
    const venueItem = items.find((item) => item.itemType === 'venue')!;
    const [balance] = await rowsOf(venueItem.id);
    return { bookingId, venueItemId: venueItem.id, balance: balance! };
  }

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, { seededAt: new Date('2026-11-22T12:00:00Z'), eventsFrom: '2027-06-01' });
    ({ ctx, customer } = demo);
    events = {
      db: database.db,
      mailer: ctx.mailer,
      notify: () => {},
      appUrl: ctx.appUrl,
      log: ctx.log,
    } as EventContext;
    await database.db
      .update(venues)
      .set({ depositPercent: 30, balanceDueDays: 14 })
      .where(eq(venues.id, demo.venue.id));
    booked = await confirmedBooking('split-0001');
    coHosts = [await newCoHost(booked.bookingId, 'Morgan'), await newCoHost(booked.bookingId, 'Riley')];
  }, 120_000);

  afterAll(async () => database?.close());

  it('refuses splits that are not the organizer’s, not to the cent or not to co-hosts, in words', async () => {
    const due = booked.balance.chargeCents;
    const [a, b] = coHosts;
    const even = equalParts(due, 3);
    const parts = [
      { memberId: null, cents: even[0]! },
      { memberId: a!.memberId, cents: even[1]! },
      { memberId: b!.memberId, cents: even[2]! },
    ];
    expect(await refusal(split(a!.viewer, { parts }))).toBe('Only the organizer can split what is due.');
    const short = parts.map((part, index) => (index === 0 ? { ...part, cents: part.cents - 1 } : part));
    expect(await refusal(split(customer, { parts: short }))).toMatch(
      /^The shares add up to \$[\d,.]+; they must add up to \$[\d,.]+, what is due\.$/,
    );
    expect(await refusal(split(customer, { parts, deadline: '2026-11-23' }))).toBe(
      'Choose a deadline from tomorrow to the day before the balance is due.',
    );
    const dueDay = booked.balance.dueAt!.toISOString().slice(0, 10);
    expect(await refusal(split(customer, { parts, deadline: dueDay }))).toBe(
      'Choose a deadline from tomorrow to the day before the balance is due.',
    );
    const twice = [parts[0]!, parts[1]!, { ...parts[2]!, memberId: a!.memberId }];
    expect(await refusal(split(customer, { parts: twice }))).toBe(
      'Each share must go to a different co-host who has accepted.',
    );
    const stranger = [parts[0]!, parts[1]!, { ...parts[2]!, memberId: randomUUID() }];
    expect(await refusal(split(customer, { parts: stranger }))).toBe(
      'Each share must go to a different co-host who has accepted.',
    );
    expect(await refusal(split(customer, { parts: [{ memberId: null, cents: due }] }))).toBe(
      'Give at least one co-host a share.',
    );
    // Nothing was written by any of them.
    expect(await rowsOf(booked.venueItemId)).toEqual([booked.balance]);
  });

  it('splits a balance to the cent, mails each co-host a link, and shows the partner one balance', async () => {
    const due = booked.balance.chargeCents;
    const [a, b] = coHosts;
    const even = equalParts(due, 3);
    await split(customer, {
      parts: [
        { memberId: null, cents: even[0]! },
        { memberId: a!.memberId, cents: even[1]! },
        { memberId: b!.memberId, cents: even[2]! },
      ],
    });
    const [own, ...shares] = await rowsOf(booked.venueItemId);
    expect(own).toMatchObject({ id: booked.balance.id, chargeCents: even[0], status: 'scheduled' });
    expect(own!.dueAt).toEqual(booked.balance.dueAt);
    expect(shares.map((share) => share.chargeCents)).toEqual([even[1], even[2]]);
    const total = (key: 'chargeCents' | 'payoutCents') => [own!, ...shares].reduce((t, row) => t + row[key], 0);
    expect(total('chargeCents')).toBe(booked.balance.chargeCents);
    expect(total('payoutCents')).toBe(booked.balance.payoutCents);
    // The deadline is its day at the balance's own time of day.
    const deadline = shares[0]!.dueAt!;
    expect(deadline.toISOString().slice(0, 10)).toBe(fiveDaysBefore(booked.balance));
    expect(deadline.toISOString().slice(11)).toBe(booked.balance.dueAt!.toISOString().slice(11));

    const payments = await eventPaymentsOf(database.db, await accessAs(a!.viewer), NOW);
    expect(payments.maySplit).toBe(false);
    expect(payments.balances.filter((b) => b.kind === 'balance')).toEqual([
      expect.objectContaining({ chargeCents: due, organizerCents: even[0], splittable: false }),
    ]);
    expect(balanceIn(payments).shares.map(({ name, state, mine }) => ({ name, state, mine }))).toEqual([
      { name: 'Morgan', state: 'open', mine: true },
      { name: 'Riley', state: 'open', mine: false },
    ]);
    expect(await linkMailedTo(a!.viewer.email)).toHaveLength(43);

    const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, booked.venueItemId));
    const seen = toPartnerBooking(item!, await lineMoney(database.db, [item!.id]));
    expect(
      seen.instalments.map(({ kind, chargeCents, status, split }) => ({ kind, chargeCents, status, split })),
    ).toEqual([
      { kind: 'deposit', chargeCents: expect.any(Number), status: 'paid', split: false },
      { kind: 'balance', chargeCents: due, status: 'scheduled', split: true },
    ]);
    expect(
      await refusal(
        split(customer, {
          parts: [
            { memberId: null, cents: 0 },
            { memberId: a!.memberId, cents: due },
          ],
        }),
      ),
    ).toBe('This is already split with co-hosts.');
  });

  it('takes a co-host’s payment by link; at the deadline charges the rest to the organizer; refunds every payer', async () => {
    const [a, b] = coHosts;
    const token = await linkMailedTo(a!.viewer.email);
    const link = await shareLinkOf(database.db, token, NOW);
    expect(link).toMatchObject({ state: 'open', coHostName: 'Morgan', organizerName: 'Casey Customer' });
    expect(await shareLinkOf(database.db, 'x'.repeat(43), NOW)).toBeNull();

    // A refused card leaves the share waiting for another try, its deadline unchanged.
    const [, shareA, shareB] = await rowsOf(booked.venueItemId);
    expect(await refusal(payShare(events, ctx, { token, paymentMethod: DECLINES_LATER }, NOW))).toBe(
      'Your bank declined a charge made while you were away.',
    );
    const [, afterRefusal] = await rowsOf(booked.venueItemId);
    expect(afterRefusal).toMatchObject({ status: 'scheduled', cardId: null, coHostAttempts: 1 });
    expect(afterRefusal!.nextAttemptAt).toEqual(shareA!.nextAttemptAt);

    const paid = await payShare(events, ctx, { token, paymentMethod: SUCCEEDS }, NOW);
    expect(paid.state).toBe('paid');
    expect(await refusal(payShare(events, ctx, { token, paymentMethod: SUCCEEDS }, NOW))).toBe(
      'This share is no longer waiting to be paid.',
    );
    const organizerMail = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'customer@example.com'), like(mailOutbox.subject, 'Morgan paid their share%')));
    expect(organizerMail).toHaveLength(1);
    const [activity] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, booked.bookingId), eq(auditLog.action, 'event.share_paid')));
    expect(activity!.actorId).toBe(a!.viewer.id);
    // Riley can have their link sent again; a stranger to the share cannot.
    await resendShareLink(events, await accessAs(b!.viewer), (await shareIdOf(shareB!.id))!, NOW);
    expect(await refusal(resendShareLink(events, await accessAs(b!.viewer), (await shareIdOf(shareA!.id))!, NOW))).toBe(
      'Only the organizer and the co-host who owes a share can have its link sent again.',
    );

    // Before the deadline nothing is charged to the organizer; at it, Riley's unpaid share is.
    const deadline = shareB!.dueAt!;
    await runMoneyJobs(ctx, new Date(deadline.getTime() - 60_000));
    expect((await rowsOf(booked.venueItemId))[2]!.status).toBe('scheduled');
    await runMoneyJobs(ctx, new Date(deadline.getTime() + 60_000));
    const [own, byA, byOrganizer] = await rowsOf(booked.venueItemId);
    expect(byA).toMatchObject({ status: 'paid' });
    expect(byOrganizer).toMatchObject({ status: 'paid', cardId: null });
    const states = balanceIn(await eventPaymentsOf(database.db, await accessAs(customer), deadline)).shares;
    expect(states.map((share) => share.state)).toEqual(['paid', 'charged-to-organizer']);
    const riley = await shareLinkOf(database.db, await linkMailedTo(b!.viewer.email), deadline);
    expect(riley!.state).toBe('charged-to-organizer');
    // Each payment is its own charge, in the ledger against the line.
    const charges = await database.db
      .select()
      .from(sandboxPayments)
      .where(inArray(sandboxPayments.id, [byA!.providerPaymentId!, byOrganizer!.providerPaymentId!]));
    expect(charges.map((charge) => charge.capturedCents).sort()).toEqual(
      [byA!.chargeCents, byOrganizer!.chargeCents].sort(),
    );
    const captured = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingItemId, booked.venueItemId), eq(ledgerEntries.purpose, 'balance')));
    expect(captured.map((entry) => entry.amountCents).sort()).toEqual(
      [byA!.chargeCents, byOrganizer!.chargeCents].sort(),
    );

    // The organizer's own part on its day; then the partner sees one balance, paid in full.
    await runMoneyJobs(ctx, new Date(own!.dueAt!.getTime() + 60_000));
    const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, booked.venueItemId));
    const seen = toPartnerBooking(item!, await lineMoney(database.db, [item!.id]));
    expect(seen.instalments[1]).toMatchObject({ status: 'paid', chargeCents: booked.balance.chargeCents });

    // The partner cancels: every payer gets their payment back, the co-host's to their own card.
    await respondToBooking(ctx, {
      itemId: booked.venueItemId,
      event: 'cancel',
      by: { kind: 'partner', userId: item!.partnerUserId! },
      now: new Date(own!.dueAt!.getTime() + DAY_MS),
    });
    const [refundedA] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, byA!.providerPaymentId!));
    expect(refundedA!.refundedCents).toBe(byA!.chargeCents);
    const after = await rowsOf(booked.venueItemId);
    expect(after.every((row) => row.refundedCents === row.chargeCents)).toBe(true);
  });

  it('leaves a share to the organizer once their card is tried for it, and refuses it once the line is off', async () => {
    const refused = await confirmedBooking('split-0003', DECLINES_LATER);
    const { memberId, viewer } = await newCoHost(refused.bookingId, 'Quinn');
    const half = equalParts(refused.balance.chargeCents, 2);
    const organizerAccess = (await eventAccess(database.db, refused.bookingId, customer))!;
    await splitBalance(
      events,
      organizerAccess,
      customer,
      {
        instalmentId: refused.balance.id,
        deadline: fiveDaysBefore(refused.balance),
        parts: [
          { memberId: null, cents: half[0]! },
          { memberId, cents: half[1]! },
        ],
      },
      NOW,
    );
    const token = await linkMailedTo(viewer.email);
    const [, share] = await rowsOf(refused.venueItemId);
    // At the deadline the organizer's card is refused: the share stays theirs, retried, and its link cannot pay it.
    const after = new Date(share!.dueAt!.getTime() + 60_000);
    await runMoneyJobs(ctx, after);
    const [, tried] = await rowsOf(refused.venueItemId);
    expect(tried).toMatchObject({ status: 'scheduled', attempts: 1, coHostAttempts: 0 });
    expect((await shareLinkOf(database.db, token, after))!.state).toBe('charged-to-organizer');
    // The organizer is shown the refusal, to pay that part with another card; the co-host is not.
    const seen = await eventPaymentsOf(database.db, organizerAccess, after);
    expect(balanceIn(seen).refused).toEqual([
      { instalmentId: share!.id, cents: half[1], reason: 'Your bank declined a charge made while you were away.' },
    ]);
    const byCoHost = await eventPaymentsOf(
      database.db,
      (await eventAccess(database.db, refused.bookingId, viewer))!,
      after,
    );
    expect(balanceIn(byCoHost).refused).toEqual([]);
    expect(await refusal(payShare(events, ctx, { token, paymentMethod: SUCCEEDS }, after))).toBe(
      'This share is no longer waiting to be paid.',
    );
    // Refused every time: not paid, and the partner may cancel; then the share is off too.
    for (let day = 1; day <= 3; day += 1) await runMoneyJobs(ctx, new Date(after.getTime() + day * DAY_MS + 60_000));
    const payments = await eventPaymentsOf(database.db, organizerAccess, new Date(after.getTime() + 4 * DAY_MS));
    expect(balanceIn(payments).shares[0]!.state).toBe('unpaid');
    const [line] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, refused.venueItemId));
    await respondToBooking(ctx, {
      itemId: line!.id,
      event: 'cancel',
      by: { kind: 'partner', userId: line!.partnerUserId! },
      now: new Date(after.getTime() + 4 * DAY_MS),
    });
    expect((await shareLinkOf(database.db, token, after))!.state).toBe('cancelled');
  });

  it('takes an open share back, or a removed co-host’s, into the organizer’s part; reminds a co-host once', async () => {
    const other = await confirmedBooking('split-0004');
    const [alex, blake] = [await newCoHost(other.bookingId, 'Alex'), await newCoHost(other.bookingId, 'Blake')];
    const organizerAccess = (await eventAccess(database.db, other.bookingId, customer))!;
    const half = equalParts(other.balance.chargeCents, 2);
    const splitOther = (parts: SplitRequest['parts']) =>
      splitBalance(
        events,
        organizerAccess,
        customer,
        { instalmentId: other.balance.id, deadline: fiveDaysBefore(other.balance), parts },
        NOW,
      );
    await splitOther([
      { memberId: null, cents: 0 },
      { memberId: alex.memberId, cents: half[0]! },
      { memberId: blake.memberId, cents: half[1]! },
    ]);
    const [, shareA, shareB] = await rowsOf(other.venueItemId);
    const mailsTo = (email: string, subject: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `${subject}%`)));

    // Reminded once, two days before the deadline, with a link that works; not before.
    await remindShares(events, NOW);
    expect(await mailsTo(alex.viewer.email, 'Reminder: your share')).toHaveLength(0);
    const soon = new Date(shareA!.dueAt!.getTime() - DAY_MS);
    await remindShares(events, soon);
    await remindShares(events, soon);
    expect(await mailsTo(alex.viewer.email, 'Reminder: your share')).toHaveLength(1);
    const reminded = await linkMailedTo(alex.viewer.email);
    expect((await shareLinkOf(database.db, reminded, soon))!.state).toBe('open');

    // Only the organizer takes a share back; then it is theirs, on the balance's own day, and its link is gone.
    const idA = (await shareIdOf(shareA!.id))!;
    expect(
      await refusal(
        takeBackShare(
          events,
          await eventAccess(database.db, other.bookingId, alex.viewer).then((a) => a!),
          alex.viewer,
          idA,
          NOW,
        ),
      ),
    ).toBe('Only the organizer can take a share back.');
    await takeBackShare(events, organizerAccess, customer, idA, NOW);
    const [own, left] = await rowsOf(other.venueItemId);
    expect(own).toMatchObject({ status: 'scheduled', chargeCents: shareA!.chargeCents });
    expect(own!.nextAttemptAt).toEqual(other.balance.dueAt);
    expect(left!.id).toBe(shareB!.id);
    expect(await shareLinkOf(database.db, reminded, NOW)).toBeNull();
    expect(await mailsTo(alex.viewer.email, 'You no longer owe a share')).toHaveLength(1);
    expect(await refusal(takeBackShare(events, organizerAccess, customer, idA, NOW))).toBe(
      'That share is not on this event.',
    );

    // Blake leaves: his share goes back too, and the balance is whole and can be split again.
    const blakeAccess = (await eventAccess(database.db, other.bookingId, blake.viewer))!;
    await removeCoHost(database.db, blakeAccess, blake.viewer, blake.memberId, NOW);
    const [whole, ...none] = await rowsOf(other.venueItemId);
    expect(none).toEqual([]);
    expect(whole).toMatchObject({
      status: 'scheduled',
      chargeCents: other.balance.chargeCents,
      payoutCents: other.balance.payoutCents,
    });
    const payments = await eventPaymentsOf(database.db, organizerAccess, NOW);
    expect(balanceIn(payments)).toMatchObject({ splittable: true, shares: [] });
    const given = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, other.bookingId), eq(auditLog.action, 'event.share_taken_back')));
    expect(given.map((entry) => (entry.details as { name: string }).name).sort()).toEqual(['Alex', 'Blake']);

    // Once the organizer's own part is paid early, a share stays with its co-host.
    await splitOther([
      { memberId: null, cents: half[0]! },
      { memberId: alex.memberId, cents: half[1]! },
    ]);
    await database.db
      .update(paymentInstalments)
      .set({ status: 'paid', paidAt: NOW, attempts: 1 })
      .where(eq(paymentInstalments.id, other.balance.id));
    const [, again] = await rowsOf(other.venueItemId);
    expect(await refusal(takeBackShare(events, organizerAccess, customer, (await shareIdOf(again!.id))!, NOW))).toBe(
      'This share can no longer be taken back: your own part of the balance is paid, so it stays with the co-host until its deadline.',
    );
  });

  it('splits a deposit already paid: what a co-host pays goes back to the organizer’s card, the partner sees one', async () => {
    const other = await confirmedBooking('split-0005');
    const [dana, eli] = [await newCoHost(other.bookingId, 'Dana'), await newCoHost(other.bookingId, 'Eli')];
    const organizerAccess = (await eventAccess(database.db, other.bookingId, customer))!;
    const depositOf = async () =>
      (
        await database.db
          .select()
          .from(paymentInstalments)
          .where(and(eq(paymentInstalments.bookingItemId, other.venueItemId), eq(paymentInstalments.kind, 'deposit')))
          .orderBy(sql`${paymentInstalments.shareOf} NULLS FIRST`)
      ).map((row) => row);
    const [deposit] = await depositOf();
    const [line] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, other.venueItemId));
    const seen = await eventPaymentsOf(database.db, organizerAccess, NOW);
    expect(seen.balances.find((b) => b.instalmentId === deposit!.id)).toMatchObject({
      kind: 'deposit',
      chargeCents: deposit!.chargeCents,
      splittable: true,
    });

    // The deadline is before the event, not a due date; the parts add up to the deposit.
    const thirds = equalParts(deposit!.chargeCents, 3);
    const parts = [
      { memberId: null, cents: thirds[0]! },
      { memberId: dana.memberId, cents: thirds[1]! },
      { memberId: eli.memberId, cents: thirds[2]! },
    ];
    const eventDay = line!.startsAt.toISOString().slice(0, 10);
    const request = { instalmentId: deposit!.id, deadline: eventDay, parts };
    expect(await refusal(splitBalance(events, organizerAccess, customer, request, NOW))).toBe(
      'Choose a deadline from tomorrow to the day before the event.',
    );
    const deadline = fiveDaysBefore({ dueAt: line!.startsAt });
    await splitBalance(events, organizerAccess, customer, { ...request, deadline }, NOW);
    const [unchanged, ...shares] = await depositOf();
    expect(unchanged).toEqual(deposit);
    expect(shares.map(({ kind, payoutCents, nextAttemptAt }) => ({ kind, payoutCents, nextAttemptAt }))).toEqual([
      { kind: 'deposit', payoutCents: 0, nextAttemptAt: null },
      { kind: 'deposit', payoutCents: 0, nextAttemptAt: null },
    ]);
    const [split] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, dana.viewer.email), like(mailOutbox.subject, 'Your share for%')));
    expect(split!.text).toContain('split the deposit for');
    expect(split!.text).toContain('it goes back to Casey Customer, who paid it from their card');

    // Dana pays: her share is paid and the deposit gives that much up. The provider cannot be reached to give it
    // back to the organizer's card at once; the money job does, once.
    const unreachable: CheckoutContext = {
      ...ctx,
      payments: {
        ...ctx.payments,
        refund: () => Promise.reject(new PaymentUnavailableError()),
      },
    };
    await payShare(events, unreachable, { token: await linkMailedTo(dana.viewer.email), paymentMethod: SUCCEEDS }, NOW);
    const danaShare = await shareRowOf(dana.memberId);
    expect(danaShare.status).toBe('paid');
    expect((await depositOf())[0]!.chargeCents).toBe(deposit!.chargeCents - thirds[1]!);
    const paymentOf = async () =>
      (await database.db.select().from(payments).where(eq(payments.bookingId, other.bookingId)))[0]!;
    const refundedAtProvider = async () =>
      (
        await database.db
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, (await paymentOf()).providerPaymentId))
      )[0]!.refundedCents;
    expect([(await paymentOf()).refundedCents, await refundedAtProvider()]).toEqual([0, 0]);
    await runMoneyJobs(ctx, NOW);
    await runMoneyJobs(ctx, NOW);
    expect([(await paymentOf()).refundedCents, await refundedAtProvider()]).toEqual([thirds[1], thirds[1]]);
    const payment = await paymentOf();
    const [paidMail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'customer@example.com'), like(mailOutbox.subject, 'Dana paid their share%')));
    expect(paidMail!.text).toContain('It is refunded to your card.');
    // Between customers' cards: on no partner's statement.
    const moved = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingItemId, other.venueItemId), inArray(ledgerEntries.amountCents, [thirds[1]!])));
    expect(moved.map((entry) => [entry.kind, entry.partnerUserId])).toEqual(
      expect.arrayContaining([
        ['capture', null],
        ['refund', null],
      ]),
    );
    const partnerView = async () => {
      const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, other.venueItemId));
      return toPartnerBooking(item!, await lineMoney(database.db, [item!.id])).instalments[0];
    };
    expect(await partnerView()).toMatchObject({
      kind: 'deposit',
      chargeCents: deposit!.chargeCents,
      status: 'paid',
      refundedCents: 0,
      paidAt: deposit!.paidAt!.toISOString(),
    });

    // Eli does not pay: at the deadline nothing is charged; the deposit stays the organizer's.
    const eliShare = await shareRowOf(eli.memberId);
    const after = new Date(eliShare.dueAt!.getTime() + 60_000);
    await runMoneyJobs(ctx, after);
    expect((await depositOf()).find((row) => row.id === eliShare.id)!.status).toBe('scheduled');
    const states = (await eventPaymentsOf(database.db, organizerAccess, after)).balances.find(
      (b) => b.instalmentId === deposit!.id,
    )!;
    expect(states).toMatchObject({ chargeCents: deposit!.chargeCents });
    expect(states.shares.map((share) => [share.name, share.state])).toEqual([
      ['Dana', 'paid'],
      ['Eli', 'charged-to-organizer'],
    ]);
    expect(await partnerView()).toMatchObject({ chargeCents: deposit!.chargeCents, status: 'paid' });

    // The partner cancels: each payer gets back what they paid of the deposit, Dana to her own card.
    await respondToBooking(ctx, {
      itemId: other.venueItemId,
      event: 'cancel',
      by: { kind: 'partner', userId: line!.partnerUserId! },
      now: after,
    });
    const [danaCharge] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, danaShare.providerPaymentId!));
    expect(danaCharge!.refundedCents).toBe(thirds[1]);
    expect(await refundedAtProvider()).toBe(deposit!.chargeCents);
    // The ledger has every refund of the checkout's payment the provider made.
    const refunds = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.providerPaymentId, payment!.providerPaymentId), eq(ledgerEntries.kind, 'refund')));
    expect(refunds.reduce((t, entry) => t + entry.amountCents, 0)).toBe(deposit!.chargeCents);
  });

  it('refunds a co-host’s payment that lands while the line is being cancelled, and gives nothing back twice', async () => {
    const other = await confirmedBooking('split-0006');
    const fay = await newCoHost(other.bookingId, 'Fay');
    const [deposit] = await database.db
      .select()
      .from(paymentInstalments)
      .where(and(eq(paymentInstalments.bookingItemId, other.venueItemId), eq(paymentInstalments.kind, 'deposit')));
    const [line] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, other.venueItemId));
    const half = equalParts(deposit!.chargeCents, 2);
    await splitBalance(
      events,
      (await eventAccess(database.db, other.bookingId, customer))!,
      customer,
      {
        instalmentId: deposit!.id,
        deadline: fiveDaysBefore({ dueAt: line!.startsAt }),
        parts: [
          { memberId: null, cents: half[0]! },
          { memberId: fay.memberId, cents: half[1]! },
        ],
      },
      NOW,
    );
    // The partner cancels while Fay's card is being charged: the cancellation has taken the line and is refunding
    // what it read as paid when her charge comes back.
    let refunding!: () => void;
    const cancellationRefunding = new Promise<void>((resolve) => (refunding = resolve));
    let cancellation!: Promise<unknown>;
    const cancelling: CheckoutContext = {
      ...ctx,
      payments: {
        ...ctx.payments,
        refund: async (refund) => {
          refunding();
          await ctx.payments.refund(refund);
        },
      },
    };
    const racing: CheckoutContext = {
      ...ctx,
      payments: {
        ...ctx.payments,
        chargeSavedCard: async (charge) => {
          const made = await ctx.payments.chargeSavedCard(charge);
          cancellation = respondToBooking(cancelling, {
            itemId: other.venueItemId,
            event: 'cancel',
            by: { kind: 'partner', userId: line!.partnerUserId! },
            now: NOW,
          });
          await cancellationRefunding;
          return made;
        },
      },
    };
    expect(
      await refusal(
        payShare(events, racing, { token: await linkMailedTo(fay.viewer.email), paymentMethod: SUCCEEDS }, NOW),
      ),
    ).toBe('The booking was cancelled while this was being paid; the charge was refunded.');
    await cancellation;
    const fayShare = await shareRowOf(fay.memberId);
    const [charged] = await database.db
      .select()
      .from(sandboxPayments)
      .where(like(sandboxPayments.idempotencyKey, `balance:${fayShare.id}:%`));
    expect(charged!.refundedCents).toBe(charged!.capturedCents);
    const [own] = await database.db.select().from(paymentInstalments).where(eq(paymentInstalments.id, deposit!.id));
    expect(own).toMatchObject({ chargeCents: deposit!.chargeCents, refundedCents: deposit!.chargeCents });
    expect(fayShare.status).toBe('cancelled');
    await runMoneyJobs(ctx, NOW);
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, other.bookingId));
    expect(payment!.refundedCents).toBe(deposit!.chargeCents);
  });

  it('keeps every split exact to the cent, whatever the balance and the parts', async () => {
    const other = await confirmedBooking('split-0002');
    const members = [
      await newCoHost(other.bookingId, 'Avery'),
      await newCoHost(other.bookingId, 'Jordan'),
      await newCoHost(other.bookingId, 'Sam'),
    ];
    const organizerAccess = (await eventAccess(database.db, other.bookingId, customer))!;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        async (chargeCents, payoutPercent, weights, takenBack) => {
          // The balance as it might be: any charge, any payout below it, never split.
          await database.db.delete(paymentInstalments).where(eq(paymentInstalments.shareOf, other.balance.id));
          const payoutCents = Math.floor((chargeCents * payoutPercent) / 100);
          await database.db
            .update(paymentInstalments)
            .set({ chargeCents, payoutCents, status: 'scheduled', nextAttemptAt: other.balance.dueAt })
            .where(eq(paymentInstalments.id, other.balance.id));
          // The organizer's part, then a share for each co-host, each at least a cent.
          const cents = allocate(chargeCents, weights);
          const parts = [
            { memberId: null, cents: cents[0]! },
            ...cents.slice(1).map((c, i) => ({ memberId: members[i]!.memberId, cents: c })),
          ];
          await splitBalance(
            events,
            organizerAccess,
            customer,
            { instalmentId: other.balance.id, deadline: fiveDaysBefore(other.balance), parts },
            NOW,
          );
          const rows = await rowsOf(other.venueItemId);
          expect(rows.reduce((t, row) => t + row.chargeCents, 0)).toBe(chargeCents);
          expect(rows.reduce((t, row) => t + row.payoutCents, 0)).toBe(payoutCents);
          expect(rows.every((row) => row.payoutCents <= row.chargeCents)).toBe(true);
          expect(rows[0]!.status).toBe(cents[0] === 0 ? 'cancelled' : 'scheduled');
          // Shares taken back return to the organizer's part, the line's sums unchanged.
          for (const [index, row] of rows.slice(1).entries())
            if (takenBack[index])
              await takeBackShare(events, organizerAccess, customer, (await shareIdOf(row.id))!, NOW);
          const after = await rowsOf(other.venueItemId);
          expect(after.reduce((t, row) => t + row.chargeCents, 0)).toBe(chargeCents);
          expect(after.reduce((t, row) => t + row.payoutCents, 0)).toBe(payoutCents);
          expect(after.length).toBe(rows.length - rows.slice(1).filter((_, index) => takenBack[index]).length);
        },
      ),
      { numRuns: 25 },
    );
    await database.db.delete(eventPaymentShares).where(eq(eventPaymentShares.bookingId, other.bookingId));
  });

  it('keeps a split of a payment already made exact to the cent, whoever pays their share', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        async (weights, pays) => {
          run += 1;
          const other = await confirmedBooking(`split-paid-${run}`);
          const [deposit] = await database.db
            .select()
            .from(paymentInstalments)
            .where(
              and(eq(paymentInstalments.bookingItemId, other.venueItemId), eq(paymentInstalments.kind, 'deposit')),
            );
          const members = [];
          for (const name of ['Avery', 'Jordan', 'Sam'].slice(0, weights.length - 1))
            members.push(await newCoHost(other.bookingId, name));
          const cents = allocate(deposit!.chargeCents, weights);
          const [line] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, other.venueItemId));
          await splitBalance(
            events,
            (await eventAccess(database.db, other.bookingId, customer))!,
            customer,
            {
              instalmentId: deposit!.id,
              deadline: fiveDaysBefore({ dueAt: line!.startsAt }),
              parts: [
                { memberId: null, cents: cents[0]! },
                ...members.map((member, index) => ({ memberId: member.memberId, cents: cents[index + 1]! })),
              ],
            },
            NOW,
          );
          let paidBack = 0;
          for (const [index, member] of members.entries()) {
            if (!pays[index]) continue;
            await payShare(
              events,
              ctx,
              { token: await linkMailedTo(member.viewer.email), paymentMethod: SUCCEEDS },
              NOW,
            );
            paidBack += cents[index + 1]!;
          }
          const rows = await database.db
            .select()
            .from(paymentInstalments)
            .where(
              and(eq(paymentInstalments.bookingItemId, other.venueItemId), eq(paymentInstalments.kind, 'deposit')),
            );
          // What was paid for the deposit, by whoever paid it, is the deposit; its payout is the partner's, whole.
          const paid = rows.filter((row) => row.status === 'paid');
          expect(paid.reduce((t, row) => t + row.chargeCents - row.refundedCents, 0)).toBe(deposit!.chargeCents);
          expect(paid.reduce((t, row) => t + row.payoutCents, 0)).toBe(deposit!.payoutCents);
          expect(rows.every((row) => row.refundedCents <= row.chargeCents)).toBe(true);
          // The organizer's card got back exactly what co-hosts paid.
          const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, other.bookingId));
          expect(payment!.refundedCents).toBe(paidBack);
          const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, other.venueItemId));
          const seen = toPartnerBooking(item!, await lineMoney(database.db, [item!.id])).instalments[0];
          expect(seen).toMatchObject({ kind: 'deposit', chargeCents: deposit!.chargeCents, status: 'paid' });
        },
      ),
      { numRuns: 8 },
    );
  });

  /** The share's row of a co-host, by their membership. */
  const shareRowOf = async (memberId: string) =>
    (
      await database.db
        .select({ row: paymentInstalments })
        .from(eventPaymentShares)
        .innerJoin(paymentInstalments, eq(paymentInstalments.id, eventPaymentShares.instalmentId))
        .where(eq(eventPaymentShares.memberId, memberId))
    )[0]!.row;

  const shareIdOf = async (instalmentId: string) =>
    (
      await database.db
        .select({ id: eventPaymentShares.id })
        .from(eventPaymentShares)
        .where(eq(eventPaymentShares.instalmentId, instalmentId))
    )[0]?.id;
});

/** The balance of the venue's line among what an event's hosts may split. */
const balanceIn = (payments: EventPayments) => payments.balances.find((balance) => balance.kind === 'balance')!;

/** The day five days before a balance is due, a deadline that may be chosen. */
const fiveDaysBefore = (balance: { dueAt: Date | null }) =>
  new Date(balance.dueAt!.getTime() - 5 * DAY_MS).toISOString().slice(0, 10);

/** `total` in parts by weight, every co-host's part (all but the first) at least a cent. */
function allocate(total: number, weights: number[]): number[] {
  const coHosts = weights.length - 1;
  const rest = total - coHosts;
  const sum = weights.reduce((t, w) => t + w, 0) || 1;
  const parts = weights.map((w) => Math.floor((rest * w) / sum));
  parts[0]! += rest - parts.reduce((t, p) => t + p, 0);
  return parts.map((part, index) => (index === 0 ? part : part + 1));
}
