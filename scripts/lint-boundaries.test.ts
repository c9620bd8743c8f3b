// The boundary rules of eslint.config.js, run by ESLint on a fixture project that carries a copy of that config.
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProject, type FixtureProject } from './fixture-project.ts';

const files: Record<string, string> = {
  'src/server/features/a/index.ts': "export { a } from './a.ts';\n",
  'src/server/features/a/a.ts': 'export const a = 1;\n',
  'src/server/features/b/through-index.ts': "import { a } from '../a/index.ts';\nexport const b = a;\n",
  'src/server/features/b/reach.ts': "import { a } from '../a/a.ts';\nexport const b = a;\n",
  'src/server/features/b/reach-by-alias.ts': "import { a } from '#server/features/a/a.ts';\nexport const b = a;\n",
  'src/server/features/c/one.ts': "import { two } from './two.ts';\nexport const one = () => two();\n",
  'src/server/features/c/two.ts': "import { one } from './one.ts';\nexport const two = () => one();\n",
  'src/server/adapters/mail/index.ts': "import { a } from '../../features/a/index.ts';\nexport const mail = a;\n",
  'src/client/app/page-frame.tsx': 'export const frame = 1;\n',
  'src/client/lib/cn.ts': "import { x } from '../features/x/index.ts';\nexport const cn = x;\n",
  'src/client/features/x/index.ts': "export { page } from './page.tsx';\n",
  'src/client/features/x/page.tsx': "import { frame } from '../../app/page-frame.tsx';\nexport const page = frame;\n",
  'bench/through-index.ts': "import { a } from '#server/features/a/index.ts';\nexport const bench = a;\n",
  'bench/reach.ts': "import { a } from '#server/features/a/a.ts';\nexport const bench = a;\n",
  'tests/long/reach.ts': "import { a } from '../../src/server/features/a/a.ts';\nexport const soak = a;\n",
};

let project: FixtureProject;
const rulesBroken = new Map<string, string[]>();

beforeAll(async () => {
  project = fixtureProject(files, { eslint: true });
  const results = await new ESLint({ cwd: project.root }).lintFiles(['src', 'bench', 'tests']);
  for (const result of results) {
    const file = path.relative(project.root, result.filePath).split(path.sep).join('/');
    rulesBroken.set(file, [...new Set(result.messages.map((message) => message.ruleId ?? message.message))]);
  }
});
afterAll(() => project.remove());

describe('the boundary rules of eslint.config.js', () => {
  it('lints every file of the fixture', () => {
    expect([...rulesBroken.keys()].sort()).toEqual(Object.keys(files).sort());
  });

  it('accepts an import of another feature through its index.ts', () => {
    expect(rulesBroken.get('src/server/features/b/through-index.ts')).toEqual([]);
    expect(rulesBroken.get('src/client/features/x/index.ts')).toEqual([]);
  });

  it("reports a reach into another feature's files, by relative path or #server/*", () => {
    expect(rulesBroken.get('src/server/features/b/reach.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesBroken.get('src/server/features/b/reach-by-alias.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports a client feature importing app/', () => {
    expect(rulesBroken.get('src/client/features/x/page.tsx')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports lib/ or an adapter importing a feature', () => {
    expect(rulesBroken.get('src/client/lib/cn.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesBroken.get('src/server/adapters/mail/index.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('holds benchmarks and long tests to the index.ts too', () => {
    expect(rulesBroken.get('bench/through-index.ts')).toEqual([]);
    expect(rulesBroken.get('bench/reach.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesBroken.get('tests/long/reach.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports a cycle between files', () => {
    expect(rulesBroken.get('src/server/features/c/one.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesBroken.get('src/server/features/c/two.ts')).toEqual(['import-x/no-cycle']);
  });
});
