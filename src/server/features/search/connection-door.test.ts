// Repeated guest searches answered on the connection (connection-door.ts), over real TCP: the same bytes
// node:http sends, in order with what node:http answers on the same connection, and every other request handed to
// node:http unread.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { ConnectionDoorServer } from './connection-door.ts';

const VENUES = '/api/rpc/api_search_venues';

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** A raw HTTP/1.1 connection: write bytes, read whole responses (Content-Length bodies). */
class RawClient {
  private received = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  send(text: string): void {
    this.socket.write(text);
  }

  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closed) throw new Error('the connection closed before a whole response came');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  private take(): RawResponse | null {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = this.received.toString('latin1', 0, headEnd).split('\r\n');
    const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const end = headEnd + 4 + Number(headers.get('content-length') ?? 0);
    if (this.received.length < end) return null;
    const body = this.received.toString('utf8', headEnd + 4, end);
    this.received = this.received.subarray(end);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}

const search = (body: string, extra: string[] = [], acceptEncoding = 'identity') =>
  [`POST ${VENUES} HTTP/1.1`, 'Host: localhost', 'Content-Type: application/json', `Accept-Encoding: ${acceptEncoding}`, `Content-Length: ${Buffer.byteLength(body)}`, ...extra, '', body].join('\r\n');
const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

let app: Awaited<ReturnType<typeof createTestApp>>;
let port = 0;
const server = () => app.server as ConnectionDoorServer;
/** The port of the address Fastify's listen() resolves with. */
const portOf = (address: string) => Number(new URL(address).port);

beforeAll(async () => {
  app = await createTestApp();
  port = portOf(await app.listen({ port: 0, host: '127.0.0.1' }));
}, 120_000);
afterAll(async () => app?.close());

/** Asks once (a first asking, searched and remembered by the route) so the text is a repeat from then on. */
async function remembered(text: string): Promise<RawResponse> {
  const client = await RawClient.open(port);
  client.send(search(text));
  const first = await client.response();
  client.close();
  expect(first.status).toBe(200);
  return first;
}

describe('the connection door', () => {
  it('answers a connection of repeats itself, with the bytes node:http sends for the same request', async () => {
    const text = JSON.stringify({ search_query: 'rooftop', limit: 3 });
    const first = await remembered(text);
    // node:http's answer: a connection that opened with something else has gone to node:http.
    const viaHttp = await RawClient.open(port);
    viaHttp.send(health);
    expect((await viaHttp.response()).status).toBe(200);
    const before = server().answered;
    viaHttp.send(search(text));
    const fromHttp = await viaHttp.response();
    expect(server().answered).toBe(before);

    const held = await RawClient.open(port);
    held.send(search(text));
    const fromDoor = await held.response();
    held.send(search(text, [], 'gzip, deflate, br'));
    const compressed = await held.response();
    expect(server().answered).toBe(before + 2);
    expect(fromDoor.body).toBe(first.body);
    expect(fromDoor.body).toBe(fromHttp.body);
    expect([...fromDoor.headers.keys()]).toEqual([...fromHttp.headers.keys()]);
    for (const [name, value] of fromHttp.headers) if (name !== 'date') expect(fromDoor.headers.get(name), name).toBe(value);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    viaHttp.close();
    held.close();
  });

  it('answers pipelined requests in order, handing the connection over at the first it does not answer', async () => {
    const repeat = JSON.stringify({ search_query: 'loft', limit: 2 });
    const fresh = JSON.stringify({ search_query: 'warehouse', limit: 2 });
    const repeatAnswer = (await remembered(repeat)).body;
    const before = server().answered;
    const client = await RawClient.open(port);
    client.send(search(repeat) + search(repeat) + search(fresh) + health + search(repeat));
    const answers = [await client.response(), await client.response(), await client.response(), await client.response(), await client.response()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.body).toBe(repeatAnswer);
    expect(answers[1]?.body).toBe(repeatAnswer);
    expect(JSON.parse(answers[2]?.body ?? '')).toMatchObject({ success: true, data: { pagination: { limit: 2 } } });
    expect(answers[2]?.body).not.toBe(repeatAnswer);
    expect(JSON.parse(answers[3]?.body ?? '')).toMatchObject({ status: 'ok' });
    expect(answers[4]?.body).toBe(repeatAnswer);
    // The last repeat came after the hand-over: node:http's, not the door's.
    expect(server().answered).toBe(before + 2);
    client.close();
  });

  it('hands over, unread, whatever it does not answer, and node:http answers it as ever', async () => {
    const text = JSON.stringify({ search_query: 'gallery', limit: 2 });
    const answer = (await remembered(text)).body;
    const before = server().answered;
    const length = `Content-Length: ${text.length}`;
    const cases: [string, (client: RawClient) => Promise<void>][] = [
      ['a signed-in request', async (c) => c.send(search(text, ['Cookie: session=nobody', `Origin: ${TEST_ORIGIN}`]))],
      ['a request split over two writes', async (c) => {
        const whole = search(text);
        c.send(whole.slice(0, 40));
        await new Promise((resolve) => setTimeout(resolve, 30));
        c.send(whole.slice(40));
      }],
      ['a chunked body', async (c) => c.send(search('', ['Transfer-Encoding: chunked']).replace(`${length}\r\n`, '').replace('Content-Length: 0\r\n', '') + `${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`)],
    ];
    for (const [name, ask] of cases) {
      const client = await RawClient.open(port);
      await ask(client);
      const response = await client.response();
      expect(response.status, name).toBe(200);
      expect(response.body, name).toBe(answer);
      client.close();
    }
    expect(server().answered).toBe(before);
  });

  it('leaves requests node:http refuses to node:http', async () => {
    const text = JSON.stringify({ search_query: 'gallery', limit: 2 });
    await remembered(text);
    const before = server().answered;
    for (const extra of [[`Content-Length: ${text.length}`], ['Transfer-Encoding: chunked']]) {
      const client = await RawClient.open(port);
      client.send(search(text, extra));
      expect((await client.response()).status, extra.join()).toBe(400);
      client.close();
    }
    expect(server().answered).toBe(before);
  });

  it('keeps answering a client that sends faster than it reads, and loses nothing', async () => {
    const text = JSON.stringify({ search_query: 'studio', limit: 20 });
    const answer = (await remembered(text)).body;
    const client = await RawClient.open(port);
    client.socket.pause();
    client.send(search(text).repeat(300));
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.socket.resume();
    for (let i = 0; i < 300; i++) expect((await client.response()).body).toBe(answer);
    client.close();
  });

  it('answers a client that ends its side after asking, then closes the connection', async () => {
    const text = JSON.stringify({ search_query: 'rooftop', limit: 2 });
    const answer = (await remembered(text)).body;
    const client = await RawClient.open(port);
    client.socket.end(search(text));
    expect((await client.response()).body).toBe(answer);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.closed).toBe(true);
  });

  it('closes a connection it holds once it has been idle for the keep-alive time', async () => {
    const text = JSON.stringify({ search_query: 'garden', limit: 2 });
    await remembered(text);
    const keepAlive = app.server.keepAliveTimeout;
    app.server.keepAliveTimeout = 300;
    try {
      const client = await RawClient.open(port);
      client.send(search(text));
      expect((await client.response()).headers.get('keep-alive')).toBe('timeout=0');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(client.closed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(client.closed).toBe(true);
    } finally {
      app.server.keepAliveTimeout = keepAlive;
    }
  });
});

describe('closing the server', () => {
  it('closes the connections the door holds, as node:http closes its idle ones', async () => {
    const own = await createTestApp();
    const ownPort = portOf(await own.listen({ port: 0, host: '127.0.0.1' }));
    const text = JSON.stringify({ search_query: 'terrace', limit: 2 });
    const first = await RawClient.open(ownPort);
    first.send(search(text));
    await first.response();
    first.close();
    const held = await RawClient.open(ownPort);
    held.send(search(text));
    expect((await held.response()).status).toBe(200);
    expect((own.server as ConnectionDoorServer).answered).toBe(1);
    const started = performance.now();
    await own.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.closed).toBe(true);
  }, 120_000);
});
