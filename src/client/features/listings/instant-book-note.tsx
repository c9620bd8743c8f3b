import { Zap } from 'lucide-react';
import { instantBookInWords } from '#shared/instant-book.ts';

/** In the Contact & Booking panel of a listing that books instantly: when a booking confirms. Nothing otherwise. */
export function InstantBookNote({ noticeHours }: { noticeHours: number | null }) {
  if (typeof noticeHours !== 'number') return null;
  return (
    <p className="flex gap-2 rounded-xl bg-gold-50 px-3 py-2.5 text-sm leading-5 text-ink">
      <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0 fill-gold-400 text-gold-600" />
      <span>{instantBookInWords(noticeHours)}</span>
    </p>
  );
}
