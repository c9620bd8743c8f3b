// What the home page shows below its hero, and the hero's animated intro: one chunk that loads beside the page's
// instead of in its first view (ADR 019).
import { VendorCategoryTiles, VenueCategoryTiles } from './category-tiles.tsx';
import { FeaturedVendors, FeaturedVenues } from './featured-listings.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PartnerCta } from './partner-cta.tsx';
import { StoriesTeaser } from './stories-teaser.tsx';

export { IntroVideo } from './intro-video.tsx';

const SECTIONS = [
  FeaturedVenues,
  VenueCategoryTiles,
  HowItWorks,
  FeaturedVendors,
  VendorCategoryTiles,
  StoriesTeaser,
  PartnerCta,
];

/** Each section is styled and laid out only once it nears the screen: the first paint of a phone's first screen
 *  need not wait for the whole page's layout (docs/benchmarks.md). */
export function HomeSections() {
  return SECTIONS.map((Section, index) => (
    <div key={index} className="render-near-screen">
      <Section />
    </div>
  ));
}
