// The Stripe provider's saved cards and off-session charges against a fake client (no network): what it asks
// Stripe for, under which idempotency keys, and how Stripe's answers and card errors come back.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe.ts';
import { PaymentDeclinedError, PaymentUnavailableError } from './types.ts';

interface Call {
  method: string;
  params: unknown;
  options: unknown;
}

type Answer = (params: Record<string, unknown>) => unknown;

const charge = { payment_method_details: { card: { last4: '4242' } } };

/** A Stripe client that records each request and answers it as a card that pays (unless told otherwise). */
function fakeStripe(answers: Partial<Record<string, Answer>> = {}) {
  const calls: Call[] = [];
  const endpoint = (method: string, fallback: Answer) => async (params: Record<string, unknown>, options?: unknown) => {
    calls.push({ method, params, options });
    return (answers[method] ?? fallback)(params);
  };
  const client = {
    customers: { create: endpoint('customers.create', () => ({ id: 'cus_A1' })) },
    setupIntents: {
      create: endpoint('setupIntents.create', () => ({
        id: 'seti_1',
        status: 'succeeded',
        payment_method: { id: 'pm_B2', card: { last4: '4242' } },
      })),
    },
    paymentMethods: {
      retrieve: endpoint('paymentMethods.retrieve', (id) => ({ id, card: { last4: '0341' } })),
      detach: endpoint('paymentMethods.detach', (id) => ({ id })),
    },
    paymentIntents: {
      create: endpoint('paymentIntents.create', (params) => ({
        id: 'pi_C3',
        amount: params.amount,
        status: params.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
        latest_charge: charge,
      })),
    },
  };
  return { provider: createStripeProvider('sk_test_fake', client as unknown as Stripe), calls };
}

const cardError = (message: string, code: string) =>
  new Stripe.errors.StripeCardError({ message, code, type: 'card_error' });

describe('stripe saveCard', () => {
  it('makes a Customer, then confirms an off-session SetupIntent for the card, each under its own key', async () => {
    const { provider, calls } = fakeStripe();
    const saved = await provider.saveCard({ paymentMethod: 'pm_B2', email: 'guest@example.com', idempotencyKey: 'k1' });
    expect(saved).toEqual({ id: 'cus_A1:pm_B2', cardLast4: '4242' });
    expect(calls).toEqual([
      {
        method: 'customers.create',
        params: { email: 'guest@example.com' },
        options: { idempotencyKey: 'k1:customer' },
      },
      {
        method: 'setupIntents.create',
        params: {
          customer: 'cus_A1',
          payment_method: 'pm_B2',
          confirm: true,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          expand: ['payment_method'],
        },
        options: { idempotencyKey: 'k1:setup' },
      },
    ]);
  });

  it('retrieves the payment method when the SetupIntent names it only', async () => {
    const { provider, calls } = fakeStripe({
      'setupIntents.create': () => ({ id: 'seti_1', status: 'succeeded', payment_method: 'pm_B2' }),
    });
    const saved = await provider.saveCard({ paymentMethod: 'pm_B2', email: 'guest@example.com', idempotencyKey: 'k' });
    expect(saved).toEqual({ id: 'cus_A1:pm_B2', cardLast4: '0341' });
    expect(calls.at(-1)).toMatchObject({ method: 'paymentMethods.retrieve', params: 'pm_B2' });
  });

  it('refuses a card that needs another step, or that Stripe declines', async () => {
    const needsAction = fakeStripe({
      'setupIntents.create': () => ({ id: 'seti_1', status: 'requires_action', payment_method: 'pm_B2' }),
    });
    await expect(
      needsAction.provider.saveCard({ paymentMethod: 'pm_B2', email: 'guest@example.com', idempotencyKey: 'k' }),
    ).rejects.toThrow(/needs another step/);

    const declined = fakeStripe({
      'setupIntents.create': () => {
        throw cardError('Your card was declined.', 'card_declined');
      },
    });
    await expect(
      declined.provider.saveCard({ paymentMethod: 'pm_B2', email: 'guest@example.com', idempotencyKey: 'k' }),
    ).rejects.toEqual(new PaymentDeclinedError('Your card was declined.'));
  });
});

describe('stripe chargeSavedCard', () => {
  const base = { savedCardId: 'cus_A1:pm_B2', amountCents: 12_500, metadata: { booking_reference: 'EVT-1' } };

  it('charges the saved card off session under the given key', async () => {
    const { provider, calls } = fakeStripe();
    const charged = await provider.chargeSavedCard({ ...base, capture: true, idempotencyKey: 'balance:1' });
    expect(charged).toEqual({ id: 'pi_C3', amountCents: 12_500, cardLast4: '4242' });
    expect(calls).toEqual([
      {
        method: 'paymentIntents.create',
        params: {
          amount: 12_500,
          currency: 'usd',
          customer: 'cus_A1',
          payment_method: 'pm_B2',
          off_session: true,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          capture_method: 'automatic',
          transfer_group: 'EVT-1',
          metadata: { booking_reference: 'EVT-1' },
          expand: ['latest_charge'],
        },
        options: { idempotencyKey: 'balance:1' },
      },
    ]);
  });

  it('holds with manual capture', async () => {
    const { provider, calls } = fakeStripe();
    const held = await provider.chargeSavedCard({ ...base, capture: false, idempotencyKey: 'deposit:1' });
    expect(held.id).toBe('pi_C3');
    expect(calls[0]).toMatchObject({
      params: {
        capture_method: 'manual',
        off_session: true,
        customer: 'cus_A1',
        payment_method: 'pm_B2',
        payment_method_options: { card: { request_multicapture: 'if_available' } },
      },
      options: { idempotencyKey: 'deposit:1' },
    });
  });

  it("refuses with Stripe's message when the bank asks for the customer, who is away", async () => {
    const message = 'Your card was declined. This transaction requires authentication.';
    const { provider } = fakeStripe({
      'paymentIntents.create': () => {
        throw cardError(message, 'authentication_required');
      },
    });
    await expect(provider.chargeSavedCard({ ...base, capture: true, idempotencyKey: 'k' })).rejects.toEqual(
      new PaymentDeclinedError(message),
    );
  });

  it('refuses an intent left in another state, and reports an outage as unavailable', async () => {
    const processing = fakeStripe({
      'paymentIntents.create': (params) => ({ id: 'pi_C3', amount: params.amount, status: 'requires_action' }),
    });
    await expect(
      processing.provider.chargeSavedCard({ ...base, capture: true, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);

    const down = fakeStripe({
      'paymentIntents.create': () => {
        throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up', type: 'api_error' });
      },
    });
    await expect(
      down.provider.chargeSavedCard({ ...base, capture: false, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe('stripe forgetSavedCard', () => {
  it('detaches the saved card’s payment method', async () => {
    const { provider, calls } = fakeStripe();
    await provider.forgetSavedCard('cus_A1:pm_B2');
    expect(calls).toEqual([{ method: 'paymentMethods.detach', params: 'pm_B2', options: undefined }]);
  });

  it('takes a card already gone as forgotten, and lets other errors through', async () => {
    const missing = new Stripe.errors.StripeInvalidRequestError({
      message: 'No such PaymentMethod',
      code: 'resource_missing',
      type: 'invalid_request_error',
    });
    const gone = fakeStripe({
      'paymentMethods.detach': () => {
        throw missing;
      },
    });
    await expect(gone.provider.forgetSavedCard('cus_A1:pm_B2')).resolves.toBeUndefined();
    const down = fakeStripe({
      'paymentMethods.detach': () => {
        throw new Stripe.errors.StripeConnectionError({ message: 'offline', type: 'api_error' });
      },
    });
    await expect(down.provider.forgetSavedCard('cus_A1:pm_B2')).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe('stripe authorize', () => {
  const base = { amountCents: 40_000, idempotencyKey: 'attempt:1', metadata: { checkout_attempt: 'a1' } };

  it('passes a saved card as its customer and payment method', async () => {
    const { provider, calls } = fakeStripe();
    const hold = await provider.authorize({ ...base, paymentMethod: 'cus_A1:pm_B2' });
    expect(hold).toEqual({ id: 'pi_C3', amountCents: 40_000, cardLast4: '4242' });
    expect(calls[0]).toMatchObject({
      params: { customer: 'cus_A1', payment_method: 'pm_B2', capture_method: 'manual', confirm: true },
      options: { idempotencyKey: 'attempt:1' },
    });
  });

  it('passes a payment method from the checkout form as it is, with no customer', async () => {
    const { provider, calls } = fakeStripe();
    await provider.authorize({ ...base, paymentMethod: 'pm_B2' });
    expect(calls[0]!.params).toMatchObject({ payment_method: 'pm_B2' });
    expect(calls[0]!.params).not.toHaveProperty('customer');
  });
});

describe('stripe records for reconciliation', () => {
  it('reads a payment’s captured and refunded amounts and what an account was paid, reversals left out', async () => {
    const retrieved: unknown[] = [];
    const listed: unknown[] = [];
    const transfers = [
      { amount: 10_000, amount_reversed: 0 },
      { amount: 2_500, amount_reversed: 500 },
    ];
    const client = {
      paymentIntents: {
        retrieve: async (id: string, params: unknown) => {
          retrieved.push([id, params]);
          return { id, amount: 50_000, amount_received: 30_000, latest_charge: { amount_refunded: 1_200 } };
        },
      },
      transfers: {
        list: (params: unknown) => {
          listed.push(params);
          return {
            autoPagingEach: async (each: (transfer: (typeof transfers)[number]) => void) => transfers.forEach(each),
          };
        },
      },
    };
    const provider = createStripeProvider('sk_test_fake', client as unknown as Stripe);
    expect(await provider.paymentTotals('pi_C3')).toEqual({
      amountCents: 50_000,
      capturedCents: 30_000,
      refundedCents: 1_200,
    });
    expect(retrieved).toEqual([['pi_C3', { expand: ['latest_charge'] }]]);
    expect(await provider.transferredTo('acct_D4')).toBe(12_000);
    expect(listed).toEqual([{ destination: 'acct_D4', limit: 100 }]);
  });
});
