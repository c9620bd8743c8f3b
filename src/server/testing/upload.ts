// Uploads for tests: a multipart body with one file, as a browser's FormData sends it, posted to the photo route.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { TEST_ORIGIN, type Client } from './http.ts';

export function multipartFile(
  data: Buffer,
  type: string,
  filename = 'photo.jpg',
): { payload: Buffer; contentType: string } {
  const boundary = `----eventide${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/uploads/photos with one file, as `c` (or a guest). */
export function postPhoto(
  app: FastifyInstance,
  c: Client | null,
  data: Buffer,
  type: string,
): Promise<LightMyRequestResponse> {
  const body = multipartFile(data, type);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: body.payload,
    headers: { 'content-type': body.contentType, origin: TEST_ORIGIN, ...(c ? { cookie: c.cookie } : {}) },
  });
}

/** A plain JPEG photo of the given size. */
export function testPhoto(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
}
