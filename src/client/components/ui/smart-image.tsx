import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { imageSources, placeholderSource } from '../../lib/media.ts';

export interface SmartImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

/** Responsive WebP image (srcset over the art widths), lazy by default, with a soft placeholder and
 *  an 'Image unavailable' notice when it fails (§8). Fills its (positioned) parent. */
export function SmartImage({
  src,
  alt,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className,
  priority = false,
}: SmartImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    setPrevSrc(src);
    setState('loading');
  }
  const sources = imageSources(src);
  // Above the fold a blurred quality-20 version shows at once (§9 placeholder); below it, a shimmer.
  const placeholder = priority ? placeholderSource(src) : null;

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
          <div aria-hidden="true" className="skeleton absolute inset-0" />
        )
      ) : null}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
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
    </>
  );
}
