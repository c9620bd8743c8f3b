// npm start: builds the web app and the server when their build is missing or older than their sources, and the
// word vectors when missing, then serves everything from the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
import { compressClient } from './compress-client.mjs';

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** The built file is missing, or one of the sources changed after it was written. */
function stale(built, sources) {
  return !existsSync(built) || sources.some((s) => existsSync(s) && newestChange(s) > statSync(built).mtimeMs);
}

const webSources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];
if (stale('dist/client/index.html', webSources) || stale('dist/ssr/entry-server.js', webSources)) {
  console.log('Building the web app...');
  // The browser's app, then the server's renderer of the public pages (src/client/entry-server.tsx).
  for (const ssr of [[], ['--ssr', 'entry-server.tsx']]) {
    const build = spawnSync('npx', ['vite', 'build', ...ssr, '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  compressClient();
}
if (stale(SERVER_BUNDLE, ['src/server', 'src/shared', 'package-lock.json'])) {
  console.log('Building the server...');
  await buildServer();
}

// The local embedder's word vectors: cut once from an npm package (seconds). Asking the script whether they are
// current costs a TypeScript start (0.4 s of every start), so it is asked only when a file they come from changed;
// it leaves a current file alone, so that file is touched to be found current next time.
const vectorSources = [
  'src/server/adapters/embeddings/word-vectors.ts',
  'scripts/build-word-vectors.ts',
  'package-lock.json',
];
const vectorFiles = () =>
  existsSync('data/cache')
    ? readdirSync('data/cache')
        .filter((name) => /^word-vectors-v\d+\.bin$/.test(name))
        .map((name) => join('data/cache', name))
    : [];
if (vectorFiles().every((file) => stale(file, vectorSources))) {
  const vectors = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-word-vectors.ts'], {
    stdio: 'inherit',
  });
  if (vectors.status !== 0) process.exit(vectors.status ?? 1);
  const now = new Date();
  for (const file of vectorFiles()) utimesSync(file, now, now);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { stdio: 'inherit' });
process.exit(server.status ?? 0);
