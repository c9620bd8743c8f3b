// The Idempotency-Key header of a request that must run once (a checkout, paying a quote): a retry with the same key
// gets the first answer back instead of paying twice.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_ERRORS, IDEMPOTENCY_HEADER } from '#shared/checkout.ts';

export const IdempotencyKey = z
  .string()
  .trim()
  .min(8, 'The Idempotency-Key header must be 8 to 200 characters.')
  .max(200);

/** The request's key, or null when it is missing or not 8 to 200 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  return key.success ? key.data : null;
}

/** The 400 answer to a request without a usable key. */
export function sendIdempotencyKeyRequired(reply: FastifyReply) {
  return reply
    .status(400)
    .send({ error: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: CHECKOUT_ERRORS.idempotencyKeyRequired } } as never);
}
