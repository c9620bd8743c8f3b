import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, json, stubFetch } from '../../test/render.tsx';
import { CardPaymentProvider, useCardPayment, type CardPayment } from './card-payment.tsx';

// Stripe.js cannot load here: its React bindings are replaced by a card field that reports what Stripe's would. The
// mocks also tell whether the Stripe modules were loaded at all.
const createPaymentMethod = vi.fn();
const stripeModules = vi.hoisted(() => ({ loaded: [] as string[] }));
vi.mock('@stripe/stripe-js/pure', () => {
  stripeModules.loaded.push('@stripe/stripe-js/pure');
  return { loadStripe: vi.fn(async () => ({})) };
});
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  useStripe: () => ({ createPaymentMethod }),
  useElements: () => ({ getElement: () => ({ kind: 'card' }) }),
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean; error?: { message: string } }) => void }) => (
    <>
      <button type="button" onClick={() => onChange({ complete: true })}>
        Complete the card
      </button>
      <button
        type="button"
        onClick={() => onChange({ complete: false, error: { message: 'Your card number is incomplete.' } })}
      >
        Break the card
      </button>
    </>
  ),
}));

let current: CardPayment | null = null;
const keep = (payment: CardPayment) => {
  current = payment;
};
function Probe() {
  const payment = useCardPayment();
  // At commit, with the DOM: a passive effect could still be pending when a query has found the new fields.
  useLayoutEffect(() => keep(payment));
  return <div>{payment.fields({ showErrors: true, disabled: false })}</div>;
}

function renderPayment(config: unknown) {
  stubFetch(undefined, { '/api/payments/config': () => json(config) });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CardPaymentProvider>
        <Probe />
      </CardPaymentProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  createPaymentMethod.mockReset();
  current = null;
});

describe('CardPaymentProvider', () => {
  it('the sandbox: its own fields, and the card number becomes a sandbox payment method', async () => {
    renderPayment({ provider: 'sandbox', publishableKey: null });
    const number = await screen.findByLabelText(/Card number/);
    expect(current!.errors.number).toBe('Card number is required');
    const user = userEvent.setup();
    await user.type(number, '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '1230');
    await user.type(screen.getByLabelText(/CVC/), '123');
    expect(current!.errors).toEqual({});
    expect(await current!.toPaymentMethod({ name: 'Casey', email: 'c@example.com' })).toBe(
      'sandbox_card_4242424242424242',
    );
    // The sandbox never loads Stripe.js, nor the module that would fetch it.
    expect(stripeModules.loaded).toEqual([]);
  });

  it("Stripe: Stripe's card field, its errors, and a pm_ id made by Stripe.js with the billing details", async () => {
    renderPayment({ provider: 'stripe', publishableKey: 'pk_test_123' });
    const complete = await screen.findByRole('button', { name: 'Complete the card' });
    expect(screen.getByRole('group', { name: /Card/ })).toBeInTheDocument();
    expect(current!.errors).toEqual({ number: 'Enter your card details' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Break the card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    await user.click(complete);
    expect(current!.errors).toEqual({});

    createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_123' } });
    expect(await current!.toPaymentMethod({ name: 'Casey', email: 'c@example.com' })).toBe('pm_123');
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { kind: 'card' },
      billing_details: { name: 'Casey', email: 'c@example.com' },
    });
    createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    await expect(current!.toPaymentMethod({ name: 'Casey', email: 'c@example.com' })).rejects.toThrow(
      'Your card was declined.',
    );
    expect(stripeModules.loaded).toEqual(['@stripe/stripe-js/pure']);
  });

  it('shows a placeholder until the provider is known, and cannot pay meanwhile', async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch(undefined, { '/api/payments/config': () => new Promise<Response>((resolve) => (answer = resolve)) });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CardPaymentProvider>
          <Probe />
        </CardPaymentProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(current).not.toBeNull());
    await expect(current!.toPaymentMethod({ name: 'A', email: 'a@example.com' })).rejects.toThrow(
      'The card form is still loading.',
    );
    await act(async () => answer(json({ provider: 'sandbox', publishableKey: null })));
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
  });
});
