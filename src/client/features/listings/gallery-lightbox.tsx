import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useReturnFocus } from '../../components/ui/dialog.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { cn } from '../../lib/cn.ts';

export interface GalleryPhoto {
  url: string;
  alt: string;
}

export interface GalleryLightboxProps {
  photos: GalleryPhoto[];
  /** The photo shown; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** 'Photos of Skyline Social'. */
  title: string;
}

const SWIPE_PX = 48;

/** Full-screen photo viewer: arrows (buttons, ← →, swipe) wrap around, Escape closes, focus stays inside. */
export function GalleryLightbox({ photos, index, onIndexChange, title }: GalleryLightboxProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(Math.max(index, 0), photos.length - 1) : 0;
  const photo = photos[current];
  const swipeStart = useRef<number | null>(null);
  const returnFocus = useReturnFocus();
  const many = photos.length > 1;

  const go = (step: number) => onIndexChange((current + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      onIndexChange(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      onIndexChange(photos.length - 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !many) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? 1 : -1);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-dusk-950/95 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          {...returnFocus}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-dusk-950 text-white outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-4 px-4 pt-[max(env(safe-area-inset-top),0.75rem)] pb-3 sm:px-6">
            <DialogPrimitive.Title className="min-w-0 truncate text-sm font-semibold text-white/90">
              {title}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-3">
              <p className="text-sm font-semibold tabular-nums text-white/80" aria-live="polite">
                <span className="sr-only">Photo </span>
                {current + 1}
                <span aria-hidden="true"> / </span>
                <span className="sr-only"> of </span>
                {photos.length}
              </p>
              <DialogPrimitive.Close
                aria-label="Close photos"
                className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </div>
          </div>

          <div
            className="relative flex min-h-0 flex-1 flex-col items-center px-2 sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {photo ? (
              <figure className="flex min-h-0 w-full max-w-6xl flex-1 flex-col items-center">
                <div className="relative min-h-0 w-full flex-1 [&_.skeleton]:bg-white/5 [&_.skeleton]:bg-none">
                  <SmartImage
                    key={photo.url}
                    src={photo.url}
                    alt={photo.alt}
                    sizes="100vw"
                    priority
                    className="object-contain"
                  />
                </div>
                {photo.alt ? (
                  <figcaption className="mt-3 line-clamp-2 max-w-2xl shrink-0 px-12 text-center text-sm text-white/75 sm:px-4">
                    {photo.alt}
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
            {many ? (
              <>
                <LightboxArrow direction="previous" onClick={() => go(-1)} />
                <LightboxArrow direction="next" onClick={() => go(1)} />
              </>
            ) : null}
          </div>

          {many ? (
            <ul
              aria-label="All photos"
              className="scrollbar-none flex shrink-0 justify-start gap-2 overflow-x-auto px-4 pt-3 pb-[max(env(safe-area-inset-bottom),1rem)] sm:justify-center"
            >
              {photos.map((item, i) => (
                <li key={`${item.url}-${i}`} className="shrink-0">
                  <button
                    type="button"
                    aria-label={`Show photo ${i + 1}`}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => onIndexChange(i)}
                    className={cn(
                      'relative block h-12 w-16 overflow-hidden rounded-lg ring-2 transition-all sm:h-14 sm:w-20',
                      i === current ? 'opacity-100 ring-white' : 'opacity-50 ring-transparent hover:opacity-90',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                    )}
                  >
                    <SmartImage src={item.url} alt="" sizes="80px" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function LightboxArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}
      onClick={onClick}
      onPointerDown={(event) => event.stopPropagation()}
      onPointerUp={(event) => event.stopPropagation()}
      className={cn(
        'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-dusk-900 shadow-float transition hover:scale-105 hover:bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-12',
        direction === 'previous' ? 'left-3 sm:left-6' : 'right-3 sm:right-6',
      )}
    >
      <Icon aria-hidden="true" className="size-5 sm:size-6" />
    </button>
  );
}
