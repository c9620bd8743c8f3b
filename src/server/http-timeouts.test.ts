// A client that trickles its request is cut off: a body after bodyMs (an upload's after requestMs), headers after
// headersMs. Real sockets against a listening app whose time-outs are shortened through buildApp's options.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

const TIMEOUTS = { headersMs: 600, bodyMs: 300, requestMs: 1_500 };
let app: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

beforeAll(async () => {
  app = await createTestApp({ SEED_ON_START: 'false' }, { timeouts: TIMEOUTS });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
}, 120_000);

afterAll(async () => app?.close());

interface Trickled {
  /** When the server closed the connection, from the first byte sent; Infinity if it never did. */
  closedAfterMs: number;
  received: string;
}

/** Sends `head` at once, then one byte of `body` every `everyMs` until the server closes or `giveUpMs` passes. */
function trickle(head: string, body: string, everyMs: number, giveUpMs: number): Promise<Trickled> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let received = '';
    let sent = 0;
    socket.write(head);
    const drip = setInterval(() => {
      if (sent < body.length) socket.write(body[sent++]!);
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const elapsed = performance.now() - started;
      resolve({ closedAfterMs: elapsed >= giveUpMs ? Infinity : elapsed, received });
    });
  });
}

const post = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n\r\n`;

describe('request time-outs', () => {
  it('closes a connection whose JSON body is trickled, once bodyMs has passed', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(200), timestamp: new Date().toISOString() });
    const { closedAfterMs } = await trickle(post('/api/errors', 'application/json', body.length), body, 100, 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyMs);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('gives a trickled upload until requestMs, then answers 408 and closes', async () => {
    const body = `--b\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n${'x'.repeat(500)}`;
    const { closedAfterMs, received } = await trickle(
      post('/api/uploads/photos', 'multipart/form-data; boundary=b', body.length),
      body,
      100,
      5_000,
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs * 2);
    expect(received).toContain('408');
  });

  it('answers 408 and closes when the headers are trickled past headersMs', async () => {
    const head = `POST /api/errors HTTP/1.1\r\nhost: 127.0.0.1\r\nx-padding: ${'y'.repeat(100)}\r\n\r\n`;
    const { closedAfterMs, received } = await trickle('', head, 50, 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});
