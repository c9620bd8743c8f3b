// The listing feature's public surface: what the public may see (liveness, in SQL), listing cards, embedding texts,
// every write of a listing (each ends by making its change known through ListingChanges) and the partner's editor.
// Other features and the app import this file, not the modules behind it. Kept free of the routes' modules: a search
// thread loads it for the cards, so the routes (and the listing detail) are loaded when first used.
import type { FastifyPluginAsync } from 'fastify';
import type { findVendor as FindVendor, findVenue as FindVenue } from './get-listing-detail.ts';

export { blockTime, unblock } from './listing-blocks.ts';
export { createListing } from './create-listing.ts';
export { changeEvents, ListingChanges, type ListingChangeHandler } from './listing-changes.ts';
export {
  duplicateListing,
  readEditableListing,
  readOwnEditableListings,
  saveListingEdit,
  storedPhotos,
} from './listing-editor.ts';
export { refreshEmbeddings, vendorEmbeddingText, venueEmbeddingText, type ListingScope } from './listing-embeddings.ts';
export {
  inListingTransaction,
  moderateListing,
  rateListing,
  setListingActive,
  settlePendingListings,
  takeDownListingsOf,
  type ListingTransaction,
  type ListingWriter,
} from './listing-writes.ts';
export { closedListings, DayAvailability, tidyAvailabilityChanges, type ClosedListings } from './day-availability.ts';
export { freeAlternatives, listingsUnavailable, listingUnavailability, type ListingKind } from './availability.ts';
export {
  hoursProblem,
  listingHoursOf,
  listingsHoursOf,
  weeklyHoursByListing,
  type ListingHours,
} from './listing-hours.ts';
export { liveVendor, liveVenue, whereAll } from './liveness.ts';
export { toStoryCard, toVendorCard, toVenueCard } from './to-cards.ts';

// A listing's detail, as its page shows it (seo's pages for crawlers). Loaded when first asked for: the module brings
// the sample catalogue's fallbacks, which a search thread never needs.
export async function findVenue(...args: Parameters<typeof FindVenue>): ReturnType<typeof FindVenue> {
  return (await import('./get-listing-detail.ts')).findVenue(...args);
}

export async function findVendor(...args: Parameters<typeof FindVendor>): ReturnType<typeof FindVendor> {
  return (await import('./get-listing-detail.ts')).findVendor(...args);
}

/** The feature's routes (listing pages, featured listings), registered by the app; routes.ts is loaded only then. */
export const listingRoutes: FastifyPluginAsync = async (app) => {
  await app.register((await import('./routes.ts')).listingRoutes);
};
