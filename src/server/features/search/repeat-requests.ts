// A second, byte-exact key into the §9 result cache for the commonest search: a guest (no cookie, no
// Authorization header) posting JSON text already seen. The search front door (front-door.ts) answers such a
// request before Fastify sees it. The answer still comes from the §9 cache under its canonical key, so expiry and
// the clearing on every listing change apply as before. A guest's answer depends on the body alone (live listings
// only), which is what makes the raw text a safe key; a signed-in admin may see more and always takes the full path.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EncodedAnswer } from './encoded-answer.ts';

/** How many distinct request texts are remembered; past it they are all forgotten (cheap, and rare). */
const REMEMBERED = 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the search body parser for a guest's request: its text as a key, remembered after the search. */
    repeatKey?: string;
  }
}

const rawKey = (url: string, text: string) => `${url}\n${text}`;

export class RepeatRequests {
  private canonical = new Map<string, string>();

  constructor(private readonly answerOf: (canonicalKey: string) => EncodedAnswer | undefined) {}

  /** The cached answer to a guest's request with this exact text, if one was answered and is still cached. */
  answer(url: string, text: string): EncodedAnswer | undefined {
    const key = this.canonical.get(rawKey(url, text));
    return key === undefined ? undefined : this.answerOf(key);
  }

  /** The body parser for the search routes: Fastify's own, noting a guest's text to remember after the search. */
  parser(app: FastifyInstance, paths: ReadonlySet<string>) {
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    return (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => {
      const { cookie, authorization } = request.headers;
      if (paths.has(request.url) && !cookie && !authorization) request.repeatKey = rawKey(request.url, text);
      parseJson(request, text, done);
    };
  }

  /** After a full search: the next identical guest request maps to its canonical cache key. */
  remember(request: FastifyRequest, canonicalKey: string): void {
    const key = request.repeatKey;
    if (key === undefined) return;
    // A new Map rather than clear(), which would remake the table in the old generation (result-cache.ts says why).
    if (this.canonical.size >= REMEMBERED) this.canonical = new Map();
    this.canonical.set(key, canonicalKey);
  }
}
