// What runs on its own, beside the requests: the search index loading and its result cache kept small, the money kept
// in step (dead holds released, unanswered requests expired, interrupted confirmations finished, balances reminded and
// charged), partners' own calendars read again into their listings' blocks, past days' availability changes
// forgotten, the invitations of co-hosts named at checkout mailed, and the reviews of lines whose 14 days ended shown.
import { RESULT_CACHE } from '#shared/resilience/result-cache.ts';
import { syncDueCalendars } from '../features/calendar/index.ts';
import { RECONCILE_INTERVAL_MS, runMoneyJobs } from '../features/checkout/index.ts';
import { eventContextOf, sendEventMails, tidyEventLinks } from '../features/events/index.ts';
import { tidyAvailabilityChanges } from '../features/listings/index.ts';
import { publishClosedReviews } from '../features/reviews/index.ts';
import { loadSearchIndex } from '../features/search/index.ts';
import { appWide } from './app-wide.ts';

const CALENDAR_CHECK_MS = 60_000;
const TIDY_MS = 3_600_000;
const INVITATIONS_CHECK_MS = 60_000;
const REVIEWS_CHECK_MS = 60_000;

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

  /** `job` once the database is prepared and every `everyMs` after, one run at a time; a run that fails is logged
   *  and the next tries again. Close waits for a run under way. */
  const repeat = (everyMs: number, failure: string, job: () => Promise<unknown>) => {
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= job()
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, failure),
        )
        .finally(() => (running = null));
    };
    const timer = setInterval(run, everyMs).unref();
    whenPrepared(run);
    app.addHook('preClose', async () => void (await running));
    app.addHook('onClose', async () => clearInterval(timer));
  };

  // The money kept in step (checkout/money-jobs.ts), at start and every minute. In the background: after a while
  // down, the balances due can take longer to charge than start-up may wait.
  const checkout = app.checkout;
  repeat(RECONCILE_INTERVAL_MS, 'the money jobs failed', () => runMoneyJobs(checkout));

  // Calendars not read for 15 minutes, looked for every minute.
  repeat(CALENDAR_CHECK_MS, 'reading partners’ calendars failed', () => syncDueCalendars(app.calendarSync));

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
  // booked partners a changed run of show, every minute.
  const events = eventContextOf(app);
  repeat(INVITATIONS_CHECK_MS, 'mailing event invitations or reminders failed', () => sendEventMails(events));

  // The reviews of lines whose 14 days to review ended, shown whether or not both sides wrote (reviews/line-reviews.ts),
  // every minute at the money jobs' clock.
  const reviews = { db: app.db, changes: app.listingChanges };
  repeat(REVIEWS_CHECK_MS, 'showing the reviews of closed windows failed', () =>
    publishClosedReviews(reviews, app.checkout.clock.now()),
  );
});
