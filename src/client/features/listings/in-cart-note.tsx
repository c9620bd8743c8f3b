import { CircleCheck } from 'lucide-react';
import { hasHours, type CartItem } from '#shared/cart.ts';
import { unitPriceLabel } from '#shared/pricing.ts';
import { formatShortDate } from '../../components/ui/calendar-dates.ts';
import { useCart } from '../cart/index.ts';

/** 'Sat, Mar 14 · 4 hrs', or what a listing not priced by the hour was booked as: 'Sat, Mar 14 · $45 / guest × 120'. */
function bookedAs(item: CartItem): string[] {
  const date = item.date ? [formatShortDate(item.date)] : [];
  return [
    ...date,
    hasHours(item) ? `${item.hours} ${item.hours === 1 ? 'hr' : 'hrs'}` : unitPriceLabel(item, 'listing'),
  ];
}

/** 'In your cart · Sat, Mar 14 · 4 hrs' once the listing is in the cart; nothing otherwise. */
export function InCartNote({ id }: { id: string }) {
  const cart = useCart();
  if (!cart.has(id)) return null;
  const item = cart.items.find((entry) => entry.id === id);
  const details = item ? bookedAs(item) : [];
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-lagoon-50 px-3 py-2 text-sm font-semibold text-lagoon-800"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>
        In your cart
        {details.length > 0 ? <span className="font-normal"> · {details.join(' · ')}</span> : null}
      </span>
    </p>
  );
}
