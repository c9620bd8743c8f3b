// The numbers on the customer dashboard and the partner portal.
import { and, count, eq, exists, gte, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listingState, type CustomerOverviewSchema, type PartnerOverviewSchema } from '#shared/account.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingItems,
  bookings,
  conversations,
  partnerPayoutAccounts,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { getProfile } from './profile.ts';

export async function customerOverview(db: Db, userId: string): Promise<z.infer<typeof CustomerOverviewSchema>> {
  const today = new Date().toISOString().slice(0, 10);
  const [[upcoming], [threads], profile] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, userId),
          gte(bookings.eventDate, today),
          exists(
            db
              .select({ one: sql`1` })
              .from(bookingItems)
              .where(
                and(eq(bookingItems.bookingId, bookings.id), inArray(bookingItems.status, ['requested', 'confirmed'])),
              ),
          ),
        ),
      ),
    db
      .select({ n: count() })
      .from(conversations)
      .where(or(eq(conversations.participant1, userId), eq(conversations.participant2, userId))),
    getProfile(db, userId),
  ]);
  return {
    upcomingBookings: upcoming?.n ?? 0,
    conversations: threads?.n ?? 0,
    customerTier: profile?.customerData.customer_tier ?? 'standard',
  };
}

/** A partner's listings in a stable order, venues first: by name, as they find them in the portal. */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export async function partnerOverview(
  db: Db,
  userId: string,
  partnerTypes: ('venue' | 'vendor')[],
): Promise<z.infer<typeof PartnerOverviewSchema>> {
  const [profile, ownVenues, ownVendors, [payout]] = await Promise.all([
    getProfile(db, userId),
    db.select().from(venues).where(eq(venues.userId, userId)),
    db.select().from(vendors).where(eq(vendors.userId, userId)),
    db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, userId)),
  ]);
  return {
    partnerTypes,
    businessName: profile?.businessName ?? null,
    applicationStatus: profile?.applicationStatus ?? 'pending',
    listings: [
      ...ownVenues.sort(byName).map((v) => ({
        id: v.id,
        kind: 'venue' as const,
        name: v.name,
        approvalStatus: v.approvalStatus,
        state: listingState(v),
        rating: v.rating,
      })),
      ...ownVendors.sort(byName).map((v) => ({
        id: v.id,
        kind: 'vendor' as const,
        name: v.name,
        approvalStatus: v.approvalStatus,
        state: listingState(v),
        rating: v.rating,
      })),
    ],
    payoutsConnected: Boolean(payout?.payoutsEnabled),
  };
}
