// The mark of a cart or checkout line that confirms at checkout (instant book, issue 46), beside the ones that stay
// requests their partner answers. Its lightning is the one of the listing cards' Instant book badge.
import { Zap } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function InstantBookMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold text-ink', className)}>
      <Zap aria-hidden="true" className="size-3.5 fill-gold-400 text-gold-600" />
      Instant book: confirms at once
    </span>
  );
}
