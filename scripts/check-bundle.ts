// The JavaScript budget (issues 9 and 44): what the first view of / needs (the entry, its static imports and the home
// route's chunk with its own) should stay within 150 KB gzipped; each route's lazy chunk is reported beside it, and how
// many JavaScript files the build made (scripts/chunk-groups.ts keeps them few). Reads the Vite manifest of the last
// build (dist/client/.vite/manifest.json). Part of `npm test`: it fails the run over the budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, type Manifest } from '../src/server/vite-manifest.ts';

export const FIRST_VIEW_BUDGET_BYTES = 150 * 1024;
/** A chunk smaller than this is mostly the cost of its request. */
export const SMALL_CHUNK_BYTES = 1024;

export type BudgetVerdict = 'within budget' | 'over budget';

export function verdict(firstViewBytes: number): BudgetVerdict {
  return firstViewBytes <= FIRST_VIEW_BUDGET_BYTES ? 'within budget' : 'over budget';
}

/** How many JavaScript files the build made, and how many of them are smaller than SMALL_CHUNK_BYTES. */
export function chunkCounts(sizes: readonly number[]): { files: number; small: number } {
  return { files: sizes.length, small: sizes.filter((bytes) => bytes < SMALL_CHUNK_BYTES).length };
}

export function report(manifest: Manifest, sizeOf: (file: string) => number, homeRoute: string) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const shell = closure(manifest, entryKey);
  const firstView = closure(manifest, homeRoute, new Set(shell));
  const bytes = (keys: Iterable<string>) =>
    [...keys]
      .filter((key) => manifest[key]!.file.endsWith('.js'))
      .reduce((sum, key) => sum + sizeOf(manifest[key]!.file), 0);
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
  console.log(
    `First view of / (gzipped JS): ${kb(firstViewBytes)} of ${kb(FIRST_VIEW_BUDGET_BYTES)} (shell ${kb(shellBytes)})`,
  );
  console.log('Lazy chunks beyond the shell, gzipped:');
  for (const { route, bytes } of routes) console.log(`  ${kb(bytes).padStart(9)}  ${route}`);
  const scripts = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  const { files, small } = chunkCounts(scripts.map((file) => statSync(join(dir, 'assets', file)).size));
  console.log(`JavaScript files: ${files}, ${small} of them under ${kb(SMALL_CHUNK_BYTES)}.`);
  if (verdict(firstViewBytes) === 'over budget') {
    console.error(
      `Over the ${kb(FIRST_VIEW_BUDGET_BYTES)} budget by ${kb(firstViewBytes - FIRST_VIEW_BUDGET_BYTES)}: the first view grew. Load the new code on first use, or make room elsewhere (ADR 019).`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
