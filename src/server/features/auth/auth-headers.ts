// The headers better-auth is handed for a request: the client's own, with the address Fastify resolved for it
// (TRUST_PROXY) in CLIENT_ADDRESS_HEADER, which better-auth reads for the sessions it creates.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ADDRESS_HEADER } from './auth.ts';

export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}
