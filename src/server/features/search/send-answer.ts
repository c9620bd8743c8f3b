// How a search answer goes out: compressed as the client accepts, with where it came from; over GET also with its
// entity tag, a 304 when the client holds it already, and the caching the answer allows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type EncodedAnswer } from './encoded-answer.ts';

/**
 * A guest's answer (the same for everyone who asks the same URL): browsers ask again every time and get a 304 when
 * nothing changed, so a listing change shows at once; shared caches (a CDN, a reverse proxy) keep it a minute, so a
 * repeat seldom reaches the server and a change reaches their users within that minute.
 */
export const SHARED_SEARCH_CACHING = 'public, max-age=0, s-maxage=60';
/** An admin's view of unlisted listings, or a fallback answer while search is down: kept nowhere. */
export const UNSHARED_SEARCH_CACHING = 'private, no-store';

/** A ready answer, compressed as the client accepts (Fastify sends a Buffer as it is, without serializing). */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const { body, encoding } = answer.body(preferredEncoding(request.headers['accept-encoding']));
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('x-search-source', answer.source);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body as never);
}

/**
 * The answer to a GET: tagged, and cacheable by anyone when `shareable` (the URL alone decides the answer) and search
 * made it; 304 without a body when If-None-Match names its tag.
 */
export function sendCacheableAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  shareable: boolean,
) {
  const etag = answer.etag(preferredEncoding(request.headers['accept-encoding']));
  const caching = shareable && answer.source === 'search' ? SHARED_SEARCH_CACHING : UNSHARED_SEARCH_CACHING;
  reply.header('etag', etag).header('cache-control', caching).header('vary', 'accept-encoding');
  if (namesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return sendAnswer(request, reply, answer);
}

/** If-None-Match's comparison (RFC 9110 13.1.2): weak, so W/"x" names "x"; * names any. */
function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const named = tag.trim();
    return named === '*' || named.replace(/^W\//, '') === etag;
  });
}
