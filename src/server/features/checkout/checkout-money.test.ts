// The money of any cart, end to end on PGlite and (with TEST_DATABASE_URL) PostgreSQL: quote, checkout with the
// sandbox provider, every partner confirms, every balance is charged. Whatever the listings' pricing models, payment
// terms, quantities, hours and extras, the deposits and full charges are the hold and its captures, the balances
// the rest, everything charged is the customer's total, and the total is shared out exactly. Then the customer
// cancels some lines at any time before the event, under any cancellation policy: each refund is the policy's share
// of what was paid, the provider gave back exactly that, and the partner is owed the rest of their payout's share;
// the ledger holds every capture and refund. A security deposit claimed for any overtime and damage, accepted,
// left unanswered or disputed and decided in any part, splits exactly: captured = what stands + what is refunded,
// what stands is paid to the partner, nothing beyond the deposit, and the ledger says the same.
import { and, eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLine, CheckoutRequest } from '#shared/checkout.ts';
import { CANCELLATION_TIERS, refundCents, refundPercent } from '#shared/cancellation-policies.ts';
import type { LedgerPurpose } from '#shared/ledger.ts';
import { percentOfCents } from '#shared/money.ts';
import { scheduleTotals } from '#shared/payment-terms.ts';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { claimTotalCents, SECURITY_DEPOSIT_LIMITS } from '#shared/security-deposits.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import { createPaymentProvider } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  depositClaims,
  ledgerEntries,
  listingExtras,
  partnerPayoutAccounts,
  paymentInstalments,
  payments,
  payouts,
  sandboxPayments,
  sandboxTransfers,
  securityDeposits,
  uploadedPhotos,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { AppError } from '#shared/errors.ts';
import { createAuth, type Viewer } from '../auth/index.ts';
import { chargeDueBalances } from './charge-balances.ts';
import { createCheckoutContext, type CheckoutContext } from './checkout-context.ts';
import { answerClaim, decideClaim, fileClaim, settleUnansweredClaims } from './deposit-claims.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceCart } from './price-cart.ts';
import { respondToBooking } from './respond-to-booking.ts';
import { holdDueSecurityDeposits } from './security-deposits.ts';

const RUNS = 20;
const DAY_MS = 86_400_000;

/** The listings every cart draws from: a venue of each pricing model, a vendor of each model and unit. */
const VENUES = [
  {
    slug: 'money-hourly-loft',
    pricingModel: 'hourly',
    hourlyRateCents: 32_500,
    dailyRateCents: null,
    basePriceCents: null,
    depositPercent: 30,
    balanceDueDays: 14,
  },
  {
    slug: 'money-daily-garden',
    pricingModel: 'daily',
    hourlyRateCents: 26_000,
    dailyRateCents: 180_000,
    basePriceCents: null,
    // Events closer than 60 days are paid in full: the carts' dates fall on both sides.
    depositPercent: 50,
    balanceDueDays: 30,
  },
  {
    slug: 'money-fixed-gallery',
    pricingModel: 'fixed',
    hourlyRateCents: 0,
    dailyRateCents: null,
    basePriceCents: 275_050,
    depositPercent: null,
    balanceDueDays: null,
  },
] as const;
const VENDORS = [
  {
    slug: 'money-hourly-dj',
    pricingModel: 'hourly',
    unit: 'hour',
    priceCents: 17_533,
    minimumHours: 3,
    depositPercent: 10,
    balanceDueDays: 1,
  },
  {
    slug: 'money-fixed-band',
    pricingModel: 'fixed',
    unit: 'event',
    priceCents: 85_000,
    minimumHours: 4,
    depositPercent: null,
    balanceDueDays: null,
  },
  {
    slug: 'money-guest-caterer',
    pricingModel: 'fixed',
    unit: 'guest',
    priceCents: 4_499,
    minimumHours: 2,
    depositPercent: 25,
    balanceDueDays: 21,
  },
  {
    slug: 'money-package-photo',
    pricingModel: 'package',
    unit: 'package',
    priceCents: 240_001,
    minimumHours: 6,
    depositPercent: null,
    balanceDueDays: null,
  },
] as const;
const VENUE_MINIMUM_HOURS = 2;

interface Listing {
  id: string;
  minHours: number;
  extras: string[];
  /** The listing's own cost as its page states it, written out here rather than taken from the code under test. */
  cost: (quantity: number, hours: number) => number;
}

const EXTRA_PRICES = [12_345, 50_001];

const extraArb = (extras: readonly string[]) =>
  fc
    .subarray([...extras])
    .chain((ids) =>
      fc.tuple(
        ...ids.map((extraId) => fc.record({ extraId: fc.constant(extraId), quantity: fc.integer({ min: 1, max: 3 }) })),
      ),
    );

function lineArb(type: CheckoutLine['type'], listing: Listing, maxQuantity: number): fc.Arbitrary<CheckoutLine> {
  return fc.record({
    type: fc.constant(type),
    listingId: fc.constant(listing.id),
    quantity: fc.integer({ min: 1, max: maxQuantity }),
    hours: fc.integer({ min: listing.minHours, max: 12 }),
    extras: extraArb(listing.extras),
  });
}

/** A valid cart: one venue (checkout needs one) and any vendors, each listing once. */
function cartArb(venueListings: readonly Listing[], vendorListings: readonly Listing[]): fc.Arbitrary<CheckoutLine[]> {
  const venue = fc.constantFrom(...venueListings).chain((listing) => lineArb('venue', listing, 1));
  // Guests are the quantity of the per-guest caterer: let it reach a crowd.
  const vendorLines = fc.tuple(
    ...vendorListings.map((listing, index) =>
      fc.option(lineArb('vendor', listing, VENDORS[index]!.unit === 'guest' ? 99 : 4), { nil: undefined }),
    ),
  );
  return fc
    .tuple(venue, vendorLines)
    .map(([venueLine, optional]) => [venueLine, ...optional.filter((line) => line !== undefined)]);
}

describe.each(databaseTargets('checkout_money'))('the money of any cart on $name', (target) => {
  let database: Database;
  let ctx: CheckoutContext;
  let customer: Viewer;
  const venueListings: Listing[] = [];
  const vendorListings: Listing[] = [];
  let runs = 0;

  const userId = async (email: string) =>
    (await database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

  const extraPrices = new Map<string, number>();

  /** The ledger's captures, refunds and transfers for a booking (of one purpose, or all). */
  async function ledgerOf(bookingId: string, purpose?: LedgerPurpose) {
    const rows = await database.db
      .select({ kind: ledgerEntries.kind, cents: sum(ledgerEntries.amountCents).mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), purpose ? eq(ledgerEntries.purpose, purpose) : undefined))
      .groupBy(ledgerEntries.kind);
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.cents ?? 0;
    return { capture: of('capture'), refund: of('refund'), transfer: of('transfer') };
  }

  async function addExtras(owner: { venueId: string } | { vendorId: string }): Promise<string[]> {
    const rows = await database.db
      .insert(listingExtras)
      .values(
        EXTRA_PRICES.map((priceCents, position) => ({
          ...owner,
          kind: position === 0 ? ('addon' as const) : ('package' as const),
          name: `Extra ${position}`,
          priceCents,
          position,
        })),
      )
      .returning({ id: listingExtras.id });
    rows.forEach((row, position) => extraPrices.set(row.id, EXTRA_PRICES[position]!));
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    const mailer = createMailer(env, database.db);
    await seedIfEmpty(database.db, createAuth(env, database.db, mailer, quietLog), new Date());
    ctx = createCheckoutContext({
      db: database.db,
      payments: createPaymentProvider(env, database.db),
      mailer,
      appUrl: 'http://localhost:3000',
      log: quietLog,
    });
    customer = {
      id: await userId('customer@example.com'),
      email: 'customer@example.com',
      name: 'Casey Customer',
      image: null,
      emailVerified: true,
      roles: ['customer'],
      storedActiveRole: null,
    };
    const [venuePartner, vendorPartner, otherPartner] = await Promise.all(
      ['venue@example.com', 'vendor@example.com', 'multi@example.com'].map(userId),
    );

    for (const venue of VENUES) {
      const [row] = await database.db
        .insert(venues)
        .values({
          ...venue,
          userId: venuePartner,
          name: venue.slug,
          type: 'loft',
          city: 'Austin',
          state: 'TX',
          timeZone: 'America/Chicago',
          maxCapacity: 200,
          openingTime: '08:00',
          closingTime: '23:00',
          minimumHours: VENUE_MINIMUM_HOURS,
          approvalStatus: 'approved',
        })
        .returning({ id: venues.id });
      const cost = (_quantity: number, hours: number) =>
        venue.pricingModel === 'daily'
          ? venue.dailyRateCents!
          : venue.pricingModel === 'fixed'
            ? venue.basePriceCents!
            : venue.hourlyRateCents * hours;
      venueListings.push({
        id: row!.id,
        minHours: VENUE_MINIMUM_HOURS,
        extras: await addExtras({ venueId: row!.id }),
        cost,
      });
    }
    for (const [index, vendor] of VENDORS.entries()) {
      const [row] = await database.db
        .insert(vendors)
        .values({
          ...vendor,
          userId: index % 2 === 0 ? vendorPartner : otherPartner,
          name: vendor.slug,
          timeZone: 'America/Chicago',
          category: 'entertainment',
          approvalStatus: 'approved',
        })
        .returning({ id: vendors.id });
      // A vendor's minimum hours bind an hourly price only.
      const cost = (quantity: number, hours: number) =>
        vendor.priceCents * quantity * (vendor.unit === 'hour' ? hours : 1);
      vendorListings.push({
        id: row!.id,
        minHours: vendor.unit === 'hour' ? vendor.minimumHours : 1,
        extras: index === 1 ? [] : await addExtras({ vendorId: row!.id }),
        cost,
      });
    }
  }, 180_000);
  afterAll(async () => database?.close());

  it('charges the hold, captures the total and shares it out exactly, for any cart', async () => {
    await fc.assert(
      fc.asyncProperty(
        cartArb(venueListings, vendorListings),
        fc.array(
          fc.record({
            tier: fc.constantFrom(...CANCELLATION_TIERS),
            // null: not cancelled; else when, as a share of the time from checkout to the event.
            cancelAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
          }),
          { minLength: 8, maxLength: 8 },
        ),
        async (lines, policies) => {
          runs += 1;
          const now = new Date();
          // A new day for every cart, so no venue is ever booked twice for the same slot; some inside the garden's 30
          // days (paid in full), most outside.
          const eventDate = new Date(now.getTime() + (14 + runs * 3) * DAY_MS).toISOString().slice(0, 10);
          const request: CheckoutRequest = {
            lines,
            eventDate,
            startTime: '10:00',
            eventDetails: {},
            contact: { name: 'Casey Customer', email: customer.email },
            coHosts: [],
            paymentMethod: sandboxPaymentMethod('4242424242424242'),
          };

          for (const [index, line] of lines.entries()) {
            const table = line.type === 'venue' ? venues : vendors;
            await database.db
              .update(table)
              .set({ cancellationTier: policies[index]!.tier })
              .where(eq(table.id, line.listingId));
          }
          const quote = await priceCart(database.db, request, now.toISOString().slice(0, 10), null);
          expect(quote.validation.errors).toEqual([]);
          const listings = new Map([...venueListings, ...vendorListings].map((listing) => [listing.id, listing]));
          for (const line of quote.lines) {
            const extras = (line.extras ?? []).reduce(
              (total, extra) => total + extraPrices.get(extra.extraId)! * extra.quantity,
              0,
            );
            expect(line.lineTotalCents).toBe(listings.get(line.listingId)!.cost(line.quantity, line.hours) + extras);
          }
          const charges = quote.lines.reduce((total, line) => total + line.chargeCents, 0);
          expect(charges).toBe(quote.breakdown.customerTotal);

          const key = `money-${target.name}-${runs}-${now.getTime()}`;
          // The same cart with a listing on a second line is refused: it would be charged and paid twice.
          const twice = placeCheckout(
            ctx,
            customer,
            `${key}-twice`,
            { ...request, lines: [...lines, lines.at(-1)!] },
            now,
          );
          await expect(twice).rejects.toBeInstanceOf(AppError);
          await expect(twice).rejects.toMatchObject({ status: 409, code: 'DUPLICATE_LISTING' });

          const { bookingId } = await placeCheckout(ctx, customer, key, request, now);
          const [held] = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
          const due = scheduleTotals(quote.lines.map((line) => line.instalments));
          expect(held!.amountCents).toBe(due.atConfirmationCents);
          expect(due.atConfirmationCents + due.laterCents).toBe(quote.breakdown.customerTotal);

          const items = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
          expect(items.reduce((total, item) => total + item.chargeCents, 0)).toBe(quote.breakdown.customerTotal);
          for (const item of items)
            await respondToBooking(ctx, {
              itemId: item.id,
              event: 'confirm',
              by: { kind: 'partner', userId: item.partnerUserId! },
              now,
            });

          // The balances, charged on their days (run here at once, after the last of them).
          await chargeDueBalances(ctx, new Date(`${eventDate}T00:00:00Z`));
          const instalments = await database.db
            .select()
            .from(paymentInstalments)
            .innerJoin(bookingItems, eq(bookingItems.id, paymentInstalments.bookingItemId))
            .where(eq(bookingItems.bookingId, bookingId));
          expect(instalments.every(({ payment_instalments: i }) => i.status === 'paid')).toBe(true);
          const balances = instalments.map(({ payment_instalments: i }) => i).filter((i) => i.kind === 'balance');
          const balanceCharges = await Promise.all(
            balances.map(
              async (i) =>
                (
                  await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, i.providerPaymentId!))
                )[0]!,
            ),
          );
          expect(balanceCharges.reduce((total, charge) => total + charge.capturedCents, 0)).toBe(due.laterCents);

          const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
          const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
          const [paidOut] = await database.db
            .select({ total: sum(bookingItems.partnerPayoutCents).mapWith(Number) })
            .from(bookingItems)
            .where(eq(bookingItems.bookingId, bookingId));
          const captured = payment!.capturedCents + due.laterCents;
          expect(captured).toBe(booking!.customerTotalCents);
          expect(booking!.customerTotalCents).toBe(quote.breakdown.customerTotal);
          const instalmentPayouts = instalments.reduce((total, { payment_instalments: i }) => total + i.payoutCents, 0);
          expect(instalmentPayouts).toBe(paidOut!.total);
          // §9: customerTotal = subtotal + customer fee + processing + tax, and vendorReceives = subtotal - vendor fee,
          // so the partners' payouts, the platform's two fees, processing and tax add up to what was captured.
          expect(paidOut!.total + booking!.platformRevenueCents + booking!.processingFeeCents + booking!.taxCents).toBe(
            captured,
          );

          // The customer cancels some lines, each by its own policy.
          const providerRefunds = async () => {
            const [hold] = await database.db
              .select()
              .from(sandboxPayments)
              .where(eq(sandboxPayments.id, payment!.providerPaymentId));
            const balanceRefunds = await Promise.all(
              balances.map(
                async (i) =>
                  (
                    await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, i.providerPaymentId!))
                  )[0]!.refundedCents,
              ),
            );
            return hold!.refundedCents + balanceRefunds.reduce((total, cents) => total + cents, 0);
          };
          let refunded = 0;
          for (const item of items) {
            const index = quote.lines.findIndex((line) => line.listingId === (item.venueId ?? item.vendorId));
            const { tier, cancelAt } = policies[index]!;
            expect(item.cancellationTier).toBe(tier);
            if (cancelAt === null) continue;
            const at = new Date(now.getTime() + cancelAt * (item.startsAt.getTime() - now.getTime()));
            await respondToBooking(ctx, {
              itemId: item.id,
              event: 'cancel',
              by: { kind: 'customer', userId: customer.id },
              now: at,
            });
            const paidPayout = instalments
              .map(({ payment_instalments: i }) => i)
              .filter((i) => i.bookingItemId === item.id)
              .reduce((total, i) => total + i.payoutCents, 0);
            const refund = refundCents(tier, item.chargeCents, item.startsAt, at);
            const percent = refundPercent(tier, item.startsAt, at);
            const kept = percent === 100 ? 0 : paidPayout - percentOfCents(paidPayout, percent / 100);
            const [after] = await database.db.select().from(bookingItems).where(eq(bookingItems.id, item.id));
            expect(after!.refundedCents).toBe(refund);
            const [payout] = await database.db.select().from(payouts).where(eq(payouts.bookingItemId, item.id));
            if (kept === 0) expect(payout!.status).toBe('reversed');
            else expect(payout!.amountCents).toBe(kept);
            // Nothing is given away twice: the refund and the partner's share are within what this line paid.
            expect(refund + kept).toBeLessThanOrEqual(item.chargeCents);
            refunded += refund;
          }
          expect(await providerRefunds()).toBe(refunded);
          // The ledger has every capture and refund the provider made for the booking, to the cent.
          expect(await ledgerOf(bookingId)).toMatchObject({ capture: captured, refund: refunded });
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('splits a claimed security deposit exactly: what stands is paid out, the rest refunded', async () => {
    const venue = venueListings[0]!;
    const partnerId = await userId('venue@example.com');
    const partner: Viewer = { ...customer, id: partnerId, email: 'venue@example.com', roles: ['venue'] };
    const admin: Viewer = { ...customer, id: await userId('admin@example.com'), roles: ['admin'] };
    const { accountId } = await ctx.payments.createPayoutAccount({ email: partner.email, businessName: 'Lofts' });
    await database.db.delete(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, partnerId));
    await database.db
      .insert(partnerPayoutAccounts)
      .values({ userId: partnerId, provider: 'sandbox', providerAccountId: accountId, payoutsEnabled: true });
    const [photo] = await database.db
      .insert(uploadedPhotos)
      .values({ userId: partnerId, width: 800, height: 600, bytes: 1000 })
      .returning();

    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: SECURITY_DEPOSIT_LIMITS.dollars.min, max: SECURITY_DEPOSIT_LIMITS.dollars.max })
          .map((dollars) => dollars * 100),
        // The overtime and the damage as shares of what the deposit leaves them; how much of a dispute stands.
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('accept', 'silence', 'dispute'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (depositCents, overtimeShare, damageShare, answer, standing) => {
          runs += 1;
          const now = new Date();
          await database.db.update(venues).set({ securityDepositCents: depositCents }).where(eq(venues.id, venue.id));
          const eventDate = new Date(now.getTime() + (14 + runs * 3) * DAY_MS).toISOString().slice(0, 10);
          const request: CheckoutRequest = {
            lines: [{ type: 'venue', listingId: venue.id, quantity: 1, hours: VENUE_MINIMUM_HOURS }],
            eventDate,
            startTime: '10:00',
            eventDetails: {},
            contact: { name: 'Casey Customer', email: customer.email },
            coHosts: [],
            paymentMethod: sandboxPaymentMethod('4242424242424242'),
          };
          const { bookingId } = await placeCheckout(ctx, customer, `claim-${target.name}-${runs}`, request, now);
          const [item] = await database.db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
          await respondToBooking(ctx, {
            itemId: item!.id,
            event: 'confirm',
            by: { kind: 'partner', userId: partnerId },
            now,
          });
          const depositOf = async () =>
            (await database.db.select().from(securityDeposits).where(eq(securityDeposits.bookingItemId, item!.id)))[0]!;
          await holdDueSecurityDeposits(ctx, (await depositOf()).holdAt);

          const rate = item!.unitPriceCents;
          const halfHours = Math.min(24, Math.floor((overtimeShare * depositCents) / (rate / 2)));
          const overtimeCents = claimTotalCents({ overtimeHours: halfHours / 2, damageCents: 0 }, rate);
          const damageCents = Math.max(
            halfHours === 0 ? 1 : 0,
            Math.floor(damageShare * (depositCents - overtimeCents)),
          );
          const afterEnd = new Date(item!.endsAt.getTime() + 60_000);
          const claim = await fileClaim(
            ctx,
            partner,
            item!.id,
            {
              overtimeHours: halfHours / 2,
              damageCents,
              description: damageCents > 0 ? 'A cracked table top.' : '',
              photoIds: damageCents > 0 ? [photo!.id] : [],
            },
            afterEnd,
          );
          expect(claim.amountCents).toBe(overtimeCents + damageCents);

          let decided = claim.amountCents;
          if (answer === 'accept') await answerClaim(ctx, customer, claim.id, { answer: 'accept' }, afterEnd);
          if (answer === 'silence') await settleUnansweredClaims(ctx, claim.answerBy);
          if (answer === 'dispute') {
            await answerClaim(
              ctx,
              customer,
              claim.id,
              { answer: 'dispute', statement: 'We left on time.', photoIds: [] },
              afterEnd,
            );
            decided = Math.round(standing * claim.amountCents);
            await decideClaim(ctx, admin, claim.id, { amountCents: decided, note: 'Part of it stands.' }, afterEnd);
          }

          const deposit = await depositOf();
          const [hold] = await database.db
            .select()
            .from(sandboxPayments)
            .where(eq(sandboxPayments.id, deposit.providerPaymentId!));
          const [settled] = await database.db.select().from(depositClaims).where(eq(depositClaims.id, claim.id));
          const transfers = settled!.providerTransferId
            ? await database.db
                .select()
                .from(sandboxTransfers)
                .where(eq(sandboxTransfers.id, settled!.providerTransferId))
            : [];
          // Captured is what stands plus what went back; what stands is paid out; nothing beyond the deposit.
          expect(hold!.capturedCents).toBe(claim.amountCents);
          expect(hold!.capturedCents).toBeLessThanOrEqual(depositCents);
          expect(hold!.capturedCents).toBe(decided + hold!.refundedCents);
          expect(deposit).toMatchObject({ capturedCents: hold!.capturedCents, refundedCents: hold!.refundedCents });
          expect(settled!.decidedCents).toBe(decided);
          expect(transfers.reduce((total, transfer) => total + transfer.amountCents, 0)).toBe(decided);
          expect(await ledgerOf(bookingId, 'claim')).toEqual({
            capture: hold!.capturedCents,
            refund: hold!.refundedCents,
            transfer: decided,
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
