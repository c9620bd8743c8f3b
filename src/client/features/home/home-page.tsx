import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { featuredCatalogueQuery } from '../catalogue/index.ts';
import { VendorCategoryTiles, VenueCategoryTiles } from './category-tiles.tsx';
import { FeaturedVendors, FeaturedVenues } from './featured-listings.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PartnerCta } from './partner-cta.tsx';
import { StoriesTeaser } from './stories-teaser.tsx';

/** / : what Eventide is, featured listings, categories, how it works, stories and the partner pitch. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <FeaturedVenues />
      <VenueCategoryTiles />
      <HowItWorks />
      <FeaturedVendors />
      <VendorCategoryTiles />
      <StoriesTeaser />
      <PartnerCta />
    </>
  );
}

/** On the server: the featured catalogue that the hero, the rails and the stories teaser show. */
export const prefetchHomePage: PagePrefetch = (queryClient) => queryClient.prefetchQuery(featuredCatalogueQuery());
