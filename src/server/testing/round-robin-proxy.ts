// A small reverse proxy for tests that run several app instances: each request, and each websocket upgrade, goes to
// the next instance in turn, with X-Forwarded-For/-Proto/-Host added as a real proxy adds them. The answer names the
// instance that gave it (X-Upstream: its index). A test may send X-Upstream itself to choose the instance; the proxy
// takes that header off before passing the request on.
import {
  Agent,
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { Duplex } from 'node:stream';

export const UPSTREAM_HEADER = 'x-upstream';

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The instances' origins (http://host:port), in the order they take turns. */
  setUpstreams(origins: string[]): void;
  close(): Promise<void>;
}

/** The request's headers as the instance should see them: the client's address appended to X-Forwarded-For. */
function forwardedHeaders(request: IncomingMessage): OutgoingHttpHeaders {
  const { [UPSTREAM_HEADER]: _chosen, ...headers } = request.headers;
  const client = request.socket.remoteAddress ?? '';
  const before = headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': before ? `${String(before)}, ${client}` : client,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': headers.host ?? '',
  };
}

/** A response head written by hand on a socket taken over for an upgrade. */
function responseHead(status: number, message: string, headers: IncomingHttpHeaders, upstream: number): string {
  const lines = [`HTTP/1.1 ${status} ${message}`];
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) lines.push(`${name}: ${one}`);
  }
  lines.push(`${UPSTREAM_HEADER}: ${upstream}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: URL[] = [];
  let turn = 0;
  const agent = new Agent({ keepAlive: true });
  const upgraded = new Set<Duplex>();

  const pick = (request: IncomingMessage): number => {
    if (upstreams.length === 0) throw new Error('the proxy has no upstreams yet');
    const chosen = request.headers[UPSTREAM_HEADER];
    if (typeof chosen === 'string') return Number(chosen) % upstreams.length;
    turn = (turn + 1) % upstreams.length;
    return turn;
  };
  const target = (index: number, request: IncomingMessage) => {
    const upstream = upstreams[index]!;
    return {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
    };
  };

  const server = createServer((request, response) => {
    const index = pick(request);
    const outgoing = forward({ ...target(index, request), agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
        ...answer.headers,
        [UPSTREAM_HEADER]: String(index),
      });
      answer.pipe(response);
    });
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      response.end();
    });
    request.pipe(outgoing);
  });

  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    const index = pick(request);
    upgraded.add(client);
    client.on('close', () => upgraded.delete(client));
    client.on('error', () => client.destroy());
    const outgoing = forward(target(index, request));
    outgoing.on('upgrade', (answer, socket, answerHead) => {
      upgraded.add(socket);
      socket.on('close', () => (upgraded.delete(socket), client.destroy()));
      socket.on('error', () => socket.destroy());
      client.on('close', () => socket.destroy());
      client.write(responseHead(101, answer.statusMessage ?? 'Switching Protocols', answer.headers, index));
      if (answerHead.length > 0) client.write(answerHead);
      if (head.length > 0) socket.write(head);
      socket.pipe(client).pipe(socket);
    });
    // The instance refused the upgrade (a 401, say): its answer goes back as it is.
    outgoing.on('response', (answer) => {
      client.write(responseHead(answer.statusCode ?? 502, answer.statusMessage ?? '', answer.headers, index));
      answer.pipe(client);
    });
    outgoing.on('error', () => client.destroy());
    outgoing.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    setUpstreams(origins) {
      upstreams = origins.map((origin) => new URL(origin));
    },
    async close() {
      for (const socket of upgraded) socket.destroy();
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
