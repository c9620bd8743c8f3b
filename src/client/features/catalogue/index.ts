// Listing and story cards, ratings and category icons shown by many features, and the featured catalogue.
export { catalogueKeys, featuredCatalogueQuery, useFeaturedCatalogue } from './api.ts';
export { CategoryIcon } from './category-icon.tsx';
export { INSTANT_BOOK_LABEL } from './instant-book-badge.tsx';
export { Rating } from './rating.tsx';
export { StoryCard } from './story-card.tsx';
export { VendorCard } from './vendor-card.tsx';
export { ListingCardSkeleton, VenueCard } from './venue-card.tsx';
