// Repeated guest searches answered on the raw HTTP request, in front of Fastify. A guest (no cookie, no
// Authorization header) posting JSON text already answered gets the cached answer's bytes with the same headers
// the route sends, without routing, hooks, parsing or validation: about what a bare node:http server costs.
// Anything else, including a guest's first asking, goes on to Fastify with its body replayed (`replayedBody`).
// The answers still come from the §9 result cache (repeat-requests.ts), so its expiry and its clearing on every
// listing change hold here too. These answers are not in Fastify's request log.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { preferredEncoding, type EncodedAnswer, type Encoding } from './encoded-answer.ts';
import type { RepeatRequests } from './repeat-requests.ts';

/** Search bodies are a few hundred bytes; a longer one goes to Fastify unread. */
const MAX_BODY_BYTES = 4096;

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
}

export class SearchFrontDoor {
  private repeats: RepeatRequests | null = null;
  private paths: ReadonlySet<string> = new Set();
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
    this.paths = paths;
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

  private mayAnswer(request: IncomingMessage): boolean {
    const { headers } = request;
    if (request.method !== 'POST' || !this.paths.has(request.url as string)) return false;
    if (headers.cookie || headers.authorization || !headers['content-type']?.startsWith('application/json')) return false;
    const length = Number(headers['content-length']);
    return length > 0 && length <= MAX_BODY_BYTES;
  }

  /** What the route's sendAnswer sends, headers included. */
  private send(response: ServerResponse, answer: EncodedAnswer, wanted: Encoding): void {
    let made = this.ready.get(answer);
    if (!made) this.ready.set(answer, (made = {}));
    const { headers, body } = (made[wanted] ??= this.readyResponse(answer, wanted));
    response.writeHead(200, headers);
    response.end(body);
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
