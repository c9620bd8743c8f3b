// Repeated guest searches answered on the raw HTTP request, in front of Fastify. A guest (no cookie, no
// Authorization header) posting JSON text already answered gets the cached answer's bytes with the same headers
// the route sends, without routing, hooks, parsing or validation: about what a bare node:http server costs.
// Anything else, including a guest's first asking, goes on to Fastify with its body replayed (`replayedBody`).
// A connection whose requests are all such repeats is answered before node:http reads it (connection-door.ts),
// with the same bytes made into a whole HTTP response (`wireAnswer`).
// The answers still come from the §9 result cache (repeat-requests.ts), so its expiry and its clearing on every
// listing change hold here too. These answers are not in Fastify's request log.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { preferredEncoding, type EncodedAnswer, type Encoding } from './encoded-answer.ts';
import type { RepeatRequests } from './repeat-requests.ts';
import { MAX_BODY_BYTES, type WireSearch } from './wire-request.ts';

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body the front door read from a request it passed on (the route's preParsing hook hands it to the parser). */
export function replayedBody(request: IncomingMessage): Readable | undefined {
  const body = bodies.get(request);
  return body ? Readable.from([body]) : undefined;
}

/** A repeated answer as the door sends it: its headers as name, value, name, value… and its body. */
interface ReadyResponse {
  headers: string[];
  body: Buffer;
  /** The whole HTTP response as the connection door sends it, remade when its Date header's second has passed. */
  wire?: { second: number; bytes: Buffer };
}

export class SearchFrontDoor {
  private repeats: RepeatRequests | null = null;
  private openPaths: ReadonlySet<string> = new Set();
  /** Requests answered at the door. */
  answered = 0;

  /** The API set of security headers as name, value, name, value…: what every API answer carries (security-headers.ts). */
  private readonly securityHeaders: readonly string[];
  /**
   * Each repeated answer's response, made on its first repeat and kept while the answer is cached: only answers asked
   * for again get one, so cold searches make no Buffers (their memory outside the heap once set off full collections).
   */
  private readonly ready = new WeakMap<EncodedAnswer, Partial<Record<Encoding, ReadyResponse>>>();

  constructor(securityHeaders: readonly (readonly [string, string])[]) {
    this.securityHeaders = securityHeaders.flat();
  }

  /** From here on, guest repeats to these paths are answered at the door. */
  open(repeats: RepeatRequests, paths: ReadonlySet<string>): void {
    this.repeats = repeats;
    this.openPaths = paths;
  }

  /** The server's request listener: the door, then Fastify's own handler. */
  inFrontOf(next: RequestListener): RequestListener {
    return (request, response) => {
      if (!this.mayAnswer(request)) return next(request, response);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('error', () => response.destroy());
      request.on('end', () => {
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        const answer = this.repeats?.answer(request.url as string, body.toString('utf8'));
        if (answer) {
          this.answered += 1;
          return this.send(response, answer, preferredEncoding(request.headers['accept-encoding']));
        }
        bodies.set(request, body);
        next(request, response);
      });
    };
  }

  /** The search paths answered at the door: none until it opens. */
  get paths(): ReadonlySet<string> {
    return this.openPaths;
  }

  private mayAnswer(request: IncomingMessage): boolean {
    const { headers } = request;
    if (request.method !== 'POST' || !this.paths.has(request.url as string)) return false;
    if (headers.cookie || headers.authorization || !headers['content-type']?.startsWith('application/json')) return false;
    const length = Number(headers['content-length']);
    return length > 0 && length <= MAX_BODY_BYTES;
  }

  /** What the route's sendAnswer sends, headers included. */
  private send(response: ServerResponse, answer: EncodedAnswer, wanted: Encoding): void {
    const { headers, body } = this.readyFor(answer, wanted);
    response.writeHead(200, headers);
    response.end(body);
  }

  /**
   * The whole HTTP/1.1 response for a guest search read off a connection, when its answer is cached: the bytes
   * node:http would send for `send`, its Date, Connection and Keep-Alive headers included.
   */
  wireAnswer({ path, text, acceptEncoding }: WireSearch, keepAliveTimeoutMs: number): Buffer | undefined {
    const answer = this.repeats?.answer(path, text);
    if (!answer) return undefined;
    this.answered += 1;
    const ready = this.readyFor(answer, preferredEncoding(acceptEncoding));
    const second = Math.floor(Date.now() / 1000);
    if (ready.wire?.second !== second) ready.wire = { second, bytes: wireBytes(ready, second, keepAliveTimeoutMs) };
    return ready.wire.bytes;
  }

  private readyFor(answer: EncodedAnswer, wanted: Encoding): ReadyResponse {
    let made = this.ready.get(answer);
    if (!made) this.ready.set(answer, (made = {}));
    return (made[wanted] ??= this.readyResponse(answer, wanted));
  }

  private readyResponse(answer: EncodedAnswer, wanted: Encoding): ReadyResponse {
    const { body, encoding } = answer.body(wanted);
    const headers = [...this.securityHeaders];
    headers.push('content-type', 'application/json; charset=utf-8', 'vary', 'accept-encoding', 'x-search-source', answer.source);
    if (encoding !== 'identity') headers.push('content-encoding', encoding);
    headers.push('content-length', String(body.length));
    return { headers, body };
  }
}

/** Status line and headers as node:http writes them for writeHead(200, headers) on a kept-alive connection. */
function wireBytes({ headers, body }: ReadyResponse, second: number, keepAliveTimeoutMs: number): Buffer {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  head += `Date: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\n`;
  if (keepAliveTimeoutMs > 0) head += `Keep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`;
  return Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]);
}
