// The event cart's public surface: its provider, the hooks that read and change it, and the server's prices for it.
export { CartProvider } from './cart-provider.tsx';
export { useCart, useCartStatus } from './use-cart.ts';
export { checkoutLines, useCheckoutQuote } from './api.ts';
export { CostSummary } from './cost-summary.tsx';
export { InstantBookMark } from './instant-book-mark.tsx';
export { PaymentPlan, dueDayInWords } from './payment-plan.tsx';
