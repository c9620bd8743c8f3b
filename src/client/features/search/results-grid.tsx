import { imageSizes } from '../../lib/image-sizes.ts';
import { ListingCardSkeleton, VenueCard, VendorCard } from '../catalogue/index.ts';
import type { DiscoverResults } from './api.ts';
import { ListingActions, type AskedTime } from './listing-actions.tsx';

const GRID = 'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3';
/** GRID beside the filter column of discover-pages.tsx (17rem and a 2.5rem gap from lg, 18rem and 3rem from xl). */
const CARD_SIZES = imageSizes({
  0: {},
  640: { columns: 2, gapRem: 1.5 },
  1024: { columns: 2, gapRem: 1.5, asideRem: 17 + 2.5 },
  1280: { columns: 3, gapRem: 1.5, asideRem: 18 + 3 },
});
/** The first row on the widest screens is above the fold; the first card is the page's LCP on every screen. */
const EAGER_IMAGES = 3;

/** `freeFor`: what Discover asked every result to be free for, shown on each card. */
export function ResultsGrid({
  results,
  asked,
  freeFor,
}: {
  results: DiscoverResults;
  asked: AskedTime;
  freeFor: string | null;
}) {
  return (
    <ul className={GRID}>
      {results.tab === 'venues'
        ? results.venues.map((venue, index) => (
            <li key={venue.id} className="render-near-screen flex flex-col">
              <VenueCard
                venue={venue}
                sizes={CARD_SIZES}
                priority={index === 0}
                eager={index < EAGER_IMAGES}
                freeFor={freeFor}
                actions={<ListingActions kind="venue" listing={venue} asked={asked} />}
              />
            </li>
          ))
        : results.vendors.map((vendor, index) => (
            <li key={vendor.id} className="render-near-screen flex flex-col">
              <VendorCard
                vendor={vendor}
                sizes={CARD_SIZES}
                priority={index === 0}
                eager={index < EAGER_IMAGES}
                freeFor={freeFor}
                actions={<ListingActions kind="vendor" listing={vendor} asked={asked} />}
              />
            </li>
          ))}
    </ul>
  );
}

export function ResultsSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <ListingCardSkeleton actions />
        </li>
      ))}
    </ul>
  );
}
