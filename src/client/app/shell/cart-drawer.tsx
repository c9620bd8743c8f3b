import { useDeferredValue, useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { cartItemCount, type CartItem } from '#shared/cart.ts';
import { countLabel } from '#shared/count-label.ts';
import { CART_LIMITS, DISPLAY } from '#shared/constants.ts';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { CartViewBody, CartViewFooter } from '../../features/cart/cart-view.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';

type ContentHandlers = Pick<
  ComponentProps<typeof SheetContent>,
  'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onKeyDown' | 'onFocus'
>;

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items?: readonly CartItem[];
  /** The event date, YYYY-MM-DD. */
  selectedDate?: string | null;
  onSelectDate?: (date: string | null) => void;
  onQuantityChange?: (id: string, quantity: number) => void;
  onHoursChange?: (id: string, hours: number) => void;
  onRemove?: (id: string) => void;
  /** An update is under way: Checkout waits (§2). */
  loading?: boolean;
  /** The last failed action's message, shown in the 'Cart Error' panel. */
  error?: string | null;
  onDismissError?: () => void;
  /** The item just removed, with its Undo (the toast's Undo is out of reach behind a modal drawer). */
  lastRemoved?: { name: string; undo: () => void } | null;
  /** Opened by the cart growing, not by the user: the drawer itself takes focus, not its first control. */
  autoOpened?: boolean;
  /** Pointer and focus inside the drawer (they hold off its auto-close). */
  contentHandlers?: ContentHandlers;
}

const noop = () => {};

/** §2 cart drawer: right-hand sheet on desktop, bottom sheet (≤70vh, ≤600 px) on phones. */
export function CartDrawer({
  open,
  onOpenChange,
  items = [],
  selectedDate = null,
  onSelectDate = noop,
  onQuantityChange = noop,
  onHoursChange = noop,
  onRemove = noop,
  loading = false,
  error = null,
  onDismissError = noop,
  lastRemoved = null,
  autoOpened = false,
  contentHandlers,
}: CartDrawerProps) {
  const isMobile = useIsMobile();
  // The drawer opens with its header and footer first, the items a frame later: the press paints at once instead of
  // waiting for every line's render, style and layout.
  const bodyReady = useDeferredValue(open) || !open;
  // Leaving for another page, the drawer goes at once: sliding out over the new page, its links stayed reachable by
  // Tab (and showed no focus) until the animation ended.
  const [leaving, setLeaving] = useState(false);
  if (open && leaving) setLeaving(false);
  const animation = leaving ? { animationName: 'none' } : { animationDuration: `${CART_LIMITS.drawerAnimationMs}ms` };
  const onNavigate = () => {
    setLeaving(true);
    onOpenChange(false);
  };
  const view = {
    items,
    selectedDate,
    onSelectDate,
    onQuantityChange,
    onHoursChange,
    onRemove,
    loading,
    error,
    onDismissError,
    lastRemoved,
    onNavigate,
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={isMobile ? 'bottom' : 'right'}
        title="Your event cart"
        description={items.length === 0 ? 'Nothing added yet' : countLabel(cartItemCount(items), 'item')}
        style={
          isMobile
            ? { ...animation, maxHeight: `min(${DISPLAY.mobileCartMaxVh}vh, ${DISPLAY.mobileCartMaxPx}px)` }
            : animation
        }
        onOpenAutoFocus={(event) => {
          if (!autoOpened) return;
          event.preventDefault();
          (event.target as HTMLElement | null)?.focus();
        }}
        onInteractOutside={(event) => {
          // A press on a toast (Undo, close) is not a press outside the drawer.
          if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
        }}
        {...contentHandlers}
        footer={
          <>
            <CartViewFooter {...view} />
            {items.length > 0 ? (
              <Link
                to="/cart"
                onClick={view.onNavigate}
                className="mt-2 block text-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
              >
                See the full cart
              </Link>
            ) : null}
          </>
        }
      >
        {bodyReady ? <CartViewBody {...view} /> : <div aria-hidden="true" className="h-48" />}
      </SheetContent>
    </Sheet>
  );
}
