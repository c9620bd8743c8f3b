// CSRF protection for cookie-authenticated mutations: a browser sends Origin with every POST, PUT, PATCH
// and DELETE; it must be this site. Requests without cookies carry no ambient authority and pass.
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function allowedOrigins(appOrigin: string, request: FastifyRequest): string[] {
  return [appOrigin, `${request.protocol}://${request.host}`];
}

export function csrfGuard(appOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/') || !request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin && allowedOrigins(appOrigin, request).includes(origin)) return;
    return reply.status(403).send({ error: { code: 'CSRF_REJECTED', message: 'This request did not come from this site.' } });
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
