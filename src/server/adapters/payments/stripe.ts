// Stripe, with the official SDK: PaymentIntents with manual capture and multicapture (each partner's share is
// captured when that partner confirms), Connect transfers to each partner's account, idempotency keys on every
// write. Cards are saved on a Customer with an off-session SetupIntent and charged later with off-session
// PaymentIntents (balances, deposit holds). Multicapture needs Stripe's IC+ pricing; see
// docs/decisions/005-fees-and-bookings.md. The SDK (about 20 MB of memory) is imported at the first payment or
// webhook, so the sandbox's default server never loads it.
import type Stripe from 'stripe';
import { PaymentDeclinedError, PaymentUnavailableError, type PaymentProvider } from './types.ts';

/** The SDK's errors by their `type` (each error class's name), which needs no import of the SDK to read. */
const errorType = (error: unknown) => (error as { type?: unknown } | null)?.type;

const NEEDS_ANOTHER_STEP = 'Your card needs another step that this checkout cannot take. Please use another card.';

/** A saved card's id from saveCard (`cus_…:pm_…`) split into its customer and payment method; null for any other. */
function savedCardOf(id: string): { customer: string; paymentMethod: string } | null {
  const at = id.indexOf(':');
  if (!id.startsWith('cus_') || at < 0) return null;
  return { customer: id.slice(0, at), paymentMethod: id.slice(at + 1) };
}

/** The card's last digits, from the intent's charge (expanded when it was created). */
const last4Of = (intent: Stripe.PaymentIntent) =>
  (typeof intent.latest_charge === 'object' ? intent.latest_charge : null)?.payment_method_details?.card?.last4 ?? '';

export function createStripeProvider(secretKey: string, given?: Stripe): PaymentProvider {
  let connected: Promise<Stripe> | undefined = given && Promise.resolve(given);
  const stripe = () =>
    (connected ??= import('stripe').then(
      ({ default: StripeClient }) => new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 10_000 }),
    ));
  const translate = (error: unknown): never => {
    const type = errorType(error);
    if (type === 'StripeCardError') throw new PaymentDeclinedError((error as Error).message);
    if (type === 'StripeConnectionError' || type === 'StripeAPIError') throw new PaymentUnavailableError();
    throw error;
  };

  return {
    name: 'stripe',

    async authorize({ amountCents, paymentMethod, idempotencyKey, metadata }) {
      const client = await stripe();
      const saved = savedCardOf(paymentMethod);
      const intent = await client.paymentIntents
        .create(
          {
            amount: amountCents,
            currency: 'usd',
            ...(saved
              ? { customer: saved.customer, payment_method: saved.paymentMethod }
              : { payment_method: paymentMethod }),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            capture_method: 'manual',
            confirm: true,
            payment_method_options: { card: { request_multicapture: 'if_available' } },
            transfer_group: metadata.booking_reference ?? metadata.checkout_attempt,
            metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        )
        .catch(translate);
      if (intent.status !== 'requires_capture') throw new PaymentDeclinedError(NEEDS_ANOTHER_STEP);
      return { id: intent.id, amountCents: intent.amount, cardLast4: last4Of(intent) };
    },

    async saveCard({ paymentMethod, email, idempotencyKey }) {
      const client = await stripe();
      const customer = await client.customers
        .create({ email }, { idempotencyKey: `${idempotencyKey}:customer` })
        .catch(translate);
      const setup = await client.setupIntents
        .create(
          {
            customer: customer.id,
            payment_method: paymentMethod,
            confirm: true,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey: `${idempotencyKey}:setup` },
        )
        .catch(translate);
      if (setup.status !== 'succeeded') throw new PaymentDeclinedError(NEEDS_ANOTHER_STEP);
      const method =
        typeof setup.payment_method === 'string'
          ? await client.paymentMethods.retrieve(setup.payment_method).catch(translate)
          : setup.payment_method;
      if (!method) throw new Error(`stripe: SetupIntent ${setup.id} succeeded without a payment method`);
      return { id: `${customer.id}:${method.id}`, cardLast4: method.card?.last4 ?? '' };
    },

    async chargeSavedCard({ savedCardId, amountCents, capture, idempotencyKey, metadata }) {
      const saved = savedCardOf(savedCardId);
      if (!saved) throw new Error(`stripe: ${savedCardId} is not a saved card`);
      const client = await stripe();
      // Off session, a card that asks for authentication fails with a card error (authentication_required).
      const intent = await client.paymentIntents
        .create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: saved.customer,
            payment_method: saved.paymentMethod,
            off_session: true,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            capture_method: capture ? 'automatic' : 'manual',
            ...(capture ? {} : { payment_method_options: { card: { request_multicapture: 'if_available' } } }),
            transfer_group: metadata.booking_reference ?? metadata.checkout_attempt,
            metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        )
        .catch(translate);
      if (intent.status !== (capture ? 'succeeded' : 'requires_capture'))
        throw new PaymentDeclinedError(NEEDS_ANOTHER_STEP);
      return { id: intent.id, amountCents: intent.amount, cardLast4: last4Of(intent) };
    },

    async forgetSavedCard(savedCardId) {
      const saved = savedCardOf(savedCardId);
      if (!saved) return;
      const client = await stripe();
      await client.paymentMethods.detach(saved.paymentMethod).catch((error: unknown) => {
        // Detached already (or never attached any more): what was asked is done.
        if ((error as { code?: unknown } | null)?.code === 'resource_missing') return;
        return translate(error);
      });
    },

    async capture({ paymentId, amountCents, final, idempotencyKey }) {
      const client = await stripe();
      await client.paymentIntents
        .capture(paymentId, { amount_to_capture: amountCents, final_capture: final }, { idempotencyKey })
        .catch(translate);
    },

    async release(paymentId) {
      const client = await stripe();
      const intent = await client.paymentIntents.retrieve(paymentId).catch(translate);
      // Cancelling a PaymentIntent that still requires capture releases the rest of the hold.
      if (intent.status === 'requires_capture') await client.paymentIntents.cancel(paymentId).catch(translate);
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const client = await stripe();
      await client.refunds
        .create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey })
        .catch(translate);
    },

    async transfer({ destination, amountCents, transferGroup, idempotencyKey }) {
      const client = await stripe();
      const transfer = await client.transfers
        .create(
          { amount: amountCents, currency: 'usd', destination, transfer_group: transferGroup },
          { idempotencyKey },
        )
        .catch(translate);
      return { id: transfer.id };
    },

    async paymentTotals(paymentId) {
      const client = await stripe();
      const intent = await client.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }).catch(translate);
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return {
        amountCents: intent.amount,
        capturedCents: intent.amount_received,
        refundedCents: charge?.amount_refunded ?? 0,
      };
    },

    async transferredTo(accountId) {
      const client = await stripe();
      let cents = 0;
      await client.transfers
        .list({ destination: accountId, limit: 100 })
        .autoPagingEach((transfer) => {
          cents += transfer.amount - transfer.amount_reversed;
        })
        .catch(translate);
      return cents;
    },

    async findByAttempt(attemptId) {
      const client = await stripe();
      const found = await client.paymentIntents
        .search({ query: `metadata['checkout_attempt']:'${attemptId.replace(/'/g, '')}'`, limit: 1 })
        .catch(translate);
      const intent = found.data[0];
      return intent ? { id: intent.id, held: intent.status === 'requires_capture' } : null;
    },

    async createPayoutAccount({ email, businessName }) {
      const client = await stripe();
      const account = await client.accounts
        .create({
          type: 'express',
          email,
          business_profile: { name: businessName },
          capabilities: { transfers: { requested: true } },
        })
        .catch(translate);
      return { accountId: account.id };
    },

    async payoutOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const client = await stripe();
      const link = await client.accountLinks
        .create({ account: accountId, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' })
        .catch(translate);
      return { url: link.url };
    },

    async payoutAccountStatus(accountId) {
      const client = await stripe();
      const account = await client.accounts.retrieve(accountId).catch(translate);
      return {
        detailsSubmitted: account.details_submitted ?? false,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
      };
    },
  };
}

/** Checks a webhook's signature and parses its event (POST /api/payments/webhook). Rejects a bad signature. */
export async function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  const { default: StripeClient } = await import('stripe');
  return StripeClient.webhooks.constructEvent(rawBody, signature, secret);
}

/** Stripe's own outages (no connection, its 5xx, rate limits); a declined card or a bad request is an answer. */
export function isStripeOutage(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: string; statusCode?: number };
  return (
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError' ||
    (typeof statusCode === 'number' && statusCode >= 500)
  );
}
