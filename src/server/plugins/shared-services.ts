// The services every feature shares, built once at start and decorated on the app (typed below by declaration
// merging). A feature plugin reads the ones it needs and passes them on to its services as arguments.
import type { FastifyBaseLogger } from 'fastify';
import type { PushNotice } from '#shared/push.ts';
import { createEmbedder } from '../adapters/embeddings/index.ts';
import { createMailer, type Mailer } from '../adapters/mail/index.ts';
import { createPaymentProvider } from '../adapters/payments/index.ts';
import type { Database } from '../db/client.ts';
import { appUrl, type Env } from '../env.ts';
import { closeAccountForAuth } from '../features/account/index.ts';
import { FEED_POLICY, type CalendarSync, type FeedPolicy } from '../features/calendar/index.ts';
import { createAuth, quietBetterAuthContext, type Auth } from '../features/auth/index.ts';
import {
  createCheckoutContext,
  forgetPricesOnListingChanges,
  type CheckoutContext,
} from '../features/checkout/index.ts';
import { ListingChanges } from '../features/listings/index.ts';
import { ArtworkWarmUp } from '../features/media/index.ts';
import {
  createMessageDelivery,
  createMessageSender,
  MESSAGE_SEND_LIMIT,
  type DeliverMessage,
  type MessageSender,
} from '../features/messaging/index.ts';
import { loadVapidKeys, PushNotifier, type EndpointRules } from '../features/push/index.ts';
import { createInProcessBus, createPostgresBus, RealtimeHub, type EventBus } from '../features/realtime/index.ts';
import { createSearchContext, followListingChanges, type SearchContext } from '../features/search/index.ts';
import { Readiness } from '../http/readiness.ts';
import { appWide } from './app-wide.ts';

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
    /** A stored message goes out live, and by push to a recipient who is not here (messaging/deliver-message.ts). */
    deliverMessage: DeliverMessage;
    /** A participant's message stored and delivered, from a POST or the realtime socket (messaging/sender.ts). */
    messageSender: MessageSender;
    startedAt: number;
    /** Whether the database is open, migrated, seeded and embedded yet (main.ts prepares it after listening). */
    readiness: Readiness;
    /** The listing artwork rendered ahead of visitors, in a child process (main.ts starts it after listening). */
    artworkWarmUp: ArtworkWarmUp;
    /** Partners' own calendars read into their listings' blocks (features/calendar). */
    calendarSync: CalendarSync;
  }
}

export interface SharedServicesOptions extends Record<string, unknown> {
  env: Env;
  database: Database;
  /** Which push endpoints may be reached: public push services, unless a test runs one on this machine. */
  pushEndpoints?: EndpointRules;
  /** Which calendars may be read: on public addresses, unless a test runs a calendar server on this machine. */
  calendarFeeds?: FeedPolicy;
}

async function createBus(env: Env, database: Database, log: FastifyBaseLogger): Promise<EventBus> {
  if (database.kind !== 'postgres' || !env.DATABASE_URL) return createInProcessBus();
  return createPostgresBus(env.DATABASE_URL, (error) => log.error({ err: error }, 'realtime LISTEN connection failed'));
}

export const sharedServices = appWide<SharedServicesOptions>(
  'shared-services',
  async (app, { env, database, pushEndpoints, calendarFeeds }) => {
    app.decorate('env', env);
    app.decorate('database', database);
    app.decorate('db', database.db);
    const mailer = createMailer(env, database.db);
    app.decorate('mailer', mailer);
    const bus = await createBus(env, database, app.log);
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
    app.decorate(
      'auth',
      createAuth(env, database.db, mailer, app.log, { sessionEnded, beforeDeleteUser: closeAccount }),
    );
    app.decorate('startedAt', Date.now());
    app.decorate('readiness', new Readiness());
    const artworkWarmUp = new ArtworkWarmUp(app.log);
    app.decorate('artworkWarmUp', artworkWarmUp);
    const embedder = createEmbedder(env);
    const search = createSearchContext(database.db, embedder, app.log, env.SEARCH_THREADS);
    app.decorate('listingSearch', search);
    const listingChanges = new ListingChanges(database.db, embedder, bus, app.log);
    app.decorate('listingChanges', listingChanges);
    // Changes made here are applied before changed() returns; other instances' arrive by the bus.
    followListingChanges(search, listingChanges);
    app.decorate('calendarSync', { db: database.db, changes: listingChanges, policy: calendarFeeds ?? FEED_POLICY });
    const push = new PushNotifier(database.db, loadVapidKeys(env), app.log, pushEndpoints);
    app.decorate('push', push);
    const notify = (userId: string, notice: PushNotice) =>
      void push.notify(userId, notice).catch((error: unknown) => app.log.warn({ err: error }, 'a booking push failed'));
    app.decorate(
      'checkout',
      createCheckoutContext({
        db: database.db,
        payments: createPaymentProvider(env, database.db),
        mailer,
        appUrl: appUrl(env),
        log: app.log,
        notify,
      }),
    );
    forgetPricesOnListingChanges(app.checkout.prices, listingChanges);
    const deliverMessage = createMessageDelivery(realtime, push, app.log);
    app.decorate('deliverMessage', deliverMessage);
    const messageSender = createMessageSender(
      database.db,
      deliverMessage,
      env.RATE_LIMITS === 'on' ? MESSAGE_SEND_LIMIT : null,
    );
    app.decorate('messageSender', messageSender);
    app.addHook('onClose', async () => {
      artworkWarmUp.stop();
      listingChanges.close();
      await search.threads.close();
    });
    app.addHook('onClose', async () => {
      messageSender.stop();
      realtime.close();
      await bus.close();
    });
  },
);
