// Carts, bookings (one booking item per partner), payments, payouts and quotes. Money in cents.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_TIERS, DEFAULT_CANCELLATION_TIER } from '#shared/cancellation-policies.ts';
import type { CartItem, CoHost, EventDetails } from '#shared/cart.ts';
import type { ExtraLine } from '#shared/extras.ts';
import { LEDGER_KINDS, LEDGER_PURPOSES, type LedgerDifference } from '#shared/ledger.ts';
import { INSTALMENT_KINDS, INSTALMENT_STATUSES, type PaymentTerms } from '#shared/payment-terms.ts';
import { PRICE_UNITS } from '#shared/pricing.ts';
import { CLAIM_STATUSES, SECURITY_DEPOSIT_STATUSES } from '#shared/security-deposits.ts';
import type { QuoteLine } from '#shared/quotes.ts';
import { user } from './auth.ts';
import { cents, createdAt, updatedAt } from './columns.ts';
import { vendors, venues } from './listings.ts';

export type { CoHost, EventDetails };

/** A cart line's display fields (spec §3 cart item) beyond the typed columns. */
export type CartLineDetails = Pick<CartItem, 'description' | 'category' | 'features' | 'imageUrl' | 'date'> & {
  /** The client's id of an add-on or package line (venue and vendor lines use their listing's id). */
  itemId?: string;
  /** An add-on's or package's venue or vendor. */
  parentId?: string;
};

export interface BookingContact {
  name: string;
  email: string;
  phone?: string;
}

export const ITEM_TYPES = ['venue', 'vendor', 'addon', 'package'] as const;

/** Server-side event cart: one per signed-in user, or per guest token. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token').unique(),
    selectedDate: date('selected_date'),
    selectedVenueId: uuid('selected_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    eventDetails: jsonb('event_details').$type<EventDetails>().notNull().default({}),
    coHosts: jsonb('co_hosts').$type<CoHost[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('carts_owner_check', sql`${t.userId} IS NOT NULL OR ${t.guestToken} IS NOT NULL`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: smallint('quantity').notNull().default(1),
    hours: smallint('hours').notNull().default(1),
    minHours: smallint('min_hours').notNull().default(1),
    entityData: jsonb('entity_data').$type<Record<string, string>>().notNull().default({}),
    /** Where the line sits in the cart (the order the customer added things). */
    position: smallint('position').notNull().default(0),
    /** The line as the customer's cart shows it: its own id, description, category, features, image, date. */
    details: jsonb('details').$type<CartLineDetails>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    // Adding a venue replaces the existing one (spec §4): never two venues in a cart.
    uniqueIndex('cart_items_one_venue')
      .on(t.cartId)
      .where(sql`${t.itemType} = 'venue'`),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
    check('cart_items_hours_check', sql`${t.hours} BETWEEN 1 AND 12`),
    check('cart_items_min_hours_check', sql`${t.minHours} BETWEEN 1 AND 12`),
    check('cart_items_price_check', sql`${t.unitPriceCents} >= 0`),
    check('cart_items_item_type_check', sql`${t.itemType} IN ('venue', 'vendor', 'addon', 'package')`),
    check(
      'cart_items_listing_check',
      sql`(${t.itemType} <> 'venue' OR ${t.venueId} IS NOT NULL) AND (${t.itemType} <> 'vendor' OR ${t.vendorId} IS NOT NULL)`,
    ),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** Null once the customer deleted their account: the booking and its money stay on record. */
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    eventDate: date('event_date').notNull(),
    contact: jsonb('contact').$type<BookingContact>().notNull().default({ name: '', email: '' }),
    eventDetails: jsonb('event_details').$type<EventDetails>().notNull().default({}),
    subtotalCents: cents('subtotal_cents').notNull(),
    customerPlatformFeeCents: cents('customer_platform_fee_cents').notNull(),
    vendorPlatformFeeCents: cents('vendor_platform_fee_cents').notNull(),
    processingFeeCents: cents('processing_fee_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    customerTotalCents: cents('customer_total_cents').notNull(),
    vendorReceivesCents: cents('vendor_receives_cents').notNull(),
    platformRevenueCents: cents('platform_revenue_cents').notNull(),
    quoteId: uuid('quote_id'),
    /** The customer's card kept at the provider for what is charged later (balances); null when nothing is. */
    savedCardId: text('saved_card_id'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_customer_idx').on(t.customerId, t.createdAt.desc()),
    check(
      'bookings_money_check',
      sql`${t.subtotalCents} >= 0 AND ${t.customerTotalCents} >= ${t.subtotalCents} AND ${t.vendorReceivesCents} <= ${t.subtotalCents}`,
    ),
  ],
);

/** The partner booking's life: src/shared/bookings.ts. */
export const BOOKING_ITEM_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'completed',
] as const;

/** One line per partner of a booking; a venue line holds its time range so it cannot be double-booked. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    partnerUserId: text('partner_user_id').references(() => user.id, { onDelete: 'set null' }),
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: smallint('quantity').notNull(),
    hours: smallint('hours').notNull(),
    /** What unitPriceCents buys (#shared/pricing.ts): only 'hour' counts the hours. Rows before issue 41 were hourly. */
    priceUnit: text('price_unit', { enum: PRICE_UNITS }).notNull().default('hour'),
    /** Add-ons and packages booked with the listing, as priced at checkout. */
    extras: jsonb('extras').$type<ExtraLine[]>().notNull().default([]),
    /** The partner's whole line: the listing's cost plus its extras. */
    lineTotalCents: cents('line_total_cents').notNull(),
    partnerPayoutCents: cents('partner_payout_cents').notNull(),
    /** This partner's share of the customer's total: what is captured when the partner confirms. */
    chargeCents: cents('charge_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** The listing's payment terms when it was booked: how chargeCents is split into instalments. */
    paymentTerms: jsonb('payment_terms').$type<PaymentTerms>().notNull().default({ schedule: 'full' }),
    /** Confirmed and charged at checkout, by the partner's consent given before: instant book, or a paid quote. */
    confirmsAtOnce: boolean('confirms_at_once').notNull().default(false),
    /** The listing's cancellation policy when booked: a customer's cancellation is refunded by it. */
    cancellationTier: text('cancellation_tier', { enum: CANCELLATION_TIERS })
      .notNull()
      .default(DEFAULT_CANCELLATION_TIER),
    /** The listing's refundable security deposit when booked; null: none asked. */
    securityDepositCents: cents('security_deposit_cents'),
    status: text('status', { enum: BOOKING_ITEM_STATUSES }).notNull().default('requested'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The listing's set-up and tear-down when booked: its held slot is the event widened by them. */
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    /** The clock the event keeps (the cart's venue's zone when booked): its times are shown on it. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    index('booking_items_partner_idx').on(t.partnerUserId),
    check('booking_items_quantity_check', sql`${t.quantity} >= 1`),
    check('booking_items_hours_check', sql`${t.hours} BETWEEN 1 AND 12`),
    check('booking_items_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'booking_items_cancellation_tier_check',
      sql`${t.cancellationTier} IN ('very-flexible', 'flexible', 'moderate', 'strict')`,
    ),
    check(
      'booking_items_money_check',
      sql`${t.unitPriceCents} >= 0 AND ${t.lineTotalCents} >= 0 AND ${t.partnerPayoutCents} >= 0 AND ${t.refundedCents} BETWEEN 0 AND ${t.chargeCents}`,
    ),
    check(
      'booking_items_price_unit_check',
      sql`${t.priceUnit} IN ('hour', 'day', 'event', 'guest', 'package', 'item')`,
    ),
    check(
      'booking_items_status_check',
      sql`${t.status} IN ('requested', 'confirmed', 'declined', 'expired', 'cancelled', 'completed')`,
    ),
    index('booking_items_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'requested'`),
    check(
      'booking_items_buffers_check',
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 720 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 720`,
    ),
    // Its time is held in held_slots, written by a trigger (migration 0030), where no two of a listing's overlap.
  ],
);

/** What one partner booking is paid in (#shared/payment-terms.ts): in full, or a deposit and a balance. */
export const paymentInstalments = pgTable(
  'payment_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingItemId: uuid('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INSTALMENT_KINDS }).notNull(),
    chargeCents: cents('charge_cents').notNull(),
    payoutCents: cents('payout_cents').notNull(),
    /** Null: charged when the partner confirms (from the checkout's hold). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    status: text('status', { enum: INSTALMENT_STATUSES }).notNull().default('scheduled'),
    /** Charges tried so far; the provider's idempotency key names the attempt, so a retried crash reuses it. */
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Until when the scheduler that took it owns it; past that, another may resume the same attempt. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerPaymentId: text('provider_payment_id'),
    refundedCents: cents('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** A co-host's share of a balance the organizer split (ADR 030): the balance it was split from. */
    shareOf: uuid('share_of').references((): AnyPgColumn => paymentInstalments.id, { onDelete: 'cascade' }),
    /** The card of an attempt made with another card than the booking's (a co-host paying a share): a scheduler
     *  resuming that attempt must make it with the same card and key. */
    cardId: text('card_id'),
    /** Attempts a co-host made at a share before its deadline; the organizer's card still gets its own retries. */
    coHostAttempts: smallint('co_host_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_instalments_item_kind')
      .on(t.bookingItemId, t.kind)
      .where(sql`${t.shareOf} IS NULL`),
    index('payment_instalments_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('scheduled', 'processing')`),
    check(
      'payment_instalments_money_check',
      sql`${t.chargeCents} >= 0 AND ${t.payoutCents} >= 0 AND ${t.refundedCents} BETWEEN 0 AND ${t.chargeCents}`,
    ),
    check('payment_instalments_kind_check', sql`${t.kind} IN ('full', 'deposit', 'balance')`),
    check(
      'payment_instalments_status_check',
      sql`${t.status} IN ('scheduled', 'processing', 'paid', 'failed', 'cancelled')`,
    ),
  ],
);

/** authorized: held, nothing captured yet; partially_captured: some shares captured, others still held;
 *  captured: every share answered and something was captured; voided: released with nothing captured. */
export const PAYMENT_STATUSES = ['authorized', 'partially_captured', 'captured', 'voided', 'failed'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    capturedCents: cents('captured_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    releasedCents: cents('released_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    check(
      'payments_money_check',
      sql`${t.amountCents} >= 0 AND ${t.capturedCents} + ${t.releasedCents} <= ${t.amountCents} AND ${t.refundedCents} BETWEEN 0 AND ${t.capturedCents}`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} IN ('authorized', 'partially_captured', 'captured', 'voided', 'failed')`,
    ),
  ],
);

/** A partner's connected payout account at the payments provider. */
export const partnerPayoutAccounts = pgTable('partner_payout_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerAccountId: text('provider_account_id').notNull().unique(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'reversed'] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingItemId: uuid('booking_item_id')
      .notNull()
      .unique()
      .references(() => bookingItems.id, { onDelete: 'restrict' }),
    partnerUserId: text('partner_user_id').references(() => user.id, { onDelete: 'set null' }),
    providerTransferId: text('provider_transfer_id').unique(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_partner_idx').on(t.partnerUserId, t.createdAt.desc()),
    check('payouts_amount_check', sql`${t.amountCents} >= 0`),
    check('payouts_status_check', sql`${t.status} IN ('pending', 'paid', 'failed', 'reversed')`),
  ],
);

/** A booking line's security deposit (#shared/security-deposits.ts): held on the saved card the day before the
 *  event, released 72 hours after it unless claimed. One per line that asked one. */
export const securityDeposits = pgTable(
  'security_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingItemId: uuid('booking_item_id')
      .notNull()
      .unique()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: SECURITY_DEPOSIT_STATUSES }).notNull().default('scheduled'),
    holdAt: timestamp('hold_at', { withTimezone: true }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    /** Holds tried; the provider's idempotency key names the attempt. */
    attempts: smallint('attempts').notNull().default(0),
    /** Until when the scheduler placing the hold owns it; past that, another may resume the same attempt. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerPaymentId: text('provider_payment_id'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    capturedCents: cents('captured_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    /** When it was released, captured, cancelled or refused for good. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('security_deposits_hold_idx')
      .on(t.holdAt)
      .where(sql`${t.status} IN ('scheduled', 'holding')`),
    index('security_deposits_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'held' OR (${t.status} = 'released' AND ${t.settledAt} IS NULL)`),
    check(
      'security_deposits_money_check',
      sql`${t.amountCents} > 0 AND ${t.capturedCents} BETWEEN 0 AND ${t.amountCents} AND ${t.refundedCents} BETWEEN 0 AND ${t.capturedCents}`,
    ),
    check(
      'security_deposits_status_check',
      sql`${t.status} IN ('scheduled', 'holding', 'held', 'released', 'claimed', 'captured', 'failed', 'cancelled')`,
    ),
  ],
);

/** A partner's claim on a security deposit: overtime at the line's hourly rate and damage with photos, at most the
 *  deposit; the customer accepts or disputes it within 48 hours, and an admin decides a dispute. */
export const depositClaims = pgTable(
  'deposit_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    securityDepositId: uuid('security_deposit_id')
      .notNull()
      .unique()
      .references(() => securityDeposits.id, { onDelete: 'cascade' }),
    filedBy: text('filed_by').references(() => user.id, { onDelete: 'set null' }),
    overtimeHalfHours: smallint('overtime_half_hours').notNull().default(0),
    hourlyRateCents: cents('hourly_rate_cents').notNull().default(0),
    damageCents: cents('damage_cents').notNull().default(0),
    description: text('description'),
    /** Photos of the damage: the partner's uploads' addresses. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    customerStatement: text('customer_statement'),
    customerPhotos: jsonb('customer_photos').$type<string[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What stands: the whole claim when accepted, the admin's amount when decided. */
    decidedCents: cents('decided_cents'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    providerTransferId: text('provider_transfer_id'),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposit_claims_answer_idx')
      .on(t.answerBy)
      .where(sql`${t.status} = 'open'`),
    index('deposit_claims_disputed_idx')
      .on(t.answeredAt)
      .where(sql`${t.status} = 'disputed'`),
    check(
      'deposit_claims_money_check',
      sql`${t.overtimeHalfHours} BETWEEN 0 AND 24 AND ${t.hourlyRateCents} >= 0 AND ${t.damageCents} >= 0 AND ${t.amountCents} > 0 AND coalesce(${t.decidedCents}, 0) BETWEEN 0 AND ${t.amountCents}`,
    ),
    check('deposit_claims_status_check', sql`${t.status} IN ('open', 'accepted', 'disputed', 'decided')`),
  ],
);

/**
 * Every operation the payment provider made, one row per operation under the key it was made with (#shared/ledger.ts),
 * written in the transaction that records its outcome. Rows are only ever added (a trigger refuses changes).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    purpose: text('purpose', { enum: LEDGER_PURPOSES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The provider's payment (a hold, a charge) for every kind but transfers. */
    providerPaymentId: text('provider_payment_id'),
    /** A transfer's id at the provider and the partner account it paid into. */
    providerTransferId: text('provider_transfer_id'),
    providerAccountId: text('provider_account_id'),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    bookingItemId: uuid('booking_item_id').references(() => bookingItems.id, { onDelete: 'restrict' }),
    /** The partner the line belongs to; kept after their account is gone, as accounts are. */
    partnerUserId: text('partner_user_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_payment_idx').on(t.providerPaymentId),
    index('ledger_entries_partner_idx').on(t.partnerUserId, t.occurredAt),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    check('ledger_entries_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} IN ('authorization', 'capture', 'release', 'refund', 'transfer') AND ${t.purpose} IN ('booking', 'balance', 'security_deposit', 'claim')`,
    ),
    check(
      'ledger_entries_reference_check',
      sql`(${t.kind} = 'transfer') = (${t.providerTransferId} IS NOT NULL AND ${t.providerAccountId} IS NOT NULL) AND (${t.kind} = 'transfer') = (${t.providerPaymentId} IS NULL)`,
    ),
  ],
);

/** Each run of the ledger's reconciliation with the provider's records, and what differed. */
export const ledgerReconciliations = pgTable('ledger_reconciliations', {
  id: uuid('id').primaryKey().defaultRandom(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  paymentsChecked: integer('payments_checked').notNull(),
  accountsChecked: integer('accounts_checked').notNull(),
  differences: jsonb('differences').$type<LedgerDifference[]>().notNull(),
});

/** Each payment-provider webhook event handled once: a redelivered event finds its id here and changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'paid', 'declined', 'expired'] as const;

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerUserId: text('partner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message'),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    eventDate: date('event_date'),
    startTime: text('start_time').notNull().default('18:00'),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_partner_idx').on(t.partnerUserId),
    index('quotes_customer_idx').on(t.customerId),
    check('quotes_subtotal_check', sql`${t.subtotalCents} >= 0`),
    check('quotes_status_check', sql`${t.status} IN ('draft', 'sent', 'accepted', 'paid', 'declined', 'expired')`),
  ],
);

export const CHECKOUT_ATTEMPT_STATUSES = ['started', 'completed', 'failed', 'abandoned'] as const;

/**
 * One row per checkout request key (the client's Idempotency-Key): written before the payment is authorized,
 * completed in the same transaction that writes the booking. A replay answers from it; a row left 'started'
 * by a request that died is reconciled (its authorization voided).
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: CHECKOUT_ATTEMPT_STATUSES }).notNull().default('started'),
    amountCents: cents('amount_cents').notNull(),
    providerPaymentId: text('provider_payment_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkout_attempts_key').on(t.userId, t.idempotencyKey),
    index('checkout_attempts_started_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'started'`),
    check('checkout_attempts_status_check', sql`${t.status} IN ('started', 'completed', 'failed', 'abandoned')`),
  ],
);

/**
 * Time a venue or vendor is taken (issue 47): a checkout paying for it, until `holdExpiresAt`, or a booking line
 * requested or confirmed, each widened by the listing's set-up and tear-down. No two of a listing's rows overlap: an
 * exclusion constraint (migration 0030, with btree_gist), so two checkouts can never both get the same night. Rows of
 * booking lines are written and removed by a trigger on booking_items' status, never by the app.
 */
export const heldSlots = pgTable(
  'held_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A venue's or a vendor's id (uuids never collide across the two). */
    listingId: uuid('listing_id').notNull(),
    /** The event's day, which a listing's events per day are counted by. */
    eventDate: date('event_date').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    checkoutAttemptId: uuid('checkout_attempt_id').references(() => checkoutAttempts.id, { onDelete: 'cascade' }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    bookingItemId: uuid('booking_item_id')
      .unique()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('held_slots_listing_day_idx').on(t.listingId, t.eventDate),
    // Discover reads a day's slots of every listing at once.
    index('held_slots_day_idx').on(t.eventDate),
    index('held_slots_attempt_idx').on(t.checkoutAttemptId),
    check('held_slots_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'held_slots_kind_check',
      sql`(${t.bookingItemId} IS NULL) = (${t.holdExpiresAt} IS NOT NULL) AND (${t.bookingItemId} IS NULL) = (${t.checkoutAttemptId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Which transactions changed what Discover reads for a day (issue 47, ADR 029): one row per day and transaction that
 * wrote held_slots or listing_blocks rows meeting that day, written by migration 0036's triggers, so every writer
 * counts, on every instance. Discover keeps each day's slots and blocks in memory and reads them again only when the
 * day's sum of `changes` has moved (listings/day-availability.ts). A transaction adds its own row and never waits for
 * another's; the background jobs merge a day's rows into one carrying their sum, so the sum is read from few rows.
 */
export const availabilityChanges = pgTable(
  'availability_changes',
  {
    day: date('day').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** Transactions this row stands for: 1 as written, more once merged. */
    changes: integer('changes').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.transactionId] })],
);

/** The local sandbox payment provider's own books (adapters/payments/sandbox.ts): what a real provider keeps. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: cents('amount_cents').notNull(),
    capturedCents: cents('captured_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    status: text('status').notNull(),
    cardLast4: text('card_last4').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** A charge of a saved card that was refused: the same key answers with the same refusal. */
    declineMessage: text('decline_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'sandbox_payments_money_check',
      sql`${t.capturedCents} <= ${t.amountCents} AND ${t.refundedCents} <= ${t.capturedCents}`,
    ),
  ],
);

/** Every capture and refund the sandbox made, by idempotency key: the same key never moves money twice. */
export const sandboxOperations = pgTable('sandbox_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['capture', 'refund'] }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  createdAt: createdAt(),
});

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  destination: text('destination').notNull(),
  amountCents: cents('amount_cents').notNull(),
  transferGroup: text('transfer_group'),
  createdAt: createdAt(),
});

/** Cards the sandbox keeps for later charges (its SetupIntents): the card's number decides how they answer. */
export const sandboxSavedCards = pgTable('sandbox_saved_cards', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  cardNumber: text('card_number').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** The sandbox's connected accounts (a partner's payout destination), completed on its own onboarding page. */
export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  businessName: text('business_name').notNull(),
  legalName: text('legal_name'),
  bankLast4: text('bank_last4'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
