// A throwaway project for the boundary tests: the repository's own tsconfig.json, package.json (its `#server/*`
// imports) and, when asked, eslint.config.js with node_modules linked, plus the source files a test gives.
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repository = path.resolve(import.meta.dirname, '..');

export type FixtureProject = { root: string; remove: () => void };

export function fixtureProject(files: Record<string, string>, { eslint = false } = {}): FixtureProject {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'boundaries-')));
  const copied = ['tsconfig.json', 'package.json', ...(eslint ? ['eslint.config.js'] : [])];
  for (const name of copied) copyFileSync(path.join(repository, name), path.join(root, name));
  if (eslint) symlinkSync(path.join(repository, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
