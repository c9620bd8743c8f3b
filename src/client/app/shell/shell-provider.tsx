import { startTransition, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { useCartStatus, useOptionalCart } from '../../features/cart/use-cart.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSession } from '../../lib/session.tsx';
import { loadSonner } from '../../lib/toast.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { LazyOverlay } from '../../components/layout/lazy-overlay.tsx';
import { ShellContext, type ShellContextValue } from '../../components/layout/shell-context.ts';
import { useCartDrawerAuto } from './use-cart-drawer-auto.ts';

const NO_ITEMS: never[] = [];

// The drawers load the first time they open (the cart drawer sooner where an add is coming: prepareAdd).
const CartDrawer = lazyComponent(() => import('./cart-drawer.tsx'), 'CartDrawer');
const ProfileSidebar = lazyComponent(() => import('./profile-sidebar.tsx'), 'ProfileSidebar');
// The live connection and the unread count load once someone is signed in.
const LiveMessaging = lazyComponent(() => import('../../features/messaging/use-live-messaging.ts'), 'LiveMessaging');

/** ShellContextValue.prepareAdd. The modules load once: later calls find them loaded. */
function prepareAdd(): () => void {
  return whenIdle(() => {
    void CartDrawer.preload().catch(() => undefined);
    void loadSonner().catch(() => undefined);
  });
}

/** Owns the shell's drawers so any component can open them through useShell(). The auth modal has its own context (useAuthModal).
 *  The cart comes from the CartProvider above (app/providers.tsx); without one the drawer shows an empty cart. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [profileOpen, setProfileOpen] = useState(false);
  const authModal = useAuthModal();
  const cart = useOptionalCart();
  const cartStatus = useCartStatus();
  const items = cart?.items ?? NO_ITEMS;
  const cartCount = cart?.itemCount ?? 0;
  // The saved cart being read back is no growth: the drawer counts from it.
  const drawer = useCartDrawerAuto(cartStatus.restored ? cartCount : null, cartStatus.startItemCount);
  const setCartOpen = drawer.setOpen;
  // One live connection for the whole app while signed in: messages arrive on any page.
  const signedIn = Boolean(useSession().user);
  const [unreadWhileSignedIn, setUnread] = useState(0);
  const unreadMessages = signedIn ? unreadWhileSignedIn : 0;

  const value = useMemo<ShellContextValue>(
    () => ({
      // The press paints first; the drawer renders right after, without holding that frame.
      openCart: () => startTransition(() => setCartOpen(true)),
      cartOpen: drawer.open,
      openProfile: () => setProfileOpen(true),
      cartCount,
      unreadMessages,
      prepareAdd,
    }),
    [setCartOpen, drawer.open, cartCount, unreadMessages],
  );

  return (
    <ShellContext.Provider value={value}>
      {children}
      {signedIn ? (
        <ErrorBoundary name="Live messages" isolated className="fixed bottom-4 left-4 z-50 max-w-sm shadow-float">
          <Suspense fallback={null}>
            <LiveMessaging onUnread={setUnread} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {/* Loaded as soon as the cart holds something: the drawer opens by itself 150 ms after the cart grows. */}
      <LazyOverlay open={drawer.open} ahead={cartCount > 0} name="Cart drawer">
        <CartDrawer
          open={drawer.open}
          onOpenChange={drawer.setOpen}
          autoOpened={drawer.autoOpened}
          contentHandlers={drawer.drawerHandlers}
          items={items}
          selectedDate={cart?.state.selectedDate ?? null}
          onSelectDate={cart?.setSelectedDate}
          onQuantityChange={cart?.updateQuantity}
          onHoursChange={cart?.updateHours}
          onRemove={cart?.removeItem}
          loading={cartStatus.loading}
          error={cartStatus.error}
          onDismissError={cartStatus.dismissError}
          lastRemoved={cartStatus.lastRemoved}
        />
      </LazyOverlay>
      <LazyOverlay open={profileOpen} name="Account menu">
        <ProfileSidebar
          open={profileOpen}
          onOpenChange={setProfileOpen}
          onGuestNavigate={authModal.open}
          unreadMessages={unreadMessages}
        />
      </LazyOverlay>
    </ShellContext.Provider>
  );
}
