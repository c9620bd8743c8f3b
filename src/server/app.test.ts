import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeaturedCatalogueSchema } from '#shared/listings.ts';
import { analyticsEvents } from './db/schema/index.ts';
import { createTestApp } from './testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('GET /api/health', () => {
  it('reports the database kind, migration version and uptime', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database.kind).toBe('pglite');
    expect(body.database.migration).toMatch(/^\d{4}_/);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // The test app never starts the artwork warm-up (main.ts does, after listening).
    expect(body.artworkCache).toBe('cold');
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs', async () => {
    const spec = (await app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/catalogue/featured',
        '/api/analytics/legacy-redirects',
        '/api/errors',
        '/api/me',
      ]),
    );
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('GET /api/catalogue/featured', () => {
  it('answers top-rated live venues, vendors and stories with images', async () => {
    const response = await app.inject('/api/catalogue/featured');
    expect(response.statusCode).toBe(200);
    const featured = FeaturedCatalogueSchema.parse(response.json());
    expect(featured.venues).toHaveLength(8);
    expect(featured.vendors).toHaveLength(8);
    expect(featured.stories.length).toBeGreaterThan(0);
    const ratings = featured.venues.map((v) => v.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(featured.venues[0]?.location).toBe(`${featured.venues[0]?.city}, ${featured.venues[0]?.state}`);
    expect(featured.stats.cities).toBeGreaterThanOrEqual(6);
  });
});

describe('GET /media/art', () => {
  it('renders a listing image as WebP at the asked width and refuses unknown slugs and widths', async () => {
    const { venues } = (await app.inject('/api/catalogue/featured')).json();
    const response = await app.inject(`${venues[0].imageUrl}?w=480`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect((await app.inject('/media/art/venue/no-such-venue/0.webp')).statusCode).toBe(404);
    expect((await app.inject(`${venues[0].imageUrl}?w=333`)).statusCode).toBe(400);
  });

  it('serves the AVIF variant beside the WebP as image/avif, kept a week by browsers and CDNs', async () => {
    const { venues } = (await app.inject('/api/catalogue/featured')).json();
    const avifUrl = `${venues[0].imageUrl.replace(/\.webp$/, '.avif')}?w=800&q=85`;
    const response = await app.inject({ url: avifUrl, headers: { accept: 'image/webp,*/*' } });
    expect(response.statusCode).toBe(200);
    // One address, one file: the extension names the format, whatever the browser's Accept says.
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 800,
    });
    expect((await app.inject(venues[0].imageUrl.replace(/\.webp$/, '.png'))).statusCode).toBe(400);
  });

  it('renders at the quality asked (§9: a quality-20 placeholder is far smaller) and refuses one out of range', async () => {
    const { venues } = (await app.inject('/api/catalogue/featured')).json();
    const sizeAt = async (quality: number) =>
      (await app.inject(`${venues[0].imageUrl}?w=480&q=${quality}`)).rawPayload.length;
    const [placeholder, mobile, desktop] = [await sizeAt(20), await sizeAt(75), await sizeAt(85)];
    expect(placeholder).toBeLessThan(mobile);
    expect(mobile).toBeLessThan(desktop);
    expect((await app.inject(`${venues[0].imageUrl}?w=480&q=95`)).statusCode).toBe(400);
    expect((await app.inject(`${venues[0].imageUrl}?w=480&q=10`)).statusCode).toBe(400);
  });
});

describe('analytics', () => {
  it('records a legacy redirect with the spec §7 body', async () => {
    const body = {
      path: '/my-bookings',
      destination: '/profile/bookings',
      referrer: '',
      userAgent: 'test',
      timestamp: new Date().toISOString(),
    };
    const response = await app.inject({ method: 'POST', url: '/api/analytics/legacy-redirects', payload: body });
    expect(response.statusCode).toBe(204);
    const [row] = await app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.kind, 'legacy_redirect'))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row?.payload).toMatchObject({ path: '/my-bookings', destination: '/profile/bookings' });
  });

  it('refuses a malformed report and stores nothing', async () => {
    const before = await app.db.select().from(analyticsEvents);
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/legacy-redirects',
      payload: { path: 'no-slash', destination: '/x', timestamp: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(await app.db.select().from(analyticsEvents)).toHaveLength(before.length);
  });

  it('records client errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: {
        message: 'boom',
        name: 'TypeError',
        timestamp: new Date().toISOString(),
        url: 'http://localhost/discover',
      },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('GET /api/me', () => {
  it('answers a guest with no user and no roles', async () => {
    expect((await app.inject('/api/me')).json()).toEqual({ user: null, roles: [], activeRole: null });
  });

  it('answers a signed-in demo user with their roles', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'multi@example.com', password: 'eventide-demo' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = (await app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me.user.email).toBe('multi@example.com');
    expect(me.roles).toEqual(['customer', 'venue', 'vendor', 'admin']);
    expect(me.activeRole).toBe('admin');
  });
});

describe('unknown paths', () => {
  it('answer 404 as JSON under /api', async () => {
    const response = await app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answer 404 for a missing file rather than the web app, so a stale chunk fails loudly', async () => {
    const response = await app.inject('/assets/index-old-build.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
