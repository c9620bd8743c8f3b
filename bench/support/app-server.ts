// The real server (boot() as main.ts runs it), started by bench/search.ts as a child process so the load
// tool does not share its event loop. Configuration comes only from the environment the parent passes.
import { boot } from '#server/boot.ts';
import { parseEnv } from '#server/env.ts';

const env = parseEnv(process.env);
const started = performance.now();
const app = await boot(env);
await app.listen({ port: env.PORT, host: env.HOST });
const { index, threads } = app.listingSearch;
process.send?.({ ready: true, bootMs: performance.now() - started, indexed: index.venues.size + index.vendors.size, searchThreads: threads.count });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
