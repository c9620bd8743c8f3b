// The JavaScript budget (issue 9): what the first view of / needs (the entry, its static imports and the home
// route's chunk with its own) must stay within 150 KB gzipped; each route's lazy chunk is reported beside it.
// Reads the Vite manifest of the last build (dist/client/.vite/manifest.json). Exits 1 when over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_VIEW_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk's file and every file it imports statically, as manifest keys. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function report(manifest: Manifest, sizeOf: (file: string) => number, homeRoute: string) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const shell = closure(manifest, entryKey);
  const firstView = closure(manifest, homeRoute, new Set(shell));
  const bytes = (keys: Iterable<string>) => [...keys].filter((key) => manifest[key]!.file.endsWith('.js')).reduce((sum, key) => sum + sizeOf(manifest[key]!.file), 0);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => ({ route: key, bytes: bytes([...closure(manifest, key)].filter((k) => !shell.has(k))) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { shellBytes: bytes(shell), firstViewBytes: bytes(firstView), routes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const dir = join(import.meta.dirname, '..', 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizeOf = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const { shellBytes, firstViewBytes, routes } = report(manifest, sizeOf, 'features/home/home-page.tsx');
  console.log(`First view of / (gzipped JS): ${kb(firstViewBytes)} of ${kb(FIRST_VIEW_BUDGET_BYTES)} (shell ${kb(shellBytes)})`);
  console.log('Lazy chunks beyond the shell, gzipped:');
  for (const { route, bytes } of routes) console.log(`  ${kb(bytes).padStart(9)}  ${route}`);
  if (firstViewBytes > FIRST_VIEW_BUDGET_BYTES) {
    console.error(`Over budget by ${kb(firstViewBytes - FIRST_VIEW_BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
