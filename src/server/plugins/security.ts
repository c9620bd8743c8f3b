// Protection of every route, in two plugins because the API docs are registered between them (app.ts): security
// headers and route limits cover the docs' pages too; the request guards only the routes registered after them.
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMIT } from '#shared/errors.ts';
import { csrfGuard } from '../csrf.ts';
import { siteOrigins } from '../env.ts';
import { closeSlowBodies, type HttpTimeouts } from '../http-timeouts.ts';
import { routeLimitStore } from '../route-limits.ts';
import { securityHeaderSets, securityHeaders } from '../security-headers.ts';
import { refuseMalformedText } from '../text-guard.ts';
import { appWide } from './app-wide.ts';

/** A route limit's 429, as §8 words the sign-in one (rate-limit plugin's errorResponseBuilder; the error handler sends it). */
function rateLimitExceeded(_request: FastifyRequest, context: { ttl: number }) {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return Object.assign(new Error(RATE_LIMIT.requestsMessage(seconds)), {
    statusCode: RATE_LIMIT.status,
    code: RATE_LIMIT.code,
  });
}

export const headersAndRouteLimits = appWide<{ routeLimitPrefix?: string }>(
  'headers-and-route-limits',
  async (app, { routeLimitPrefix }) => {
    const { env } = app;
    securityHeaders(
      app,
      securityHeaderSets({ stripe: Boolean(env.STRIPE_SECRET_KEY), production: env.NODE_ENV === 'production' }),
    );
    // Limits are set per route (config.rateLimit) with the spec's windows; reads of public pages are not limited.
    // The websocket route never sets one: a limit there blocks the upgrade (DESIGN.md).
    // RATE_LIMITS=off (load tests only): without the plugin, a route's config.rateLimit is not read.
    // With REDIS_URL the counts are shared by every instance (route-limits.ts).
    if (env.RATE_LIMITS === 'on') {
      const store = await routeLimitStore(env.REDIS_URL, app.log, routeLimitPrefix);
      app.addHook('onClose', store.close);
      await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimitExceeded, ...store.options });
    }
  },
);

/** Cross-site writes refused, slow bodies cut off, malformed text refused before validation. */
export const requestGuards = appWide<{ timeouts: HttpTimeouts }>('request-guards', async (app, { timeouts }) => {
  app.addHook('onRequest', csrfGuard(siteOrigins(app.env)));
  app.addHook('onRequest', closeSlowBodies(timeouts.bodyMs));
  app.addHook('preValidation', refuseMalformedText);
});
