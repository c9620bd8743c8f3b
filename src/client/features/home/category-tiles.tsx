import { Link } from 'react-router';
import { VENDOR_CATEGORIES, VENDOR_CATEGORY_INFO, VENUE_CATEGORIES, VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import { CategoryIcon } from '../catalogue/index.ts';
import { SectionHeader } from './section-header.tsx';

const VENUE_TILES = VENUE_CATEGORIES.filter((c) => c !== 'all').map((slug) => ({
  slug,
  ...VENUE_CATEGORY_INFO[slug],
  href: `/discover?tab=venues&category=${slug}`,
}));
// Nine vendor categories plus a "browse all" tile keep the grid even (5 × 2).
const VENDOR_TILES = [
  ...VENDOR_CATEGORIES.filter((c) => c !== 'all').map((slug) => ({
    slug,
    ...VENDOR_CATEGORY_INFO[slug],
    href: `/discover?tab=vendors&category=${slug}`,
  })),
  { slug: 'all', ...VENDOR_CATEGORY_INFO.all, href: '/discover?tab=vendors' },
];

interface Tile {
  slug: string;
  label: string;
  description: string;
  icon: string;
  href: string;
}

function TileGrid({ tiles, tone }: { tiles: Tile[]; tone: 'ember' | 'violet' }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.slug}>
          <Link
            to={tile.href}
            className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition-all duration-200 hover:-translate-y-0.5 hover:border-transparent hover:shadow-lift"
          >
            <span
              className={
                tone === 'ember'
                  ? 'grid size-11 place-items-center rounded-xl bg-ember-50 text-brand transition-colors group-hover:bg-brand group-hover:text-white'
                  : 'grid size-11 place-items-center rounded-xl bg-[#f1ebfe] text-[#6d32d6] transition-colors group-hover:bg-[#7b3fe4] group-hover:text-white'
              }
            >
              <CategoryIcon name={tile.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-ink">{tile.label}</span>
              <span className="mt-0.5 line-clamp-2 block text-sm leading-5 text-muted">{tile.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function VenueCategoryTiles() {
  return (
    <section aria-labelledby="venue-categories" className="container-page py-14 md:py-20">
      <SectionHeader
        id="venue-categories"
        eyebrow="Start with the space"
        title="Find your kind of venue"
        link={{ label: 'All venues', href: '/discover?tab=venues' }}
      />
      <TileGrid tiles={VENUE_TILES} tone="ember" />
    </section>
  );
}

export function VendorCategoryTiles() {
  return (
    <section aria-labelledby="vendor-categories" className="container-page py-14 md:py-20">
      <SectionHeader
        id="vendor-categories"
        eyebrow="Then build your crew"
        title="Every vendor the night needs"
        link={{ label: 'All vendors', href: '/discover?tab=vendors' }}
      />
      <TileGrid tiles={VENDOR_TILES} tone="violet" />
    </section>
  );
}
