// The answer to an error that carries its own status and code (the features' *Problem errors), in the API's error
// shape (api-error.ts).
import type { FastifyReply } from 'fastify';

export interface Problem {
  status: number;
  code: string;
  message: string;
  /** What the caller can act on, e.g. the cart's validation errors. */
  details?: unknown;
}

export function sendProblemAnswer(reply: FastifyReply, problem: Problem) {
  const { status, code, message, details } = problem;
  return reply.status(status).send({ error: { code, message, ...(details ? { details } : {}) } } as never);
}
