import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';

/** App-wide providers: data cache, the event cart (above the router, so the shell and every page share it), toasts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>{children}</CartProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
