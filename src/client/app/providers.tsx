import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { useMe } from '../lib/use-me.ts';

/** The cart of whoever is signed in: a guest's on this device, a user's on the server. */
function AccountCartProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const userId = me.isSuccess ? (me.data.user?.id ?? null) : undefined;
  return <CartProvider userId={userId}>{children}</CartProvider>;
}

/** App-wide providers: data cache, the event cart (above the router, so the shell and every page share it), toasts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountCartProvider>{children}</AccountCartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
