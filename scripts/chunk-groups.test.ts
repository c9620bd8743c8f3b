import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkGroups, lucideIconFiles, lucideImports, staticClosure } from './chunk-groups.ts';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const LUCIDE = '/app/node_modules/lucide-react/dist/esm';
const RADIX = '/app/node_modules/radix-ui/dist/index.mjs';
const ICONS = ['search', 'star', 'bell', 'trash'].map((name) => `${LUCIDE}/icons/${name}.mjs`);

/** A small app: the entry's shell, a home page with a card, and two later pages sharing small modules. */
const graph: Record<string, { imports: string[]; code?: string }> = {
  '/app/src/client/main.tsx': { imports: ['/app/src/client/app/nav.tsx', '/app/node_modules/react/index.js'] },
  '/app/src/client/app/nav.tsx': {
    imports: [`${LUCIDE}/lucide-react.mjs`, RADIX, '/app/src/client/lib/cn.ts'],
    code: "import { Search } from 'lucide-react';",
  },
  '/app/src/client/lib/cn.ts': { imports: [] },
  '/app/src/client/features/home/home-page.tsx': {
    imports: ['/app/src/client/features/home/hero.tsx', '/app/src/client/features/catalogue/card.tsx'],
  },
  '/app/src/client/features/home/hero.tsx': { imports: [] },
  '/app/src/client/features/catalogue/card.tsx': {
    imports: [`${LUCIDE}/lucide-react.mjs`, '/app/src/client/lib/cn.ts'],
    code: 'import { Star as StarIcon } from "lucide-react";',
  },
  '/app/src/client/features/portal/format-payout.ts': { imports: ['/app/src/client/lib/cn.ts'] },
  '/app/src/client/components/ui/select.tsx': { imports: [RADIX, '/app/src/client/lib/cn.ts'] },
  '/app/src/client/components/ui/bell-button.tsx': {
    imports: [`${LUCIDE}/lucide-react.mjs`, '/app/src/client/features/portal/format-payout.ts'],
    code: "import { Bell } from 'lucide-react';",
  },
  [`${LUCIDE}/lucide-react.mjs`]: {
    imports: ICONS,
    code: [
      "export { default as LucideSearch, default as Search, default as SearchIcon } from './icons/search.mjs';",
      "export { default as LucideStar, default as Star, default as StarIcon } from './icons/star.mjs';",
      "export { default as Bell, default as BellIcon } from './icons/bell.mjs';",
      "export { default as Trash } from './icons/trash.mjs';",
    ].join('\n'),
  },
  [RADIX]: { imports: Array.from({ length: 40 }, (_, i) => `/app/node_modules/@radix-ui/part-${i}/index.mjs`) },
};

const ctx = {
  getModuleInfo: (id: string) =>
    graph[id] ? ({ importedIds: graph[id].imports, code: graph[id].code ?? '' } as Rolldown.ModuleInfo) : null,
} as ChunkingContext;

function groupOf(id: string): string | null {
  const groups = chunkGroups({
    entryModule: '/app/src/client/main.tsx',
    homeModule: '/app/src/client/features/home/home-page.tsx',
  });
  for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    const test = group.test;
    const matches =
      test === undefined ? true : typeof test === 'function' ? Boolean(test(id)) : new RegExp(test).test(id);
    if (!matches) continue;
    const name = typeof group.name === 'function' ? group.name(id, ctx) : group.name;
    // The shell's tag ($initial) is the bundler's to give; here the entry's closure stands in for it.
    if (group.tags?.includes('$initial')) {
      const initial = staticClosure('/app/src/client/main.tsx', (m) => graph[m]?.imports ?? []);
      if (!initial.has(id) || ICONS.includes(id)) continue;
    }
    if (name) return name;
  }
  return null;
}

describe('chunk groups', () => {
  it('walks static imports once each, and only into the modules it is told to', () => {
    const imports = (id: string) => graph[id]?.imports ?? [];
    const all = staticClosure('/app/src/client/main.tsx', imports);
    expect(all.has(ICONS[3]!)).toBe(true);
    const ours = staticClosure('/app/src/client/main.tsx', imports, (id) => !id.includes('node_modules'));
    expect([...ours].sort()).toEqual([
      `${LUCIDE}/lucide-react.mjs`,
      RADIX,
      '/app/node_modules/react/index.js',
      '/app/src/client/app/nav.tsx',
      '/app/src/client/lib/cn.ts',
      '/app/src/client/main.tsx',
    ]);
  });

  it("reads lucide-react's index and a module's icon imports, aliases included", () => {
    const files = lucideIconFiles(graph[`${LUCIDE}/lucide-react.mjs`]!.code!);
    expect(files.get('SearchIcon')).toBe('search.mjs');
    expect(files.get('Trash')).toBe('trash.mjs');
    expect(lucideImports("import { ArrowRight, Search as Find } from 'lucide-react';\nimport { x } from 'y';")).toEqual(
      ['ArrowRight', 'Search'],
    );
  });

  it('puts the entry in vendor and shell, and what only the home page adds in first-view', () => {
    expect(groupOf('/app/node_modules/react/index.js')).toBe('vendor');
    expect(groupOf('/app/src/client/app/nav.tsx')).toBe('shell');
    expect(groupOf('/app/src/client/features/catalogue/card.tsx')).toBe('first-view');
    expect(groupOf(`${LUCIDE}/icons/star.mjs`)).toBe('first-view');
    // The home page's own folder stays in the home page's chunk.
    expect(groupOf('/app/src/client/features/home/hero.tsx')).toBeNull();
  });

  it('groups the icons of later pages, never those the first view uses, in icons', () => {
    expect(groupOf(`${LUCIDE}/icons/bell.mjs`)).toBe('icons');
    expect(groupOf(`${LUCIDE}/icons/trash.mjs`)).toBe('icons');
  });

  it('lets common take small modules whose imports are all in the shell, never one that brings a package', () => {
    expect(groupOf('/app/src/client/features/portal/format-payout.ts')).toBe('common');
    expect(groupOf('/app/src/client/components/ui/bell-button.tsx')).toBe('common');
    // The shell takes a part of radix-ui; a page's select takes another part, which common must not pull in.
    expect(groupOf('/app/src/client/components/ui/select.tsx')).toBeNull();
  });
});
