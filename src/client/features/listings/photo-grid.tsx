import { Expand } from 'lucide-react';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { cn } from '../../lib/cn.ts';
import { imageSizes } from '../../lib/image-sizes.ts';
import type { GalleryPhoto } from './gallery-lightbox.tsx';

export interface PhotoGridLayout {
  columns: string;
  /** Grid placement of the first photo (li) and its shape (button); empty when it is like the others. */
  featureCell: string;
  featureShape: string;
}

/** Columns and a feature photo that leave no holes: two columns up to four photos, three from five. */
export function photoGridLayout(count: number): PhotoGridLayout {
  const phoneOdd = count % 2 === 1;
  const phoneCell = phoneOdd ? 'col-span-2' : '';
  const phoneShape = phoneOdd ? 'aspect-[2/1]' : '';
  if (count <= 4) return { columns: 'grid-cols-2', featureCell: phoneCell, featureShape: phoneShape };
  // Three columns on larger screens: a 2×2 feature photo fits when the others fill whole rows.
  const mdFeature = (count - 3) % 3 === 0;
  return {
    columns: 'grid-cols-2 md:grid-cols-3',
    featureCell: cn(phoneCell, mdFeature ? 'md:col-span-2 md:row-span-2' : 'md:col-span-1'),
    featureShape: cn(phoneShape, mdFeature ? 'md:aspect-auto md:h-full' : 'md:aspect-[4/3]'),
  };
}

/**
 * How wide a photo of the grid shows, by photoGridLayout: the grid (gap-2, sm:gap-3) sits in the listing page's main
 * column, beside the 23rem booking sidebar from lg (gap-14, xl:gap-20).
 */
export function photoGridSizes(count: number, feature: boolean): string {
  const phoneSpan = feature && count % 2 === 1 ? 2 : 1;
  const columns = count <= 4 ? 2 : 3;
  const mdSpan = count <= 4 ? phoneSpan : feature && (count - 3) % 3 === 0 ? 2 : 1;
  const grid = { columns, gapRem: 0.75, span: mdSpan };
  return imageSizes({
    0: { columns: 2, gapRem: 0.5, span: phoneSpan },
    640: { columns: 2, gapRem: 0.75, span: phoneSpan },
    768: grid,
    1024: { ...grid, asideRem: 23 + 3.5 },
    1280: { ...grid, asideRem: 23 + 5 },
  });
}

/** A grid of photos (Gallery tab, vendor portfolio); each opens the lightbox at itself. */
export function PhotoGrid({
  photos,
  onOpen,
  label,
}: {
  photos: GalleryPhoto[];
  onOpen: (index: number) => void;
  label: string;
}) {
  if (photos.length === 0) return <p className="rounded-2xl bg-dusk-50 p-6 text-muted">No photos yet.</p>;
  const layout = photoGridLayout(photos.length);
  return (
    <ul aria-label={label} className={cn('grid gap-2 sm:gap-3', layout.columns)}>
      {photos.map((photo, i) => {
        const feature = i === 0;
        return (
          <li key={`${photo.url}-${i}`} className={cn('flex', feature && layout.featureCell)}>
            <button
              type="button"
              onClick={() => onOpen(i)}
              aria-label={`Open photo ${i + 1} of ${photos.length}: ${photo.alt}`}
              className={cn(
                'group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-dusk-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                feature && layout.featureShape,
              )}
            >
              <SmartImage
                src={photo.url}
                alt={photo.alt}
                sizes={photoGridSizes(photos.length, feature)}
                className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
              />
              <span
                aria-hidden="true"
                className="absolute right-2.5 bottom-2.5 grid size-8 place-items-center rounded-full bg-white/90 text-dusk-900 opacity-0 shadow-card transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <Expand className="size-4" />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
