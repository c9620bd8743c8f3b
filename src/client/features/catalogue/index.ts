// Listing and story cards, ratings and category icons shown by many features, and the featured catalogue.
export { CategoryIcon } from './category-icon.tsx';
export { Rating } from './rating.tsx';
export { StoryCard } from './story-card.tsx';
export { FEATURED_CATALOGUE_KEY, useFeaturedCatalogue } from './use-featured-catalogue.ts';
export { VendorCard } from './vendor-card.tsx';
export { ListingCardSkeleton, VenueCard } from './venue-card.tsx';
