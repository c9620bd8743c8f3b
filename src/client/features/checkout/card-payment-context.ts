// What a checkout form asks of the card form, whichever provider takes the payments (card-payment.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { CardErrors } from './payment-fields.tsx';

export interface CardPayment {
  /** What the person must fix before paying; empty when the card looks complete. */
  errors: CardErrors;
  fields(options: { showErrors: boolean; disabled: boolean }): ReactNode;
  /** The payment method to send with the order: sandbox_card_… or Stripe's pm_…. Throws with words for the person. */
  toPaymentMethod(billing: { name: string; email: string }): Promise<string>;
}

export const CardPaymentContext = createContext<CardPayment | null>(null);

export function useCardPayment(): CardPayment {
  const payment = useContext(CardPaymentContext);
  if (!payment) throw new Error('useCardPayment must be used within a CardPaymentProvider');
  return payment;
}
