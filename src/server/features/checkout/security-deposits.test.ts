// Security deposits and claims (issue 46) on PGlite and (with TEST_DATABASE_URL) PostgreSQL, against the sandbox
// provider: the card kept for a deposit, the hold the day before (once, a crash resumed, a refusal mailed), the release
// 72 hours after or when the line is cancelled, and claims: filed in their window up to the deposit, accepted by the
// customer or by silence, disputed and decided by an admin, paid to the partner and refunded to the customer to the
// cent, each step mailed and audit-logged.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import { PaymentUnavailableError } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  bookingItems,
  bookings,
  depositClaims,
  mailOutbox,
  partnerPayoutAccounts,
  sandboxPayments,
  sandboxTransfers,
  securityDeposits,
  uploadedPhotos,
  user,
  venues,
} from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import type { Viewer } from '../auth/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import {
  answerClaim,
  CLAIM_ERRORS,
  decideClaim,
  fileClaim,
  payWaitingClaims,
  settleUnansweredClaims,
} from './deposit-claims.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { respondToBooking } from './respond-to-booking.ts';
import {
  depositHoldKey,
  HOLD_LEASE_MS,
  holdDueSecurityDeposits,
  releaseDueSecurityDeposits,
} from './security-deposits.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DEPOSIT_CENTS = 200_000;
const DECLINES_LATER = sandboxPaymentMethod('4000000000000341');

describe.each(databaseTargets('security_deposits'))('security deposits on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customer: Viewer;
  let demo: DemoCheckout;
  let venuePartner: Viewer;
  let admin: Viewer;

  const depositOf = async (bookingItemId: string) =>
    (await database.db.select().from(securityDeposits).where(eq(securityDeposits.bookingItemId, bookingItemId)))[0]!;
  const holdsOf = (depositId: string) =>
    database.db
      .select()
      .from(sandboxPayments)
      .where(sql`${sandboxPayments.metadata} ->> 'security_deposit' = ${depositId}`);
  const subjectsTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);

  /** A booking of the venue (asking a deposit) and the vendor, both confirmed; the venue line and its deposit. */
  async function confirmedBooking(key: string, paymentMethod?: string) {
    const request = await demo.nextRequest(NOW, paymentMethod ? { paymentMethod } : {});
    const { bookingId } = await placeCheckout(ctx, customer, key, request, NOW);
    const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    for (const item of items)
      await respondToBooking(ctx, {
        itemId: item.id,
        event: 'confirm',
        by: { kind: 'partner', userId: item.partnerUserId! },
        now: NOW,
      });
    const venueItem = items.find((item) => item.itemType === 'venue')!;
    return { bookingId, venueItem, deposit: await depositOf(venueItem.id) };
  }

  /** A confirmed booking whose deposit is held, and the time just after its event ended. */
  async function heldDeposit(key: string) {
    const booked = await confirmedBooking(key);
    await holdDueSecurityDeposits(ctx, booked.deposit.holdAt);
    return { ...booked, deposit: await depositOf(booked.venueItem.id), afterEnd: booked.venueItem.endsAt };
  }

  async function photoOf(userId: string) {
    const [photo] = await database.db
      .insert(uploadedPhotos)
      .values({ userId, width: 800, height: 600, bytes: 1000 })
      .returning();
    return photo!.id;
  }

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, { seededAt: new Date('2026-11-22T12:00:00Z'), eventsFrom: '2027-05-01' });
    ({ ctx, customer } = demo);
    await database.db.update(venues).set({ securityDepositCents: DEPOSIT_CENTS }).where(eq(venues.id, demo.venue.id));
    venuePartner = { ...customer, id: demo.venue.ownerId, email: 'venue@example.com', roles: ['venue'] };
    const [adminUser] = await database.db.select().from(user).where(eq(user.email, 'admin@example.com'));
    admin = { ...customer, id: adminUser!.id, email: adminUser!.email, roles: ['admin'] };
    const { accountId } = await ctx.payments.createPayoutAccount({ email: 'venue@example.com', businessName: 'Venue' });
    await database.db
      .insert(partnerPayoutAccounts)
      .values({ userId: demo.venue.ownerId, provider: 'sandbox', providerAccountId: accountId, payoutsEnabled: true })
      .onConflictDoNothing();
  }, 120_000);

  afterAll(async () => database?.close());

  it('quotes the deposit on its line, keeps the card for it and schedules it by the line’s times', async () => {
    const request = await demo.nextRequest(NOW);
    const priced = await priceCart(database.db, request, NOW.toISOString().slice(0, 10), null, NOW);
    expect(priced.lines.map((line) => line.securityDepositCents)).toEqual([DEPOSIT_CENTS, null]);

    const { bookingId } = await placeCheckout(ctx, customer, 'deposit-0001', request, NOW);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    // The venue is paid in full at confirmation: the card is kept for the deposit alone.
    expect(booking!.savedCardId).toMatch(/^sbx_card_/);
    const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    const venueItem = items.find((item) => item.itemType === 'venue')!;
    expect(venueItem.securityDepositCents).toBe(DEPOSIT_CENTS);
    const deposit = await depositOf(venueItem.id);
    expect(deposit).toMatchObject({ status: 'scheduled', amountCents: DEPOSIT_CENTS });
    expect(deposit.holdAt.getTime()).toBe(venueItem.startsAt.getTime() - 24 * HOUR_MS);
    expect(deposit.releaseAt.getTime()).toBe(venueItem.endsAt.getTime() + 72 * HOUR_MS);
    const vendorItem = items.find((item) => item.itemType === 'vendor')!;
    expect(
      await database.db.select().from(securityDeposits).where(eq(securityDeposits.bookingItemId, vendorItem.id)),
    ).toEqual([]);
  });

  it('holds the deposit the day before, once across two schedulers, and releases it 72 hours after the end', async () => {
    const { deposit, venueItem } = await confirmedBooking('deposit-0002');
    expect(await holdDueSecurityDeposits(ctx, new Date(deposit.holdAt.getTime() - 60_000))).toBe(0);
    const other = demo.contextOn(database.db);
    await Promise.all([holdDueSecurityDeposits(ctx, deposit.holdAt), holdDueSecurityDeposits(other, deposit.holdAt)]);
    const held = await depositOf(venueItem.id);
    expect(held).toMatchObject({ status: 'held', attempts: 1 });
    const holds = await holdsOf(deposit.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ amountCents: DEPOSIT_CENTS, capturedCents: 0, status: 'requires_capture' });
    expect(held.providerPaymentId).toBe(holds[0]!.id);

    expect(await releaseDueSecurityDeposits(ctx, new Date(deposit.releaseAt.getTime() - 60_000))).toBe(0);
    expect(await releaseDueSecurityDeposits(ctx, deposit.releaseAt)).toBe(1);
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'released', capturedCents: 0 });
    expect((await holdsOf(deposit.id))[0]).toMatchObject({ status: 'canceled', capturedCents: 0 });
    const subjects = await subjectsTo('customer@example.com');
    expect(subjects.filter((s) => s === `Security deposit held: ${venueItem.name}`).length).toBeGreaterThan(0);
    expect(subjects).toContain(`Security deposit released: ${venueItem.name}`);
  });

  it('resumes a hold a crashed scheduler placed, with the same key: one hold', async () => {
    const { deposit, venueItem } = await confirmedBooking('deposit-0003');
    // The scheduler took it, the provider held the card, and the process died before writing it down.
    await database.db
      .update(securityDeposits)
      .set({ status: 'holding', attempts: 1, leaseUntil: deposit.holdAt })
      .where(eq(securityDeposits.id, deposit.id));
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, venueItem.bookingId));
    const placed = await ctx.payments.chargeSavedCard({
      savedCardId: booking!.savedCardId!,
      amountCents: DEPOSIT_CENTS,
      capture: false,
      idempotencyKey: depositHoldKey({ id: deposit.id, attempts: 1 }),
      metadata: { security_deposit: deposit.id },
    });
    expect(await holdDueSecurityDeposits(ctx, new Date(deposit.holdAt.getTime() + HOLD_LEASE_MS))).toBe(1);
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'held', providerPaymentId: placed.id, attempts: 1 });
    expect(await holdsOf(deposit.id)).toHaveLength(1);
  });

  it('tells the customer when the card refuses the hold, and never holds a cancelled line’s deposit', async () => {
    const refused = await confirmedBooking('deposit-0004', DECLINES_LATER);
    await holdDueSecurityDeposits(ctx, refused.deposit.holdAt);
    expect(await depositOf(refused.venueItem.id)).toMatchObject({ status: 'failed', lastError: expect.any(String) });
    expect(await subjectsTo('customer@example.com')).toContain(`Security deposit not held: ${refused.venueItem.name}`);

    const cancelled = await confirmedBooking('deposit-0005');
    await respondToBooking(ctx, {
      itemId: cancelled.venueItem.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: NOW,
    });
    await holdDueSecurityDeposits(ctx, cancelled.deposit.holdAt);
    expect(await depositOf(cancelled.venueItem.id)).toMatchObject({ status: 'cancelled' });
    expect(await holdsOf(cancelled.deposit.id)).toEqual([]);
  });

  it('releases at once the held deposit of a line cancelled on the day', async () => {
    const { deposit, venueItem } = await heldDeposit('deposit-0006');
    await respondToBooking(ctx, {
      itemId: venueItem.id,
      event: 'cancel',
      by: { kind: 'customer', userId: customer.id },
      now: deposit.holdAt,
    });
    expect(await releaseDueSecurityDeposits(ctx, deposit.holdAt)).toBe(1);
    expect((await holdsOf(deposit.id))[0]).toMatchObject({ status: 'canceled' });
  });

  it('takes a claim only from the line’s partner, in its window, within the deposit, with their own photos', async () => {
    const { deposit, venueItem, afterEnd } = await heldDeposit('deposit-0007');
    const overtime = { overtimeHours: 1, damageCents: 0, description: '', photoIds: [] };
    await expect(fileClaim(ctx, customer, venueItem.id, overtime, afterEnd)).rejects.toMatchObject({ status: 404 });
    const beforeStart = new Date(venueItem.startsAt.getTime() - 60_000);
    await expect(fileClaim(ctx, venuePartner, venueItem.id, overtime, beforeStart)).rejects.toMatchObject({
      message: CLAIM_ERRORS.notClaimable,
    });
    await expect(fileClaim(ctx, venuePartner, venueItem.id, overtime, deposit.releaseAt)).rejects.toMatchObject({
      message: CLAIM_ERRORS.notClaimable,
    });
    const tooMuch = {
      ...overtime,
      overtimeHours: 0,
      damageCents: DEPOSIT_CENTS + 1,
      description: 'A broken glass door.',
    };
    await expect(
      fileClaim(ctx, venuePartner, venueItem.id, { ...tooMuch, photoIds: [await photoOf(venuePartner.id)] }, afterEnd),
    ).rejects.toMatchObject({ message: SECURITY_DEPOSIT_MESSAGES.overDeposit(DEPOSIT_CENTS), status: 400 });
    const someoneElses = await photoOf(customer.id);
    await expect(
      fileClaim(ctx, venuePartner, venueItem.id, { ...tooMuch, damageCents: 100, photoIds: [someoneElses] }, afterEnd),
    ).rejects.toMatchObject({ message: CLAIM_ERRORS.photos });
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'held' });
    expect(
      await database.db.select().from(depositClaims).where(eq(depositClaims.securityDepositId, deposit.id)),
    ).toEqual([]);

    const claim = await fileClaim(ctx, venuePartner, venueItem.id, overtime, afterEnd);
    expect(claim).toMatchObject({ status: 'open', amountCents: venueItem.unitPriceCents, overtimeHalfHours: 2 });
    expect(claim.answerBy.getTime()).toBe(afterEnd.getTime() + 48 * HOUR_MS);
    await expect(fileClaim(ctx, venuePartner, venueItem.id, overtime, afterEnd)).rejects.toMatchObject({
      message: CLAIM_ERRORS.alreadyClaimed,
    });
    // A claimed deposit is not released at its time: it waits for the answer.
    await releaseDueSecurityDeposits(ctx, deposit.releaseAt);
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'claimed' });
    expect(await subjectsTo('customer@example.com')).toContain(`A claim on your security deposit: ${venueItem.name}`);
  });

  it('captures an accepted claim, releases the rest and pays the partner; silence accepts after 48 hours', async () => {
    const accepted = await heldDeposit('deposit-0008');
    const overtime = { overtimeHours: 1.5, damageCents: 0, description: '', photoIds: [] };
    const claim = await fileClaim(ctx, venuePartner, accepted.venueItem.id, overtime, accepted.afterEnd);
    const amount = Math.round(1.5 * accepted.venueItem.unitPriceCents);
    await expect(
      answerClaim(ctx, venuePartner, claim.id, { answer: 'accept' }, accepted.afterEnd),
    ).rejects.toMatchObject({ status: 404 });
    expect(await answerClaim(ctx, customer, claim.id, { answer: 'accept' }, accepted.afterEnd)).toMatchObject({
      status: 'accepted',
      decidedCents: amount,
      paidOutAt: expect.any(Date),
    });
    expect(await depositOf(accepted.venueItem.id)).toMatchObject({ status: 'captured', capturedCents: amount });
    expect((await holdsOf(accepted.deposit.id))[0]).toMatchObject({ capturedCents: amount, status: 'succeeded' });
    const transfers = await database.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.idempotencyKey, `claim-payout:${claim.id}`));
    expect(transfers.map((t) => t.amountCents)).toEqual([amount]);
    await expect(answerClaim(ctx, customer, claim.id, { answer: 'accept' }, accepted.afterEnd)).rejects.toMatchObject({
      message: CLAIM_ERRORS.notOpen,
    });

    const silent = await heldDeposit('deposit-0009');
    const unanswered = await fileClaim(ctx, venuePartner, silent.venueItem.id, overtime, silent.afterEnd);
    const claimStatus = async () =>
      (await database.db.select().from(depositClaims).where(eq(depositClaims.id, unanswered.id)))[0]!.status;
    await settleUnansweredClaims(ctx, new Date(unanswered.answerBy.getTime() - 60_000));
    expect(await claimStatus()).toBe('open');
    await expect(
      answerClaim(ctx, customer, unanswered.id, { answer: 'accept' }, unanswered.answerBy),
    ).rejects.toMatchObject({ message: CLAIM_ERRORS.notOpen });
    await settleUnansweredClaims(ctx, unanswered.answerBy);
    expect(await claimStatus()).toBe('accepted');
    expect(await depositOf(silent.venueItem.id)).toMatchObject({ status: 'captured', capturedCents: amount });
    const actions = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'deposit_claim'), eq(auditLog.subjectId, unanswered.id)));
    expect(actions.map((a) => a.action)).toEqual(['deposit.claim_filed', 'deposit.claim_accepted']);
    expect(actions[1]!.details).toMatchObject({ by: 'system' });
  });

  it('keeps an accepted claim for a partner without payouts until they connect them, then pays it once', async () => {
    const { venueItem, afterEnd } = await heldDeposit('deposit-0020');
    const payoutsEnabled = (enabled: boolean) =>
      database.db
        .update(partnerPayoutAccounts)
        .set({ payoutsEnabled: enabled })
        .where(eq(partnerPayoutAccounts.userId, venuePartner.id));
    await payoutsEnabled(false);
    try {
      const overtime = { overtimeHours: 1, damageCents: 0, description: '', photoIds: [] };
      const claim = await fileClaim(ctx, venuePartner, venueItem.id, overtime, afterEnd);
      expect(await answerClaim(ctx, customer, claim.id, { answer: 'accept' }, afterEnd)).toMatchObject({
        status: 'accepted',
        paidOutAt: null,
      });
      await payWaitingClaims(ctx, venuePartner.id, afterEnd);
      const paidOutKey = eq(sandboxTransfers.idempotencyKey, `claim-payout:${claim.id}`);
      expect(await database.db.select().from(sandboxTransfers).where(paidOutKey)).toEqual([]);

      await payoutsEnabled(true);
      await payWaitingClaims(ctx, venuePartner.id, afterEnd);
      await payWaitingClaims(ctx, venuePartner.id, afterEnd);
      const transfers = await database.db.select().from(sandboxTransfers).where(paidOutKey);
      expect(transfers.map((t) => t.amountCents)).toEqual([venueItem.unitPriceCents]);
      const [paid] = await database.db.select().from(depositClaims).where(eq(depositClaims.id, claim.id));
      expect(paid).toMatchObject({ providerTransferId: transfers[0]!.id, paidOutAt: afterEnd });
    } finally {
      await payoutsEnabled(true);
    }
  });

  it('captures a disputed claim at once and refunds what the admin does not uphold, to the cent', async () => {
    const { deposit, venueItem, afterEnd } = await heldDeposit('deposit-0010');
    const damage = {
      overtimeHours: 2,
      damageCents: 12_345,
      description: 'A scorched bar top and two broken chairs.',
      photoIds: [await photoOf(venuePartner.id)],
    };
    const claim = await fileClaim(ctx, venuePartner, venueItem.id, damage, afterEnd);
    const amount = 2 * venueItem.unitPriceCents + 12_345;
    expect(claim.amountCents).toBe(amount);
    expect(claim.photos).toHaveLength(1);
    const disputed = await answerClaim(
      ctx,
      customer,
      claim.id,
      { answer: 'dispute', statement: 'We left on time; the chairs were broken before.', photoIds: [] },
      afterEnd,
    );
    expect(disputed).toMatchObject({ status: 'disputed', customerStatement: expect.stringContaining('on time') });
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'captured', capturedCents: amount });

    const note = 'The overtime stands by the doorman’s log; the chairs are not shown to be new damage.';
    await expect(decideClaim(ctx, admin, claim.id, { amountCents: amount + 1, note }, afterEnd)).rejects.toMatchObject({
      message: SECURITY_DEPOSIT_MESSAGES.decision(amount),
    });
    const upheld = 2 * venueItem.unitPriceCents + 4_321;
    // A refund the provider could not make undoes the decision: the claim waits to be decided again.
    const unreachable = {
      ...ctx,
      payments: {
        ...ctx.payments,
        refund: async () => {
          throw new PaymentUnavailableError();
        },
      },
    };
    await expect(
      decideClaim(unreachable, admin, claim.id, { amountCents: upheld, note }, afterEnd),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    const [waiting] = await database.db.select().from(depositClaims).where(eq(depositClaims.id, claim.id));
    expect(waiting).toMatchObject({ status: 'disputed', decidedCents: null, decidedBy: null });
    const decided = await decideClaim(ctx, admin, claim.id, { amountCents: upheld, note }, afterEnd);
    expect(decided).toMatchObject({ status: 'decided', decidedCents: upheld, decisionNote: note });
    const after = await depositOf(venueItem.id);
    expect(after.refundedCents).toBe(amount - upheld);
    expect(after.capturedCents - after.refundedCents).toBe(upheld);
    expect((await holdsOf(deposit.id))[0]).toMatchObject({ capturedCents: amount, refundedCents: amount - upheld });
    const transfers = await database.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.idempotencyKey, `claim-payout:${claim.id}`));
    expect(transfers.map((t) => t.amountCents)).toEqual([upheld]);
    await expect(decideClaim(ctx, admin, claim.id, { amountCents: 0, note }, afterEnd)).rejects.toMatchObject({
      message: CLAIM_ERRORS.notDisputed,
    });
    expect(await subjectsTo('customer@example.com')).toContain(`Claim decided: ${venueItem.name}`);
    const partnerSubjects = await subjectsTo('venue@example.com');
    expect(partnerSubjects.some((s) => s.startsWith(`Claim disputed: ${venueItem.name}`))).toBe(true);
    expect(partnerSubjects.some((s) => s.startsWith(`Claim decided: ${venueItem.name}`))).toBe(true);
  });

  it('captures a claim still open when its hold is six days old, before the hold lapses', async () => {
    const { deposit, venueItem, afterEnd } = await heldDeposit('deposit-0011');
    const claim = await fileClaim(
      ctx,
      venuePartner,
      venueItem.id,
      { overtimeHours: 0.5, damageCents: 0, description: '', photoIds: [] },
      afterEnd,
    );
    // A hold placed six days before now: the claim is still open (its answer is due later).
    await database.db
      .update(securityDeposits)
      .set({ heldAt: new Date(afterEnd.getTime() - 6 * 24 * HOUR_MS) })
      .where(eq(securityDeposits.id, deposit.id));
    await settleUnansweredClaims(ctx, afterEnd);
    expect(await depositOf(venueItem.id)).toMatchObject({ status: 'captured', capturedCents: claim.amountCents });
    const [open] = await database.db.select().from(depositClaims).where(eq(depositClaims.id, claim.id));
    expect(open!.status).toBe('open');
    // Accepting it later captures nothing more.
    await answerClaim(ctx, customer, claim.id, { answer: 'accept' }, afterEnd);
    expect((await holdsOf(deposit.id))[0]).toMatchObject({ capturedCents: claim.amountCents });
  });
});
