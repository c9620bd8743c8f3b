// Security headers on every response (helmet). The middleware is built once: @fastify/helmet builds it
// again for every request, which parsed the CSP directives each time and cost the search route about 6%.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What Stripe.js and its card fields load from, when Stripe takes the payments (Stripe's CSP guide). */
const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

/** `production`: HSTS is sent (a development server on plain http must not pin the browser to https). */
export function securityHeaders(app: FastifyInstance, { stripe = false, production = false }: { stripe?: boolean; production?: boolean } = {}): void {
  const extra = stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...extra.script],
        frameSrc: ["'self'", ...extra.frame],
        connectSrc: ["'self'", 'ws:', 'wss:', ...extra.connect],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}
