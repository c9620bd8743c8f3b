// Repeated guest searches answered on the connection itself, before node:http reads it (ADR 012). A connection
// stays here only while every request on it is a guest search whose answer is cached: each is answered with
// bytes made once (front-door.ts, `wireAnswer`). The first request of any other kind, and anything this door
// does not read completely in the bytes at hand, hands the connection to node:http for good, with those bytes put
// back unread: pages, WebSockets, sign-ins and first searches go exactly the way they always have. Browsers
// usually open with a page, so their connections go to node:http at once and their repeats meet the request-level
// door (front-door.ts) instead.
import { Server, type RequestListener, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { SearchFrontDoor } from './front-door.ts';
import { readWireSearch } from './wire-request.ts';

export class ConnectionDoorServer extends Server {
  /** Connections the door holds: idle between requests by construction, since it answers as it reads. */
  private readonly held = new Set<Socket>();
  /** node:http's own handling of a new connection. */
  private readonly readByHttp: (socket: Socket) => void;
  /** Requests answered here (the front door's `answered` counts them too). */
  answered = 0;

  constructor(
    handler: RequestListener,
    private readonly door: SearchFrontDoor,
    options: ServerOptions = {},
  ) {
    super(options, handler);
    const [readByHttp, ...more] = this.listeners('connection') as ((socket: Socket) => void)[];
    if (!readByHttp || more.length > 0) throw new Error('node:http is expected to have one connection listener');
    this.readByHttp = readByHttp;
    this.removeAllListeners('connection');
    this.on('connection', (socket: Socket) => this.admit(socket));
  }

  /** Connections held here are idle ones, closed with node:http's (Fastify's close, server.close()). */
  override closeIdleConnections(): void {
    this.closeHeld();
    super.closeIdleConnections();
  }

  override closeAllConnections(): void {
    this.closeHeld();
    super.closeAllConnections();
  }

  private closeHeld(): void {
    for (const socket of this.held) socket.destroy();
    this.held.clear();
  }

  private admit(socket: Socket): void {
    const { paths } = this.door;
    if (paths.size === 0) return this.readByHttp.call(this, socket);
    this.held.add(socket);
    const onData = (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        const search = readWireSearch(chunk, at, paths);
        const answer = search === 'other' ? undefined : this.door.wireAnswer(search, this.keepAliveTimeout);
        if (search === 'other' || !answer) return handOver(at === 0 ? chunk : chunk.subarray(at));
        socket.write(answer);
        this.answered += 1;
        at = search.end;
      }
      // A client that sends without reading: stop reading until what was written has gone (node:http does the same).
      if (socket.writableNeedDrain) {
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    };
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    // node:http's server allows half-open connections and ends its side itself when the client ends; so does the door.
    const onEnd = () => socket.end();
    const onClose = () => this.held.delete(socket);
    const handOver = (unread: Buffer) => {
      socket.off('data', onData).off('timeout', onTimeout).off('error', onError).off('end', onEnd).off('close', onClose);
      socket.setTimeout(0);
      this.held.delete(socket);
      socket.unshift(unread);
      this.readByHttp.call(this, socket);
    };
    socket.on('data', onData).on('error', onError).on('end', onEnd).on('close', onClose);
    // An idle connection is closed after the same time node:http gives a kept-alive one.
    socket.setTimeout(this.keepAliveTimeout, onTimeout);
  }
}
