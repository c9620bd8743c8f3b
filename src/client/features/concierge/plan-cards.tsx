// The concierge's plan under its answer: the venue and each vendor as a small card with its price and a one-click
// Add to cart, 'Add all to cart', and the estimated total against the budget (numbers from the server).
import { Check, Plus, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLabel } from '#shared/categories.ts';
import type { EventIntent, EventPlan } from '#shared/concierge.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import type { CartItemInput } from '#shared/cart.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '#shared/money.ts';
import { useCart } from '../cart/index.ts';

interface PlanLine {
  id: string;
  href: string;
  name: string;
  detail: string;
  price: string;
  imageUrl: string;
  item: CartItemInput;
}

function linesOf(plan: EventPlan, intent: EventIntent | undefined): PlanLine[] {
  const date = intent?.date ?? null;
  const lines: PlanLine[] = [];
  if (plan.venue) {
    const venue = plan.venue;
    lines.push({
      id: venue.id,
      href: `/venue/${encodeURIComponent(venue.id)}`,
      name: venue.name,
      detail: `Venue · ${venue.city} · up to ${venue.capacity.toLocaleString('en-US')} guests`,
      price: `${formatMoney(venue.priceCents, 'listing')} / ${PRICE_UNIT_NAMES[venue.unit]}`,
      imageUrl: venue.imageUrl,
      item: venueCartItem(venue, date, plan.venueHours),
    });
  }
  for (const { category, vendor } of plan.vendors) {
    lines.push({
      id: vendor.id,
      href: `/vendor/${encodeURIComponent(vendor.id)}`,
      name: vendor.name,
      detail: `${categoryLabel(category)} · ${vendor.city}`,
      price: vendor.priceRange || formatMoney(vendor.priceCents, 'listing'),
      imageUrl: vendor.imageUrl,
      item: vendorCartItem(vendor, date),
    });
  }
  return lines;
}

export function PlanCards({ plan, intent }: { plan: EventPlan; intent?: EventIntent | undefined }) {
  const cart = useCart();
  const lines = linesOf(plan, intent);
  if (lines.length === 0) return null;
  const missing = lines.filter((line) => !cart.has(line.id));

  const add = (toAdd: PlanLine[]) => {
    // The plan's date becomes the cart's when the cart has none yet.
    if (intent?.date && !cart.state.selectedDate) cart.setSelectedDate(intent.date);
    for (const line of toAdd) cart.addItem(line.item);
  };

  const estimate = plan.estimate;
  return (
    <div className="mt-3 space-y-2">
      <ul className="space-y-2" aria-label="Suggested listings">
        {lines.map((line) => {
          const inCart = cart.has(line.id);
          return (
            <li key={line.id} className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2">
              <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-dusk-100">
                <SmartImage src={line.imageUrl} alt="" sizes="56px" />
              </div>
              <div className="min-w-0 flex-1">
                <Link to={line.href} className="line-clamp-1 text-sm font-semibold text-ink hover:underline">
                  {line.name}
                </Link>
                <p className="line-clamp-1 text-xs text-muted">{line.detail}</p>
                <p className="text-xs font-medium text-ink">{line.price}</p>
              </div>
              <Button
                size="sm"
                variant={inCart ? 'subtle' : 'secondary'}
                className="shrink-0 aria-disabled:opacity-100"
                aria-disabled={inCart || undefined}
                aria-label={`${inCart ? 'In cart' : 'Add to cart'}: ${line.name}`}
                onClick={() => (inCart ? undefined : add([line]))}
              >
                {inCart ? <Check aria-hidden="true" className="text-lagoon-700" /> : <Plus aria-hidden="true" />}
                {inCart ? 'In cart' : 'Add'}
              </Button>
            </li>
          );
        })}
      </ul>
      {estimate ? (
        <p className={cn('text-xs', estimate.overBudgetCents > 0 ? 'text-ember-700' : 'text-muted')}>
          Estimated total <strong className="text-ink">{formatMoney(estimate.customerTotalCents, 'listing')}</strong>{' '}
          with fees and tax
          {estimate.budgetCents === null
            ? ''
            : estimate.overBudgetCents > 0
              ? ` · ${formatMoney(estimate.overBudgetCents, 'listing')} over budget`
              : ` · within your ${formatMoney(estimate.budgetCents, 'listing')} budget`}
        </p>
      ) : null}
      {lines.length > 1 ? (
        <Button size="sm" className="w-full" disabled={missing.length === 0} onClick={() => add(missing)}>
          <ShoppingBag aria-hidden="true" />
          {missing.length === 0 ? 'All in your cart' : `Add all ${lines.length} to cart`}
        </Button>
      ) : null}
    </div>
  );
}
