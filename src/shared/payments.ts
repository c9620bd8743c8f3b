// What the checkout form needs to know about paying: the sandbox provider's test cards (the local default,
// DESIGN.md) and how a card entered in sandbox mode becomes a payment method id. With Stripe, Stripe.js makes
// the payment method and card numbers never reach our server.
import { z } from 'zod';

export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { outcome: 'success', label: 'Succeeds' },
  '4000000000000002': { outcome: 'declined', label: 'Declined' },
  '4000000000009995': { outcome: 'insufficient_funds', label: 'Insufficient funds' },
  '4000000000000119': { outcome: 'network_error', label: 'Network error' },
  /** Pays at checkout, then declines what is charged later with the customer away (a balance, a deposit hold). */
  '4000000000000341': { outcome: 'declines_later', label: 'Declines later charges' },
} as const;

export type SandboxOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]['outcome'];

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Use a sandbox test card, such as 4242 4242 4242 4242.',
  invalidCard: 'Your card number is not valid.',
  declinedLater: 'Your bank declined a charge made while you were away.',
} as const;

const SANDBOX_PREFIX = 'sandbox_card_';

/** Luhn check of a card number (digits only). */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function sandboxPaymentMethod(cardNumber: string): string {
  return `${SANDBOX_PREFIX}${cardNumber.replace(/\D/g, '')}`;
}

export function cardNumberOf(paymentMethod: string): string | null {
  return paymentMethod.startsWith(SANDBOX_PREFIX) ? paymentMethod.slice(SANDBOX_PREFIX.length) : null;
}

/** GET /api/payments/config: which provider takes the card, and the publishable key Stripe.js needs. */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;
