// The built web app's page (dist/client/index.html) as sent for a path: the scripts of the page at that path are
// announced in its head (route-preloads.ts), and a public page's markup is rendered into it on the server
// (server-renderer.ts). Read once, when the server starts.
import { existsSync, readFileSync } from 'node:fs';
import type { Manifest } from '../../vite-manifest.ts';
import { routePreloads } from './route-preloads.ts';
import type { ServerRenderer } from './server-renderer.ts';

export interface AppPage {
  /** index.html for a path, with the scripts of its page announced. */
  html(path: string): string;
  /** The renderer of the public pages, when the web app's server build exists. */
  renderer: ServerRenderer | null;
}

export function readAppPage(clientDir: string, renderer: ServerRenderer | null): AppPage {
  const template = readFileSync(`${clientDir}/index.html`, 'utf8');
  const manifestPath = `${clientDir}/.vite/manifest.json`;
  const preloads = existsSync(manifestPath)
    ? routePreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : () => '';
  return { html: (path) => template.replace('</head>', () => `${preloads(path)}</head>`), renderer };
}
