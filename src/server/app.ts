// Builds the Fastify app: API, OpenAPI docs, media and the built web app. main.ts listens; tests use inject().
import { existsSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from '@fastify/type-provider-zod';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { RATE_LIMIT } from '#shared/errors.ts';
import { RESULT_CACHE } from '#shared/resilience/result-cache.ts';
import { createEmbedder } from './adapters/embeddings/index.ts';
import { createMailer, type Mailer } from './adapters/mail/index.ts';
import { createPaymentProvider } from './adapters/payments/index.ts';
import type { Database } from './db/client.ts';
import { appUrl, siteOrigins, type Env } from './env.ts';
import { csrfGuard } from './csrf.ts';
import { answerError, answerRouterError } from './error-answers.ts';
import { closeSlowBodies, HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts.ts';
import { refuseMalformedText } from './text-guard.ts';
import { securityHeaderSets, securityHeaders } from './security-headers.ts';
import { routeLimitStore } from './route-limits.ts';
import { accountRoutes } from './features/account/routes.ts';
import { closeAccountForAuth } from './features/account/delete-account.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { createAuth, type Auth } from './features/auth/auth.ts';
import { quietBetterAuthContext } from './features/auth/quiet-async-context.ts';
import { authRoutes } from './features/auth/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { conciergeRoutes } from './features/concierge/routes.ts';
import { createCheckoutContext, type CheckoutContext } from './features/checkout/checkout-context.ts';
import {
  expireRequests,
  finishInterruptedConfirmations,
  RECONCILE_INTERVAL_MS,
  reconcileCheckouts,
} from './features/checkout/reconcile.ts';
import { paymentWebhookRoutes } from './features/checkout/payment-webhook-routes.ts';
import { checkoutRoutes } from './features/checkout/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mailboxRoutes, servesMailbox } from './features/mailbox/routes.ts';
import { featuredRoutes } from './features/listings/featured-routes.ts';
import { ListingChanges } from './features/listings/index.ts';
import { listingRoutes } from './features/listings/routes.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { messagingRoutes } from './features/messaging/routes.ts';
import { createInProcessBus, createPostgresBus, type EventBus } from './features/realtime/event-bus.ts';
import { createMessageAnnouncer, type AnnounceMessage } from './features/messaging/announce.ts';
import { createMessageSender, MESSAGE_SEND_LIMIT, type MessageSender } from './features/messaging/sender.ts';
import type { EndpointRules } from './features/push/check-push-endpoint.ts';
import { PushNotifier } from './features/push/push-notifier.ts';
import { partnerListingRoutes } from './features/partners/listing-routes.ts';
import { moderationRoutes } from './features/partners/moderation-routes.ts';
import { partnerApplicationRoutes } from './features/partners/routes.ts';
import { partnerAnalyticsRoutes } from './features/partner-analytics/routes.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { earningsRoutes } from './features/payouts/earnings-routes.ts';
import { platformMetricsRoutes } from './features/platform-metrics/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { storyRoutes } from './features/stories/routes.ts';
import { enquiryRoutes } from './features/enquiries/routes.ts';
import { partnerSettingsRoutes } from './features/partners/settings-routes.ts';
import { payoutRoutes } from './features/payouts/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { loadVapidKeys } from './features/push/vapid-keys.ts';
import { RealtimeHub } from './features/realtime/realtime-hub.ts';
import { realtimeRoutes } from './features/realtime/routes.ts';
import { quoteRoutes } from './features/quotes/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { similarListingRoutes } from './features/search/similar-routes.ts';
import { readAppPage } from './features/seo/app-page.ts';
import { crawlerFileRoutes, listingPageRoutes, sendAppPage } from './features/seo/routes.ts';
import {
  createSearchContext,
  followListingChanges,
  loadSearchIndex,
  type SearchContext,
} from './features/search/search-context.ts';
import type { PushNotice } from '#shared/push.ts';
import { fromProject } from './project-paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Database['db'];
    auth: Auth;
    mailer: Mailer;
    listingSearch: SearchContext;
    /** Every write of a listing (features/listings) ends with `listingChanges.changed(…)`: re-embedded, re-read here, told to the other instances. */
    listingChanges: ListingChanges;
    checkout: CheckoutContext;
    /** Changes told to every instance: in process on PGlite, LISTEN/NOTIFY on PostgreSQL (realtime/event-bus.ts). */
    eventBus: EventBus;
    /** Live events to this instance's sockets, from every instance (in process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
    realtime: RealtimeHub;
    /** Web pushes to a user's subscribed browsers. */
    push: PushNotifier;
    /** A stored message goes out live, and by push to a recipient who is not here (messaging/announce.ts). */
    announceMessage: AnnounceMessage;
    /** A participant's message stored and announced, from a POST or the realtime socket (messaging/sender.ts). */
    messageSender: MessageSender;
    startedAt: number;
    /** Whether the listing artwork is rendered ahead of visitors yet (main.ts starts that after listening). */
    artworkCache: 'cold' | 'warming' | 'warm';
  }
}

/** A route limit's 429, as §8 words the sign-in one (rate-limit plugin's errorResponseBuilder; the error handler sends it). */
function rateLimitExceeded(_request: FastifyRequest, context: { ttl: number }) {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return Object.assign(new Error(RATE_LIMIT.requestsMessage(seconds)), {
    statusCode: RATE_LIMIT.status,
    code: RATE_LIMIT.code,
  });
}

const clientDir = fromProject('dist', 'client');

export interface BuildOptions {
  env: Env;
  database: Database;
  /** How long a client may take to send a request (tests shorten them). */
  timeouts?: HttpTimeouts;
  /** Told of every route as it is registered (tests walk the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Which push endpoints may be reached: public push services, unless a test runs one on this machine. */
  pushEndpoints?: EndpointRules;
  /** The prefix of the route limits' keys in Redis (REDIS_URL): tests give each run its own. */
  routeLimitPrefix?: string;
}

export async function buildApp({
  env,
  database,
  onRoute,
  pushEndpoints,
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
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (env.ts).
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const mailer = createMailer(env, database.db);
  app.decorate('mailer', mailer);
  const bus =
    database.kind === 'postgres' && env.DATABASE_URL
      ? await createPostgresBus(env.DATABASE_URL, (error) =>
          app.log.error({ err: error }, 'realtime LISTEN connection failed'),
        )
      : createInProcessBus();
  app.decorate('eventBus', bus);
  const realtime = new RealtimeHub(
    database.db,
    bus,
    (error) => app.log.error({ err: error }, 'a live event could not be delivered'),
    env.REALTIME_SESSION_CHECK_MS,
  );
  app.decorate('realtime', realtime);
  await quietBetterAuthContext();
  // Runs on a request, once the checkout context and listing changes decorated below exist.
  const closeAccount = (user: { id: string }) => closeAccountForAuth(app.checkout, app.listingChanges, user.id);
  const sessionEnded = (ended: { id: string; userId: string }) => realtime.sessionEnded(ended.userId, ended.id);
  app.decorate('auth', createAuth(env, database.db, mailer, app.log, { sessionEnded, beforeDeleteUser: closeAccount }));
  app.decorate('startedAt', Date.now());
  app.decorate('artworkCache', 'cold');
  const embedder = createEmbedder(env);
  const search = createSearchContext(database.db, embedder, app.log, env.SEARCH_THREADS);
  app.decorate('listingSearch', search);
  const listingChanges = new ListingChanges(database.db, embedder, bus, app.log);
  app.decorate('listingChanges', listingChanges);
  // Changes made here are applied before changed() returns; other instances' arrive by the bus.
  followListingChanges(search, listingChanges);
  // boot() seeds and embeds before the app is ready; the index then reads the result in the background, and
  // searches answer from the database until it has.
  let indexLoad: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    indexLoad = loadSearchIndex(search);
  });
  const cacheCleanup = setInterval(() => search.cache.cleanup(), RESULT_CACHE.cleanupIntervalMs).unref();
  // Before the database closes: a load under way ends at its next batch.
  app.addHook('preClose', async () => {
    search.index.stop();
    await indexLoad;
  });
  app.addHook('onClose', async () => {
    clearInterval(cacheCleanup);
    listingChanges.close();
    await search.threads.close();
  });
  const push = new PushNotifier(database.db, loadVapidKeys(env), app.log, pushEndpoints);
  app.decorate('push', push);
  const notify = (userId: string, notice: PushNotice) =>
    void push.notify(userId, notice).catch((error: unknown) => app.log.warn({ err: error }, 'a booking push failed'));
  const checkout = createCheckoutContext({
    db: database.db,
    payments: createPaymentProvider(env, database.db),
    mailer,
    appUrl: appUrl(env),
    log: app.log,
    notify,
  });
  app.decorate('checkout', checkout);
  const announceMessage = createMessageAnnouncer(realtime, push, app.log);
  app.decorate('announceMessage', announceMessage);
  const messageSender = createMessageSender(
    database.db,
    announceMessage,
    env.RATE_LIMITS === 'on' ? MESSAGE_SEND_LIMIT : null,
  );
  app.decorate('messageSender', messageSender);
  app.addHook('onClose', async () => {
    messageSender.stop();
    realtime.close();
    await bus.close();
  });
  // Holds of checkouts that died are released and unanswered requests expire, at start and every minute.
  const keepInStep = async () => {
    await reconcileCheckouts(checkout).catch((error: unknown) =>
      app.log.error({ err: error }, 'checkout reconciliation failed'),
    );
    await expireRequests(checkout).catch((error: unknown) => app.log.error({ err: error }, 'request expiry failed'));
    await finishInterruptedConfirmations(checkout).catch((error: unknown) =>
      app.log.error({ err: error }, 'finishing confirmations failed'),
    );
  };
  const moneyJobs = setInterval(() => void keepInStep(), RECONCILE_INTERVAL_MS).unref();
  app.addHook('onReady', keepInStep);
  app.addHook('onClose', async () => clearInterval(moneyJobs));

  app.setErrorHandler(answerError);

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

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Event marketplace API',
        description: 'Book a venue and vendors for one event in a single checkout.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', csrfGuard(siteOrigins(env)));
  app.addHook('onRequest', closeSlowBodies(timeouts.bodyMs));
  app.addHook('preValidation', refuseMalformedText);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(featuredRoutes);
  await app.register(searchRoutes);
  await app.register(conciergeRoutes);
  await app.register(listingRoutes);
  await app.register(similarListingRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes(checkout));
  await app.register(quoteRoutes(checkout));
  await app.register(messagingRoutes);
  await app.register(realtimeRoutes(realtime));
  await app.register(pushRoutes);
  await app.register(partnerApplicationRoutes);
  await app.register(partnerListingRoutes);
  await app.register(moderationRoutes);
  await app.register(payoutRoutes(checkout.payments));
  await app.register(partnerAnalyticsRoutes);
  await app.register(earningsRoutes);
  await app.register(calendarRoutes);
  await app.register(reviewRoutes);
  await app.register(partnerSettingsRoutes);
  await app.register(platformMetricsRoutes);
  await app.register(storyRoutes);
  await app.register(enquiryRoutes);
  await app.register(uploadRoutes);
  await app.register(onboardingRoutes);
  if (env.STRIPE_WEBHOOK_SECRET) await app.register(paymentWebhookRoutes(checkout, env.STRIPE_WEBHOOK_SECRET));
  await app.register(analyticsRoutes);
  await app.register(mediaRoutes);
  if (servesMailbox(env)) await app.register(mailboxRoutes);

  // The built React app; any other non-API path gets index.html so the client router decides.
  const hasBuild = existsSync(`${clientDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // The build's brotli and gzip copies (scripts/compress-client.mjs) go to browsers that accept them.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Vite names what is under assets/ by its content: a file there never changes.
      setHeaders: (reply, path) => {
        if (path.startsWith(`${clientDir}/assets/`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await app.register(crawlerFileRoutes);
  const appPage = hasBuild ? readAppPage(clientDir) : null;
  if (appPage) await app.register(listingPageRoutes(appPage));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (an old build's chunk, say) is a real 404, so the client can recover from it.
    const isPage = request.method === 'GET' && !/^\/(api|media|dev)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (isPage && appPage) return sendAppPage(reply, appPage);
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } });
  });
  return app;
}
