// The CSRF guard holds however the request target is spelled: a percent-encoded path the router decodes, or an
// absolute-form target (`POST http://host/api/...`, sent on a real socket: inject() cannot). The auth limits read
// the same routed path. A spoofed forwarded host is in forwarded-headers.test.ts.
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { TEST_ORIGIN } from './testing/http.ts';
import { createTestApp } from './testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

beforeAll(async () => {
  app = await createTestApp({ SEED_ON_START: 'false' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
}, 120_000);

afterAll(async () => app?.close());

const FOREIGN = { origin: 'https://evil.example', cookie: 'eventide.session_token=x' };

/** Sends one raw HTTP/1.1 request and answers the response's status and body. */
function rawRequest(
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [
      `POST ${target} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      'connection: close',
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
    ];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ status: Number(received.split(' ')[1]), body: received.slice(received.indexOf('\r\n\r\n') + 4) }),
    );
  });
}

describe('CSRF guard', () => {
  it('refuses another site’s mutation sent to a percent-encoded path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/cart/merge',
      headers: FOREIGN,
      payload: { items: [] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  it('refuses another site’s mutation sent as an absolute-form request target', async () => {
    const response = await rawRequest(`http://localhost:${port}/api/cart/merge`, FOREIGN, '{"items":[]}');
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body).error.code).toBe('CSRF_REJECTED');
  });

  it('lets this site’s own mutation through the same spellings', async () => {
    const encoded = await app.inject({
      method: 'POST',
      url: '/%61pi/cart/merge',
      headers: { ...FOREIGN, origin: TEST_ORIGIN },
      payload: { items: [] },
    });
    expect(encoded.statusCode).not.toBe(403);
  });
});

describe('sign-in limit', () => {
  it('counts failed sign-ins sent as absolute-form or percent-encoded targets', async () => {
    const body = JSON.stringify({ email: `guess-${randomUUID().slice(0, 8)}@example.com`, password: 'wrong-password' });
    const targets = [
      `http://localhost:${port}/api/auth/sign-in/email`,
      '/api/auth/sign-in/%65mail',
      '/api/auth/sign-in/email/',
    ];
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_WINDOWS.login.max; i++)
      statuses.push((await rawRequest(targets[i % targets.length]!, { origin: TEST_ORIGIN }, body)).status);
    expect(statuses.slice(0, -1)).toEqual(Array.from({ length: RATE_LIMIT_WINDOWS.login.max }, () => 401));
    expect(statuses.at(-1)).toBe(429);
  });
});
