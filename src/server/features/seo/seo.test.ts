// Listing pages' head for crawlers and link previews, the sitemap and robots.txt.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readiness } from '../../http/readiness.ts';
import { SEED_VENDORS } from '../../sample-catalogue/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { injectHead } from './inject-head.ts';
import { landingPageRoutes } from './routes.ts';

const template = readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8');

let app: Awaited<ReturnType<typeof createTestApp>>;
let pages: ReturnType<typeof Fastify>;

beforeAll(async () => {
  app = await createTestApp();
  pages = Fastify();
  pages.decorate('env', app.env);
  pages.decorate('db', app.db);
  pages.decorate('readiness', app.readiness);
  pages.decorate('appPage', { html: () => template, renderer: null });
  await pages.register(landingPageRoutes);
}, 120_000);
afterAll(async () => {
  await pages?.close();
  await app?.close();
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

describe('listing pages for crawlers', () => {
  it('serves the client shell, not kept by caches, while the database is being prepared', async () => {
    const starting = Fastify();
    starting.decorate('env', app.env);
    starting.decorate('db', app.db);
    starting.decorate('readiness', new Readiness());
    starting.decorate('appPage', { html: () => template, renderer: null });
    await starting.register(landingPageRoutes);
    try {
      for (const url of ['/venue/kiln-works-bushwick', '/vendor/no-such-vendor', '/']) {
        const response = await starting.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toBe(template);
      }
    } finally {
      await starting.close();
    }
  });

  it('gives a venue page its own title, description, canonical, Open Graph image and LocalBusiness JSON-LD', async () => {
    const response = await pages.inject({ url: '/venue/kiln-works-bushwick' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Kiln Works · Warehouse venue in Brooklyn, NY · Eventide</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/venue/kiln-works-bushwick" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/art/venue/kiln-works-bushwick/0.webp?w=1200" />',
    );
    expect(html).toContain('<div id="root"></div>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Kiln Works',
      address: { addressLocality: 'Brooklyn', addressRegion: 'NY' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
  });

  it('gives a vendor page Product JSON-LD with its price and rating', async () => {
    const html = (await pages.inject({ url: '/vendor/kasai-sound' })).body;
    expect(html).toContain('<title>Kasai Sound · DJ in Brooklyn, NY · Eventide</title>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Kasai Sound',
      offers: { priceCurrency: 'USD' },
      aggregateRating: { ratingValue: expect.any(Number) },
    });
  });

  it('gives an unknown vendor the sample vendor the page falls back to (§7)', async () => {
    const response = await pages.inject({ url: '/vendor/nobody-here' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/vendor/${SEED_VENDORS[0]!.slug}" />`,
    );
  });

  it('gives a story its own title and Article JSON-LD, and an unknown story a 404', async () => {
    const { stories } = (await app.inject({ url: '/api/stories' })).json<{
      stories: { slug: string; title: string }[];
    }>();
    const story = stories[0]!;
    const html = (await pages.inject({ url: `/stories/${story.slug}` })).body;
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/stories/${story.slug}" />`);
    expect(jsonLd(html)).toMatchObject({ '@type': 'Article', headline: story.title, author: { '@type': 'Person' } });
    expect((await pages.inject({ url: '/stories/no-such-story' })).statusCode).toBe(404);
  });

  it('gives the home page WebSite JSON-LD with the search /discover answers', async () => {
    const html = (await pages.inject({ url: '/' })).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'http://localhost:3000/discover?q={search_term_string}' } },
    });
  });

  it('keeps listing text inert in the head', () => {
    const html = injectHead(template, {
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
      url: 'http://localhost:3000/venue/x',
      image: 'http://localhost:3000/x.webp',
      type: 'place',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('\\u003c/script>');
  });

  it("keeps replacement patterns ($', $`, $&) in listing text as text", () => {
    const text = "Loft $' $` $& $$ end";
    const html = injectHead(template, {
      title: text,
      description: text,
      url: 'http://localhost:3000/venue/x',
      image: 'http://localhost:3000/x.webp',
      type: 'place',
      jsonLd: { name: text },
    });
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    const escaped = text.replace('&', '&amp;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(jsonLd(html)).toEqual({ name: text });
  });
});

describe('sitemap and robots', () => {
  it('lists public pages, stories and every live listing', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://localhost:3000/discover');
    expect(locs).toContain('http://localhost:3000/venue/kiln-works-bushwick');
    expect(locs).toContain('http://localhost:3000/vendor/kasai-sound');
    expect(locs.filter((l) => l?.includes('/venue/'))).toHaveLength(35);
    expect(locs.filter((l) => l?.includes('/vendor/'))).toHaveLength(58);
    expect(locs.filter((l) => l?.includes('/stories/')).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps crawlers out of private areas and points them at the sitemap', async () => {
    const body = (await app.inject({ url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /portal');
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
