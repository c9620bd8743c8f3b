// What every payments provider does (index.ts chooses one by env), and the errors they throw.
export interface Authorization {
  id: string;
  amountCents: number;
  cardLast4: string;
}

/** A customer's card kept at the provider for charges made later, with the customer away (balances, deposits). */
export interface SavedCard {
  /** The provider's reference to the card (Stripe: its customer and payment method); a payment method itself. */
  id: string;
  cardLast4: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Holds the amount on the card: a payment method from the checkout form or a saved card's id. The same
   * idempotency key always gives the same authorization.
   */
  authorize(input: {
    amountCents: number;
    paymentMethod: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<Authorization>;
  /**
   * Keeps the card for later charges (Stripe: a Customer and a SetupIntent for off-session use). Declines as
   * authorize does. The same key gives the same saved card.
   */
  saveCard(input: { paymentMethod: string; email: string; idempotencyKey: string }): Promise<SavedCard>;
  /**
   * Charges (capture: true) or holds (capture: false, captured or released later) a saved card with the customer
   * away (Stripe: an off-session PaymentIntent). A refusal throws PaymentDeclinedError; the same key always gives
   * the same outcome, a refusal included, so a retry after a decline needs a new key.
   */
  chargeSavedCard(input: {
    savedCardId: string;
    amountCents: number;
    capture: boolean;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<Authorization>;
  /** Removes a saved card at the provider (Stripe: detaches its payment method); one already gone is no error. */
  forgetSavedCard(savedCardId: string): Promise<void>;
  /** Captures part of a hold; `final` releases whatever is left of it. */
  capture(input: { paymentId: string; amountCents: number; final: boolean; idempotencyKey: string }): Promise<void>;
  /** Releases whatever is still held, capturing nothing more. */
  release(paymentId: string): Promise<void>;
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  /** Pays a partner's connected account. */
  transfer(input: {
    destination: string;
    amountCents: number;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** What the provider's records hold of a payment: its amount, what was captured of it and refunded. */
  paymentTotals(paymentId: string): Promise<PaymentTotals>;
  /** What the provider paid into a connected account in all, transfers reversed left out. */
  transferredTo(accountId: string): Promise<number>;
  /** The authorization made for a checkout attempt, if the provider holds one (reconciliation after a crash). */
  findByAttempt(attemptId: string): Promise<{ id: string; held: boolean } | null>;
  /** Opens a connected account a partner is paid into (Stripe: an Express account). */
  createPayoutAccount(input: { email: string; businessName: string }): Promise<{ accountId: string }>;
  /** Where the partner fills in the account's details with the provider; it sends them back to `returnUrl`. */
  payoutOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  payoutAccountStatus(accountId: string): Promise<PayoutAccountStatus>;
}

export interface PaymentTotals {
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
}

export interface PayoutAccountStatus {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

/** The card was refused: nothing was held. Shown to the customer as it is. */
export class PaymentDeclinedError extends Error {
  readonly code = 'PAYMENT_DECLINED';
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not be reached or failed: whether anything was held is unknown until reconciled. */
export class PaymentUnavailableError extends Error {
  readonly code = 'PAYMENT_UNAVAILABLE';
  constructor(message = 'The payment service could not be reached. Nothing was charged; please try again.') {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}
