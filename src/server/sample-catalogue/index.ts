// The sample catalogue: venues, vendors, stories and their extras from the data files beside this one, checked at
// load, and the artwork drawn for their photos. The seed step puts it in the database; listing pages answer with it
// when the database has nothing to show (spec §7 fallbacks); media draws its pictures.
export { renderArtwork, type ArtworkInput, type ArtworkKind } from './artwork/index.ts';
export { vendorExtras, venueExtras } from './extras.ts';
export { parseDataFile } from './parse-data-file.ts';
export { priceRange } from './price-range.ts';
export type {
  SeedExtra,
  SeedFaq,
  SeedPhoto,
  SeedReview,
  SeedStory,
  SeedVendor,
  SeedVenue,
  SeedVenueSpace,
} from './schemas.ts';
export { readingMinutesFor, SEED_STORIES, WORDS_PER_MINUTE } from './stories.ts';
export { SEED_VENDORS } from './vendors.ts';
export { SEED_VENUES } from './venues.ts';
