// Security headers on every response, in two sets (ADR 008). Pages and other documents get helmet's: with this
// configuration helmet sets the same headers on every response, so they are worked out once, at start-up, and copied
// onto each one (@fastify/helmet built helmet again for every request, parsing the CSP directives each time). The
// JSON API gets the headers OWASP's REST Security Cheat Sheet lists for API answers: nothing may load, frame or sniff
// them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What Stripe.js and its card fields load from, when Stripe takes the payments (Stripe's CSP guide). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface SecurityHeaderOptions {
  stripe?: boolean;
  /** HSTS is sent (a development server on plain http must not pin the browser to https). */
  production?: boolean;
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };
const PASSED_TO_API = new Set(['strict-transport-security', 'x-content-type-options']);

/** The headers helmet sets on documents, as name-value pairs. */
function documentSecurityHeaderList({ stripe = false, production = false }: SecurityHeaderOptions = {}): [
  string,
  string,
][] {
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
    strictTransportSecurity: production ? HSTS : false,
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

/**
 * The headers of a JSON API answer, as name-value pairs: HSTS (in production) and nosniff as helmet sets them on
 * documents, the rest API's own. The rest of helmet's set is for documents: the full CSP, COOP and
 * Origin-Agent-Cluster shape a page's scripts and windows, and the others are for old browsers' handling of pages and
 * downloads. A 1 KB header block on every answer cost the busiest routes a sixth of their rate (ADR 008).
 */
function apiSecurityHeaderList(document: [string, string][]): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ...document.filter(([name]) => PASSED_TO_API.has(name)),
    ['x-frame-options', 'DENY'],
  ];
}

export interface SecurityHeaderSets {
  document: readonly (readonly [string, string])[];
  api: readonly (readonly [string, string])[];
}

export function securityHeaderSets(options: SecurityHeaderOptions = {}): SecurityHeaderSets {
  const document = documentSecurityHeaderList(options);
  return { document, api: apiSecurityHeaderList(document) };
}

/** The JSON API: everything under /api/ but its documentation's pages. */
export const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Sets the API set on API answers and the document set on every other response, 404s included. */
export function securityHeaders(app: FastifyInstance, sets: SecurityHeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiPath(request.url) ? sets.api : sets.document) reply.raw.setHeader(name, value);
    done();
  });
}
