// Security headers on every response (helmet). With this configuration helmet sets the same headers on every
// response, so they are worked out once, at start-up, and copied onto each one: @fastify/helmet built helmet
// again for every request (parsing the CSP directives each time), and the search front door (search/front-door.ts)
// sends them without going through Fastify at all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What Stripe.js and its card fields load from, when Stripe takes the payments (Stripe's CSP guide). */
const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

export interface SecurityHeaderOptions {
  stripe?: boolean;
  /** HSTS is sent (a development server on plain http must not pin the browser to https). */
  production?: boolean;
}

/** The headers helmet sets, as name-value pairs. */
export function securityHeaderList({ stripe = false, production = false }: SecurityHeaderOptions = {}): [string, string][] {
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
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet calls back synchronously; if a later version did not, the list would be silently short.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return [...headers];
}

/** Sets `headers` (securityHeaderList's) on every response. */
export function securityHeaders(app: FastifyInstance, headers: readonly (readonly [string, string])[]): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
