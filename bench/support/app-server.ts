// The real server (boot() as main.ts runs it), started by a benchmark as a child process so the load tool does not
// share its event loop. Configuration comes only from the environment the parent passes; BENCH_WARM_ARTWORK=true
// renders listing artwork ahead of visitors, as main.ts does (the page benchmarks wait for it).
import { eq, sql } from 'drizzle-orm';
import { boot } from '#server/boot.ts';
import { venues } from '#server/db/schema/index.ts';
import { warmArtworkCache } from '#server/features/media/index.ts';
import { parseEnv } from '#server/env.ts';
import { GcWatch, isGcMessage } from './gc-watch.ts';

const env = parseEnv(process.env);
const started = performance.now();
const app = await boot(env);
await app.listen({ port: env.PORT, host: env.HOST });
if (process.env.BENCH_WARM_ARTWORK === 'true') {
  warmArtworkCache(app).catch((error: unknown) => {
    console.error('The artwork warm-up failed:', error);
    process.exit(1);
  });
}
// The index loads after listening (searches answer from the database meanwhile); the bench measures the index.
await app.listingSearch.index.whenLoaded();
const { index, threads } = app.listingSearch;
process.send?.({
  ready: true,
  bootMs: performance.now() - started,
  indexed: index.venues.size + index.vendors.size,
  searchThreads: threads.count,
});
// The bench asks for the main thread's collections around a row.
const gc = new GcWatch();
/** bench/search-scale.ts renames a venue as the listing editor does: the write, then the call every listing write ends with. */
interface RenameMessage {
  rename: { id: string; name: string };
}
const isRename = (message: unknown): message is RenameMessage =>
  typeof message === 'object' && message !== null && 'rename' in message;

process.on('message', (message) => {
  if (isRename(message)) {
    const { id, name } = message.rename;
    void app.db
      .update(venues)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(venues.id, id))
      .then(() => app.listingChanges.changed({ venueIds: [id] }))
      .then(() => process.send?.({ renamed: id }));
    return;
  }
  if (!isGcMessage(message)) return;
  if (message.gc === 'start') {
    gc.start();
    process.send?.({ started: true });
  } else process.send?.(gc.report());
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
