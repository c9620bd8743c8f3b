// A partner's own listing, read into the editor's parts and written back (issue 7 listing editor), and duplicated.
// Only the owner's listings are found; photos are the listing's current ones or the owner's own uploads, the latter
// stored at the upload's own address.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { listingState } from '#shared/account.ts';
import { isUuid } from '#shared/ids.ts';
import type { CheckedListingEdit, EditableListing } from '#shared/listing-edit.ts';
import { instantBookOf } from '#shared/onboarding.ts';
import { paymentTermsOf } from '#shared/payment-terms.ts';
import { uploadedPhotoUrl } from '#shared/uploads.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { Db } from '../../db/client.ts';
import { uploadedPhotos, vendors, venuePhotos, venues, listingWeeklyHours } from '../../db/schema/index.ts';
import { listingSlug } from './create-listing.ts';
import {
  policyColumns,
  timeAroundEventsColumns,
  vendorColumns,
  venueColumns,
  venuePhotoRows,
  weeklyHourFields,
  weeklyHourRows,
} from './listing-columns.ts';
import { inListingTransaction, type ListingTransaction, type ListingWriter } from './listing-writes.ts';

const hhmm = (time: string) => time.slice(0, 5);
const dollars = (cents: number | null) => (cents ?? 0) / 100;

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

async function ownVenue(db: Db, id: string, ownerId: string): Promise<VenueRow | undefined> {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), eq(venues.userId, ownerId)));
  return row;
}
async function ownVendor(db: Db, id: string, ownerId: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.userId, ownerId)));
  return row;
}

type VenuePhotoRow = typeof venuePhotos.$inferSelect;
type WeeklyHourRow = typeof listingWeeklyHours.$inferSelect;

function editableVenue(venue: VenueRow, photos: VenuePhotoRow[], hours: WeeklyHourRow[]): EditableListing {
  const fixed = venue.pricingModel === 'fixed';
  return {
    kind: 'venue',
    id: venue.id,
    slug: venue.slug,
    state: listingState(venue),
    data: {
      listing: {
        name: venue.name,
        description: venue.description,
        category: venue.type,
        address: venue.address ?? '',
        city: venue.city,
        state: venue.state,
        capacity: venue.maxCapacity,
        squareFeet: venue.squareFeet ?? undefined,
        amenities: venue.amenities,
      },
      photos: photos.map((p) => ({ id: p.id, url: p.photoUrl, alt: p.altText, primary: p.isPrimary })),
      pricing: {
        model: fixed ? 'fixed' : 'hourly',
        rateDollars: dollars(fixed ? venue.basePriceCents : venue.hourlyRateCents),
        minimumHours: venue.minimumHours,
        payment: paymentTermsOf(venue),
      },
      availability: {
        openingTime: hhmm(venue.openingTime),
        closingTime: hhmm(venue.closingTime),
        closedWeekdays: weeklyHourFields(hours).closedWeekdays,
        ...timeAroundEventsColumns(venue, venue.state),
      },
      policy: {
        terms: venue.cancellationPolicy ?? '',
        instantBook: instantBookOf(venue.instantBookNoticeHours),
        cancellation: venue.cancellationTier,
        securityDepositDollars: venue.securityDepositCents === null ? null : venue.securityDepositCents / 100,
      },
    },
  };
}

function editableVendor(vendor: VendorRow, hours: WeeklyHourRow[]): EditableListing {
  const fixed = vendor.pricingModel === 'fixed';
  return {
    kind: 'vendor',
    id: vendor.id,
    slug: vendor.slug,
    state: listingState(vendor),
    data: {
      listing: {
        name: vendor.name,
        description: vendor.description,
        category: vendor.category,
        city: vendor.city ?? '',
        state: vendor.state ?? '',
        services: vendor.services,
        serviceAreas: vendor.serviceArea,
      },
      // A portfolio keeps addresses only: each picture is described by the listing's name.
      photos: vendor.portfolioImages.map((url, i) => ({
        id: `portfolio-${i}`,
        url,
        alt: vendor.name,
        primary: i === 0,
      })),
      pricing: {
        model: fixed ? 'fixed' : 'hourly',
        rateDollars: dollars(fixed ? vendor.fixedRateCents : (vendor.hourlyRateCents ?? vendor.priceCents)),
        minimumHours: vendor.minimumHours,
        payment: paymentTermsOf(vendor),
      },
      availability: { ...weeklyHourFields(hours), ...timeAroundEventsColumns(vendor, vendor.state) },
      policy: {
        terms: vendor.cancellationPolicy ?? '',
        instantBook: instantBookOf(vendor.instantBookNoticeHours),
        cancellation: vendor.cancellationTier,
        securityDepositDollars: vendor.securityDepositCents === null ? null : vendor.securityDepositCents / 100,
      },
    },
  };
}

/** The venues' photos (in order) and the listings' weekly hours, in two queries whatever their number. */
async function listingParts(
  db: Db,
  ids: string[],
): Promise<{ photosOf: (id: string) => VenuePhotoRow[]; hoursOf: (id: string) => WeeklyHourRow[] }> {
  const [photos, hours] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(venuePhotos).where(inArray(venuePhotos.venueId, ids)).orderBy(asc(venuePhotos.position)),
          db.select().from(listingWeeklyHours).where(inArray(listingWeeklyHours.listingId, ids)),
        ]);
  return {
    photosOf: (id) => photos.filter((p) => p.venueId === id),
    hoursOf: (id) => hours.filter((h) => h.listingId === id),
  };
}

export async function readEditableListing(
  db: Db,
  kind: PartnerType,
  id: string,
  ownerId: string,
): Promise<EditableListing | null> {
  if (kind === 'venue') {
    const venue = await ownVenue(db, id, ownerId);
    if (!venue) return null;
    const parts = await listingParts(db, [id]);
    return editableVenue(venue, parts.photosOf(id), parts.hoursOf(id));
  }
  const vendor = await ownVendor(db, id, ownerId);
  if (!vendor) return null;
  const parts = await listingParts(db, [id]);
  return editableVendor(vendor, parts.hoursOf(id));
}

/** Every listing the partner owns, in four queries (the completeness list). */
export async function readOwnEditableListings(db: Db, ownerId: string): Promise<EditableListing[]> {
  const [ownVenues, ownVendors] = await Promise.all([
    db.select().from(venues).where(eq(venues.userId, ownerId)),
    db.select().from(vendors).where(eq(vendors.userId, ownerId)),
  ]);
  const parts = await listingParts(
    db,
    [...ownVenues, ...ownVendors].map((listing) => listing.id),
  );
  return [
    ...ownVenues.map((venue) => editableVenue(venue, parts.photosOf(venue.id), parts.hoursOf(venue.id))),
    ...ownVendors.map((vendor) => editableVendor(vendor, parts.hoursOf(vendor.id))),
  ];
}

/**
 * The photos as they are to be stored: one already on the listing keeps its address; a new one is named by its id,
 * which must be one of the owner's uploads, and is shown from that upload's own address whatever URL the client sent
 * beside it (the URL is the client's word, not a record). Null when a photo is neither.
 */
export async function storedPhotos<P extends { id: string; url: string }>(
  db: Db,
  current: EditableListing,
  photos: readonly P[],
  ownerId: string,
): Promise<P[] | null> {
  const known = new Set(current.data.photos.map((p) => p.url));
  const fresh = photos.filter((p) => !known.has(p.url));
  if (fresh.some((p) => !isUuid(p.id))) return null;
  const ids = [...new Set(fresh.map((p) => p.id.toLowerCase()))];
  const own =
    ids.length === 0
      ? []
      : await db
          .select({ id: uploadedPhotos.id })
          .from(uploadedPhotos)
          .where(and(inArray(uploadedPhotos.id, ids), eq(uploadedPhotos.userId, ownerId)));
  if (own.length !== ids.length) return null;
  return photos.map((p) => (known.has(p.url) ? p : { ...p, url: uploadedPhotoUrl(p.id.toLowerCase()) }));
}

/** Writes the edited parts; the listing keeps its id, slug, approval and whether it is live. */
export async function saveListingEdit(
  writer: ListingWriter,
  kind: PartnerType,
  id: string,
  edit: CheckedListingEdit,
): Promise<void> {
  const { listing, photos, pricing, availability, policy } = edit;
  const common = {
    name: listing.name,
    description: listing.description,
    city: listing.city,
    state: listing.state,
    minimumHours: pricing.minimumHours,
    ...policyColumns(policy),
    ...timeAroundEventsColumns(availability, listing.state),
  };
  await inListingTransaction(writer, async (t) => {
    const { tx } = t;
    t.wrote(kind, [id]);
    await tx.delete(listingWeeklyHours).where(eq(listingWeeklyHours.listingId, id));
    const hours = weeklyHourRows(id, availability);
    if (hours.length) await tx.insert(listingWeeklyHours).values(hours);
    if (kind === 'venue') {
      await tx
        .update(venues)
        .set({ ...common, ...venueColumns(edit) })
        .where(eq(venues.id, id));
      await tx.delete(venuePhotos).where(eq(venuePhotos.venueId, id));
      await tx.insert(venuePhotos).values(venuePhotoRows(id, photos, listing.name));
      return;
    }
    await tx
      .update(vendors)
      .set({ ...common, ...vendorColumns(edit, photos) })
      .where(eq(vendors.id, id));
  });
}

async function copyWeeklyHours(tx: ListingTransaction['tx'], fromId: string, toId: string): Promise<void> {
  const hours = await tx.select().from(listingWeeklyHours).where(eq(listingWeeklyHours.listingId, fromId));
  if (hours.length) await tx.insert(listingWeeklyHours).values(hours.map((h) => ({ ...h, listingId: toId })));
}

/** A paused copy of the owner's listing, named '… (copy)', with its photos and hours; a suspended one is not copied. */
export async function duplicateListing(
  writer: ListingWriter,
  kind: PartnerType,
  id: string,
  ownerId: string,
): Promise<{ id: string } | null | 'suspended'> {
  if (kind === 'venue') {
    const venue = await ownVenue(writer.db, id, ownerId);
    if (!venue) return null;
    if (venue.status === 'suspended') return 'suspended';
    return inListingTransaction(writer, async (t) => {
      const { tx } = t;
      const {
        id: _id,
        slug: _slug,
        location: _location,
        searchText: _text,
        searchVector: _vector,
        createdAt: _c,
        updatedAt: _u,
        rating: _r,
        reviewsCount: _n,
        ...rest
      } = venue;
      const [copy] = await tx
        .insert(venues)
        .values({ ...rest, name: `${venue.name} (copy)`, slug: listingSlug(venue.name), isActive: false })
        .returning({ id: venues.id });
      const photos = await tx.select().from(venuePhotos).where(eq(venuePhotos.venueId, id));
      if (photos.length)
        await tx
          .insert(venuePhotos)
          .values(photos.map(({ id: _p, createdAt: _pc, venueId: _v, ...p }) => ({ ...p, venueId: copy!.id })));
      await copyWeeklyHours(tx, id, copy!.id);
      t.wrote('venue', [copy!.id]);
      return { id: copy!.id };
    });
  }
  const vendor = await ownVendor(writer.db, id, ownerId);
  if (!vendor) return null;
  if (vendor.status === 'suspended') return 'suspended';
  const {
    id: _id,
    slug: _slug,
    searchText: _text,
    searchVector: _vector,
    createdAt: _c,
    updatedAt: _u,
    rating: _r,
    reviewsCount: _n,
    ...rest
  } = vendor;
  return inListingTransaction(writer, async (t) => {
    const [copy] = await t.tx
      .insert(vendors)
      .values({ ...rest, name: `${vendor.name} (copy)`, slug: listingSlug(vendor.name), isActive: false })
      .returning({ id: vendors.id });
    await copyWeeklyHours(t.tx, id, copy!.id);
    t.wrote('vendor', [copy!.id]);
    return { id: copy!.id };
  });
}
