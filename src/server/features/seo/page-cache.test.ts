// The cache of server-rendered pages: one render serves everyone for a few seconds, concurrent visitors share a
// render, failures and renders overtaken by a write are not kept, and its size is bounded.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Readiness } from '../../http/readiness.ts';
import type { AppPage } from './app-page.ts';
import { createPageCache, type AnsweredPage } from './page-cache.ts';
import { appPageAnswer } from './routes.ts';
import type { PageHead } from './page-head.ts';
import { deferred } from '#shared/testing/deferred.ts';

const page = (markup: string): AnsweredPage => ({
  rendered: { status: 200, title: 'A page', markup, pageState: '' },
});

function clockedCache(ttlMs = 5000, maxChars = 1000) {
  const clock = { now: 0 };
  return { clock, cache: createPageCache({ ttlMs, maxChars, now: () => clock.now }) };
}

describe('the page cache', () => {
  it('renders once for visitors within the time a page is kept, and again after it', async () => {
    const { clock, cache } = clockedCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect(await cache.get('/a', render)).toEqual({ page: page('render 1'), hit: false });
    clock.now = 4999;
    expect(await cache.get('/a', render)).toEqual({ page: page('render 1'), hit: true });
    clock.now = 5000;
    expect(await cache.get('/a', render)).toEqual({ page: page('render 2'), hit: false });
    expect(await cache.get('/b', render)).toEqual({ page: page('render 3'), hit: false });
  });

  it('lets visitors who arrive during a render wait for it instead of rendering again', async () => {
    const { cache } = clockedCache();
    const slow = deferred<AnsweredPage>();
    let renders = 0;
    const render = () => {
      renders += 1;
      return slow.promise;
    };
    const first = cache.get('/a', render);
    const second = cache.get('/a', render);
    slow.resolve(page('shared'));
    expect(await first).toEqual({ page: page('shared'), hit: false });
    expect(await second).toEqual({ page: page('shared'), hit: true });
    expect(renders).toBe(1);
  });

  it('keeps no failed render: the next visitor renders again', async () => {
    const { cache } = clockedCache();
    await expect(cache.get('/a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('/a', async () => page('back'))).toEqual({ page: page('back'), hit: false });
  });

  it('does not keep a render that a write overtook', async () => {
    const { cache } = clockedCache();
    const slow = deferred<AnsweredPage>();
    const during = cache.get('/a', () => slow.promise);
    cache.clear();
    slow.resolve(page('before the write'));
    expect((await during).page?.rendered?.markup).toBe('before the write');
    expect(await cache.get('/a', async () => page('after the write'))).toMatchObject({ hit: false });
  });

  it('keeps nothing for a page the browser renders or a missing page, whatever its address', async () => {
    const { cache } = clockedCache();
    await cache.get('/checkout', async () => ({ rendered: null }));
    await cache.get('/checkout?step=2', async () => ({ rendered: null }));
    await cache.get('/venue/gone', async () => null);
    expect(cache.size).toBe(0);
  });

  it('lets the oldest pages go when the markup kept passes its bound', async () => {
    const { cache } = clockedCache(5000, 30);
    await cache.get('/a', async () => page('a'.repeat(10)));
    await cache.get('/b', async () => page('b'.repeat(10)));
    expect(cache.size).toBe(2);
    await cache.get('/c', async () => page('c'.repeat(10)));
    expect(cache.size).toBe(2);
    expect(await cache.get('/a', async () => page('again'))).toMatchObject({ hit: false });
  });
});

describe('a server-rendered page answer', () => {
  it('serves the cached render to the next visitor, and says which was which', async () => {
    let renders = 0;
    const appPage: AppPage = {
      html: () => '<html><head><title>Eventide</title></head><body><div id="root"></div></body></html>',
      renderer: {
        render: async () => ({
          status: 200,
          title: 'Stories',
          markup: `<p>render ${++renders} $'</p>`,
          pageState: '<s>',
        }),
      },
    };
    const app = Fastify();
    app.decorate('pageCache', createPageCache({ ttlMs: 60_000, maxChars: 1_000_000 }));
    const readiness = new Readiness();
    readiness.markReady();
    app.decorate('readiness', readiness);
    app.get('/*', (_request, reply) => appPageAnswer(reply, appPage));
    const first = await app.inject({ url: '/stories' });
    const second = await app.inject({ url: '/stories' });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(first.body).toContain(`<title>Stories</title>`);
    expect(first.body).toContain(`<div id="root"><p>render 1 $'</p></div><s></body>`);
    expect((await app.inject({ url: '/stories?page=2' })).body).toContain('render 2');
    await app.close();
  });

  it("reads a page's own head once for the visitors the render serves, and answers 404 without one", async () => {
    const appPage: AppPage = {
      html: () => '<html><head><title>Eventide</title></head><body><div id="root"></div></body></html>',
      renderer: { render: async () => ({ status: 200, title: 'A venue', markup: '<p>venue</p>', pageState: '' }) },
    };
    const head: PageHead = {
      title: 'The Loft · Eventide',
      description: 'A loft',
      url: 'http://localhost/venue/loft',
      image: 'http://localhost/loft.webp',
      type: 'place',
      jsonLd: {},
    };
    let reads = 0;
    const app = Fastify();
    app.decorate('pageCache', createPageCache({ ttlMs: 60_000, maxChars: 1_000_000 }));
    const readiness = new Readiness();
    readiness.markReady();
    app.decorate('readiness', readiness);
    app.get<{ Params: { id: string } }>('/venue/:id', (request, reply) =>
      appPageAnswer(reply, appPage, async () => {
        reads += 1;
        return request.params.id === 'loft' ? head : null;
      }),
    );
    const first = await app.inject({ url: '/venue/loft' });
    const second = await app.inject({ url: '/venue/loft' });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toContain('<title>The Loft · Eventide</title>');
    expect(second.body).toBe(first.body);
    expect(reads).toBe(1);
    const missing = await app.inject({ url: '/venue/gone' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<p>venue</p>');
    await app.close();
  });
});
