import { Zap } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';

/** What a listing that books instantly is called: on its card's badge and on Discover's filter. */
export const INSTANT_BOOK_LABEL = 'Instant book';

/** On a listing card's photo when the listing books instantly (its notice set); nothing otherwise. */
export function InstantBookBadge({ noticeHours, className }: { noticeHours: number | null; className?: string }) {
  if (typeof noticeHours !== 'number') return null;
  return (
    <Badge tone="glass" className={cn('absolute top-3 right-3', className)}>
      <Zap aria-hidden="true" className="fill-gold-400 text-gold-600" />
      {INSTANT_BOOK_LABEL}
    </Badge>
  );
}
