// POST /api/payments/webhook: Stripe's events, registered only when STRIPE_WEBHOOK_SECRET is set. The body is kept
// as bytes in this plugin alone: the signature covers them exactly as sent.
import type { FastifyPluginAsync } from 'fastify';
import { verifyStripeWebhook } from '../../adapters/payments/index.ts';
import { handleStripeEvent } from './payment-webhook.ts';

export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.checkout;
  const secret = app.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return;
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's events (signed): a hold cancelled, a refund or a dispute made outside the app",
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw new Error('missing signature or body');
        event = await verifyStripeWebhook(request.body, signature, secret);
      } catch {
        return reply
          .status(400)
          .send({ error: { code: 'BAD_SIGNATURE', message: 'The webhook signature is not valid.' } });
      }
      return { received: true, outcome: await handleStripeEvent(ctx, event) };
    },
  );
};
