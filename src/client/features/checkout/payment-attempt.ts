// What the cart checkout and the quote checkout do alike around a payment: turn the card into a
// payment method (saying why when it cannot be), send one key per attempt (kept while the same attempt is retried,
// replaced once the server has answered it), and take the customer to the payment error page when the provider
// could not be reached.
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PaymentFailureDetailsSchema } from '#shared/checkout.ts';
import { ApiError } from '../../lib/api.ts';
import type { CardPayment } from './card-payment.tsx';

export function usePaymentAttempt() {
  const navigate = useNavigate();
  const key = useRef(crypto.randomUUID());
  /** Why the card could not become a payment method (Stripe.js refused it, or the form is not ready). */
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const handlers = useMemo(
    () => ({
      currentKey: () => key.current,
      /** Sends the order with the card's payment method, or says why the card cannot be used. */
      payWith: (
        payment: CardPayment,
        billing: { name: string; email: string },
        send: (paymentMethod: string) => void,
      ) => {
        setCardProblem(null);
        payment
          .toPaymentMethod(billing)
          .then(send)
          .catch((error: unknown) =>
            setCardProblem(error instanceof Error ? error.message : 'Your card could not be used.'),
          );
      },
      /** Unreachable provider: whether a hold was made is not known yet, so the customer gets the page that says
       *  what happens to the money. A declined card stays on the form, for another card at once. */
      onError: (error: unknown) => {
        const details = PaymentFailureDetailsSchema.safeParse(error instanceof ApiError ? error.details : undefined);
        if (error instanceof ApiError && error.status === 503 && details.success)
          void navigate(`/booking/error/${details.data.attemptId}`);
      },
      onSettled: (_data: unknown, error: unknown) => {
        if (error) key.current = crypto.randomUUID();
      },
    }),
    [navigate],
  );
  return { ...handlers, cardProblem };
}
