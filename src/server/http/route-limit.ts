// The §9 limiter windows as a route's request limit (@fastify/rate-limit, counted per address). Which window a route
// takes: docs/decisions/022-route-limit-windows.md.
import { RATE_LIMIT_WINDOWS, type RateLimitWindowName } from '#shared/resilience/rate-limit.ts';

/** The route `config` that limits it to one of the §9 windows. */
export function routeLimit(window: Exclude<RateLimitWindowName, 'login' | 'signup'>) {
  const { max, windowMs } = RATE_LIMIT_WINDOWS[window];
  return { rateLimit: { max, timeWindow: windowMs } };
}
