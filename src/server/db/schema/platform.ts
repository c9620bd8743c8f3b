// Analytics events, listing views, calendar feeds, push subscriptions, the mail outbox, the audit log and uploaded photos.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';

export const ANALYTICS_KINDS = [
  'web_vital',
  'legacy_redirect',
  'client_error',
  'long_task',
  'slow_resource',
  'memory',
  'page_view',
] as const;

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ANALYTICS_KINDS }).notNull(),
    name: text('name'),
    value: doublePrecision('value'),
    path: text('path'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_kind_time_idx').on(t.kind, t.createdAt.desc()),
    check(
      'analytics_events_kind_check',
      sql`${t.kind} IN ('web_vital', 'legacy_redirect', 'client_error', 'long_task', 'slow_resource', 'memory', 'page_view')`,
    ),
  ],
);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
});

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Every mail the product sends; the local transport keeps it here and /dev/mailbox shows it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    transport: text('transport').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt.desc()),
    check('mail_outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);

/** Fixed-window request counters (spec §4 rate limit), shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Who did what to whom, for decisions that must be accountable (an admin deciding a partner application). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** A photo a user uploaded (a listing's pictures); the file itself is kept by the photo store (features/uploads). */
export const uploadedPhotos = pgTable(
  'uploaded_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_photos_user_idx').on(t.userId, t.createdAt)],
);

/** A listing page seen by one visitor on one day (the owner's own visits are not counted): the partner's views. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingKind: text('listing_kind', { enum: ['venue', 'vendor'] }).notNull(),
    listingId: uuid('listing_id').notNull(),
    /** The signed-in viewer's id, or a hash of an anonymous visitor's address and browser. */
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('listing_views_once_a_day').on(t.listingKind, t.listingId, t.visitorKey, t.day),
    index('listing_views_listing_day_idx').on(t.listingId, t.day),
    check('listing_views_kind_check', sql`${t.listingKind} IN ('venue', 'vendor')`),
  ],
);

/** A partner's private calendar feed address: the token stands in for a sign-in that calendar apps cannot do. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
