// Builds the Fastify app: API, OpenAPI docs, media and the built web app. main.ts listens; tests use inject().
//
// Each part is a plugin named for what it does (plugins/, and one plugin per feature from the feature's index.ts),
// composed here in order. Dependencies, one way (ADR 017): shared services are built once in plugins/shared-services.ts
// and decorated on the app, typed by declaration merging; a feature plugin reads the decorations it needs (`app.db`,
// `app.checkout`, ...) and passes them on to its services as arguments. Services never read the app themselves.
// Errors, one way: services throw AppError (#shared/errors.ts); error-answers.ts answers every error in one shape.
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import Fastify, { type RouteOptions } from 'fastify';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { answerError, answerRouterError } from './error-answers.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts.ts';
import { waitForDatabase } from './http/readiness.ts';
import { accountRoutes } from './features/account/index.ts';
import { analyticsRoutes } from './features/analytics/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { calendarRoutes, type FeedPolicy } from './features/calendar/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { checkoutRoutes } from './features/checkout/index.ts';
import { conciergeRoutes } from './features/concierge/index.ts';
import { enquiryRoutes } from './features/enquiries/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { listingRoutes } from './features/listings/index.ts';
import { mailboxRoutes } from './features/mailbox/index.ts';
import { mediaRoutes } from './features/media/index.ts';
import { messagingRoutes } from './features/messaging/index.ts';
import { onboardingRoutes } from './features/onboarding/index.ts';
import { partnerAnalyticsRoutes } from './features/partner-analytics/index.ts';
import { partnerRoutes } from './features/partners/index.ts';
import { payoutRoutes } from './features/payouts/index.ts';
import { platformMetricsRoutes } from './features/platform-metrics/index.ts';
import { pushRoutes, type EndpointRules } from './features/push/index.ts';
import { quoteRoutes } from './features/quotes/index.ts';
import { realtimeRoutes } from './features/realtime/index.ts';
import { lineReviewRoutes, reviewRoutes } from './features/reviews/index.ts';
import { eventRoutes, guestRoutes, paymentShareRoutes, timelineRoutes } from './features/events/index.ts';
import { searchRoutes } from './features/search/index.ts';
import { storyRoutes } from './features/stories/index.ts';
import { uploadRoutes } from './features/uploads/index.ts';
import { logOptions } from './logger.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { backgroundJobs } from './plugins/background-jobs.ts';
import { compression } from './plugins/compression.ts';
import { pageCache } from './plugins/page-cache.ts';
import { headersAndRouteLimits, requestGuards } from './plugins/security.ts';
import { sharedServices } from './plugins/shared-services.ts';
import { webApp } from './plugins/web-app.ts';

/** Every feature's routes, each feature one plugin from its index.ts. */
const FEATURES = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  searchRoutes,
  conciergeRoutes,
  listingRoutes,
  cartRoutes,
  checkoutRoutes,
  quoteRoutes,
  eventRoutes,
  guestRoutes,
  paymentShareRoutes,
  timelineRoutes,
  messagingRoutes,
  realtimeRoutes,
  pushRoutes,
  partnerRoutes,
  payoutRoutes,
  partnerAnalyticsRoutes,
  calendarRoutes,
  reviewRoutes,
  lineReviewRoutes,
  platformMetricsRoutes,
  storyRoutes,
  enquiryRoutes,
  uploadRoutes,
  onboardingRoutes,
  analyticsRoutes,
  mediaRoutes,
  mailboxRoutes,
];

export interface BuildOptions {
  env: Env;
  database: Database;
  /** How long a client may take to send a request (tests shorten them). */
  timeouts?: HttpTimeouts;
  /** Told of every route as it is registered (tests walk the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Which push endpoints may be reached: public push services, unless a test runs one on this machine. */
  pushEndpoints?: EndpointRules;
  /** Which calendars may be read: on public addresses, unless a test runs a calendar server on this machine. */
  calendarFeeds?: FeedPolicy;
  /** The prefix of the route limits' keys in Redis (REDIS_URL): tests give each run its own. */
  routeLimitPrefix?: string;
}

export async function buildApp({
  env,
  database,
  onRoute,
  pushEndpoints,
  calendarFeeds,
  routeLimitPrefix,
  timeouts = HTTP_TIMEOUTS,
}: BuildOptions) {
  const app = Fastify({
    http: {
      headersTimeout: timeouts.headersMs,
      // node:http checks its time-outs on this interval (30 s by default, longer than a test's whole time-out).
      connectionsCheckingInterval: Math.min(timeouts.headersMs, timeouts.requestMs) / 2,
    },
    requestTimeout: timeouts.requestMs,
    ...logOptions(env),
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (env.ts).
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(sharedServices, { env, database, pushEndpoints, calendarFeeds });
  await app.register(backgroundJobs);
  await app.register(pageCache);
  app.setErrorHandler(answerError);
  await app.register(compression);
  await app.register(headersAndRouteLimits, { routeLimitPrefix });
  // The docs' pages get the headers and limits above, not the request guards below (hooks reach later plugins only).
  await app.register(apiDocs);
  await app.register(requestGuards, { timeouts });
  app.addHook('onRequest', waitForDatabase);
  for (const feature of FEATURES) await app.register(feature);
  await app.register(webApp);
  return app;
}
