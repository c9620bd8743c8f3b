// Whether a request was made on the machine the server runs on: the connection's own address is loopback and no
// proxy passed it on (a forwarded request came from wherever the proxy heard it). For development tools only.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

export function madeOnThisMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && !FORWARDING_HEADERS.some((name) => name in request.headers);
}
