import { ListingCardSkeleton, VenueCard, VendorCard } from '../catalogue/index.ts';
import type { DiscoverResults } from './api.ts';
import { ListingActions } from './listing-actions.tsx';

const GRID = 'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3';
const EAGER_IMAGES = 3;

export function ResultsGrid({ results, date }: { results: DiscoverResults; date: string }) {
  return (
    <ul className={GRID}>
      {results.tab === 'venues'
        ? results.venues.map((venue, index) => (
            <li key={venue.id} className="flex flex-col">
              <VenueCard
                venue={venue}
                priority={index < EAGER_IMAGES}
                actions={<ListingActions kind="venue" listing={venue} date={date} />}
              />
            </li>
          ))
        : results.vendors.map((vendor, index) => (
            <li key={vendor.id} className="flex flex-col">
              <VendorCard
                vendor={vendor}
                priority={index < EAGER_IMAGES}
                actions={<ListingActions kind="vendor" listing={vendor} date={date} />}
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
