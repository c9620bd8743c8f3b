import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Five stars with `rating` of them filled (rounded to the nearest whole star); the number is for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{rating} out of 5 stars</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-3.5', star <= filled ? 'fill-gold-500 text-gold-500' : 'fill-dusk-200 text-dusk-200')}
        />
      ))}
    </span>
  );
}
