import { Link } from 'react-router';
import { ArrowRight, Building2, Compass, ShieldCheck, ShoppingBag, Sparkles } from 'lucide-react';
import { canCheckout, smartBanner, type CartItem } from '#shared/cart.ts';
import { DISPLAY } from '#shared/constants.ts';
import { CART_MESSAGES } from '#shared/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart's items; the cart store arrives with the cart feature, so the shell passes []. */
  items?: readonly CartItem[];
}

const QUICK_LINKS = [
  { label: 'Everything', description: 'Venues and vendors together', href: '/discover', icon: Compass },
  { label: 'Venues', description: 'Rooftops, lofts, gardens…', href: '/discover?tab=venues', icon: Building2 },
  { label: 'Vendors', description: 'DJs, photo, catering, decor…', href: '/discover?tab=vendors', icon: Sparkles },
] as const;

/** §2 cart drawer: right-hand sheet on desktop, bottom sheet (≤70vh, ≤600 px) on phones. */
export function CartDrawer({ open, onOpenChange, items = [] }: CartDrawerProps) {
  const isMobile = useIsMobile();
  const banner = smartBanner(items);
  const checkoutEnabled = canCheckout({ items, selectedDate: null, loading: false });
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={isMobile ? 'bottom' : 'right'}
        title="Your event cart"
        description={items.length === 0 ? 'Nothing added yet' : `${items.length} item${items.length === 1 ? '' : 's'}`}
        style={isMobile ? { maxHeight: `min(${DISPLAY.mobileCartMaxVh}vh, ${DISPLAY.mobileCartMaxPx}px)` } : undefined}
        footer={
          <div className="flex flex-col gap-3">
            {checkoutEnabled ? (
              <Button asChild size="lg" block>
                <Link to="/checkout" onClick={close}>
                  Checkout
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button size="lg" block disabled aria-describedby="cart-checkout-hint">
                Checkout
              </Button>
            )}
            <p id="cart-checkout-hint" className="text-center text-xs leading-5 text-muted">
              {items.length === 0 ? <span className="block font-medium text-dusk-700">Add a venue and pick a date to check out</span> : null}
              <span className="inline-flex items-center gap-1.5">
                <ShieldCheck aria-hidden="true" className="size-3.5 text-lagoon-700" />
                {CART_MESSAGES.freeCancellation}
              </span>
            </p>
          </div>
        }
      >
        <div className="px-5 py-6 sm:px-6">
          <div className="relative overflow-hidden rounded-3xl bg-dusk-950 px-5 py-6 text-white">
            <div aria-hidden="true" className="absolute -top-10 -right-10 size-36 rounded-full bg-ember-500/40 blur-2xl" />
            <div aria-hidden="true" className="absolute -bottom-14 -left-8 size-36 rounded-full bg-[#7b3fe4]/40 blur-2xl" />
            <div className="relative">
              <span className="grid size-11 place-items-center rounded-2xl bg-white/10 text-ember-300">
                <ShoppingBag aria-hidden="true" className="size-5" />
              </span>
              <p className="mt-4 text-lg font-bold">{banner.title}</p>
              <p className="mt-1 text-sm leading-5 text-dusk-300">
                Start with a venue, then add the DJ, photographer, caterer and more. Everything checks out together, and
                each partner is paid directly.
              </p>
              <Button asChild variant="light" className="mt-5">
                <Link to={banner.href} onClick={close}>
                  {banner.actionLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>

          <h3 className="mt-7 mb-2 text-eyebrow font-bold text-muted uppercase">Or explore</h3>
          <ul className="flex flex-col gap-1">
            {QUICK_LINKS.map(({ label, description, href, icon: Icon }) => (
              <li key={href}>
                <Link
                  to={href}
                  onClick={close}
                  className="group flex items-center gap-3.5 rounded-2xl px-2 py-2.5 transition-colors hover:bg-dusk-50"
                >
                  <span className="grid size-10 place-items-center rounded-xl bg-ember-50 text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold text-ink">{label}</span>
                    <span className="block text-sm text-muted">{description}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </SheetContent>
    </Sheet>
  );
}
