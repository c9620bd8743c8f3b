import { createContext, useContext } from 'react';
import type { AuthMode } from './auth-modes.ts';

export interface AuthModalOptions {
  /** Defaults to sign-in. */
  mode?: AuthMode;
  /** Same-origin path to go to after signing in (the page the guest asked for). */
  redirectTo?: string;
  /** Why the modal appears, read as "Sign in <reason>." ("to open My Bookings"). */
  reason?: string;
  /** §4: runs after the success message instead of the page reload (e.g. repeat the message action). */
  onSuccess?: () => void;
}

export interface AuthModalValue {
  open: (options?: AuthModalOptions) => void;
  close: () => void;
}

export const AuthModalContext = createContext<AuthModalValue | null>(null);

/** Opens the auth modal (§4) from anywhere inside the shell. */
export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used within the AuthModalProvider');
  return value;
}
