// Files the server reads at run time, found from the project's root: the server runs the same from its sources
// (tsx, tests) and from its build (dist/server/main.js, npm start), where every module shares one import.meta.url.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

const ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. fromProject('dist', 'client'). */
export const fromProject = (...parts: string[]): string => join(ROOT, ...parts);
