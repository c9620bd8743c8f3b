// /cart: the cart drawer's content on a page of its own (§2 cart drawer and cart page behaviour), for a longer look
// before checkout; the order summary stays in view beside the items on wide screens.
import { ShoppingBag } from 'lucide-react';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CartViewBody, CartViewFooter, type CartViewProps } from './cart-view.tsx';
import { useCart, useCartStatus } from './use-cart.ts';

const stay = () => {};

export function CartPage() {
  const cart = useCart();
  const status = useCartStatus();
  // Not 'Your cart is empty' for the moment the cart saved on this device is being read back.
  if (!status.restored) return <LoadingScreen />;
  const view: CartViewProps = {
    items: cart.items,
    selectedDate: cart.state.selectedDate,
    onSelectDate: cart.setSelectedDate,
    onQuantityChange: cart.updateQuantity,
    onHoursChange: cart.updateHours,
    onRemove: cart.removeItem,
    loading: status.loading,
    error: status.error,
    onDismissError: status.dismissError,
    lastRemoved: status.lastRemoved,
    onNavigate: stay,
  };
  return (
    <PageFrame
      title="Your event cart"
      icon={ShoppingBag}
      description="One venue and every vendor, in one checkout. Each partner confirms their part and is paid directly."
    >
      <div className="container-page mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden pb-2">
          <CartViewBody {...view} />
        </Card>
        <Card aria-label="Cart summary" role="region" className="p-5 lg:sticky lg:top-24">
          <CartViewFooter {...view} />
        </Card>
      </div>
    </PageFrame>
  );
}
