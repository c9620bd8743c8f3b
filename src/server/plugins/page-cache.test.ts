// Which answers empty the cache of server-rendered pages: a successful write that a public page may show.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageCache } from './page-cache.ts';

async function appWithCachedPage() {
  const app = Fastify();
  await app.register(pageCache);
  app.post('/api/partner/listings/:id', async () => ({ saved: true }));
  app.post('/api/cart/items', async () => ({ added: true }));
  app.post('/api/rpc/api_search_venues', async () => []);
  app.post('/api/reviews', async (_request, reply) => reply.status(400).send({ error: 'bad' }));
  app.get('/api/venues', async () => []);
  await app.ready();
  await app.pageCache.get('/venue/a', async () => ({
    rendered: { status: 200, title: null, markup: 'm', pageState: '' },
  }));
  return app;
}

describe('emptying the page cache', () => {
  it('empties it on a successful write that pages may show', async () => {
    const app = await appWithCachedPage();
    await app.inject({ method: 'POST', url: '/api/partner/listings/1' });
    expect(app.pageCache.size).toBe(0);
  });

  it('keeps it on reads, searches, refused writes and a visitor’s own writes no page shows', async () => {
    const app = await appWithCachedPage();
    await app.inject({ url: '/api/venues' });
    await app.inject({ method: 'POST', url: '/api/rpc/api_search_venues' });
    await app.inject({ method: 'POST', url: '/api/reviews' });
    await app.inject({ method: 'POST', url: '/api/cart/items' });
    expect(app.pageCache.size).toBe(1);
  });
});
