import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CartDrawer } from './cart-drawer.tsx';
import { ProfileSidebar } from './profile-sidebar.tsx';
import { ShellContext, type ShellContextValue, type SignInPromptOptions } from './shell-context.ts';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** Owns the shell's overlays so any component can open them through useShell(). */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [prompt, setPrompt] = useState<{ open: boolean; options: SignInPromptOptions }>({ open: false, options: {} });

  const promptSignIn = useCallback((options: SignInPromptOptions = {}) => setPrompt({ open: true, options }), []);
  const value = useMemo<ShellContextValue>(
    () => ({
      openCart: () => setCartOpen(true),
      openProfile: () => setProfileOpen(true),
      promptSignIn,
      cartCount: 0,
    }),
    [promptSignIn],
  );

  return (
    <ShellContext.Provider value={value}>
      {children}
      <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
      <ProfileSidebar open={profileOpen} onOpenChange={setProfileOpen} onGuestNavigate={promptSignIn} />
      <SignInPrompt open={prompt.open} onOpenChange={(open) => setPrompt((current) => ({ ...current, open }))} options={prompt.options} />
    </ShellContext.Provider>
  );
}
