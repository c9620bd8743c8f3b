// Stripe's card field (Stripe.js), so card numbers never reach our server. card-payment.tsx loads this module only when
// Stripe takes the payments: Stripe.js is fetched from js.stripe.com when loadStripe is first called (the pure entry
// has no import-time side effect), and the sandbox never fetches it.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { CircleAlert, Lock } from 'lucide-react';
import { CardPaymentContext, type CardPayment } from './card-payment-context.ts';
import type { CardErrors } from './payment-fields.tsx';

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

export function StripeCardPayment({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  // Stripe.js loads from js.stripe.com only when Stripe takes the payments (the CSP allows it only then).
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardBridge>{children}</StripeCardBridge>
    </Elements>
  );
}
