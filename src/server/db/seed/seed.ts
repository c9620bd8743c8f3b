// Fills an empty database with the sample catalogue and the demo accounts. Idempotent: it does
// nothing when venues already exist.
import { count, eq, inArray } from 'drizzle-orm';
import { artworkUrl } from '#shared/listings.ts';
import { blockWindow } from '#shared/event-window.ts';
import { timeZoneOfState } from '#shared/time-zones.ts';
import type { Db } from '../client.ts';
import {
  listingBlocks,
  listingExtras,
  profiles,
  reviews,
  stories,
  userRoles,
  vendors,
  venueAmenities,
  venueFaqs,
  venuePhotos,
  listingWeeklyHours,
  venues,
} from '../schema/index.ts';
import type { Auth } from '../../features/auth/index.ts';
import {
  priceRange,
  SEED_STORIES,
  SEED_VENDORS,
  SEED_VENUES,
  vendorExtras,
  venueExtras,
  type SeedExtra,
  type SeedVendor,
  type SeedVenue,
} from '../../sample-catalogue/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY_MS = 86_400_000;

export interface SeedResult {
  seeded: boolean;
  venues: number;
  vendors: number;
  stories: number;
  accounts: number;
  /** Add-ons and packages given to the sample catalogue's listings. */
  extras: number;
}

export async function seedIfEmpty(db: Db, auth: Auth, now = new Date()): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(venues);
  // A database seeded before listings had extras gets the sample catalogue's extras once.
  if ((existing?.n ?? 0) > 0)
    return { seeded: false, venues: 0, vendors: 0, stories: 0, accounts: 0, extras: await seedExtrasIfNone(db) };

  const venueIds = await insertVenues(db, SEED_VENUES, now);
  const vendorIds = await insertVendors(db, SEED_VENDORS, now);
  await insertStories(db, venueIds, vendorIds, now);
  const accounts = await createDemoAccounts(db, auth, venueIds, vendorIds);
  const extras = await seedExtrasIfNone(db);
  return {
    seeded: true,
    venues: venueIds.size,
    vendors: vendorIds.size,
    stories: SEED_STORIES.length,
    accounts,
    extras,
  };
}

/** The sample catalogue's add-ons and packages (by venue type and vendor category), unless some exist already. */
async function seedExtrasIfNone(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(listingExtras);
  if ((existing?.n ?? 0) > 0) return 0;
  const [venueRows, vendorRows] = await Promise.all([
    db
      .select({ id: venues.id, type: venues.type })
      .from(venues)
      .where(
        inArray(
          venues.slug,
          SEED_VENUES.map((v) => v.slug),
        ),
      ),
    db
      .select({ id: vendors.id, category: vendors.category })
      .from(vendors)
      .where(
        inArray(
          vendors.slug,
          SEED_VENDORS.map((v) => v.slug),
        ),
      ),
  ]);
  const row = (owner: { venueId: string } | { vendorId: string }) => (extra: SeedExtra, position: number) => ({
    ...owner,
    ...extra,
    includes: extra.includes ?? [],
    position,
  });
  const values = [
    ...venueRows.flatMap((venue) => venueExtras(venue.type).map(row({ venueId: venue.id }))),
    ...vendorRows.flatMap((vendor) => vendorExtras(vendor.category).map(row({ vendorId: vendor.id }))),
  ];
  if (values.length > 0) await db.insert(listingExtras).values(values);
  return values.length;
}

async function insertVenues(db: Db, list: SeedVenue[], now: Date): Promise<Map<string, string>> {
  const rows = await db
    .insert(venues)
    .values(
      list.map((v) => ({
        slug: v.slug,
        name: v.name,
        venueName: v.name,
        businessName: v.businessName,
        type: v.type,
        description: v.description,
        address: v.address,
        city: v.city,
        state: v.state,
        timeZone: timeZoneOfState(v.state),
        zipCode: v.zipCode,
        maxCapacity: v.maxCapacity,
        squareFeet: v.squareFeet,
        hourlyRateCents: v.hourlyRateCents,
        dailyRateCents: v.dailyRateCents,
        basePriceCents: v.hourlyRateCents * v.minimumHours,
        pricingModel: v.pricingModel,
        openingTime: v.openingTime,
        closingTime: v.closingTime,
        minimumHours: v.minimumHours,
        amenities: v.amenities,
        vibes: v.vibes,
        rules: v.rules,
        spaces: v.spaces,
        approvalStatus: 'approved' as const,
        isSample: true,
        rating: v.rating,
        reviewsCount: v.reviewsCount,
        instantBookNoticeHours: v.instantBookNoticeHours,
        contactName: v.contact.name,
        contactEmail: v.contact.email,
        contactPhone: v.contact.phone,
      })),
    )
    .returning({ id: venues.id, slug: venues.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  const idOf = (slug: string) => ids.get(slug) as string;

  await db.insert(venuePhotos).values(
    list.flatMap((v) =>
      v.photos.map((p, i) => ({
        venueId: idOf(v.slug),
        photoUrl: artworkUrl('venue', v.slug, i),
        altText: p.alt,
        isPrimary: i === 0,
        position: i,
      })),
    ),
  );
  await db
    .insert(venueAmenities)
    .values(list.flatMap((v) => v.amenities.map((name) => ({ venueId: idOf(v.slug), name }))));
  await db
    .insert(venueFaqs)
    .values(list.flatMap((v) => v.faqs.map((f, i) => ({ venueId: idOf(v.slug), ...f, position: i }))));
  await db
    .insert(listingWeeklyHours)
    .values(
      list.flatMap((v) =>
        [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
          v.closedWeekdays.includes(weekday)
            ? { listingId: idOf(v.slug), weekday, isClosed: true }
            : { listingId: idOf(v.slug), weekday, opensAt: v.openingTime, closesAt: v.closingTime, isClosed: false },
        ),
      ),
    );
  // A few already-taken dates make the availability calendar realistic.
  await db.insert(listingBlocks).values(
    list.flatMap((v, i) =>
      [5 + (i % 7), 19 + (i % 5)].map((offset) => {
        const day = blockWindow({
          date: isoDate(new Date(now.getTime() + offset * DAY_MS)),
          timeZone: timeZoneOfState(v.state),
        });
        if (!day.ok) throw new Error(day.error);
        return { listingId: idOf(v.slug), ...day.window, reason: 'Private event' };
      }),
    ),
  );
  await db.insert(reviews).values(
    list.flatMap((v) =>
      v.reviews.map((r) => ({
        venueId: idOf(v.slug),
        authorName: r.author,
        rating: r.rating,
        body: r.body,
        createdAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
        publishedAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
      })),
    ),
  );
  return ids;
}

async function insertVendors(db: Db, list: SeedVendor[], now: Date): Promise<Map<string, string>> {
  const rows = await db
    .insert(vendors)
    .values(
      list.map((v) => ({
        slug: v.slug,
        name: v.name,
        businessName: v.businessName,
        description: v.description,
        category: v.category,
        serviceType: v.serviceType,
        type: v.serviceType,
        services: v.services,
        hourlyRateCents: v.hourlyRateCents,
        fixedRateCents: v.fixedRateCents,
        priceCents: v.hourlyRateCents ?? v.fixedRateCents ?? 0,
        unit: v.unit,
        pricingModel: v.pricingModel,
        priceRange: priceRange(v),
        minimumHours: v.minimumHours,
        serviceArea: v.serviceArea,
        city: v.city,
        state: v.state,
        timeZone: timeZoneOfState(v.state),
        location: `${v.city}, ${v.state}`,
        portfolioImages: v.portfolio.map((_, i) => artworkUrl('vendor', v.slug, i)),
        equipment: v.equipment,
        socialLinks: v.social,
        partnershipStatus: v.partnershipStatus,
        partnerPlanners: v.partnerPlanners,
        vibes: v.vibes,
        faqs: v.faqs,
        approvalStatus: 'approved' as const,
        isSample: true,
        rating: v.rating,
        reviewsCount: v.reviewsCount,
        instantBookNoticeHours: v.instantBookNoticeHours,
        contactName: v.contact.name,
        contactEmail: v.contact.email,
        contactPhone: v.contact.phone,
      })),
    )
    .returning({ id: vendors.id, slug: vendors.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.insert(reviews).values(
    list.flatMap((v) =>
      v.reviews.map((r) => ({
        vendorId: ids.get(v.slug) as string,
        authorName: r.author,
        rating: r.rating,
        body: r.body,
        createdAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
        publishedAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
      })),
    ),
  );
  return ids;
}

async function insertStories(db: Db, venueIds: Map<string, string>, vendorIds: Map<string, string>, now: Date) {
  await db.insert(stories).values(
    SEED_STORIES.map((s) => ({
      slug: s.slug,
      title: s.title,
      excerpt: s.excerpt,
      body: s.body,
      coverImageUrl: artworkUrl('story', s.slug, 0),
      eventType: s.eventType,
      city: s.city,
      authorName: s.author,
      tags: s.tags,
      readingMinutes: s.readingMinutes,
      venueId: s.venueSlug ? (venueIds.get(s.venueSlug) ?? null) : null,
      vendorIds: s.vendorSlugs.flatMap((slug) => vendorIds.get(slug) ?? []),
      publishedAt: new Date(now.getTime() - s.publishedDaysAgo * DAY_MS),
    })),
  );
}

async function createDemoAccounts(db: Db, auth: Auth, venueIds: Map<string, string>, vendorIds: Map<string, string>) {
  const freeVenues = [...venueIds.values()];
  const freeVendors = [...vendorIds.values()];
  // Demo accounts are created verified, through better-auth's own adapter, without mail; their passwords were hashed
  // ahead (demo-accounts.json), as better-auth hashes them.
  const context = await auth.$context;
  for (const account of DEMO_ACCOUNTS) {
    const created = await context.internalAdapter.createUser(
      { email: account.email, name: account.name, emailVerified: true },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: account.passwordHash,
    });

    const ownedVenues = account.partnerTypes.includes('venue') ? freeVenues.splice(0, account.owns) : [];
    const ownedVendors = account.partnerTypes.includes('vendor') ? freeVendors.splice(0, account.owns) : [];
    // A demo partner's listings are theirs: they answer for them, as any partner does.
    if (ownedVenues.length)
      await db.update(venues).set({ userId: created.id, isSample: false }).where(inArray(venues.id, ownedVenues));
    if (ownedVendors.length)
      await db.update(vendors).set({ userId: created.id, isSample: false }).where(inArray(vendors.id, ownedVendors));

    await db
      .update(profiles)
      .set({
        partnerType: account.partnerTypes[0] ?? null,
        businessName: account.businessName,
        applicationStatus: account.partnerTypes.length ? 'approved' : 'pending',
        onboardingCompleted: true,
        partnerData: account.partnerTypes.map((type) => ({
          partner_type: type,
          business_name: account.businessName ?? account.name,
          listing_ids: type === 'venue' ? ownedVenues : ownedVendors,
        })),
      })
      .where(eq(profiles.id, created.id));
    if (account.admin) await db.insert(userRoles).values({ userId: created.id, role: 'admin' });
  }
  return DEMO_ACCOUNTS.length;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
