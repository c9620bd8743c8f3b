// Photo uploads: a signed-in user's photo is checked (type by its bytes, size, dimensions), kept upright and served
// at the page widths in the best format the browser takes; bad files get a clear error and leave nothing behind.
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedPhotos } from '../../db/schema/index.ts';
import { client, signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { postPhoto, testPhoto } from '../../testing/upload.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let partner: Client;

const upload = (c: Client | null, data: Buffer, type: string) => postPhoto(app, c, data, type);
const photo = testPhoto;

const stored = async () => (await app.db.select({ n: count() }).from(uploadedPhotos))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  partner = await signedIn(app, 'vendor@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('photo uploads', () => {
  it('keep a photo for a signed-in user and serve it at page widths as AVIF, WebP or JPEG, by Accept or extension', async () => {
    expect((await upload(null, await photo(1600, 1000), 'image/jpeg')).statusCode).toBe(401);
    const response = await upload(partner, await photo(1600, 1000), 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { photo: saved } = response.json() as { photo: { id: string; url: string; width: number; height: number } };
    expect(saved).toMatchObject({ url: `/media/uploads/${saved.id}`, width: 1600, height: 1000 });

    const guest = client(app);
    for (const [accept, type] of [
      ['image/avif,image/webp,*/*', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const) {
      const image = await app.inject({ method: 'GET', url: `${saved.url}?w=480`, headers: { accept } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers.vary).toBe('Accept');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(480);
    }
    // A page names the format by the extension (<picture>): the same bytes for every browser, so no Vary.
    for (const [extension, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const image = await app.inject({
        method: 'GET',
        url: `${saved.url}.${extension}?w=800&q=75`,
        headers: { accept: 'image/webp,*/*' },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers.vary).toBeUndefined();
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format, width: 800 });
    }
    expect((await guest.request('GET', `${saved.url}.png`)).statusCode).toBe(400);
    expect((await guest.request('GET', `/media/uploads/${crypto.randomUUID()}.avif`)).statusCode).toBe(404);
    expect((await guest.request('GET', `${saved.url}?w=500`)).statusCode).toBe(400);
    expect((await guest.request('GET', `/media/uploads/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('turns a photo taken sideways upright', async () => {
    // Stored 1000 × 1600 with "rotate 90°": it is a 1600 × 1000 landscape photo.
    const response = await upload(partner, await photo(1000, 1600, { orientation: 6 }), 'image/jpeg');
    expect(response.json()).toMatchObject({ photo: { width: 1600, height: 1000 } });
  });

  it('refuses what is not a usable photo, with the reason, keeping nothing', async () => {
    const before = await stored();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('not an image at all'), 'image/jpeg', 400, 'This file could not be read as a photo.'],
      [await photo(1600, 1000), 'image/gif', 415, 'Upload a JPEG, PNG, WebP or AVIF photo.'],
      [
        await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        'image/jpeg',
        415,
        'Upload a JPEG, PNG, WebP or AVIF photo.',
      ],
      [await photo(600, 400), 'image/jpeg', 400, 'This photo is too small: use one at least 800 × 500 pixels.'],
      [
        Buffer.alloc(10 * 1024 * 1024 + 1),
        'image/jpeg',
        413,
        'This photo is larger than 10 MB. Export it smaller and try again.',
      ],
    ];
    for (const [data, type, status, message] of cases) {
      const response = await upload(partner, data, type);
      expect(response.statusCode).toBe(status);
      expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await stored()).toBe(before);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/uploads/photos',
      payload: {},
      headers: { origin: TEST_ORIGIN, cookie: partner.cookie },
    });
    expect(missing.statusCode).toBe(400);
  });
});
