// A migrated, seeded database with embeddings, a loaded search context and the listing changes it follows (on an
// in-process event bus), for the search suites.
import { createEmbedder } from '../adapters/embeddings/index.ts';
import { createMailer } from '../adapters/mail/index.ts';
import type { Database } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { createAuth } from '../features/auth/index.ts';
import { ListingChanges, refreshEmbeddings } from '../features/listings/index.ts';
import { createInProcessBus } from '../features/realtime/index.ts';
import {
  createSearchContext,
  followListingChanges,
  loadSearchIndex,
  type SearchContext,
} from '../features/search/index.ts';
import type { DatabaseTarget } from './database-targets.ts';
import { testEnv } from './test-env.ts';

export const quietLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/** `searchThreads`: threads that search beside this one (none by default), started whatever the catalogue's size. */
export async function openSearchDatabase(
  target: DatabaseTarget,
  searchThreads = 0,
  log: SearchContext['log'] = quietLog,
): Promise<{ database: Database; ctx: SearchContext; changes: ListingChanges }> {
  const database = await target.open();
  await database.migrate();
  const env = testEnv();
  await seedIfEmpty(
    database.db,
    createAuth(env, database.db, createMailer(env, database.db), quietLog),
    new Date('2026-11-22T12:00:00Z'),
  );
  const ctx = createSearchContext(database.db, createEmbedder(env), log, searchThreads, 0);
  await refreshEmbeddings(database.db, ctx.embedder);
  await loadSearchIndex(ctx);
  const changes = new ListingChanges(database.db, ctx.embedder, createInProcessBus(), log);
  followListingChanges(ctx, changes);
  return { database, ctx, changes };
}
