// How any page opens the one sign-in modal (§4). The auth feature provides it: AuthModalProvider.
import { createContext, useContext } from 'react';

/** The four modes of the auth modal (§4). */
export const AUTH_MODES = ['signin', 'signup-user', 'signup-partner', 'forgot-password'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

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
