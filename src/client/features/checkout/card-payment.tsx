// The card form of whichever provider takes payments (GET /api/payments/config): the sandbox's own fields with its
// test cards (the local default), or Stripe's card field from Stripe.js (stripe-card-payment.tsx, loaded only then),
// so card numbers never reach our server. Checkout pages wrap their form in CardPaymentProvider and use
// useCardPayment().
import { useEffect, useState, type ReactNode } from 'react';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { lazyRetry } from '../../lib/lazy-retry.ts';
import { usePaymentsConfig } from './api.ts';
import { CardPaymentContext, type CardPayment } from './card-payment-context.ts';
import { cardErrors, EMPTY_CARD, PaymentFields } from './payment-fields.tsx';
import type * as StripeCard from './stripe-card-payment.tsx';

export { useCardPayment, type CardPayment } from './card-payment-context.ts';

type StripeCardModule = typeof StripeCard;

const LOADING: CardPayment = {
  errors: { number: 'The card form is still loading.' },
  fields: () => (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-11 rounded-xl" />
    </div>
  ),
  toPaymentMethod: () => Promise.reject(new Error('The card form is still loading.')),
};

function SandboxCardPayment({ children }: { children: ReactNode }) {
  const [card, setCard] = useState(EMPTY_CARD);
  const errors = cardErrors(card, todayIso());
  const payment: CardPayment = {
    errors,
    fields: ({ showErrors, disabled }) => (
      <PaymentFields card={card} onChange={setCard} errors={showErrors ? errors : {}} disabled={disabled} />
    ),
    toPaymentMethod: async () => sandboxPaymentMethod(card.number),
  };
  return <CardPaymentContext.Provider value={payment}>{children}</CardPaymentContext.Provider>;
}

/** Stripe's card form, loaded (with the §4 retry) once the config names Stripe; null until then, and for the sandbox. */
function useStripeCardModule(wanted: boolean): StripeCardModule | null {
  const [module, setModule] = useState<StripeCardModule | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void lazyRetry(() => import('./stripe-card-payment.tsx')).then((loaded) => {
      if (current) setModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted ? module : null;
}

export function CardPaymentProvider({ children }: { children: ReactNode }) {
  const config = usePaymentsConfig();
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;
  const stripe = useStripeCardModule(Boolean(stripeKey));
  if (config.isPending || (stripeKey && !stripe))
    return <CardPaymentContext.Provider value={LOADING}>{children}</CardPaymentContext.Provider>;
  if (stripeKey && stripe)
    return <stripe.StripeCardPayment publishableKey={stripeKey}>{children}</stripe.StripeCardPayment>;
  // The sandbox, or no answer: the server refuses a payment method its provider cannot take, with its own message.
  return <SandboxCardPayment>{children}</SandboxCardPayment>;
}
