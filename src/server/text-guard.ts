// Text the database cannot store: PostgreSQL refuses the NUL character in text and json, and a lone UTF-16 surrogate
// in json. Real text never holds either, so a request carrying them anywhere (body, query or path; a value or a key)
// is refused with a 400 before it is read, instead of failing on its way into the database.
import type { FastifyReply, FastifyRequest } from 'fastify';

const LONE_SURROGATE = /\p{Cs}/u;
export const MALFORMED_TEXT_MESSAGE = 'Text cannot contain the NUL character or broken Unicode.';

export async function refuseMalformedText(request: FastifyRequest, reply: FastifyReply) {
  if (![request.params, request.query, request.body].some(holdsMalformedText)) return;
  return reply.status(400).send({ error: { code: 'MALFORMED_TEXT', message: MALFORMED_TEXT_MESSAGE } });
}

/** Walks without recursion: a body nested thousands deep must not overflow the stack. */
function holdsMalformedText(input: unknown): boolean {
  const pending = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0') || LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) pending.push(key, child);
    }
  }
  return false;
}

/** Parsed JSON, a query or params object (those have a prototype of their own); a raw body Buffer is not read. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
