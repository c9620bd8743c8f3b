import { Link } from 'react-router';
import { Compass, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { imageSizes } from '../../lib/image-sizes.ts';
import { ListingCardSkeleton, VenueCard, VendorCard, useFeaturedCatalogue } from '../catalogue/index.ts';
import { SectionHeader } from './section-header.tsx';

const RAIL =
  'scrollbar-none -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4';
const RAIL_ITEM = 'w-[78%] shrink-0 snap-start sm:w-auto';
/** A card of RAIL: 78 % of the page column on phones, then two columns, four from lg. */
const RAIL_CARD_SIZES = imageSizes({
  0: { share: 0.78 },
  640: { columns: 2, gapRem: 1.5 },
  1024: { columns: 4, gapRem: 1.5 },
});

/** On the phone rail every card shows; on the 2- and 4-column grids a partial last row is hidden. */
function gridItemClass(index: number, total: number): string {
  if (total >= 2 && index >= Math.floor(total / 2) * 2) return `${RAIL_ITEM} sm:hidden`;
  if (total >= 4 && index >= Math.floor(total / 4) * 4) return `${RAIL_ITEM} lg:hidden`;
  return RAIL_ITEM;
}

function SkeletonRail() {
  return (
    <ul className={RAIL} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={RAIL_ITEM}>
          <ListingCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Shown once, in place of the featured venues, when the catalogue cannot be loaded. */
function CatalogueError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="rounded-3xl border border-dashed border-line-strong bg-surface">
      <EmptyState
        tone="danger"
        icon={<WifiOff />}
        title="We couldn't load the featured listings"
        description="The connection to Eventide dropped for a moment. Try again, or head to Discover to browse everything."
        actions={
          <>
            <Button onClick={onRetry} loading={retrying}>
              {retrying ? null : <RefreshCw aria-hidden="true" />}
              Try again
            </Button>
            <Button asChild variant="secondary">
              <Link to="/discover">
                <Compass aria-hidden="true" />
                Go to Discover
              </Link>
            </Button>
          </>
        }
      />
    </div>
  );
}

export function FeaturedVenues() {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedCatalogue();
  return (
    <section
      aria-labelledby="featured-venues"
      aria-busy={isPending || undefined}
      className="container-page pt-14 md:pt-20"
    >
      <SectionHeader
        id="featured-venues"
        eyebrow="Featured venues"
        title="Spaces people are booking now"
        link={{ label: 'Browse all venues', href: '/discover?tab=venues' }}
      />
      {isPending ? (
        <SkeletonRail />
      ) : isError ? (
        <CatalogueError onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.venues.length === 0 ? (
        <p className="rounded-2xl bg-dusk-50 p-6 text-muted">
          New venues are being added. Check back soon or browse Discover.
        </p>
      ) : (
        <ul className={RAIL}>
          {data.venues.slice(0, 8).map((venue, index, shown) => (
            <li key={venue.id} className={gridItemClass(index, shown.length)}>
              <VenueCard venue={venue} sizes={RAIL_CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FeaturedVendors() {
  const { data, isPending, isError } = useFeaturedCatalogue();
  if (isError) return null;
  return (
    <section
      aria-labelledby="featured-vendors"
      aria-busy={isPending || undefined}
      className="container-page pt-14 md:pt-20"
    >
      <SectionHeader
        id="featured-vendors"
        eyebrow="Featured vendors"
        title="The crew behind great nights"
        link={{ label: 'Browse all vendors', href: '/discover?tab=vendors' }}
      />
      {isPending ? (
        <SkeletonRail />
      ) : data.vendors.length === 0 ? (
        <p className="rounded-2xl bg-dusk-50 p-6 text-muted">
          New vendors are being added. Check back soon or browse Discover.
        </p>
      ) : (
        <ul className={RAIL}>
          {data.vendors.slice(0, 8).map((vendor, index, shown) => (
            <li key={vendor.id} className={gridItemClass(index, shown.length)}>
              <VendorCard vendor={vendor} sizes={RAIL_CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
