import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatRating } from '../../lib/format.ts';

export function Rating({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold text-ink', className)}>
      <Star aria-hidden="true" className="size-3.5 fill-gold-500 text-gold-500" />
      <span>
        {formatRating(rating)}
        <span className="sr-only"> out of 5</span>
      </span>
      {reviews !== undefined ? (
        <span className="font-normal text-muted">
          ({reviews}
          <span className="sr-only"> reviews</span>)
        </span>
      ) : null}
    </span>
  );
}
