// Cycles between features (issue 43). ESLint's import-x/no-cycle follows files, so it misses a cycle between two
// features that runs through different files (a's routes.ts imports b's index.ts while b imports a's index.ts).
// This check folds every file of src/server and src/client into its unit (a feature folder, an adapter, db, app/,
// lib/, ...) and reports each cycle between units, with one file:line for every edge. TypeScript reads the imports
// and resolves them with the project's tsconfig, so `#server/*` and relative paths land where tsc puts them.
// Type-only and dynamic imports count: they are dependencies too. Tests and their helpers are left out. The seed
// (db/seed) is a unit of its own: it uses the features to fill the database, it is not the data layer they use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const SIDES = ['server', 'client'] as const;

/** One import that makes the edge between two units. */
export type Edge = { from: string; to: string; at: string };
export type Cycle = { side: string; units: string[]; edges: Edge[] };

const SOURCE = /\.tsx?$/;
const TEST = /\.(test|spec)\.tsx?$|-test-utils\.tsx?$|\.d\.ts$|^(server\/testing|client\/test)\//;
const COMPOSITION_ROOT = new Set(['server/app.ts', 'server/boot.ts', 'server/main.ts']);

/** The unit of a file, from its path under src/: `features/<name>`, `adapters/<kind>`, `db`, `app`, `lib`, ... */
export function unitOf(pathInSrc: string): string {
  if (COMPOSITION_ROOT.has(pathInSrc)) return 'app';
  const [, first = '', second, ...rest] = pathInSrc.split('/');
  if (first === 'db' && second === 'seed') return 'db/seed';
  if ((first === 'features' || first === 'adapters') && second !== undefined && rest.length > 0) {
    return `${first}/${second}`;
  }
  return first.replace(SOURCE, '');
}

/** The source files of one side that are not tests, as paths under src/ with forward slashes. */
function sourceFiles(src: string, side: string): string[] {
  return readdirSync(path.join(src, side), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => toSlashes(path.relative(src, path.join(entry.parentPath, entry.name))))
    .filter((file) => !TEST.test(file))
    .sort();
}

const toSlashes = (file: string) => file.split(path.sep).join('/');

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

/** Every import between two different units of one side, keyed `from -> to`, with the first file:line making it. */
export function unitGraph(root: string, side: string): Map<string, Edge> {
  const src = path.join(root, 'src');
  const options = compilerOptions(root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const edges = new Map<string, Edge>();
  for (const file of sourceFiles(src, side)) {
    const fullPath = path.join(src, file);
    const text = readFileSync(fullPath, 'utf8');
    const from = unitOf(file);
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, fullPath, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = toSlashes(path.relative(src, path.resolve(resolved.resolvedFileName)));
      if (!target.startsWith(`${side}/`) || TEST.test(target)) continue;
      const to = unitOf(target);
      const key = `${from} -> ${to}`;
      if (from === to || edges.has(key)) continue;
      const line = text.slice(0, imported.pos).split('\n').length;
      edges.set(key, { from, to, at: `src/${file}:${line}` });
    }
  }
  return edges;
}

/** The shortest path from `start` to `goal` along `edges`, as its list of units (both ends included). */
function shortestPath(next: Map<string, string[]>, start: string, goal: string): string[] | undefined {
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  for (let unit = queue.shift(); unit !== undefined; unit = queue.shift()) {
    if (unit === goal) {
      const route = [goal];
      while (route[0] !== start) route.unshift(cameFrom.get(route[0]!)!);
      return route;
    }
    for (const after of next.get(unit) ?? []) {
      if (!cameFrom.has(after)) {
        cameFrom.set(after, unit);
        queue.push(after);
      }
    }
  }
  return undefined;
}

/**
 * The cycles of one side: for every edge that lies on a cycle, the shortest cycle through it, so that every import
 * taking part in a cycle is shown; a cycle found from several of its edges is listed once.
 */
export function findCycles(root: string, side: string): Cycle[] {
  const edges = unitGraph(root, side);
  const next = new Map<string, string[]>();
  for (const { from, to } of [...edges.values()].sort((a, b) => a.to.localeCompare(b.to))) {
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const cycles = new Map<string, Cycle>();
  for (const { from, to } of edges.values()) {
    const back = shortestPath(next, to, from);
    if (!back) continue;
    const ring = [from, ...back.slice(0, -1)];
    const first = ring.indexOf([...ring].sort()[0]!);
    const units = [...ring.slice(first), ...ring.slice(0, first)];
    const key = units.join(' -> ');
    if (cycles.has(key)) continue;
    const steps = units.map((unit, i) => edges.get(`${unit} -> ${units[(i + 1) % units.length]}`)!);
    cycles.set(key, { side, units, edges: steps });
  }
  return [...cycles.values()].sort(
    (a, b) => a.units.length - b.units.length || a.units.join().localeCompare(b.units.join()),
  );
}

export function formatCycle({ side, units, edges }: Cycle): string {
  const width = Math.max(...edges.map(({ from, to }) => `${from} -> ${to}`.length));
  const lines = edges.map(({ from, to, at }) => `    ${`${from} -> ${to}`.padEnd(width)}  ${at}`);
  return [`  ${side}: ${[...units, units[0]].join(' -> ')}`, ...lines].join('\n');
}

/** The imports found in the most cycles, the first places to look (the composition root may import anything). */
export function mostShared(cycles: Cycle[], count = 5): string[] {
  const tally = new Map<string, number>();
  for (const { side, edges } of cycles) {
    for (const { from, to, at } of edges.filter((edge) => edge.from !== 'app')) {
      const key = `${side}: ${from} -> ${to}  ${at}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  }
  return [...tally]
    .filter(([, times]) => times > 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([edge, times]) => `  ${edge}  (in ${times} cycles)`);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const cycles = SIDES.flatMap((side) => findCycles(root, side));
  if (cycles.length === 0) {
    console.log('No cycles between features in src/server or src/client.');
    return;
  }
  console.log(`${cycles.length} cycles between features and the other units, one import for each edge:\n`);
  console.log(cycles.map(formatCycle).join('\n\n'));
  const shared = mostShared(cycles);
  if (shared.length > 0) console.log(`\nThe imports in the most cycles:\n${shared.join('\n')}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
