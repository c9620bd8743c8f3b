import { useMemo, useState, type ReactNode } from 'react';
import { cartItemCount } from '#shared/cart.ts';
import { useAuthModal } from '../../features/auth/auth-modal-context.ts';
import { useCartStatus, useOptionalCart } from '../../features/cart/use-cart.ts';
import { useLiveMessaging, useUnreadMessages } from '../../features/messages/use-live-messaging.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { ProfileSidebar } from './profile-sidebar.tsx';
import { ShellContext, type ShellContextValue } from './shell-context.ts';
import { useCartDrawerAuto } from './use-cart-drawer-auto.ts';

const NO_ITEMS: never[] = [];

/** Owns the shell's drawers so any component can open them through useShell(). The auth modal has its own context (useAuthModal).
 *  The cart comes from the CartProvider above (app/providers.tsx); without one the drawer shows an empty cart. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [profileOpen, setProfileOpen] = useState(false);
  const authModal = useAuthModal();
  const cart = useOptionalCart();
  const cartStatus = useCartStatus();
  const items = cart?.items ?? NO_ITEMS;
  const cartCount = cartItemCount(items);
  const drawer = useCartDrawerAuto(cartCount);
  const setCartOpen = drawer.setOpen;
  // One live connection for the whole app while signed in: messages arrive on any page.
  useLiveMessaging();
  const unreadMessages = useUnreadMessages();

  const value = useMemo<ShellContextValue>(
    () => ({
      openCart: () => setCartOpen(true),
      openProfile: () => setProfileOpen(true),
      cartCount,
      unreadMessages,
    }),
    [setCartOpen, cartCount, unreadMessages],
  );

  return (
    <ShellContext.Provider value={value}>
      {children}
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
      <ProfileSidebar open={profileOpen} onOpenChange={setProfileOpen} onGuestNavigate={authModal.open} unreadMessages={unreadMessages} />
    </ShellContext.Provider>
  );
}
