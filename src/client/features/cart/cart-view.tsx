// What the cart drawer and the cart page both show (§2 cart drawer and cart page behaviour): the smart banner, the
// event date, the items (each listing with its add-ons and packages, at most 50 shown) and their costs as the server
// prices them, the 'Cart Error' panel, the last removal's Undo, and the footer with the total, Checkout (disabled when
// the cart is empty, has no date or is updating) and the fee texts.
import { cartCancellationNote } from '#shared/cancellation-policies.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertTriangle,
  ArrowRight,
  Building2,
  CalendarDays,
  Compass,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
} from 'lucide-react';
import { canCheckout, cartItemCount, smartBanner, visibleItems, type CartItem } from '#shared/cart.ts';
import { countLabel } from '#shared/count-label.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { eventDateProblem, lastBookableDate } from '#shared/event-dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { costLines } from '#shared/fees.ts';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { inDisplayOrder } from './cart-display.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CostAmount, CostRows } from './cost-summary.tsx';
import { PaymentPlan } from './payment-plan.tsx';
import { useCartCosts, type CartCosts } from './use-cart-costs.ts';

export interface CartViewProps {
  items: readonly CartItem[];
  /** The event date, YYYY-MM-DD. */
  selectedDate: string | null;
  onSelectDate: (date: string | null) => void;
  onQuantityChange: (id: string, quantity: number) => void;
  onHoursChange: (id: string, hours: number) => void;
  onRemove: (id: string) => void;
  /** An update is under way: Checkout waits (§2). */
  loading: boolean;
  /** The last failed action's message, shown in the 'Cart Error' panel. */
  error: string | null;
  onDismissError: () => void;
  /** The item just removed, with its Undo (the toast's Undo is out of reach behind a modal drawer). */
  lastRemoved: { name: string; undo: () => void } | null;
  /** Called when a link inside is followed (the drawer closes). */
  onNavigate: () => void;
}

const QUICK_LINKS = [
  { label: 'Everything', description: 'Venues and vendors together', href: '/discover', icon: Compass },
  { label: 'Venues', description: 'Rooftops, lofts, gardens…', href: '/discover?tab=venues', icon: Building2 },
  { label: 'Vendors', description: 'DJs, photo, catering, decor…', href: '/discover?tab=vendors', icon: Sparkles },
] as const;

/** The banner, date, items, error panel and Undo; an empty cart's ways to start. */
export function CartViewBody({
  items,
  selectedDate,
  onSelectDate,
  onQuantityChange,
  onHoursChange,
  onRemove,
  error,
  onDismissError,
  lastRemoved,
  onNavigate,
}: CartViewProps) {
  const banner = smartBanner(items);
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {items.length === 0 ? 'Your cart is empty' : `${countLabel(cartItemCount(items), 'item')} in your cart`}
      </p>
      {error ? <CartErrorPanel message={error} onDismiss={onDismissError} /> : null}
      {lastRemoved ? (
        <div className="mx-5 mt-5 flex items-center gap-3 rounded-2xl bg-dusk-50 px-4 py-2.5 text-sm sm:mx-6">
          <p className="min-w-0 flex-1 truncate text-dusk-700">
            <span className="font-semibold text-ink">{lastRemoved.name}</span> removed
          </p>
          <Button variant="link" size="sm" onClick={lastRemoved.undo} aria-label={`Undo removing ${lastRemoved.name}`}>
            Undo
          </Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyCart title={banner.title} actionLabel={banner.actionLabel} href={banner.href} onNavigate={onNavigate} />
      ) : (
        <FilledCart
          items={items}
          selectedDate={selectedDate}
          onSelectDate={onSelectDate}
          onQuantityChange={onQuantityChange}
          onHoursChange={onHoursChange}
          onRemove={onRemove}
          banner={banner}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}

/** The total, Checkout and the fee texts. */
export function CartViewFooter({ items, selectedDate, loading, onNavigate }: CartViewProps) {
  const costs = useCartCosts(items, selectedDate);
  const checkoutEnabled = canCheckout({ items, selectedDate, loading });
  const hint =
    items.length === 0
      ? 'Add a venue and pick a date to check out'
      : !selectedDate
        ? 'Pick your event date to check out'
        : null;
  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 ? (
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-muted">
            <span className="font-semibold text-ink">Total</span> <span className="text-xs">with fees and tax</span>
          </span>
          <span className="text-lg font-bold text-ink tabular-nums" data-testid="cart-total">
            {costs.failed ? '–' : <CostAmount cents={costs.cost?.total ?? null} large />}
          </span>
        </div>
      ) : null}
      {checkoutEnabled ? (
        <Button asChild size="lg" block>
          <Link to="/checkout" onClick={onNavigate}>
            Checkout
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button size="lg" block disabled loading={loading} aria-describedby={hint ? 'cart-checkout-hint' : undefined}>
          Checkout
        </Button>
      )}
      {hint ? (
        <p id="cart-checkout-hint" className="text-center text-xs leading-5 font-medium text-dusk-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function CartErrorPanel({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="mx-5 mt-5 flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-soft px-4 py-3 sm:mx-6"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{CART_MESSAGES.errorTitle}</p>
        <p className="text-sm text-dusk-700">{message}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {CART_MESSAGES.dismiss}
      </Button>
    </div>
  );
}

function EmptyCart({
  title,
  actionLabel,
  href,
  onNavigate,
}: {
  title: string;
  actionLabel: string;
  href: string;
  onNavigate: () => void;
}) {
  return (
    <div className="px-5 py-6 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-dusk-950 px-5 py-6 text-white">
        <div aria-hidden="true" className="absolute -top-10 -right-10 size-36 rounded-full bg-ember-500/40 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-14 -left-8 size-36 rounded-full bg-[#7b3fe4]/40 blur-2xl" />
        <div className="relative">
          <span className="grid size-11 place-items-center rounded-2xl bg-white/10 text-ember-300">
            <ShoppingBag aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-4 text-lg font-bold">{title}</p>
          <p className="mt-1 text-sm leading-5 text-dusk-300">
            Start with a venue, then add the DJ, photographer, caterer and more. Everything checks out together, and
            each partner is paid directly.
          </p>
          <Button asChild variant="light" className="mt-5">
            <Link to={href} onClick={onNavigate}>
              {actionLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      <h3 className="mt-7 mb-2 text-eyebrow font-bold text-muted uppercase">Or explore</h3>
      <ul className="flex flex-col gap-1">
        {QUICK_LINKS.map(({ label, description, href: to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              className="group flex items-center gap-3.5 rounded-2xl px-2 py-2.5 transition-colors hover:bg-dusk-50"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-ember-50 text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted">{description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type FilledCartProps = Pick<
  CartViewProps,
  'items' | 'selectedDate' | 'onSelectDate' | 'onQuantityChange' | 'onHoursChange' | 'onRemove' | 'onNavigate'
> & {
  banner: ReturnType<typeof smartBanner>;
};

function FilledCart({
  items,
  selectedDate,
  onSelectDate,
  onQuantityChange,
  onHoursChange,
  onRemove,
  banner,
  onNavigate,
}: FilledCartProps) {
  // The drawer's content mounts on each opening, so 'today' is fresh every time it is shown.
  const [today] = useState(() => todayIso());
  const shown = visibleItems(inDisplayOrder(items));
  const ready = banner.kind === 'ready';
  const dateProblem = selectedDate === null ? null : eventDateProblem(selectedDate, today);
  const costs = useCartCosts(items, selectedDate);

  return (
    <div className="px-5 pb-6 sm:px-6">
      <div
        className={`mt-4 flex items-center gap-3 rounded-2xl px-4 py-2.5 sm:mt-5 sm:py-3 ${ready ? 'bg-lagoon-50' : 'bg-ember-50'}`}
      >
        <p className="min-w-0 flex-1 font-semibold text-ink">{banner.title}</p>
        <Button asChild size="sm" variant={ready ? 'primary' : 'secondary'}>
          <Link to={banner.href} onClick={onNavigate}>
            {banner.actionLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      {/* The date sits beside its label: on a phone the sheet is at most 70vh and the items should show. */}
      <div className="mt-4">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor="cart-event-date" className="flex items-center gap-2 text-sm font-semibold text-ink">
            <CalendarDays aria-hidden="true" className="size-4 text-brand" />
            Event date
          </label>
          <Input
            id="cart-event-date"
            type="date"
            min={today}
            max={lastBookableDate(today)}
            value={selectedDate ?? ''}
            onChange={(event) => onSelectDate(event.target.value === '' ? null : event.target.value)}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? 'cart-event-date-problem' : undefined}
            className="w-auto min-w-0 flex-1 sm:max-w-56"
          />
        </div>
        {dateProblem ? (
          <p id="cart-event-date-problem" className="mt-1 text-right text-xs text-danger">
            {dateProblem}
          </p>
        ) : null}
      </div>

      <ul aria-label="Cart items" className="mt-3 divide-y divide-line">
        {shown.items.map((item) => (
          <CartLineItem
            key={item.id}
            item={item}
            quotedCostCents={costs.itemCosts?.get(item.id)}
            confirmsAtOnce={costs.confirmsAtOnce.has(item.id)}
            cancellationTier={costs.cancellationTiers.get(item.id)}
            securityDepositCents={costs.securityDeposits.get(item.id)}
            onQuantityChange={onQuantityChange}
            onHoursChange={onHoursChange}
            onRemove={onRemove}
          />
        ))}
      </ul>
      {shown.label ? <p className="pt-2 text-center text-sm text-muted">{shown.label}</p> : null}
      <CartCostLines costs={costs} />
      <CartPromises costs={costs} />
    </div>
  );
}

/** §2's two promises, under the costs: the footer keeps to the total and Checkout, so the items show on a phone. */
function CartPromises({ costs }: { costs: CartCosts }) {
  return (
    <p className="mt-4 flex flex-col items-center gap-1 text-center text-xs leading-5 text-muted">
      <span>{CART_MESSAGES.noChargesYet}</span>
      <span className="inline-flex items-center gap-1.5">
        <ShieldCheck aria-hidden="true" className="size-3.5 text-lagoon-700" />
        {cartCancellationNote(costs.cancellationTiers.values())}
      </span>
    </p>
  );
}

/** Subtotal, fees and tax as the server prices the cart; the total is in the footer, always in view. */
function CartCostLines({ costs }: { costs: CartCosts }) {
  return (
    <div className="mt-4 border-t border-line pt-4">
      {costs.failed ? (
        <p role="alert" className="text-sm text-dusk-700">
          Prices could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={costs.retry}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <CostRows lines={costLines(costs.cost).filter((line) => line.key !== 'total')} />
          {costs.lines ? <PaymentPlan lines={costs.lines} className="mt-4" /> : null}
        </>
      )}
    </div>
  );
}
