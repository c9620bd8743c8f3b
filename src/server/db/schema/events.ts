// The event after checkout (issue 48, ADR 030): the event is its booking; these are the people who share it.
import { sql } from 'drizzle-orm';
import { RSVP_STATES } from '#shared/event-guests.ts';
import { TIMELINE_ASSIGNEES } from '#shared/event-timeline.ts';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bookingItems, bookings, paymentInstalments } from './commerce.ts';

/**
 * A co-host of an event: invited by email, bound to an account once they accept. A co-host may edit the guest list
 * and the run of show and message partners; paying and cancelling need their own permission. Removed co-hosts stay
 * on record (who was invited, by whom) with `removedAt` set.
 */
export const eventMembers = pgTable(
  'event_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The account that accepted the invitation; null until then (or once that account is deleted). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    mayPay: boolean('may_pay').notNull().default(false),
    mayCancel: boolean('may_cancel').notNull().default(false),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_members_email_idx')
      .on(t.bookingId, sql`lower(${t.email})`)
      .where(sql`${t.removedAt} IS NULL`),
    index('event_members_user_idx').on(t.userId),
  ],
);

/**
 * A guest on the event's list: added by hand or from a CSV file, mailed an RSVP link, and their reply. Guests need no
 * account; the organizer and co-hosts see the list, partners only the headcount.
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rsvp: text('rsvp', { enum: RSVP_STATES }).notNull().default('awaiting'),
    plusOnes: smallint('plus_ones').notNull().default(0),
    dietary: text('dietary').notNull().default(''),
    /** Their answer to the host's question. */
    answer: text('answer').notNull().default(''),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When their invitation was mailed; null until it is. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_guests_email_idx').on(t.bookingId, sql`lower(${t.email})`),
    check('event_guests_plus_ones_check', sql`${t.plusOnes} >= 0`),
  ],
);

/** What the host asks every guest and how many people each may bring; an event without a row asks nothing. */
export const eventRsvpSettings = pgTable('event_rsvp_settings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  question: text('question').notNull().default(''),
  maxPlusOnes: smallint('max_plus_ones').notNull().default(1),
});

/** What a link opens: a co-host invitation, a guest's RSVP, or a co-host's share of a balance to pay. */
export const EVENT_LINK_PURPOSES = ['co-host', 'rsvp', 'payment-share'] as const;

/**
 * A link sent by mail that opens one row for one purpose: 32 random bytes in the link, their SHA-256 here, so a copy of
 * the database opens nothing. Used once (`usedAt`), revocable (deleted), and dead after `expiresAt`.
 */
export const eventLinks = pgTable(
  'event_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: EVENT_LINK_PURPOSES }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The row it opens: the event_members row of a co-host invitation, the event_guests row of an RSVP, the
     *  event_payment_shares row of a share. */
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_links_subject_idx').on(t.subjectId)],
);

/**
 * An entry of the event's run of show: what happens when, and who does it — a booked partner (by their line), a
 * co-host, or the organizer. Everyone on the event reads it; the organizer and co-hosts change it.
 */
export const eventTimelineEntries = pgTable(
  'event_timeline_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** How long it takes; 0 for a moment (doors open). */
    minutes: smallint('minutes').notNull().default(0),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    assignee: text('assignee', { enum: TIMELINE_ASSIGNEES }).notNull(),
    /** The booked line whose partner does it, when assigned to a partner. */
    bookingItemId: uuid('booking_item_id').references(() => bookingItems.id, { onDelete: 'cascade' }),
    /** The co-host who does it, when assigned to a co-host. */
    memberId: uuid('member_id').references(() => eventMembers.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_timeline_entries_booking_idx').on(t.bookingId, t.startsAt),
    check('event_timeline_entries_minutes_check', sql`${t.minutes} >= 0`),
    check(
      'event_timeline_entries_assignee_check',
      sql`(${t.assignee} = 'partner') = (${t.bookingItemId} IS NOT NULL) AND (${t.assignee} = 'co-host') = (${t.memberId} IS NOT NULL)`,
    ),
  ],
);

/**
 * When an event's run of show last changed and when its booked partners were last told: the minute job mails and
 * pushes them the run of show once it has been quiet a few minutes, so a host's ten edits are one notice.
 */
export const eventTimelineChanges = pgTable('event_timeline_changes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/**
 * A co-host's share of a balance the organizer split: the share is an instalment of its own (`share_of` the balance),
 * charged to the co-host's card through their link before its due date (the deadline), else to the organizer's
 * saved card then, by the balance job as any balance.
 */
export const eventPaymentShares = pgTable(
  'event_payment_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .unique()
      .references(() => paymentInstalments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => eventMembers.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_payment_shares_booking_idx').on(t.bookingId)],
);
