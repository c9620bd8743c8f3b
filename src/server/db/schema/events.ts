// The event after checkout (issue 48, ADR 030): the event is its booking; these are the people who share it.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bookings } from './commerce.ts';

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

/** What a link opens: a co-host invitation (RSVP pages and payment shares come with their steps of ADR 030). */
export const EVENT_LINK_PURPOSES = ['co-host'] as const;

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
    /** The row it opens (for a co-host invitation, the event_members row). */
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_links_subject_idx').on(t.subjectId)],
);
