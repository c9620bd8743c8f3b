// The built web app's page (dist/client/index.html) as sent for a path: the scripts of the page at that path are
// announced in its head (route-preloads.ts). Read once, when the server starts.
import { existsSync, readFileSync } from 'node:fs';
import type { Manifest } from '../../vite-manifest.ts';
import { routePreloads } from './route-preloads.ts';

export type AppPage = (path: string) => string;

export function readAppPage(clientDir: string): AppPage {
  const template = readFileSync(`${clientDir}/index.html`, 'utf8');
  const manifestPath = `${clientDir}/.vite/manifest.json`;
  const preloads = existsSync(manifestPath)
    ? routePreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : () => '';
  return (path) => template.replace('</head>', () => `${preloads(path)}</head>`);
}
