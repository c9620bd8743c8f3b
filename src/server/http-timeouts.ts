// How long a client may take to send a request. Without limits a body trickled a byte at a time holds its connection
// for as long as the client likes. node:http answers 408 and closes a connection whose headers take longer than
// headersMs, or whose whole request takes longer than requestMs: the ceiling, sized for a 10 MB photo upload on a slow
// uplink. Every other route's body must be in within bodyMs, or its connection is closed.
import type { FastifyRequest } from 'fastify';

export interface HttpTimeouts {
  headersMs: number;
  bodyMs: number;
  requestMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 20_000, bodyMs: 20_000, requestMs: 120_000 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may take up to requestMs to arrive (uploads), rather than bodyMs. */
    slowBody?: boolean;
  }
}

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An onRequest hook: closes the connection of a request whose body is not all in after `bodyMs`. */
export function closeSlowBodies(bodyMs: number) {
  return async (request: FastifyRequest) => {
    const { raw } = request;
    if (WITHOUT_BODY.has(request.method) || raw.complete || request.routeOptions.config.slowBody) return;
    // Destroying an unfinished request destroys its socket.
    const timer = setTimeout(() => {
      if (!raw.complete && !raw.readableEnded) raw.destroy();
    }, bodyMs).unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop).once('close', stop);
  };
}
