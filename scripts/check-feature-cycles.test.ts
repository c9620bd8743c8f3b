import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, formatCycle, unitOf } from './check-feature-cycles.ts';
import { fixtureProject, type FixtureProject } from './fixture-project.ts';

let project: FixtureProject | undefined;
afterEach(() => project?.remove());

function cyclesOf(side: string, files: Record<string, string>) {
  project = fixtureProject(files);
  return findCycles(project.root, side);
}

describe('unitOf', () => {
  it('folds a file into its feature, adapter or top-level unit', () => {
    expect(unitOf('server/features/auth/routes.ts')).toBe('features/auth');
    expect(unitOf('server/features/search/listing-index/engine.ts')).toBe('features/search');
    expect(unitOf('server/adapters/mail/smtp.ts')).toBe('adapters/mail');
    expect(unitOf('server/adapters/behind-breaker.ts')).toBe('adapters');
    expect(unitOf('server/db/schema/listings.ts')).toBe('db');
    expect(unitOf('server/db/seed/seed.ts')).toBe('db/seed');
    expect(unitOf('server/boot.ts')).toBe('app');
    expect(unitOf('server/env.ts')).toBe('env');
    expect(unitOf('client/app/routes.tsx')).toBe('app');
    expect(unitOf('client/components/ui/button.tsx')).toBe('components');
  });
});

describe('findCycles', () => {
  it('finds two features that import each other through their index files', () => {
    // No file imports itself back (a/routes -> b/index -> b/service -> a/index -> a/service), so the file-level
    // import-x/no-cycle passes this tree; the features still depend on each other.
    const cycles = cyclesOf('server', {
      'src/server/features/a/index.ts': "export { greet } from './service.ts';\n",
      'src/server/features/a/service.ts': 'export const greet = () => "hi";\n',
      'src/server/features/a/routes.ts': "import { answer } from '../b/index.ts';\nexport const route = answer;\n",
      'src/server/features/b/index.ts': "export { answer } from './service.ts';\n",
      'src/server/features/b/service.ts':
        "// b\nimport { greet } from '#server/features/a/index.ts';\nexport const answer = greet;\n",
    });
    expect(cycles).toEqual([
      {
        side: 'server',
        units: ['features/a', 'features/b'],
        edges: [
          { from: 'features/a', to: 'features/b', at: 'src/server/features/a/routes.ts:1' },
          { from: 'features/b', to: 'features/a', at: 'src/server/features/b/service.ts:2' },
        ],
      },
    ]);
    expect(formatCycle(cycles[0]!)).toContain('server: features/a -> features/b -> features/a');
  });

  it('counts type-only and lazy imports', () => {
    const cycles = cyclesOf('client', {
      'src/client/features/x/index.ts': "export const pages = () => import('#client/features/y/page.tsx');\n",
      'src/client/features/y/page.tsx': "import type { X } from '../x/index.ts';\nexport const y: X | null = null;\n",
    });
    expect(cycles.map((cycle) => cycle.units)).toEqual([['features/x', 'features/y']]);
  });

  it('sees a feature that imports the composition root', () => {
    const cycles = cyclesOf('server', {
      'src/server/app.ts': "import { c } from './features/c/index.ts';\nexport const app = c;\n",
      'src/server/features/c/index.ts': "import type { app } from '../../app.ts';\nexport const c: typeof app = 1;\n",
    });
    expect(cycles.map((cycle) => cycle.units)).toEqual([['app', 'features/c']]);
  });

  it('passes an acyclic tree, leaving tests and their helpers out', () => {
    const cycles = cyclesOf('server', {
      'src/server/app.ts': "import '#server/features/a/index.ts';\nimport './features/b/index.ts';\n",
      'src/server/db/client.ts': 'export const db = {};\n',
      'src/server/adapters/mail/index.ts': "import { db } from '../../db/client.ts';\nexport const mail = db;\n",
      'src/server/features/a/index.ts': "import { b } from '../b/index.ts';\nexport const a = b;\n",
      'src/server/features/b/index.ts':
        "import { mail } from '../../adapters/mail/index.ts';\nimport { db } from '../../db/client.ts';\nexport const b = [mail, db];\n",
      'src/server/features/b/b.test.ts': "import { a } from '../a/index.ts';\nexport const t = a;\n",
      'src/server/features/b/b-test-utils.ts': "import { a } from '../a/index.ts';\nexport const u = a;\n",
      'src/server/testing/test-app.ts': "import { app } from '../app.ts';\nexport const t = app;\n",
    });
    expect(cycles).toEqual([]);
  });
});
