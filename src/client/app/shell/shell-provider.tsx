import { useMemo, useState, type ReactNode } from 'react';
import { useAuthModal } from '../../features/auth/auth-modal-context.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { ProfileSidebar } from './profile-sidebar.tsx';
import { ShellContext, type ShellContextValue } from './shell-context.ts';

/** Owns the shell's drawers so any component can open them through useShell(). The auth modal has its own context (useAuthModal). */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const authModal = useAuthModal();

  const value = useMemo<ShellContextValue>(
    () => ({
      openCart: () => setCartOpen(true),
      openProfile: () => setProfileOpen(true),
      cartCount: 0,
    }),
    [],
  );

  return (
    <ShellContext.Provider value={value}>
      {children}
      <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
      <ProfileSidebar open={profileOpen} onOpenChange={setProfileOpen} onGuestNavigate={authModal.open} />
    </ShellContext.Provider>
  );
}
