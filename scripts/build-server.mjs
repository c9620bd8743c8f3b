// npm run build:server: the server's own code as one ES module, dist/server/main.js, which npm start runs with plain
// node. Packages stay in node_modules (imported at run time); only our TypeScript is compiled and bundled, so a start
// does not transpile hundreds of files as tsx does (start-up time and memory: docs/benchmarks.md).
import { build } from 'esbuild';

export const SERVER_BUNDLE = 'dist/server/main.js';

export async function buildServer() {
  await build({
    // The search thread's, the first start's database set-up, the artwork warm-up's and the calendar reader's scripts
    // sit beside main.js, where search-threads.ts, first-start.ts, artwork-warm-up.ts and busy-times-thread.ts look.
    entryPoints: {
      main: 'src/server/main.ts',
      'search-worker': 'src/server/features/search/search-worker.ts',
      'first-start-child': 'src/server/first-start-child.ts',
      'warm-artwork-child': 'src/server/features/media/warm-artwork-child.ts',
      'busy-times-worker': 'src/server/features/calendar/busy-times-worker.ts',
    },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
