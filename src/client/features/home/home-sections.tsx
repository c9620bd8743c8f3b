// What the home page shows below its hero, and the hero's animated intro: one chunk that loads beside the page's
// instead of in its first view (ADR 019).
import { VendorCategoryTiles, VenueCategoryTiles } from './category-tiles.tsx';
import { FeaturedVendors, FeaturedVenues } from './featured-listings.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PartnerCta } from './partner-cta.tsx';
import { StoriesTeaser } from './stories-teaser.tsx';

export { IntroVideo } from './intro-video.tsx';

export function HomeSections() {
  return (
    <>
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
