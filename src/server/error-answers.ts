// Every error the API answers, in one shape (http/api-error.ts): services throw AppError (#shared/errors.ts) with the
// status, code and message the caller gets; the router's and the validator's refusals and anything unexpected are
// put into the same shape here, once, instead of route by route.
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, GENERIC_ERROR_MESSAGES, errorField } from '#shared/errors.ts';

/** Fastify's error handler: an AppError as thrown, a bad request body or query field by field, the rest by status. */
export function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.warn({ err: error }, 'a request was refused for want of a service');
    const details = error.details === undefined ? {} : { details: error.details };
    return reply.status(error.status).send({ error: { code: error.code, message: error.message, ...details } });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are not valid.',
        fields: error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      },
    });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply
      .status(status)
      .send({ error: { code: error.code ?? ERROR_CODES.clientError, message: error.message } });
  }
  request.log.error(error);
  return reply.status(status).send({ error: unexpectedError(error) });
}

/**
 * §8's generic wrapper for a failure no service answered: a database error keeps the database's own code, anything
 * else is OPERATION_FAILED; the words are §8's, never the query or the stack.
 */
function unexpectedError(error: unknown): { code: string; message: string } {
  const code = databaseCode(error);
  return code
    ? { code, message: GENERIC_ERROR_MESSAGES.unknownDatabase }
    : { code: ERROR_CODES.operationFailed, message: GENERIC_ERROR_MESSAGES.operationFailed };
}

/** The SQLSTATE of a database's error (PostgreSQL's or PGlite's, which carry a severity), here or as a cause. */
function databaseCode(error: unknown, depth = 0): string | null {
  const code = errorField(error, 'code');
  if (typeof code === 'string' && typeof errorField(error, 'severity') === 'string') return code;
  const cause = errorField(error, 'cause');
  return cause === undefined || depth > 3 ? null : databaseCode(cause, depth + 1);
}

const PART_TOO_LONG = 'FST_ERR_MAX_PARAM_LENGTH';

/** What the router refuses before any route runs (a malformed or overlong path part), in the API's error shape. */
export function answerRouterError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const tooLong = error.code === PART_TOO_LONG;
  const message =
    status >= 500
      ? GENERIC_ERROR_MESSAGES.operationFailed
      : tooLong
        ? 'A part of the address is too long.'
        : 'The address is not valid.';
  return reply.status(status).send({ error: { code: error.code, message } });
}

/**
 * The router's refusal of an overlong path part, for a path the web app's page route caught instead: with the app
 * built, `GET /*` matches where a route's parameter was too long, so the API answers the same with or without a build.
 */
export function answerPartTooLong(reply: FastifyReply) {
  return reply.status(414).send({ error: { code: PART_TOO_LONG, message: 'A part of the address is too long.' } });
}
