// CSRF protection for cookie-authenticated mutations: a browser sends Origin with every POST, PUT, PATCH
// and DELETE; it must be this site. Requests without cookies carry no ambient authority and pass.
// Every path is guarded, whatever its spelling (`/%61pi/...`, an absolute-form target): the router decodes what a
// prefix test on the raw URL would miss. The site's origins come from configuration, never from Host or X-Forwarded-Host.
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(siteOrigins: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(request.method) || !request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin && siteOrigins.includes(origin)) return;
    return reply
      .status(403)
      .send({ error: { code: 'CSRF_REJECTED', message: 'This request did not come from this site.' } });
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
