// Which provider takes the card: the sandbox by default; Stripe by env, with its publishable key for Stripe.js
// and Stripe's hosts allowed by the content security policy.
import { afterAll, describe, expect, it } from 'vitest';
import { PaymentsConfigSchema } from '#shared/payments.ts';
import { parseEnv } from '../../env.ts';
import { createTestApp } from '../../testing/test-app.ts';

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));

async function configOf(overrides: Record<string, string>) {
  const app = await createTestApp(overrides);
  apps.push(app);
  const answer = await app.inject('/api/payments/config');
  // The checkout page's policy: API answers carry one that lets nothing load (security-headers.ts).
  const page = await app.inject('/checkout');
  return { config: PaymentsConfigSchema.parse(answer.json()), csp: String(page.headers['content-security-policy']) };
}

describe('GET /api/payments/config', () => {
  it('is the sandbox without Stripe keys, and the policy allows no outside scripts', async () => {
    const { config, csp } = await configOf({});
    expect(config).toEqual({ provider: 'sandbox', publishableKey: null });
    expect(csp).not.toContain('stripe.com');
  }, 60_000);

  it('is Stripe with its publishable key when configured, and the policy allows Stripe.js and its frames', async () => {
    const { config, csp } = await configOf({ STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_PAYMENTS_KEY: 'pk_test_456' });
    expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_456' });
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
  }, 60_000);

  it('a Stripe secret key without its publishable key is a configuration error', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /PUBLIC_PAYMENTS_KEY: set the Stripe publishable key/,
    );
  });
});
