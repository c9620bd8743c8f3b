import { createContext } from 'react';

export interface ShellContextValue {
  openCart: () => void;
  openProfile: () => void;
  cartCount: number;
}

export const ShellContext = createContext<ShellContextValue | null>(null);
