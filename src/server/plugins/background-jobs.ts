// What runs on its own, beside the requests: the search index loading and its result cache kept small, and the
// checkout kept in step (dead holds released, unanswered requests expired, interrupted confirmations finished).
import { RESULT_CACHE } from '#shared/resilience/result-cache.ts';
import {
  expireRequests,
  finishInterruptedConfirmations,
  RECONCILE_INTERVAL_MS,
  reconcileCheckouts,
} from '../features/checkout/reconcile.ts';
import { loadSearchIndex } from '../features/search/search-context.ts';
import { appWide } from './app-wide.ts';

export const backgroundJobs = appWide('background-jobs', async (app) => {
  const search = app.listingSearch;
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
  app.addHook('onClose', async () => clearInterval(cacheCleanup));

  // Holds of checkouts that died are released and unanswered requests expire, at start and every minute.
  const checkout = app.checkout;
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
});
