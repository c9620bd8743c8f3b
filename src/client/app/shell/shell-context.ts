import { createContext } from 'react';

export interface SignInPromptOptions {
  /** Where the user wanted to go; sign-in returns there. */
  redirectTo?: string;
  /** Why the prompt appears ("to see your bookings"). */
  reason?: string;
}

export interface ShellContextValue {
  openCart: () => void;
  openProfile: () => void;
  promptSignIn: (options?: SignInPromptOptions) => void;
  cartCount: number;
}

export const ShellContext = createContext<ShellContextValue | null>(null);
