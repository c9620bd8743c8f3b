import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../vite-manifest.ts';
import { routePreloads } from './route-preloads.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js', '_icon.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  'features/home/home-page.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js', '_card.js'] },
  'features/listings/listing-pages.tsx': { file: 'assets/listings.js', isDynamicEntry: true, imports: ['_card.js'] },
};

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe('the scripts a landing page announces', () => {
  const preloads = routePreloads(manifest);

  it("lists the page's chunk and everything it imports that the entry does not already load", () => {
    expect(preloads('/')).toBe([link('assets/home.js'), link('assets/card.js'), link('assets/icon.js')].join(''));
  });

  it('finds the page by its path pattern', () => {
    expect(preloads('/venue/kiln-works-bushwick')).toBe(
      [link('assets/listings.js'), link('assets/card.js'), link('assets/icon.js')].join(''),
    );
    expect(preloads('/vendor/4fd60edc')).toContain(link('assets/listings.js'));
    expect(preloads('/venue/a/b')).toBe('');
  });

  it('announces nothing for a page it does not know or a module the build lacks', () => {
    expect(preloads('/partner/listings')).toBe('');
    expect(preloads('/discover')).toBe('');
  });
});
