import type { ReactNode } from 'react';
import { imageSizes } from '../../lib/image-sizes.ts';
import { ListingCardSkeleton, VenueCard, VendorCard } from '../catalogue/index.ts';
import { useSimilarVendors, useSimilarVenues } from './api.ts';

const RAIL =
  'scrollbar-none -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4';
const RAIL_ITEM = 'w-[78%] shrink-0 snap-start sm:w-auto';
/** A card of RAIL: 78 % of the page column on phones, then two columns, four from lg. */
const RAIL_CARD_SIZES = imageSizes({
  0: { share: 0.78 },
  640: { columns: 2, gapRem: 1.5 },
  1024: { columns: 4, gapRem: 1.5 },
});
const MAX_SHOWN = 4;

function SimilarRow({ id, title, busy, children }: { id: string; title: string; busy: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy || undefined}
      className="render-near-screen mt-4 border-t border-line pt-10 md:pt-14"
    >
      <h2 id={id} className="mb-6 text-xl font-bold tracking-tight text-ink md:text-2xl">
        {title}
      </h2>
      <ul className={RAIL}>{children}</ul>
    </section>
  );
}

function Skeletons() {
  return [0, 1, 2, 3].map((i) => (
    <li key={i} aria-hidden="true" className={RAIL_ITEM}>
      <ListingCardSkeleton />
    </li>
  ));
}

/** Venues near this one in meaning (GET /api/venues/:id/similar); hidden when there are none or the call fails. */
export function SimilarVenues({ venueId }: { venueId: string }) {
  const { data, isPending, isError } = useSimilarVenues(venueId);
  const venues = (data?.venues ?? []).filter((venue) => venue.id !== venueId).slice(0, MAX_SHOWN);
  if (isError || (!isPending && venues.length === 0)) return null;
  return (
    <SimilarRow id="similar-venues" title="Similar venues you might like" busy={isPending}>
      {isPending ? (
        <Skeletons />
      ) : (
        venues.map((venue) => (
          <li key={venue.id} className={RAIL_ITEM}>
            <VenueCard venue={venue} sizes={RAIL_CARD_SIZES} />
          </li>
        ))
      )}
    </SimilarRow>
  );
}

export function SimilarVendors({ vendorId }: { vendorId: string }) {
  const { data, isPending, isError } = useSimilarVendors(vendorId);
  const vendors = (data?.vendors ?? []).filter((vendor) => vendor.id !== vendorId).slice(0, MAX_SHOWN);
  if (isError || (!isPending && vendors.length === 0)) return null;
  return (
    <SimilarRow id="similar-vendors" title="Similar vendors you might like" busy={isPending}>
      {isPending ? (
        <Skeletons />
      ) : (
        vendors.map((vendor) => (
          <li key={vendor.id} className={RAIL_ITEM}>
            <VendorCard vendor={vendor} sizes={RAIL_CARD_SIZES} />
          </li>
        ))
      )}
    </SimilarRow>
  );
}
