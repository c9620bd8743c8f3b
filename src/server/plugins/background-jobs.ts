// What runs on its own, beside the requests: the search index loading and its result cache kept small, the money kept
// in step (dead holds released, unanswered requests expired, interrupted confirmations finished, balances reminded and
// charged), partners' own calendars read again into their listings' blocks, past days' availability changes
// forgotten, and the invitations of co-hosts named at checkout mailed.
import { RESULT_CACHE } from '#shared/resilience/result-cache.ts';
import { syncDueCalendars } from '../features/calendar/index.ts';
import { RECONCILE_INTERVAL_MS, runMoneyJobs } from '../features/checkout/index.ts';
import { eventContextOf, sendEventMails, tidyEventLinks } from '../features/events/index.ts';
import { tidyAvailabilityChanges } from '../features/listings/index.ts';
import { loadSearchIndex } from '../features/search/index.ts';
import { appWide } from './app-wide.ts';

const CALENDAR_CHECK_MS = 60_000;
const TIDY_MS = 3_600_000;
const INVITATIONS_CHECK_MS = 60_000;

export const backgroundJobs = appWide('background-jobs', async (app) => {
  const search = app.listingSearch;
  // These jobs read the database: they start once it is prepared (opened, migrated, seeded, embedded: boot.ts). The
  // index then loads in the background, and searches answer from the database until it has.
  let indexLoad: Promise<void> = Promise.resolve();
  const whenPrepared = (job: () => void | Promise<void>) =>
    app.addHook('onReady', async () => {
      if (app.readiness.state === 'ready') await job();
      // npm start listens (and so is ready) before: the job waits for the database.
      else void app.readiness.settled.then(job, () => undefined);
    });
  whenPrepared(() => {
    indexLoad = loadSearchIndex(search);
  });
  const cacheCleanup = setInterval(() => search.cache.cleanup(), RESULT_CACHE.cleanupIntervalMs).unref();
  // Before the database closes: a load under way ends at its next batch.
  app.addHook('preClose', async () => {
    search.index.stop();
    await indexLoad;
  });
  app.addHook('onClose', async () => clearInterval(cacheCleanup));

  // The money kept in step (checkout/money-jobs.ts), at start and every minute. In the background: after a while
  // down, the balances due can take longer to charge than start-up may wait. One run at a time.
  const checkout = app.checkout;
  let running: Promise<void> | null = null;
  const keepInStep = () => {
    running ??= runMoneyJobs(checkout).finally(() => (running = null));
  };
  const moneyJobs = setInterval(keepInStep, RECONCILE_INTERVAL_MS).unref();
  whenPrepared(keepInStep);
  app.addHook('preClose', async () => void (await running));
  app.addHook('onClose', async () => clearInterval(moneyJobs));

  // Calendars not read for 15 minutes, looked for every minute; one run at a time. A run that fails is logged and the
  // next minute's tries again.
  let syncing: Promise<void> | null = null;
  const syncCalendars = () => {
    syncing ??= syncDueCalendars(app.calendarSync)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'reading partners’ calendars failed'),
      )
      .finally(() => (syncing = null));
  };
  const calendarJobs = setInterval(syncCalendars, CALENDAR_CHECK_MS).unref();
  whenPrepared(syncCalendars);
  app.addHook('preClose', async () => void (await syncing));
  app.addHook('onClose', async () => clearInterval(calendarJobs));

  // Past days' rows of availability_changes forgotten and each day's merged (listings/day-availability.ts), and event
  // links dead for a month deleted (events/event-links.ts), at start and every hour.
  const tidyChanges = () =>
    void Promise.all([
      tidyAvailabilityChanges(app.db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'tidying availability changes failed'),
      ),
      tidyEventLinks(app.db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'tidying used and expired event links failed'),
      ),
    ]);
  const tidyJob = setInterval(tidyChanges, TIDY_MS).unref();
  whenPrepared(tidyChanges);
  app.addHook('onClose', async () => clearInterval(tidyJob));

  // Co-hosts named at checkout get their invitation's link by mail (events/co-hosts.ts), guests their reminders, and
  // booked partners a changed run of show, at start and every minute; one run at a time.
  const events = eventContextOf(app);
  let inviting: Promise<void> | null = null;
  const sendInvitations = () => {
    inviting ??= sendEventMails(events)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'mailing event invitations or reminders failed'),
      )
      .finally(() => (inviting = null));
  };
  const invitationJobs = setInterval(sendInvitations, INVITATIONS_CHECK_MS).unref();
  whenPrepared(sendInvitations);
  app.addHook('preClose', async () => void (await inviting));
  app.addHook('onClose', async () => clearInterval(invitationJobs));
});
