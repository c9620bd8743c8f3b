// The card form of whichever provider takes payments (GET /api/payments/config): the sandbox's own fields with its
// test cards (the local default), or Stripe's card field from Stripe.js, so card numbers never reach our server.
// Checkout pages wrap their form in CardPaymentProvider and use useCardPayment().
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { CircleAlert, Lock } from 'lucide-react';
import { sandboxPaymentMethod } from '#shared/payments.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { usePaymentsConfig } from './api.ts';
import { cardErrors, EMPTY_CARD, PaymentFields, type CardErrors } from './payment-fields.tsx';

export interface CardPayment {
  /** What the person must fix before paying; empty when the card looks complete. */
  errors: CardErrors;
  fields(options: { showErrors: boolean; disabled: boolean }): ReactNode;
  /** The payment method to send with the order: sandbox_card_… or Stripe's pm_…. Throws with words for the person. */
  toPaymentMethod(billing: { name: string; email: string }): Promise<string>;
}

const CardPaymentContext = createContext<CardPayment | null>(null);

export function useCardPayment(): CardPayment {
  const payment = useContext(CardPaymentContext);
  if (!payment) throw new Error('useCardPayment must be used within a CardPaymentProvider');
  return payment;
}

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

function StripeCardBridge({ children }: { children: ReactNode }) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [state, setState] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });
  const errors: CardErrors = state.error
    ? { number: state.error }
    : state.complete
      ? {}
      : { number: 'Enter your card details' };
  const payment: CardPayment = {
    errors,
    fields: ({ showErrors, disabled }) => (
      <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
        <p id={labelId} className="text-sm font-semibold text-ink">
          Card
          <span aria-hidden="true" className="ml-0.5 text-brand">
            *
          </span>
        </p>
        <div className="rounded-xl border border-line-strong bg-surface px-3.5 py-3.5 shadow-xs focus-within:border-dusk-500">
          <CardElement
            options={{ disabled, style: { base: { fontSize: '16px', color: '#1b1530' } } }}
            onChange={(event) => setState({ complete: event.complete, error: event.error?.message ?? null })}
          />
        </div>
        {showErrors && errors.number ? (
          <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> {errors.number}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Lock aria-hidden="true" className="size-3.5" /> Your card goes straight to Stripe; we never see its number.
        </p>
      </div>
    ),
    async toPaymentMethod(billing) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error('The card form is still loading.');
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      if (error || !paymentMethod)
        throw new Error(error?.message ?? 'Your card could not be used. Please try another card.');
      return paymentMethod.id;
    },
  };
  return <CardPaymentContext.Provider value={payment}>{children}</CardPaymentContext.Provider>;
}

function StripeCardPayment({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  // Stripe.js loads from js.stripe.com only when Stripe takes the payments (the CSP allows it only then).
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardBridge>{children}</StripeCardBridge>
    </Elements>
  );
}

export function CardPaymentProvider({ children }: { children: ReactNode }) {
  const config = usePaymentsConfig();
  if (config.isPending) return <CardPaymentContext.Provider value={LOADING}>{children}</CardPaymentContext.Provider>;
  if (config.data?.provider === 'stripe' && config.data.publishableKey)
    return <StripeCardPayment publishableKey={config.data.publishableKey}>{children}</StripeCardPayment>;
  // The sandbox, or no answer: the server refuses a payment method its provider cannot take, with its own message.
  return <SandboxCardPayment>{children}</SandboxCardPayment>;
}
