import type { ReactNode } from 'react';
import { Grip, Images } from 'lucide-react';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { cn } from '../../lib/cn.ts';
import { imageSizes } from '../../lib/image-sizes.ts';
import type { GalleryPhoto } from './gallery-lightbox.tsx';

export interface HeroGalleryProps {
  photos: GalleryPhoto[];
  onOpen: (index: number) => void;
  /** Over the photo on phones (e.g. the share button). */
  phoneActions?: ReactNode;
  className?: string;
}

// Where each of the first five photos sits in the desktop mosaic, by how many photos there are.
const LAYOUTS: Record<number, string[]> = {
  1: ['md:col-span-4 md:row-span-2'],
  2: ['md:col-span-2 md:row-span-2', 'md:col-span-2 md:row-span-2'],
  3: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-2'],
  4: ['md:col-span-2 md:row-span-2', 'md:col-span-2', '', ''],
  5: ['md:col-span-2 md:row-span-2', '', '', '', ''],
};

/**
 * How wide a photo of the mosaic shows: the first runs edge to edge on phones, where the others are hidden; from md
 * each spans one, two or four of the page column's four columns (gap-2).
 */
export function heroPhotoSizes(layout: string, first: boolean): string {
  const span = layout.includes('md:col-span-4') ? 4 : layout.includes('md:col-span-2') ? 2 : 1;
  return imageSizes({ 0: first ? { bleed: true } : { hidden: true }, 768: { columns: 4, gapRem: 0.5, span } });
}

/** The hero: one full-bleed photo on phones, a mosaic of up to five on larger screens. The first photo is the LCP image. */
export function HeroGallery({ photos, onOpen, phoneActions, className }: HeroGalleryProps) {
  const shown = photos.slice(0, 5);
  const layout = LAYOUTS[shown.length] ?? LAYOUTS[5]!;
  return (
    <div className={cn('relative -mx-5 md:mx-0', className)}>
      <div className="md:grid md:h-[min(58vh,30rem)] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden md:rounded-3xl">
        {shown.map((photo, i) => (
          <button
            key={`${photo.url}-${i}`}
            type="button"
            onClick={() => onOpen(i)}
            aria-label={`Open photo ${i + 1} of ${photos.length}: ${photo.alt}`}
            className={cn(
              'group relative block w-full overflow-hidden bg-dusk-100 focus-visible:outline-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:ring-4 focus-visible:after:ring-focus focus-visible:after:ring-inset',
              i === 0 ? 'aspect-[4/3] sm:aspect-[16/9] md:aspect-auto' : 'hidden md:block',
              layout[i],
            )}
          >
            <SmartImage
              src={photo.url}
              alt={photo.alt}
              priority={i === 0}
              sizes={heroPhotoSizes(layout[i] ?? '', i === 0)}
              className="transition duration-500 ease-out group-hover:scale-[1.02] group-hover:brightness-95"
            />
          </button>
        ))}
      </div>
      {phoneActions ? <div className="absolute top-3 right-3 flex gap-2 md:hidden">{phoneActions}</div> : null}
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => onOpen(0)}
            className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-dusk-900/75 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur md:hidden"
          >
            <Images aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Show all photos, </span>1 / {photos.length}
          </button>
          <button
            type="button"
            onClick={() => onOpen(0)}
            className="absolute right-4 bottom-4 hidden items-center gap-2 rounded-xl border border-dusk-900/80 bg-white px-3.5 py-2 text-sm font-semibold text-ink shadow-card transition-colors hover:bg-dusk-50 md:inline-flex"
          >
            <Grip aria-hidden="true" className="size-4" />
            Show all {photos.length} photos
          </button>
        </>
      ) : null}
    </div>
  );
}
