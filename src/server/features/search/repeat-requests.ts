// A second, byte-exact key into the §9 result cache for the commonest search: a guest (no cookie, no
// Authorization header) posting JSON text already seen. Such a request gets its answer before its body is parsed
// or validated. The answer still comes from the §9 cache under its canonical key, so expiry and the clearing on
// every listing change apply as before. A guest's answer depends on the body alone (live listings only), which
// is what makes the raw text a safe key; a signed-in admin may see more and always takes the full path.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EncodedAnswer } from './encoded-answer.ts';

/** How many distinct request texts are remembered; past it they are all forgotten (cheap, and rare). */
const REMEMBERED = 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the search body parser: the cached answer to a repeated guest request, or the text to remember. */
    repeat?: { answer?: EncodedAnswer; rawKey?: string };
  }
}

export class RepeatRequests {
  private readonly canonical = new Map<string, string>();

  constructor(private readonly answerOf: (canonicalKey: string) => EncodedAnswer | undefined) {}

  private static rawKey(request: FastifyRequest, text: string): string | null {
    const { cookie, authorization } = request.headers;
    return cookie || authorization ? null : `${request.url}\n${text}`;
  }

  /** The body parser for the search routes: answers a repeat from the cache, else parses as Fastify does. */
  parser(app: FastifyInstance, paths: ReadonlySet<string>) {
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    return (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => {
      const rawKey = paths.has(request.url) ? RepeatRequests.rawKey(request, text) : null;
      if (rawKey !== null) {
        const key = this.canonical.get(rawKey);
        const answer = key === undefined ? undefined : this.answerOf(key);
        request.repeat = answer ? { answer } : { rawKey };
        // The body is not needed: the answer is ready (the route answers it before validation).
        if (answer) return done(null, {});
      }
      parseJson(request, text, done);
    };
  }

  /** After a full search: the next identical guest request maps to its canonical cache key. */
  remember(request: FastifyRequest, canonicalKey: string): void {
    const rawKey = request.repeat?.rawKey;
    if (rawKey === undefined) return;
    if (this.canonical.size >= REMEMBERED) this.canonical.clear();
    this.canonical.set(rawKey, canonicalKey);
  }
}
