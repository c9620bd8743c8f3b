// The S3 blob store against a local S3-compatible server: what is put is got back, a missing key is null, and the
// upload routes keep and serve photos there when S3_BUCKET is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../testing/fake-s3.ts';
import { signedIn } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { postPhoto, testPhoto } from '../../testing/upload.ts';
import { S3BlobStore } from './s3.ts';

let s3: FakeS3;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3?.close());

describe('S3BlobStore', () => {
  it('puts and gets bytes under its prefix, and answers null for a missing key', async () => {
    const store = new S3BlobStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: 'uploads/',
      credentials,
    });
    await store.put('a/master.webp', Buffer.from('hello'), 'image/webp');
    expect((await store.get('a/master.webp'))?.toString()).toBe('hello');
    expect(await store.get('a/missing.webp')).toBeNull();
    const elsewhere = new S3BlobStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: 'other/',
      credentials,
    });
    expect(await elsewhere.get('a/master.webp')).toBeNull();
  });

  it('keeps uploaded photos for the app when S3_BUCKET is set', async () => {
    const app = await createTestApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    try {
      const user = await signedIn(app, 'customer@example.com');
      const uploaded = await postPhoto(app, user, await testPhoto(1400, 900), 'image/jpeg');
      expect(uploaded.statusCode).toBe(201);
      const { photo } = uploaded.json() as { photo: { id: string; url: string } };
      const served = await app.inject({ method: 'GET', url: `${photo.url}?w=480`, headers: { accept: 'image/webp' } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const store = new S3BlobStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        prefix: 'uploads/',
        credentials,
      });
      expect(await store.get(`${photo.id}/master.webp`)).not.toBeNull();
      expect(await store.get(`${photo.id}/w480-q85.webp`)).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
