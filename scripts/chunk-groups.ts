// How the web app's modules are grouped into chunks (vite.config.ts: build.rolldownOptions.output.codeSplitting).
// Left to itself, rolldown gives every set of modules shared by a different set of pages a chunk of its own: 140-odd
// files, many of them a lone icon or a few lines, each one more request and each compressed alone. The groups:
//   vendor      the packages the entry needs (React, React Router, TanStack Query, ...): one file that changes only
//               when a package does
//   shell       our own code the entry needs (main.tsx and its static imports)
//   first-view  what the home page needs beyond the shell and its own folder (the listing cards, the categories,
//               the icons of both): loaded with the home page, and by the pages that show the same cards
//   icons       every other icon, for the pages loaded later
//   common      the other small modules that later pages share
// None of them pulls anything into the first view that it would not load anyway: the shell and first-view hold only
// what / imports statically, and the icons / uses are kept out of `icons`.
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)$/;

/** Every module `from` imports statically, directly or not, itself included; `follow` says which to walk into. */
export function staticClosure(
  from: string,
  imports: (id: string) => readonly string[],
  follow: (id: string) => boolean = () => true,
): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (follow(id)) stack.push(...imports(id));
  }
  return seen;
}

/** The icon files (`arrow-right.mjs`) lucide-react's index exports under each name (`ArrowRight`, `LucideArrowRight`). */
export function lucideIconFiles(indexCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([^"']+)["']/g)) {
    for (const [, name] of names!.matchAll(/default\s+as\s+(\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/** The names a module imports from lucide-react (`import { ArrowRight, Search as SearchIcon } from 'lucide-react'`). */
export function lucideImports(code: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

export interface ChunkGroupOptions {
  /** The entry module (an absolute path): what it imports statically is the shell. */
  entryModule: string;
  /** The home page's module (an absolute path): its static imports outside its own folder form `first-view`. */
  homeModule: string;
  /** Modules of later pages up to this size (bytes) that two pages or more share join `common`. */
  smallModuleBytes?: number;
}

interface Graph {
  /** Our modules the entry imports statically, and the packages they import. */
  initial: Set<string>;
  firstView: Set<string>;
  /** The icon files (`arrow-right.mjs`) the first view uses. */
  firstViewIcons: Set<string>;
  /** Our modules that import nothing outside the shell, the icons and other such modules: `common` may take them
   *  without taking a package the shell does not already load. */
  leaf: (id: string) => boolean;
}

function readGraph(ctx: ChunkingContext, entryModule: string, homeModule: string): Graph {
  const imports = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
  const ours = (id: string) => !NODE_MODULES.test(id);
  // Our modules only are walked: a package's index (lucide-react's, radix-ui's) imports far more than a page uses.
  const initial = staticClosure(entryModule, imports, ours);
  const firstView = staticClosure(homeModule, imports, ours);
  const index = [...firstView].find((id) => LUCIDE_INDEX.test(id));
  const iconFiles = lucideIconFiles((index && ctx.getModuleInfo(index)?.code) ?? '');
  const firstViewIcons = new Set<string>();
  for (const id of firstView) {
    if (!ours(id)) continue;
    for (const name of lucideImports(ctx.getModuleInfo(id)?.code ?? '')) {
      const file = iconFiles.get(name);
      if (file) firstViewIcons.add(file);
    }
  }
  // A package index that re-exports a whole library (radix-ui's): the shell loads a part of it, a page another part.
  const bundlesMany = (id: string) => !ours(id) && imports(id).length > 25;
  const leafs = new Map<string, boolean>();
  const leaf = (id: string): boolean => {
    const known = leafs.get(id);
    if (known !== undefined) return known;
    leafs.set(id, true); // a cycle back here adds nothing new
    const result =
      ours(id) &&
      !id.startsWith('\0') &&
      imports(id).every((dep) => (initial.has(dep) && !bundlesMany(dep)) || LUCIDE_ICON.test(dep) || leaf(dep));
    leafs.set(id, result);
    return result;
  };
  return { initial, firstView, firstViewIcons, leaf };
}

export function chunkGroups({
  entryModule,
  homeModule,
  smallModuleBytes = 2048,
}: ChunkGroupOptions): Rolldown.CodeSplittingGroup[] {
  const homeFolder = homeModule.slice(0, homeModule.lastIndexOf('/') + 1);
  // Read from the module graph once a build (one chunking context each), when the first module is asked about.
  const graphs = new WeakMap<ChunkingContext, Graph>();
  const read = (ctx: ChunkingContext) => {
    let graph = graphs.get(ctx);
    if (!graph) graphs.set(ctx, (graph = readGraph(ctx, entryModule, homeModule)));
    return graph;
  };
  const inFirstView = (id: string, ctx: ChunkingContext) => {
    const { firstView, firstViewIcons } = read(ctx);
    const icon = LUCIDE_ICON.exec(id)?.[1];
    if (icon) return firstViewIcons.has(icon);
    return !NODE_MODULES.test(id) && !id.startsWith(homeFolder) && firstView.has(id);
  };

  return [
    { name: 'vendor', tags: ['$initial'], test: NODE_MODULES, priority: 50 },
    { name: 'shell', tags: ['$initial'], priority: 40 },
    { name: (id, ctx) => (inFirstView(id, ctx) ? 'first-view' : null), debugName: 'first-view', priority: 30 },
    { name: 'icons', test: LUCIDE_ICON, priority: 20 },
    {
      // Never a module of the first view: the home page would then load all of common.
      name: (id, ctx) => (read(ctx).leaf(id) && !read(ctx).firstView.has(id) ? 'common' : null),
      debugName: 'common',
      minShareCount: 2,
      maxModuleSize: smallModuleBytes,
      priority: 10,
    },
  ];
}
