// The counts at the top of the admin dashboard.
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOverviewSchema } from '#shared/account.ts';
import type { Db } from '../../db/client.ts';
import { bookings, partnerApplications, user, vendors, venues } from '../../db/schema/index.ts';

export async function adminOverview(db: Db): Promise<z.infer<typeof AdminOverviewSchema>> {
  const [[users], [venueCount], [vendorCount], [pending], [bookingCount]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(venues),
    db.select({ n: count() }).from(vendors),
    db.select({ n: count() }).from(partnerApplications).where(eq(partnerApplications.status, 'pending')),
    db.select({ n: count() }).from(bookings),
  ]);
  return {
    users: users?.n ?? 0,
    venues: venueCount?.n ?? 0,
    vendors: vendorCount?.n ?? 0,
    pendingApplications: pending?.n ?? 0,
    bookings: bookingCount?.n ?? 0,
  };
}
