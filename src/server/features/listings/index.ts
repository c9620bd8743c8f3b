// The listing feature's public surface: what the public may see (liveness, in SQL), listing cards, embedding texts,
// every write of a listing (each ends by making its change known through ListingChanges) and the partner's editor.
// Other features import this file, not the modules behind it. Kept free of routes: a search thread loads it for the
// cards, so the app registers the feature's routes from routes.ts.
export { blockDay, unblockDay } from './blocked-days.ts';
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
  setListingActive,
  settlePendingListings,
  takeDownListingsOf,
  type ListingTransaction,
  type ListingWriter,
} from './listing-writes.ts';
export { liveVendor, liveVenue, venueClosures, venuesClosedOn, whereAll } from './liveness.ts';
export { toStoryCard, toVendorCard, toVenueCard } from './to-cards.ts';
