// The scripts of the page a visitor lands on, announced in the page's head (<link rel="modulepreload">) so the
// browser fetches them beside the app's entry instead of after it has run: one round trip less before the page
// shows, which on a phone's network is a few hundred milliseconds. Read from the build's Vite manifest.
import { closure, type Manifest } from '../../vite-manifest.ts';

/** The pages most visitors land on, by path, with their module in src/client/app/routes.tsx. */
const LANDING_PAGES: [RegExp, string][] = [
  [/^\/$/, 'features/home/home-page.tsx'],
  [/^\/discover$/, 'features/search/discover-pages.tsx'],
  [/^\/(venue|vendor)\/[^/]+$/, 'features/listings/listing-pages.tsx'],
  [/^\/stories(\/[^/]+)?$/, 'features/stories/story-pages.tsx'],
  [/^\/checkout$/, 'features/checkout/checkout-pages.tsx'],
  [/^\/cart$/, 'features/cart/cart-page.tsx'],
];

/** Returns, for a page's path, the <link> tags of the scripts its module needs beyond the entry's own. */
export function routePreloads(manifest: Manifest): (path: string) => string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const shell = entry ? closure(manifest, entry) : new Set<string>();
  const tagsFor = new Map<string, string>();
  for (const [, module] of LANDING_PAGES) {
    if (!manifest[module] || tagsFor.has(module)) continue;
    const files = [...closure(manifest, module)].filter((key) => !shell.has(key)).map((key) => manifest[key]!.file);
    tagsFor.set(module, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return (path) => {
    const module = LANDING_PAGES.find(([pattern]) => pattern.test(path))?.[1];
    return (module && tagsFor.get(module)) ?? '';
  };
}
