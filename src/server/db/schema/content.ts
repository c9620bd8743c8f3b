// Reviews, stories, partner applications, waitlist and contact messages.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '#shared/partners.ts';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { bookingItems, bookings } from './commerce.ts';
import { vendors, venues } from './listings.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The booked line its customer reviewed (ADR 030); null: a review from the sample catalogue. */
    bookingItemId: uuid('booking_item_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    /** The listing's partner answering the review in public, once. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When it was shown; null: a booked line's review waiting for the partner's of the customer or the window's end. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_venue_idx').on(t.venueId, t.createdAt.desc()),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt.desc()),
    uniqueIndex('reviews_booking_item_idx').on(t.bookingItemId),
    // What the publishing job looks for every minute.
    index('reviews_unpublished_idx')
      .on(t.bookingItemId)
      .where(sql`${t.publishedAt} IS NULL`),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_one_listing_check', sql`(${t.venueId} IS NULL) <> (${t.vendorId} IS NULL)`),
  ],
);

/** A partner's review of the customer of one booked line (ADR 030): shown to the customer with theirs of the partner. */
export const customerReviews = pgTable(
  'customer_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingItemId: uuid('booking_item_id')
      .notNull()
      .unique()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_reviews_customer_idx').on(t.customerId),
    index('customer_reviews_unpublished_idx')
      .on(t.bookingItemId)
      .where(sql`${t.publishedAt} IS NULL`),
    check('customer_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const stories = pgTable('stories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').array().notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  eventType: text('event_type').notNull(),
  city: text('city').notNull(),
  authorName: text('author_name').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  readingMinutes: smallint('reading_minutes').notNull(),
  venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
  vendorIds: uuid('vendor_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    partnerType: text('partner_type', { enum: ['venue', 'vendor'] }).notNull(),
    businessName: text('business_name').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    reviewNotes: text('review_notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partner_applications_status_idx').on(t.status, t.submittedAt),
    // One open application per user and partner type.
    uniqueIndex('partner_applications_one_open')
      .on(t.userId, t.partnerType)
      .where(sql`${t.status} IN ('pending', 'needs_info')`),
    check('partner_applications_type_check', sql`${t.partnerType} IN ('venue', 'vendor')`),
    check('partner_applications_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected', 'needs_info')`),
    check('partner_applications_business_name_check', sql`length(btrim(${t.businessName})) >= 2`),
  ],
);

/** A partner's onboarding wizard, saved as they go (one per partner type), until it is submitted. */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    partnerType: text('partner_type', { enum: ['venue', 'vendor'] }).notNull(),
    step: text('step').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.partnerType] })],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    city: text('city'),
    interest: text('interest'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_email_unique').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('new'),
  createdAt: createdAt(),
});
