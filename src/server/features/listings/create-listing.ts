// A finished onboarding becomes a listing of the partner (venue with its photos and weekly hours, or vendor with its
// portfolio), waiting for approval before it goes live.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CheckedDraft } from '#shared/onboarding.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { profiles, vendors, venuePhotos, venues, listingWeeklyHours } from '../../db/schema/index.ts';
import {
  policyColumns,
  timeAroundEventsColumns,
  vendorColumns,
  venueColumns,
  venuePhotoRows,
  weeklyHourRows,
} from './listing-columns.ts';
import { inListingTransaction, type ListingWriter } from './listing-writes.ts';

/** A listing's public address: its name, and a random tail so two listings of one name differ. */
export function listingSlug(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'listing'}-${randomBytes(3).toString('hex')}`;
}

export async function createListing(
  writer: ListingWriter,
  owner: { id: string; email: string },
  type: PartnerType,
  draft: CheckedDraft,
  approved: boolean,
): Promise<{ id: string; slug: string }> {
  const { business, listing, photos, pricing, availability, policy } = draft;
  const common = {
    slug: listingSlug(listing.name),
    userId: owner.id,
    name: listing.name,
    businessName: business.businessName,
    description: listing.description,
    city: listing.city,
    state: listing.state,
    minimumHours: pricing.minimumHours,
    ...policyColumns(policy),
    ...timeAroundEventsColumns(availability, listing.state),
    contactName: business.contactName,
    contactEmail: owner.email,
    contactPhone: business.phone,
    approvalStatus: approved ? ('approved' as const) : ('pending' as const),
  };

  return inListingTransaction(writer, async (t) => {
    const { tx } = t;
    let created: { id: string; slug: string };
    if (type === 'venue') {
      [created] = (await tx
        .insert(venues)
        .values({ ...common, ...venueColumns(draft) })
        .returning({ id: venues.id, slug: venues.slug })) as [{ id: string; slug: string }];
      await tx.insert(venuePhotos).values(venuePhotoRows(created.id, photos, listing.name));
    } else {
      [created] = (await tx
        .insert(vendors)
        .values({ ...common, ...vendorColumns(draft, photos) })
        .returning({ id: vendors.id, slug: vendors.slug })) as [{ id: string; slug: string }];
    }
    const hours = weeklyHourRows(created.id, availability);
    if (hours.length) await tx.insert(listingWeeklyHours).values(hours);
    // The profile's list of the partner's listings for this type (§3 partner_data).
    await tx
      .update(profiles)
      .set({
        partnerData: sql`(SELECT coalesce(jsonb_agg(CASE WHEN e->>'partner_type' = ${type}
          THEN jsonb_set(e, '{listing_ids}', coalesce(e->'listing_ids', '[]'::jsonb) || to_jsonb(${created.id}::text)) ELSE e END), '[]'::jsonb)
          FROM jsonb_array_elements(${profiles.partnerData}) AS e)`,
      })
      .where(eq(profiles.id, owner.id));
    t.wrote(type, [created.id]);
    return created;
  });
}
