// Spec §3 Profile and User role record.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

export interface CustomerData {
  preferences: Record<string, unknown>;
  booking_history_count: number;
  last_booking_date: string | null;
  customer_tier: string;
}

/** One entry per partner type the user runs (spec §3: "a list per partner type"). */
export interface PartnerDataEntry {
  partner_type: 'venue' | 'vendor';
  business_name: string;
  listing_ids: string[];
}

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username').unique(),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    partnerType: text('partner_type', { enum: ['venue', 'vendor'] }),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    applicationStatus: text('application_status').notNull().default('pending'),
    portalAccessLevel: text('portal_access_level').notNull().default('basic'),
    businessLicense: text('business_license'),
    taxId: text('tax_id'),
    lastPortalLogin: timestamp('last_portal_login', { withTimezone: true }),
    portalNotificationsEnabled: boolean('portal_notifications_enabled').notNull().default(true),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    activeRole: text('active_role', { enum: ['customer', 'venue', 'vendor', 'admin'] }),
    customerData: jsonb('customer_data')
      .$type<CustomerData>()
      .notNull()
      .default({ preferences: {}, booking_history_count: 0, last_booking_date: null, customer_tier: 'standard' }),
    partnerData: jsonb('partner_data').$type<PartnerDataEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_partner_type_check', sql`${t.partnerType} IS NULL OR ${t.partnerType} IN ('venue', 'vendor')`),
    check(
      'profiles_application_status_check',
      sql`${t.applicationStatus} IN ('pending', 'approved', 'rejected', 'needs_info')`,
    ),
  ],
);

/** 'user' is written at signup (spec §6); 'admin' grants the admin area. Partner roles come from partner_type. */
export const USER_ROLE_VALUES = ['user', 'admin'] as const;

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: USER_ROLE_VALUES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_role_unique').on(t.userId, t.role),
    check('user_roles_role_check', sql`${t.role} IN ('user', 'admin')`),
  ],
);
