// Spec §3 Venue, Venue photo, Vendor, with their amenities, FAQs and availability.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_TIERS, DEFAULT_CANCELLATION_TIER } from '#shared/cancellation-policies.ts';
import { EXTRA_KINDS } from '#shared/extras.ts';
import { user } from './auth.ts';
import { cents, createdAt, tsvector, updatedAt } from './columns.ts';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * The one definition of a live listing, what the public may find and book: active, approved, neither paused nor
 * suspended, and with an owner to answer for it (a deleted partner's listing is not), unless it belongs to the
 * sample catalogue, which has no owners. SQL filters, the search index and checkout all read this column.
 */
const LIVE = sql`is_active AND approval_status = 'approved' AND status = 'active' AND (user_id IS NOT NULL OR is_sample)`;

export interface VenueSpace {
  name: string;
  type: string;
  sizeSqft: number;
  capacity: number;
  hourlyRateCents: number;
}

export interface BusinessDetails {
  responseTime?: string;
  vibes?: string[];
}

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    venueName: text('venue_name'),
    businessName: text('business_name'),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    address: text('address'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('US'),
    /** 'city, state' (spec §3 derived display field). */
    location: text('location').generatedAlwaysAs(sql`city || ', ' || state`),
    maxCapacity: integer('max_capacity').notNull(),
    squareFeet: integer('square_feet'),
    hourlyRateCents: cents('hourly_rate_cents').notNull().default(0),
    dailyRateCents: cents('daily_rate_cents'),
    basePriceCents: cents('base_price_cents'),
    pricingModel: text('pricing_model').notNull().default('hourly'),
    openingTime: time('opening_time').notNull().default('09:00'),
    closingTime: time('closing_time').notNull().default('17:00'),
    minimumHours: smallint('minimum_hours').notNull().default(1),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vibes: text('vibes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    spaces: jsonb('spaces').$type<VenueSpace[]>().notNull().default([]),
    cancellationPolicy: text('cancellation_policy'),
    /** Payment terms (#shared/payment-terms.ts): a deposit's percentage and the balance's days before the event;
     *  both null: paid in full at confirmation. */
    depositPercent: smallint('deposit_percent'),
    balanceDueDays: smallint('balance_due_days'),
    /** Instant book (#shared/instant-book.ts): the hours of notice it needs; null: every booking is a request. */
    instantBookNoticeHours: smallint('instant_book_notice_hours'),
    /** The cancellation policy's tier (#shared/cancellation-policies.ts); refunds of its bookings follow it. */
    cancellationTier: text('cancellation_tier', { enum: CANCELLATION_TIERS })
      .notNull()
      .default(DEFAULT_CANCELLATION_TIER),
    /** A refundable security deposit (#shared/security-deposits.ts), held the day before the event; null: none. */
    securityDepositCents: cents('security_deposit_cents'),
    /** Availability (#shared/availability.ts): set-up before and tear-down after each event, in minutes, and the
     *  events it takes in a day (null: as many as do not overlap). */
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    maxEventsPerDay: smallint('max_events_per_day'),
    /** The clock its events keep (#shared/time-zones.ts): its state's zone unless its partner chose another. */
    timeZone: text('time_zone').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').notNull().default('active'),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** One of the sample catalogue's listings (seed): no owner, its scripted host answers (§1). */
    isSample: boolean('is_sample').notNull().default(false),
    isLive: boolean('is_live').notNull().generatedAlwaysAs(LIVE),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4.5),
    reviewsCount: integer('reviews_count').notNull().default(0),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    businessDetails: jsonb('business_details').$type<BusinessDetails>().notNull().default({}),
    /** Search columns filled by the listing search trigger (migration 0003). */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('venues_active_created_idx').on(t.isActive, t.createdAt.desc()),
    index('venues_type_idx').on(t.type),
    index('venues_city_idx').on(t.city),
    index('venues_user_idx').on(t.userId),
    index('venues_search_idx').using('gin', t.searchVector),
    check(
      'venues_type_check',
      sql`${t.type} IN ('rooftop', 'gallery', 'restaurant', 'studio', 'warehouse', 'garden', 'ballroom', 'loft', 'conference', 'bar-cafe')`,
    ),
    check('venues_capacity_check', sql`${t.maxCapacity} > 0`),
    check('venues_square_feet_check', sql`${t.squareFeet} IS NULL OR ${t.squareFeet} > 0`),
    check(
      'venues_money_check',
      sql`${t.hourlyRateCents} >= 0 AND coalesce(${t.dailyRateCents}, 0) >= 0 AND coalesce(${t.basePriceCents}, 0) >= 0`,
    ),
    check('venues_pricing_model_check', sql`${t.pricingModel} IN ('hourly', 'daily', 'fixed')`),
    check('venues_minimum_hours_check', sql`${t.minimumHours} BETWEEN 1 AND 12`),
    check(
      'venues_payment_terms_check',
      sql`(${t.depositPercent} IS NULL AND ${t.balanceDueDays} IS NULL) OR (${t.depositPercent} BETWEEN 10 AND 50 AND ${t.balanceDueDays} BETWEEN 1 AND 60)`,
    ),
    check(
      'venues_instant_book_check',
      sql`${t.instantBookNoticeHours} IS NULL OR ${t.instantBookNoticeHours} BETWEEN 0 AND 720`,
    ),
    check(
      'venues_cancellation_tier_check',
      sql`${t.cancellationTier} IN ('very-flexible', 'flexible', 'moderate', 'strict')`,
    ),
    check(
      'venues_security_deposit_check',
      sql`${t.securityDepositCents} IS NULL OR ${t.securityDepositCents} BETWEEN 5000 AND 500000`,
    ),
    check(
      'venues_availability_check',
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 720 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 720 AND coalesce(${t.maxEventsPerDay}, 1) BETWEEN 1 AND 20`,
    ),
    check('venues_rating_check', sql`${t.rating} BETWEEN 0 AND 5`),
    check('venues_approval_status_check', sql`${t.approvalStatus} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const venuePhotos = pgTable(
  'venue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_photos_venue_idx').on(t.venueId, t.position),
    uniqueIndex('venue_photos_one_primary')
      .on(t.venueId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const venueAmenities = pgTable(
  'venue_amenities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('venue_amenities_venue_name_unique').on(t.venueId, t.name)],
);

export const venueFaqs = pgTable(
  'venue_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('venue_faqs_venue_idx').on(t.venueId, t.position)],
);

/**
 * Weekly hours of a venue or a vendor (issue 47). A venue has a row for every weekday; a weekday without one follows
 * its opening_time and closing_time. A vendor has rows only for the days it set: a weekday without one takes events
 * at any hour.
 */
export const listingWeeklyHours = pgTable(
  'listing_weekly_hours',
  {
    /** A venue's or a vendor's id (uuids never collide across the two), as in listing_blocks. */
    listingId: uuid('listing_id').notNull(),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.weekday] }),
    // Discover reads one weekday's rows of every listing: the closed ones for a day, all of them for some hours.
    index('listing_weekly_hours_weekday_idx').on(t.weekday, t.listingId),
    index('listing_weekly_hours_closed_idx')
      .on(t.weekday, t.listingId)
      .where(sql`${t.isClosed}`),
    check('listing_weekly_hours_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'listing_weekly_hours_open_check',
      sql`${t.isClosed} OR (${t.opensAt} IS NOT NULL AND ${t.closesAt} IS NOT NULL)`,
    ),
  ],
);

export const BLOCK_SOURCES = ['manual', 'calendar'] as const;

/**
 * A partner's own calendar (Google, Outlook, Apple: an iCalendar address) read into a venue's or vendor's blocks
 * every 15 minutes (issue 47). What the last good read gave stays until a later one succeeds.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A venue's or a vendor's id, as in listing_blocks. */
    listingId: uuid('listing_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The validators of the last good read, sent back so an unchanged calendar answers 304. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('calendar_imports_listing_url_unique').on(t.listingId, t.url),
    index('calendar_imports_user_idx').on(t.userId),
    index('calendar_imports_attempt_idx').on(t.lastAttemptAt),
  ],
);

/**
 * Times a venue or vendor does not take events (issue 47): a day or some hours its owner blocked by hand, or a busy
 * time read from their calendar feed. A whole day is midnight to midnight on the listing's clock.
 */
export const listingBlocks = pgTable(
  'listing_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A venue's or a vendor's id (uuids never collide across the two), as in held_slots. */
    listingId: uuid('listing_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: BLOCK_SOURCES }).notNull().default('manual'),
    reason: text('reason'),
    /** The calendar feed a 'calendar' block was read from: its next sync replaces it, and removing the feed removes it. */
    importId: uuid('import_id').references(() => calendarImports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_blocks_listing_idx').on(t.listingId, t.startsAt),
    // Discover reads every listing's blocks that meet one day, however long before it they start.
    index('listing_blocks_time_idx').using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt})`),
    check('listing_blocks_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('listing_blocks_source_check', sql`${t.source} IN ('manual', 'calendar')`),
  ],
);

export const PARTNERSHIP_STATUSES = ['Premium Partner', 'Verified Partner', 'Standard Partner'] as const;

export interface SocialLinks {
  instagram?: string;
  website?: string;
  tiktok?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    businessName: text('business_name'),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    serviceType: text('service_type'),
    type: text('type'),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hourlyRateCents: cents('hourly_rate_cents'),
    fixedRateCents: cents('fixed_rate_cents'),
    priceCents: cents('price_cents').notNull().default(0),
    unit: text('unit').notNull().default('hour'),
    pricingModel: text('pricing_model').notNull().default('hourly'),
    priceRange: text('price_range').notNull().default('$100-$200/hr'),
    minimumHours: smallint('minimum_hours').notNull().default(4),
    serviceArea: text('service_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text('city'),
    state: text('state'),
    location: text('location'),
    portfolioImages: text('portfolio_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    partnershipStatus: text('partnership_status', { enum: PARTNERSHIP_STATUSES }).notNull().default('Standard Partner'),
    partnerPlanners: integer('partner_planners').notNull().default(0),
    vibes: text('vibes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    cancellationPolicy: text('cancellation_policy'),
    /** Payment terms (#shared/payment-terms.ts): a deposit's percentage and the balance's days before the event;
     *  both null: paid in full at confirmation. */
    depositPercent: smallint('deposit_percent'),
    balanceDueDays: smallint('balance_due_days'),
    /** Instant book (#shared/instant-book.ts): the hours of notice it needs; null: every booking is a request. */
    instantBookNoticeHours: smallint('instant_book_notice_hours'),
    /** The cancellation policy's tier (#shared/cancellation-policies.ts); refunds of its bookings follow it. */
    cancellationTier: text('cancellation_tier', { enum: CANCELLATION_TIERS })
      .notNull()
      .default(DEFAULT_CANCELLATION_TIER),
    /** A refundable security deposit (#shared/security-deposits.ts), held the day before the event; null: none. */
    securityDepositCents: cents('security_deposit_cents'),
    /** Availability (#shared/availability.ts): set-up before and tear-down after each event, in minutes, and the
     *  events it takes in a day (null: as many as do not overlap). */
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    maxEventsPerDay: smallint('max_events_per_day'),
    /** The clock its events keep (#shared/time-zones.ts): its state's zone unless its partner chose another. */
    timeZone: text('time_zone').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').notNull().default('active'),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** One of the sample catalogue's listings (seed): no owner, its scripted host answers (§1). */
    isSample: boolean('is_sample').notNull().default(false),
    isLive: boolean('is_live').notNull().generatedAlwaysAs(LIVE),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4.5),
    reviewsCount: integer('reviews_count').notNull().default(0),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendors_active_created_idx').on(t.isActive, t.createdAt.desc()),
    index('vendors_category_idx').on(t.category),
    index('vendors_user_idx').on(t.userId),
    index('vendors_search_idx').using('gin', t.searchVector),
    check(
      'vendors_category_check',
      sql`${t.category} IN ('music-djs', 'photography-video', 'food-beverage', 'event-planning', 'decor-florals', 'entertainment', 'security-logistics', 'premium-services', 'tech-av')`,
    ),
    check(
      'vendors_money_check',
      sql`coalesce(${t.hourlyRateCents}, 0) >= 0 AND coalesce(${t.fixedRateCents}, 0) >= 0 AND ${t.priceCents} >= 0`,
    ),
    check('vendors_pricing_model_check', sql`${t.pricingModel} IN ('hourly', 'fixed', 'package')`),
    check('vendors_minimum_hours_check', sql`${t.minimumHours} BETWEEN 1 AND 12`),
    check(
      'vendors_payment_terms_check',
      sql`(${t.depositPercent} IS NULL AND ${t.balanceDueDays} IS NULL) OR (${t.depositPercent} BETWEEN 10 AND 50 AND ${t.balanceDueDays} BETWEEN 1 AND 60)`,
    ),
    check(
      'vendors_instant_book_check',
      sql`${t.instantBookNoticeHours} IS NULL OR ${t.instantBookNoticeHours} BETWEEN 0 AND 720`,
    ),
    check(
      'vendors_cancellation_tier_check',
      sql`${t.cancellationTier} IN ('very-flexible', 'flexible', 'moderate', 'strict')`,
    ),
    check(
      'vendors_security_deposit_check',
      sql`${t.securityDepositCents} IS NULL OR ${t.securityDepositCents} BETWEEN 5000 AND 500000`,
    ),
    check(
      'vendors_availability_check',
      sql`${t.bufferBeforeMinutes} BETWEEN 0 AND 720 AND ${t.bufferAfterMinutes} BETWEEN 0 AND 720 AND coalesce(${t.maxEventsPerDay}, 1) BETWEEN 1 AND 20`,
    ),
    check('vendors_rating_check', sql`${t.rating} BETWEEN 0 AND 5`),
    check('vendors_approval_status_check', sql`${t.approvalStatus} IN ('pending', 'approved', 'rejected')`),
    check(
      'vendors_partnership_status_check',
      sql`${t.partnershipStatus} IN ('Premium Partner', 'Verified Partner', 'Standard Partner')`,
    ),
  ],
);

/** Add-ons and packages a venue or vendor offers at a flat price per unit (#shared/extras.ts). */
export const listingExtras = pgTable(
  'listing_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXTRA_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: cents('price_cents').notNull(),
    includes: jsonb('includes').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_extras_venue_idx').on(t.venueId, t.position),
    index('listing_extras_vendor_idx').on(t.vendorId, t.position),
    check('listing_extras_one_listing_check', sql`(${t.venueId} IS NULL) <> (${t.vendorId} IS NULL)`),
    check('listing_extras_kind_check', sql`${t.kind} IN ('addon', 'package')`),
    check('listing_extras_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Embeddings as real[], so the same migrations run on any PostgreSQL; the search index reads them (ADR 006). */
export const venueEmbeddings = pgTable('venue_embeddings', {
  venueId: uuid('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  embedding: real('embedding').array().notNull(),
  model: text('model').notNull(),
  updatedAt: updatedAt(),
});

export const vendorEmbeddings = pgTable('vendor_embeddings', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  embedding: real('embedding').array().notNull(),
  model: text('model').notNull(),
  updatedAt: updatedAt(),
});

/** Every word in listing texts, for correcting typos in search queries with pg_trgm (migration 0003). */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);
