import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import { ApiErrorSchema } from './http/index.ts';
import { answerError } from './error-answers.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
const db = drizzle(new PGlite());

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(answerError);
  app.get('/refused', () => {
    throw new AppError('NOT_YOUR_LISTING', 'You can only quote for your own listings.', 403);
  });
  app.get('/with-details', { schema: { response: { 409: ApiErrorSchema } } }, () => {
    throw new AppError('UNAVAILABLE', 'Some items are no longer available.', 409, { details: { lines: ['a'] } });
  });
  app.get('/unavailable', () => {
    throw new AppError('PAYMENT_UNAVAILABLE', 'The payment service could not be reached.', 503);
  });
  app.get('/broken', () => {
    throw new Error('a secret from deep inside');
  });
  app.get('/database', async () => db.execute(sql`select * from no_such_table`));
  app.get('/teapot', () => {
    throw Object.assign(new Error('I will not brew coffee.'), { statusCode: 418, code: 'TEAPOT' });
  });
  app.post('/form', { schema: { body: z.object({ name: z.string().min(2, 'Too short') }) } }, () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.$client.close();
});

describe('answerError: every refusal in the one API error shape', () => {
  it('answers an AppError with its status, code and message, and nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(
      JSON.stringify({ error: { code: 'NOT_YOUR_LISTING', message: 'You can only quote for your own listings.' } }),
    );
  });

  it('passes an AppError’s details on, through the route’s error schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/with-details' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'Some items are no longer available.', details: { lines: ['a'] } },
    });
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it('keeps the message of a deliberate 5xx AppError (a provider that is down)', async () => {
    const res = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'PAYMENT_UNAVAILABLE', message: 'The payment service could not be reached.' },
    });
  });

  it('answers an unexpected error with §8’s wrapper, hiding what went wrong', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'OPERATION_FAILED', message: 'Operation failed' } });
  });

  it('answers a database error with the database’s own code and §8’s words, not the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/database' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: '42P01', message: 'Unknown database error' } });
  });

  it('answers another 4xx error (a plugin’s) with its own status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ error: { code: 'TEAPOT', message: 'I will not brew coffee.' } });
  });

  it('lists the fields a request got wrong', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are not valid.',
        fields: [{ path: '/name', message: 'Too short' }],
      },
    });
  });
});
