// The listing feature's public surface: what the public may see (liveness, in SQL), listing cards, embedding texts and
// the one call every listing write ends with (ListingChanges). Other features import this file, not the modules behind
// it (the app registers the routes). Kept free of routes: a search thread loads it for the cards.
export { refreshEmbeddings, vendorEmbeddingText, venueEmbeddingText, type ListingScope } from './listing-embeddings.ts';
export { changeEvents, ListingChanges, type ListingChangeHandler } from './listing-changes.ts';
export { liveVendor, liveVenue, venueClosures, venuesClosedOn, whereAll } from './liveness.ts';
export { toStoryCard, toVendorCard, toVenueCard } from './to-cards.ts';
