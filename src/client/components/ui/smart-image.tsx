import { ImageOff } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { pictureSources, placeholderSource, type PictureSources } from '../../lib/media.ts';
import { useConnectionType } from '../../lib/use-connection-type.ts';

export interface SmartImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint (`imageSizes` works it out from the layout). */
  sizes: string;
  className?: string;
  /** The page's largest image above the fold (its LCP): fetched first, at high priority, over a blurred placeholder. */
  priority?: boolean;
  /** Above the fold on some screens but not the LCP: fetched at once, at the browser's own priority. */
  eager?: boolean;
}

/**
 * Responsive image: for our images a <picture> of AVIF and WebP at the art widths and the §9 qualities, lazy unless
 * said otherwise, with a soft placeholder and an 'Image unavailable' notice when it fails (§8). It fills its
 * (positioned) parent, whose size the layout sets (an aspect ratio or a fixed size), so nothing shifts as it loads.
 */
export function SmartImage({ src, alt, sizes, className, priority = false, eager = false }: SmartImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    setPrevSrc(src);
    setState('loading');
  }
  const connection = useConnectionType();
  // An image fetched at once keeps the quality it was first rendered with: from server HTML the browser has fetched
  // it before hydration tells the connection, and changing its sources then would fetch it a second time.
  const [connectionAtMount] = useState(connection);
  const picture = pictureSources(src, priority || eager ? connectionAtMount : connection);
  // Above the fold a blurred quality-20 version shows at once (§9 placeholder); below it, a shimmer.
  const placeholder = priority ? placeholderSource(src) : null;
  // A server-rendered image may finish loading before React hydrates and listens for its load event.
  const seeLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setState('loaded');
  }, []);

  if (state === 'error') {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'}
        className={cn(
          'absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-dusk-100 text-dusk-500',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="text-xs font-medium">Image unavailable</span>
      </div>
    );
  }

  return (
    <>
      {state === 'loading' ? (
        placeholder ? (
          <img
            aria-hidden="true"
            alt=""
            src={placeholder}
            className="absolute inset-0 size-full scale-105 object-cover blur-lg"
          />
        ) : (
          // A still tint, not the shimmer: a lazy image below the fold waits until it is scrolled to, and a shimmer
          // running all that time repaints the page on every frame.
          <div aria-hidden="true" className="absolute inset-0 bg-dusk-100" />
        )
      ) : null}
      <Picture picture={picture} sizes={sizes}>
        <img
          ref={seeLoaded}
          src={picture?.src ?? src}
          srcSet={picture?.srcSet}
          sizes={picture ? sizes : undefined}
          alt={alt}
          loading={priority || eager ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className={cn(
            'absolute inset-0 size-full object-cover',
            // Above the fold the photo shows the moment it is decoded, over its placeholder: a fade would hold back
            // the page's largest paint by its length. Below it, photos fade in as they arrive.
            priority ? null : ['transition-opacity duration-500', state === 'loaded' ? 'opacity-100' : 'opacity-0'],
            className,
          )}
        />
      </Picture>
    </>
  );
}

/** Our images as a <picture> (the browser takes the first <source> of a type and media it matches); others bare. */
function Picture({ picture, sizes, children }: { picture: PictureSources | null; sizes: string; children: ReactNode }) {
  if (!picture) return children;
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source
          key={`${source.type} ${source.media}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {children}
    </picture>
  );
}
