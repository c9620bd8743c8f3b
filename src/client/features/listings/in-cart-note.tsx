import { CircleCheck } from 'lucide-react';
import { formatShortDate } from '../../components/ui/calendar-dates.ts';
import { useCart } from '../cart/use-cart.ts';

/** 'In your cart · Sat, Mar 14 · 4 hrs' once the listing is in the cart; nothing otherwise. */
export function InCartNote({ id }: { id: string }) {
  const cart = useCart();
  if (!cart.has(id)) return null;
  const item = cart.items.find((entry) => entry.id === id);
  const details = [item?.date ? formatShortDate(item.date) : null, item ? `${item.hours} ${item.hours === 1 ? 'hr' : 'hrs'}` : null].filter(Boolean);
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-lagoon-50 px-3 py-2 text-sm font-semibold text-lagoon-800">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>
        In your cart
        {details.length > 0 ? <span className="font-normal"> · {details.join(' · ')}</span> : null}
      </span>
    </p>
  );
}
