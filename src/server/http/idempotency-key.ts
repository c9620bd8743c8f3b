// The Idempotency-Key header of a request that must run once (a checkout, paying a quote): a retry with the same key
// gets the first answer back instead of paying twice.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_ERRORS, IDEMPOTENCY_HEADER } from '#shared/checkout.ts';
import { AppError } from '#shared/errors.ts';

const IdempotencyKey = z.string().trim().min(8, 'The Idempotency-Key header must be 8 to 200 characters.').max(200);

/** The request's key; a 400 (AppError) when it is missing or not 8 to 200 characters. */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const key = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', CHECKOUT_ERRORS.idempotencyKeyRequired, 400);
  return key.data;
}
