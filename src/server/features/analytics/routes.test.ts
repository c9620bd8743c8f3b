// The browser's reports: web vitals and other performance events (POST /api/analytics), client errors (POST
// /api/errors, the §7 body) and legacy redirects are validated, stored as sent, and bad bodies are refused whole.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const post = (url: string, body: unknown) => client(app).request('POST', url, body);
const countOf = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

describe('POST /api/analytics', () => {
  it('stores a batch of vitals, long tasks, slow resources and memory readings', async () => {
    const response = await post('/api/analytics', {
      events: [
        { kind: 'web_vital', name: 'LCP', value: 2140, rating: 'good', path: '/discover' },
        { kind: 'long_task', value: 120, path: '/discover' },
        { kind: 'slow_resource', name: '/media/art/venue/x/0.webp', value: 1500, path: '/discover' },
        { kind: 'memory', value: 0.84, path: '/discover' },
      ],
    });
    expect(response.statusCode).toBe(204);
    const rows = await app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, '/discover'))
      .orderBy(desc(analyticsEvents.id));
    expect(rows.map((r) => [r.kind, r.name, r.value]).sort()).toEqual(
      [
        ['long_task', null, 120],
        ['memory', null, 0.84],
        ['slow_resource', '/media/art/venue/x/0.webp', 1500],
        ['web_vital', 'LCP', 2140],
      ].sort(),
    );
  });

  it('refuses a bad batch whole: an unknown vital, a negative value, an empty or oversized batch', async () => {
    const before = await countOf();
    for (const events of [
      [{ kind: 'web_vital', name: 'XYZ', value: 1, path: '/' }],
      [{ kind: 'long_task', value: -5, path: '/' }],
      [{ kind: 'memory', value: 3, path: '/' }],
      [],
      Array.from({ length: 51 }, () => ({ kind: 'long_task', value: 60, path: '/' })),
    ]) {
      expect((await post('/api/analytics', { events })).statusCode).toBe(400);
    }
    expect(await countOf()).toBe(before);
  });
});

describe('POST /api/errors', () => {
  it('stores a client error with the §7 body and refuses one without its message or time', async () => {
    const body = {
      message: 'x is undefined',
      name: 'TypeError',
      stack: 'at Foo',
      componentName: 'VenuePage',
      timestamp: new Date().toISOString(),
      userAgent: 'test',
      url: '/venue/x',
    };
    expect((await post('/api/errors', body)).statusCode).toBe(204);
    const [row] = await app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'client_error'))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({
      name: 'TypeError',
      path: '/venue/x',
      payload: expect.objectContaining({ message: 'x is undefined', componentName: 'VenuePage' }),
    });
    const before = await countOf();
    expect((await post('/api/errors', { name: 'TypeError' })).statusCode).toBe(400);
    expect((await post('/api/errors', { message: 'm', timestamp: 'yesterday' })).statusCode).toBe(400);
    expect(await countOf()).toBe(before);
  });
});

describe('POST /api/errors, as the browser sends it', () => {
  it('stores a report whose stack, name, component stack and component name are null', async () => {
    const body = {
      message: 'Loading chunk 7 failed',
      stack: null,
      name: null,
      componentStack: null,
      componentName: null,
      timestamp: new Date().toISOString(),
      userAgent: 'test',
      url: 'http://localhost/discover',
    };
    expect((await post('/api/errors', body)).statusCode).toBe(204);
    const [row] = await app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'client_error'))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({ name: 'Error', payload: expect.objectContaining({ message: body.message }) });
  });
});

describe('POST /api/analytics/legacy-redirects', () => {
  it('stores where an old path went, and refuses a path that is not one of ours', async () => {
    expect(
      (
        await post('/api/analytics/legacy-redirects', {
          path: '/my-bookings',
          destination: '/profile/bookings',
          timestamp: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(204);
    const [row] = await app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'legacy_redirect'))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({ name: '/my-bookings', path: '/profile/bookings' });
    expect(
      (
        await post('/api/analytics/legacy-redirects', {
          path: 'https://evil.example',
          destination: '/',
          timestamp: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(400);
  });
});
