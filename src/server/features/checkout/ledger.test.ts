// The ledger (issue 46) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a month of bookings run on a fake clock
// by the money jobs, hour by hour (deposits, balances charged on their day, security deposits held and released,
// a claim disputed and decided, a cancellation refunded, payouts at completion), and at the end the ledger agrees to
// the cent with the sandbox provider's books: every daily reconciliation found nothing, the partners' statements add
// up to what was transferred to them, and the platform's months to what it kept.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  bookingItems,
  ledgerEntries,
  ledgerReconciliations,
  partnerPayoutAccounts,
  sandboxPayments,
  sandboxTransfers,
  venues,
  user,
} from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { openDemoCheckout, type DemoCheckout } from '../../testing/demo-checkout.ts';
import type { Viewer } from '../auth/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { answerClaim, decideClaim, fileClaim } from './deposit-claims.ts';
import { partnerStatement, platformLedger } from './ledger-views.ts';
import { runMoneyJobs } from './money-jobs.ts';
import { placeCheckout } from './place-checkout.ts';
import { reconcileLedger } from './reconcile-ledger.ts';
import { respondToBooking } from './respond-to-booking.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = 3 * HOUR_MS;

describe.each(databaseTargets('ledger'))('the ledger on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let demo: DemoCheckout;
  let customer: Viewer;
  let venuePartner: Viewer;
  let admin: Viewer;
  const accounts = new Map<string, string>();

  const itemsOf = (bookingId: string) =>
    database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const total = async (query: Promise<{ cents: number }[]>) => (await query)[0]!.cents;
  const sum = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const ledgerSum = (kind: string) =>
    total(
      database.db
        .select({ cents: sum(ledgerEntries.amountCents) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.kind, kind as 'capture')),
    );

  /** Runs the money jobs every 3 hours from `from` up to `to`, as the scheduler does every minute. */
  async function runJobs(from: Date, to: Date) {
    for (let at = from.getTime(); at <= to.getTime(); at += STEP_MS) await runMoneyJobs(ctx, new Date(at));
  }

  beforeAll(async () => {
    database = await target.open();
    demo = await openDemoCheckout(database, { seededAt: new Date('2026-11-22T12:00:00Z'), eventsFrom: '2026-12-16' });
    ({ ctx, customer } = demo);
    // The venue takes 30% at confirmation and the balance 14 days before, and asks a $2,000 security deposit.
    await database.db
      .update(venues)
      .set({ depositPercent: 30, balanceDueDays: 14, securityDepositCents: 200_000 })
      .where(eq(venues.id, demo.venue.id));
    const userBy = async (email: string) => (await database.db.select().from(user).where(eq(user.email, email)))[0]!;
    venuePartner = { ...customer, id: demo.venue.ownerId, email: 'venue@example.com', roles: ['venue'] };
    const adminUser = await userBy('admin@example.com');
    admin = { ...customer, id: adminUser.id, email: adminUser.email, roles: ['admin'] };
    for (const [userId, email] of [
      [demo.venue.ownerId, 'venue@example.com'],
      [demo.vendor.ownerId, 'vendor@example.com'],
    ] as const) {
      const { accountId } = await ctx.payments.createPayoutAccount({ email, businessName: email });
      accounts.set(userId, accountId);
      await database.db.delete(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, userId));
      await database.db
        .insert(partnerPayoutAccounts)
        .values({ userId, provider: 'sandbox', providerAccountId: accountId, payoutsEnabled: true });
    }
  }, 120_000);

  afterAll(async () => database?.close());

  it('agrees with the provider’s books to the cent after a month of schedules', { timeout: 600_000 }, async () => {
    type Line = { id: string; partnerUserId: string | null };
    const respond = (line: Line, event: 'confirm' | 'decline' | 'cancel', now: Date) =>
      respondToBooking(ctx, {
        itemId: line.id,
        event,
        by:
          event === 'cancel'
            ? { kind: 'customer', userId: customer.id }
            : { kind: 'partner', userId: line.partnerUserId! },
        now,
      });

    // Four events on four days from December 16th: the venue with a deposit, balance and security deposit, the
    // DJ paid in full.
    const booked = [];
    for (const key of ['ledger-a', 'ledger-b', 'ledger-c', 'ledger-d']) {
      const { bookingId } = await placeCheckout(ctx, customer, key, await demo.nextRequest(NOW), NOW);
      const items = await itemsOf(bookingId);
      booked.push({
        venue: items.find((item) => item.itemType === 'venue')!,
        vendor: items.find((item) => item.itemType === 'vendor')!,
      });
    }
    const [a, b, c, d] = booked as [(typeof booked)[0], (typeof booked)[0], (typeof booked)[0], (typeof booked)[0]];
    // A: both confirm. B: both confirm, the customer cancels the DJ on the first day. C: the venue declines.
    // D: both confirm; the customer cancels the venue the day after its balance is charged.
    for (const line of [a.venue, a.vendor, b.venue, b.vendor, c.vendor, d.venue, d.vendor])
      await respond(line, 'confirm', NOW);
    await respond(c.venue, 'decline', NOW);
    await respond(b.vendor, 'cancel', new Date(NOW.getTime() + DAY_MS));

    const balanceDay = new Date(d.venue.startsAt.getTime() - 14 * DAY_MS);
    await runJobs(NOW, new Date(balanceDay.getTime() + DAY_MS));
    await respond(d.venue, 'cancel', new Date(balanceDay.getTime() + DAY_MS));

    // Every event has ended: the venue claims 2 hours of overtime on A, the customer disputes, an admin lets $100
    // of it stand; every line still booked is completed and paid out.
    const lastEnd = new Date(Math.max(...booked.map((line) => line.venue.endsAt.getTime())));
    await runJobs(new Date(balanceDay.getTime() + DAY_MS + STEP_MS), lastEnd);
    const claimAt = new Date(a.venue.endsAt.getTime() + HOUR_MS);
    const claim = await fileClaim(
      ctx,
      venuePartner,
      a.venue.id,
      { overtimeHours: 2, damageCents: 0, description: '', photoIds: [] },
      claimAt,
    );
    await answerClaim(
      ctx,
      customer,
      claim.id,
      { answer: 'dispute', statement: 'We left on time.', photoIds: [] },
      claimAt,
    );
    await decideClaim(ctx, admin, claim.id, { amountCents: 10_000, note: 'Half an hour over, by the logs.' }, claimAt);
    // The lines still confirmed complete by themselves a day after they end, paying their partners out.
    await runJobs(new Date(lastEnd.getTime() + STEP_MS), new Date(lastEnd.getTime() + 8 * DAY_MS));

    // Every kind of money the month moved is in the ledger, once each.
    const entries = await database.db.select().from(ledgerEntries);
    const kinds = new Set(entries.map((entry) => `${entry.purpose} ${entry.kind}`));
    for (const kind of [
      'booking authorization',
      'booking capture',
      'booking release',
      'booking refund',
      'booking transfer',
      'balance capture',
      'balance refund',
      'security_deposit authorization',
      'security_deposit release',
      'claim capture',
      'claim refund',
      'claim transfer',
    ])
      expect(kinds, kind).toContain(kind);

    // The daily reconciliations ran and found nothing; one now agrees too.
    const runs = await database.db.select().from(ledgerReconciliations);
    expect(runs.length).toBeGreaterThanOrEqual(30);
    expect(runs.flatMap((run) => run.differences)).toEqual([]);
    const now = new Date(lastEnd.getTime() + 8 * DAY_MS);
    expect(await reconcileLedger(ctx, now, { force: true })).toMatchObject({ differences: [] });

    // The provider's books in all: no operation of theirs is missing from the ledger.
    const captured = await total(
      database.db.select({ cents: sum(sandboxPayments.capturedCents) }).from(sandboxPayments),
    );
    const refunded = await total(
      database.db.select({ cents: sum(sandboxPayments.refundedCents) }).from(sandboxPayments),
    );
    const transferred = await total(
      database.db.select({ cents: sum(sandboxTransfers.amountCents) }).from(sandboxTransfers),
    );
    expect(await ledgerSum('capture')).toBe(captured);
    expect(await ledgerSum('refund')).toBe(refunded);
    expect(await ledgerSum('transfer')).toBe(transferred);
    expect(transferred).toBeGreaterThan(0);

    // Each partner's statements add up to what the provider paid into their account.
    for (const [userId, accountId] of accounts) {
      const months = ['2026-11', '2026-12', '2027-01'];
      const statements = await Promise.all(months.map((month) => partnerStatement(database.db, userId, month)));
      const paidOut = statements.reduce((cents, statement) => cents + statement.paidOutCents, 0);
      expect(paidOut).toBe(await ctx.payments.transferredTo(accountId));
      for (const statement of statements)
        expect(statement.paidOutCents).toBe(
          statement.entries.filter((entry) => entry.kind === 'transfer').reduce((cents, e) => cents + e.amountCents, 0),
        );
    }

    // The platform kept what customers paid less refunds and payouts, month by month.
    const { months } = await platformLedger(database.db, now);
    expect(months.reduce((cents, month) => cents + month.keptCents, 0)).toBe(captured - refunded - transferred);
  });

  it('never changes an entry once written', async () => {
    const [entry] = await database.db.select().from(ledgerEntries).limit(1);
    await expect(
      database.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    const [after] = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, entry!.id), eq(ledgerEntries.amountCents, entry!.amountCents)));
    expect(after).toBeDefined();
  });

  it('finds a payment the provider moved without the app', async () => {
    const [entry] = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'capture')).limit(1);
    await database.db
      .update(sandboxPayments)
      .set({ refundedCents: sql`${sandboxPayments.refundedCents} + 1` })
      .where(eq(sandboxPayments.id, entry!.providerPaymentId!));
    const run = await reconcileLedger(ctx, new Date('2027-01-05T00:00:00Z'), { force: true });
    expect(run!.differences).toContainEqual(
      expect.objectContaining({ subject: 'payment', id: entry!.providerPaymentId, what: 'refunded' }),
    );
  });
});
