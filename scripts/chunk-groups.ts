// How the web app's modules are grouped into chunks (vite.config.ts: build.rolldownOptions.output.codeSplitting).
// Left to itself, rolldown gives every set of modules shared by a different set of pages a chunk of its own: 140-odd
// files, many of them a lone icon or a few lines, each one more request and each compressed alone. The groups:
//   vendor      the packages the entry needs (React, React Router, TanStack Query, ...): one file that changes only
//               when a package does
//   shell       our own code the entry needs (main.tsx and its static imports)
//   first-view  what the home page needs beyond the shell and its own folder (the icons, and whatever it takes from
//               other features): loaded with the home page, and by the pages that share it
//   home-later  the same for what the home page loads after its first view (its later sections): the listing cards,
//               their images and icons, in one file beside the sections' own chunk instead of a dozen shared ones
//   icons       every other icon, for the pages loaded later, in a few chunks by the pages that use them
//   common      the other small modules that later pages share, when they bring nothing the shell does not load,
//               in a few chunks by the pages that use them
// None of them pulls anything into the first view that it would not load anyway: the shell and first-view hold only
// what / imports statically, and nothing / imports statically imports home-later. An index that only re-exports (a feature's index.ts, lucide-react's, radix-ui's) is
// followed only to the modules of the names taken from it, as rolldown itself does.
import { dirname, join, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const NAME_LIST = /\{([^}]*)\}/;

/** Every module `from` imports statically, directly or not, itself included, as `imports` lists them. */
export function staticClosure(from: string, imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}

/** `a`, `b as c`, `default as d` → [[imported, local]]. */
function nameList(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((names) => names[0])
    .map(([imported, local]) => [imported!, local ?? imported!]);
}

/** What a module's code takes from each module it names: the names, or '*' for all of it. */
export function namedImports(code: string): Map<string, string[] | '*'> {
  const taken = new Map<string, string[] | '*'>();
  const take = (specifier: string, names: string[] | '*') => {
    const before = taken.get(specifier);
    taken.set(specifier, before === '*' || names === '*' ? '*' : [...(before ?? []), ...names]);
  };
  for (const [, clause, specifier] of code.matchAll(/\b(?:import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (/^\s*type\b/.test(clause!)) continue;
    const names = NAME_LIST.exec(clause!);
    if (names) {
      take(
        specifier!,
        nameList(names[1]!).map(([imported]) => imported),
      );
      // A default import beside the braces: `import React, { useState } from 'react'`.
      if (/^\s*\w+\s*,/.test(clause!)) take(specifier!, ['default']);
    } else if (/^\s*\*/.test(clause!)) take(specifier!, '*');
    else if (clause!.trim()) take(specifier!, ['default']);
  }
  for (const [, specifier] of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) take(specifier!, '*');
  return taken;
}

/** The module each name of an index is taken from: `export { a } from './a.ts'`, `export * as B from 'b'`, and
 *  `import * as C from 'c'; export { C }`. */
export function reExports(code: string): Map<string, string> {
  const sources = new Map<string, string>();
  const locals = new Map<string, string>();
  for (const [, clause, specifier] of code.matchAll(/\bimport\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    const star = /\*\s*as\s+(\w+)/.exec(clause!);
    if (star) locals.set(star[1]!, specifier!);
    const names = NAME_LIST.exec(clause!);
    for (const [, local] of names ? nameList(names[1]!) : []) locals.set(local, specifier!);
  }
  for (const [, clause, specifier] of code.matchAll(/\bexport\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g)) {
    const star = /\*\s*as\s+(\w+)/.exec(clause!);
    if (star) sources.set(star[1]!, specifier!);
    const names = NAME_LIST.exec(clause!);
    for (const [, exported] of names ? nameList(names[1]!) : []) sources.set(exported, specifier!);
  }
  for (const [, list] of code.matchAll(/\bexport\s*\{([^}]*)\}\s*;?(?!\s*from)/g)) {
    for (const [local, exported] of nameList(list!)) {
      const specifier = locals.get(local);
      if (specifier) sources.set(exported, specifier);
    }
  }
  return sources;
}

/** The imported module `specifier` names from `importer`, among `candidates` (resolved ids). */
function matchSpecifier(root: string, importer: string, specifier: string, candidates: readonly string[]) {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(importer), specifier);
    return candidates.find((id) => id === path);
  }
  if (specifier.startsWith('#')) {
    const path = join(root, 'src', specifier.slice(1));
    return candidates.find((id) => id === path);
  }
  return candidates.find((id) => id.includes(`/node_modules/${specifier}/`));
}

/** The modules each module uses, read from the bundler's module graph: what it imports, but of an index (a module
 *  that only re-exports others) only the modules of the names it takes from it. */
export function moduleUses(ctx: ChunkingContext, root: string): (id: string) => string[] {
  const indexes = new Map<string, Map<string, string> | null>();
  const indexOf = (id: string) => {
    if (!indexes.has(id)) {
      const info = ctx.getModuleInfo(id);
      const sources = info?.code && info.importedIds.length > 0 ? reExports(info.code) : null;
      const named = new Set([...(sources?.values() ?? [])].map((s) => matchSpecifier(root, id, s, info!.importedIds)));
      indexes.set(id, sources && info!.importedIds.every((dep) => named.has(dep)) ? sources : null);
    }
    return indexes.get(id)!;
  };
  return (id) => {
    const info = ctx.getModuleInfo(id);
    if (!info) return [];
    const taken = namedImports(info.code ?? '');
    return info.importedIds.flatMap((dep) => {
      const sources = indexOf(dep);
      if (!sources) return [dep];
      const specifier = [...taken.keys()].find((s) => matchSpecifier(root, id, s, [dep]) === dep);
      const names = specifier === undefined ? '*' : taken.get(specifier)!;
      if (names === '*') return [dep];
      const depImports = ctx.getModuleInfo(dep)?.importedIds ?? [];
      const targets = names.flatMap((name) => {
        const source = sources.get(name);
        const target = source === undefined ? undefined : matchSpecifier(root, dep, source, depImports);
        return target ? [target] : [];
      });
      // The index itself has no code of its own to load.
      return targets;
    });
  };
}

export interface ChunkGroupOptions {
  /** The project's root (an absolute path), for `#client/…` imports. */
  root: string;
  /** The entry module (an absolute path): what it imports statically is the shell. */
  entryModule: string;
  /** The home page's module (an absolute path): what it imports statically outside its own folder is `first-view`. */
  homeModule: string;
  /** The module the home page loads after its first view (an absolute path): what it imports statically outside the
   *  home page's folder and the first view is `home-later`. */
  homeLaterModule?: string;
  /** Modules of later pages up to this size (bytes) that two pages or more share join `common`. */
  smallModuleBytes?: number;
  /** `icons` and `common` are split by the set of pages that load each module; parts smaller than this (bytes) join
   *  their nearest part. */
  mergeBelowBytes?: number;
}

interface Graph {
  /** The entry's modules and the packages' modules they use. */
  initial: Set<string>;
  /** The home page's modules, and the packages' modules they use. */
  firstView: Set<string>;
  /** The same for the module the home page loads after its first view. */
  homeLater: Set<string>;
  /** Our modules that use nothing outside the shell but other such modules: `common` may take them without taking
   *  a package or an icon the shell does not load already. */
  leaf: (id: string) => boolean;
}

function readGraph(ctx: ChunkingContext, { root, entryModule, homeModule, homeLaterModule }: ChunkGroupOptions): Graph {
  const uses = moduleUses(ctx, root);
  const ours = (id: string) => !NODE_MODULES.test(id);
  const initial = staticClosure(entryModule, uses);
  const firstView = staticClosure(homeModule, uses);
  const homeLater = homeLaterModule ? staticClosure(homeLaterModule, uses) : new Set<string>();
  const leafs = new Map<string, boolean>();
  const leaf = (id: string): boolean => {
    const known = leafs.get(id);
    if (known !== undefined) return known;
    leafs.set(id, true); // a cycle back here adds nothing new
    const result = ours(id) && !id.startsWith('\0') && uses(id).every((dep) => initial.has(dep) || leaf(dep));
    leafs.set(id, result);
    return result;
  };
  return { initial, firstView, homeLater, leaf };
}

export function chunkGroups(options: ChunkGroupOptions): Rolldown.CodeSplittingGroup[] {
  const { homeModule, smallModuleBytes = 2048, mergeBelowBytes = 4096 } = options;
  const homeFolder = homeModule.slice(0, homeModule.lastIndexOf('/') + 1);
  // Read from the module graph once a build (one chunking context each), when the first module is asked about.
  const graphs = new WeakMap<ChunkingContext, Graph>();
  const read = (ctx: ChunkingContext) => {
    let graph = graphs.get(ctx);
    if (!graph) graphs.set(ctx, (graph = readGraph(ctx, options)));
    return graph;
  };
  const outsideHome = (id: string) => (LUCIDE_ICON.test(id) || !NODE_MODULES.test(id)) && !id.startsWith(homeFolder);
  const inFirstView = (id: string, ctx: ChunkingContext) => outsideHome(id) && read(ctx).firstView.has(id);
  const inHomeLater = (id: string, ctx: ChunkingContext) =>
    outsideHome(id) && read(ctx).homeLater.has(id) && !read(ctx).firstView.has(id);

  // One chunk for a set of pages that load the same modules, the smallest sets merged into their nearest: the cart's
  // engine or the update prompt, loaded on every page, does not bring every other page's icons with it.
  const byPages = { entriesAware: true, entriesAwareMergeThreshold: mergeBelowBytes };

  return [
    { name: 'vendor', tags: ['$initial'], test: NODE_MODULES, priority: 50 },
    { name: 'shell', tags: ['$initial'], priority: 40 },
    { name: (id, ctx) => (inFirstView(id, ctx) ? 'first-view' : null), debugName: 'first-view', priority: 30 },
    { name: (id, ctx) => (inHomeLater(id, ctx) ? 'home-later' : null), debugName: 'home-later', priority: 25 },
    { name: 'icons', test: LUCIDE_ICON, priority: 20, ...byPages },
    {
      // Never a module of the first view: the home page would then load all of common.
      name: (id, ctx) => (read(ctx).leaf(id) && !read(ctx).firstView.has(id) ? 'common' : null),
      debugName: 'common',
      minShareCount: 2,
      maxModuleSize: smallModuleBytes,
      priority: 10,
      ...byPages,
    },
  ];
}
