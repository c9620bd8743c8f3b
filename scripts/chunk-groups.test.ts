import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkGroups, moduleUses, namedImports, reExports, staticClosure } from './chunk-groups.ts';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const ROOT = '/app';
const SRC = '/app/src/client';
const LUCIDE = '/app/node_modules/lucide-react/dist/esm';
const RADIX = '/app/node_modules/radix-ui/dist/index.mjs';
const ICONS = ['search', 'star', 'bell', 'trash', 'moon'].map((name) => `${LUCIDE}/icons/${name}.mjs`);
const RADIX_PARTS = ['avatar', 'select'].map((part) => `/app/node_modules/@radix-ui/react-${part}/dist/index.mjs`);

/** A small app: the entry's shell, a home page with a card from another feature's index, its later sections, and
 *  later pages. */
const graph: Record<string, { imports: string[]; code?: string }> = {
  [`${SRC}/main.tsx`]: { imports: [`${SRC}/app/nav.tsx`, '/app/node_modules/react/index.js'] },
  [`${SRC}/app/nav.tsx`]: {
    imports: [`${LUCIDE}/lucide-react.mjs`, RADIX, `${SRC}/lib/cn.ts`],
    code: "import { Search } from 'lucide-react';\nimport { Avatar } from 'radix-ui';\nimport { cn } from '../lib/cn.ts';",
  },
  [`${SRC}/lib/cn.ts`]: { imports: [] },
  [`${SRC}/features/home/home-page.tsx`]: {
    imports: [`${SRC}/features/home/hero.tsx`, `${SRC}/features/catalogue/index.ts`],
    code: "import { Hero } from './hero.tsx';\nimport { Card } from '../catalogue/index.ts';",
  },
  [`${SRC}/features/home/hero.tsx`]: { imports: [] },
  [`${SRC}/features/home/home-sections.tsx`]: {
    imports: [`${SRC}/features/catalogue/index.ts`, `${LUCIDE}/lucide-react.mjs`],
    code: "import { Card, StoryCard } from '../catalogue/index.ts';\nimport { Moon } from 'lucide-react';",
  },
  [`${SRC}/features/catalogue/index.ts`]: {
    imports: [
      `${SRC}/features/catalogue/card.tsx`,
      `${SRC}/features/catalogue/big-map.tsx`,
      `${SRC}/features/catalogue/story-card.tsx`,
    ],
    code: [
      "export { Card } from './card.tsx';",
      "export { BigMap } from './big-map.tsx';",
      "export { StoryCard } from './story-card.tsx';",
    ].join('\n'),
  },
  [`${SRC}/features/catalogue/story-card.tsx`]: {
    imports: [`${SRC}/lib/cn.ts`],
    code: "import { cn } from '../../lib/cn.ts';",
  },
  [`${SRC}/features/catalogue/card.tsx`]: {
    imports: [`${LUCIDE}/lucide-react.mjs`, `${SRC}/lib/cn.ts`],
    code: 'import { Star as StarIcon } from "lucide-react";\nimport { cn } from "../../lib/cn.ts";',
  },
  [`${SRC}/features/catalogue/big-map.tsx`]: { imports: [] },
  [`${SRC}/features/portal/format-payout.ts`]: {
    imports: [`${SRC}/lib/cn.ts`],
    code: "import { cn } from '../../lib/cn.ts';",
  },
  [`${SRC}/components/ui/select.tsx`]: {
    imports: [RADIX, `${SRC}/lib/cn.ts`],
    code: "import { Select } from 'radix-ui';\nimport { cn } from '../../lib/cn.ts';",
  },
  [`${SRC}/components/ui/bell-button.tsx`]: {
    imports: [`${LUCIDE}/lucide-react.mjs`, `${SRC}/features/portal/format-payout.ts`],
    code: "import { Bell } from 'lucide-react';\nimport { formatPayout } from '../../features/portal/format-payout.ts';",
  },
  [`${LUCIDE}/lucide-react.mjs`]: {
    imports: ICONS,
    code: [
      "export { default as LucideSearch, default as Search, default as SearchIcon } from './icons/search.mjs';",
      "export { default as LucideStar, default as Star, default as StarIcon } from './icons/star.mjs';",
      "export { default as Bell, default as BellIcon } from './icons/bell.mjs';",
      "export { default as Trash } from './icons/trash.mjs';",
      "export { default as Moon } from './icons/moon.mjs';",
    ].join('\n'),
  },
  [RADIX]: {
    imports: RADIX_PARTS,
    code: [
      'import * as Avatar from "@radix-ui/react-avatar";',
      'import * as Select from "@radix-ui/react-select";',
      'export { Avatar, Select };',
    ].join('\n'),
  },
};

const ctx = {
  getModuleInfo: (id: string) =>
    graph[id] ? ({ importedIds: graph[id].imports, code: graph[id].code ?? '' } as Rolldown.ModuleInfo) : null,
} as ChunkingContext;

/** The group a module lands in, priorities first; the bundler's $initial tag is played by the entry's closure. */
function groupOf(id: string): string | null {
  const groups = chunkGroups({
    root: ROOT,
    entryModule: `${SRC}/main.tsx`,
    homeModule: `${SRC}/features/home/home-page.tsx`,
    homeLaterModule: `${SRC}/features/home/home-sections.tsx`,
  });
  const initial = staticClosure(`${SRC}/main.tsx`, moduleUses(ctx, ROOT));
  for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    const test = group.test;
    const matches =
      test === undefined ? true : typeof test === 'function' ? Boolean(test(id)) : new RegExp(test).test(id);
    if (!matches || (group.tags?.includes('$initial') && !initial.has(id))) continue;
    const name = typeof group.name === 'function' ? group.name(id, ctx) : group.name;
    if (name) return name;
  }
  return null;
}

describe('chunk groups', () => {
  it('reads what a module takes from each module it names', () => {
    const taken = namedImports(
      "import React, { useState as state } from 'react';\nimport * as Z from \"zod\";\nimport './styles.css';\n" +
        "import type { T } from './types.ts';\nexport { a, b as c } from './ab.ts';",
    );
    expect(Object.fromEntries(taken)).toEqual({
      react: ['useState', 'default'],
      zod: '*',
      './styles.css': '*',
      './ab.ts': ['a', 'b'],
    });
  });

  it("reads an index's names and the modules they come from", () => {
    expect(reExports(graph[`${LUCIDE}/lucide-react.mjs`]!.code!).get('SearchIcon')).toBe('./icons/search.mjs');
    expect(Object.fromEntries(reExports(graph[RADIX]!.code!))).toEqual({
      Avatar: '@radix-ui/react-avatar',
      Select: '@radix-ui/react-select',
    });
  });

  it('follows an index only to the modules of the names taken from it', () => {
    const uses = moduleUses(ctx, ROOT);
    expect(uses(`${SRC}/app/nav.tsx`)).toEqual([`${LUCIDE}/icons/search.mjs`, RADIX_PARTS[0], `${SRC}/lib/cn.ts`]);
    const home = staticClosure(`${SRC}/features/home/home-page.tsx`, uses);
    expect(home.has(`${SRC}/features/catalogue/card.tsx`)).toBe(true);
    expect(home.has(`${SRC}/features/catalogue/big-map.tsx`)).toBe(false);
    expect(home.has(`${LUCIDE}/icons/star.mjs`)).toBe(true);
    expect(home.has(`${LUCIDE}/icons/bell.mjs`)).toBe(false);
  });

  it('puts the entry in vendor and shell, and what the home page adds (its icons too) in first-view', () => {
    expect(groupOf('/app/node_modules/react/index.js')).toBe('vendor');
    expect(groupOf(RADIX_PARTS[0]!)).toBe('vendor');
    expect(groupOf(`${SRC}/app/nav.tsx`)).toBe('shell');
    expect(groupOf(`${SRC}/features/catalogue/card.tsx`)).toBe('first-view');
    expect(groupOf(`${LUCIDE}/icons/star.mjs`)).toBe('first-view');
    // The home page's own folder stays in the home page's chunk; what its index offers but it does not take, out.
    expect(groupOf(`${SRC}/features/home/hero.tsx`)).toBeNull();
    expect(groupOf(`${SRC}/features/catalogue/big-map.tsx`)).not.toBe('first-view');
  });

  it("puts what the home page's later sections add to the first view (their icons too) in home-later", () => {
    expect(groupOf(`${SRC}/features/catalogue/story-card.tsx`)).toBe('home-later');
    expect(groupOf(`${LUCIDE}/icons/moon.mjs`)).toBe('home-later');
    // What the first view has already stays there, and the sections themselves stay in their own chunk.
    expect(groupOf(`${SRC}/features/catalogue/card.tsx`)).toBe('first-view');
    expect(groupOf(`${SRC}/features/home/home-sections.tsx`)).toBeNull();
    expect(groupOf(`${SRC}/features/catalogue/big-map.tsx`)).not.toBe('home-later');
  });

  it('groups the icons of later pages, never those the first view uses, in icons split by the pages using them', () => {
    expect(groupOf(`${LUCIDE}/icons/bell.mjs`)).toBe('icons');
    expect(groupOf(`${LUCIDE}/icons/trash.mjs`)).toBe('icons');
    const groups = chunkGroups({
      root: ROOT,
      entryModule: `${SRC}/main.tsx`,
      homeModule: `${SRC}/features/home/a.tsx`,
    });
    for (const name of ['icons', 'common']) {
      const group = groups.find((g) => g.name === name || g.debugName === name);
      expect(group).toMatchObject({ entriesAware: true, entriesAwareMergeThreshold: 4096 });
    }
  });

  it('lets common take small modules that use only the shell and such modules, never one bringing a package or an icon', () => {
    expect(groupOf(`${SRC}/features/portal/format-payout.ts`)).toBe('common');
    // Its icon would make whatever loads common load the icons too.
    expect(groupOf(`${SRC}/components/ui/bell-button.tsx`)).toBeNull();
    // The shell takes radix-ui's Avatar; the select takes its Select, which common must not pull in.
    expect(groupOf(`${SRC}/components/ui/select.tsx`)).toBeNull();
  });
});
