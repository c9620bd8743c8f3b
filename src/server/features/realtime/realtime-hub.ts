// The sockets of this instance by user, and the bus's events delivered to them: each feature that publishes live
// events says how its events reach a user here (deliverEvents), and what the frames a client sends are for
// (handleFrames). Only the users an event names in its audience are sent anything.
// A socket lives as long as the session that opened it: when the session ends (the bus says so, from any instance)
// its sockets close, and a timer reads the sessions of every socket here again in case an end went unheard (an
// instance that was down, a session that simply expired).
import { and, gt, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { ClientFrame, LiveEvent } from '#shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { SessionEndedEventSchema, type ChangeEvent, type EventBus } from './event-bus.ts';

/** Sends the event to those of its audience that have a socket here (`here`, never empty). */
export type DeliverEvent = (
  event: ChangeEvent,
  here: string[],
  send: (userId: string, event: LiveEvent) => void,
) => Promise<void>;

/** A frame a client sent on its socket, other than a ping (which the hub answers itself). */
export type ClientRequestFrame = Exclude<ClientFrame, { type: 'ping' }>;

/** For a socket just opened by `userId`: what to do with each frame it sends. */
export type FrameHandler = (socket: WebSocket, userId: string) => (frame: ClientRequestFrame) => void;

/** The connection under a websocket, whose writes can be held back and sent as one. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

interface Connection {
  socket: WebSocket;
  stream: Corkable;
  sessionId: string;
}

/** The socket is closed with this when its session has ended (signed out, expired, revoked). */
export const SESSION_ENDED_CLOSE = 4401;
/** Sessions read again in one statement. */
const SESSIONS_PER_CHECK = 10_000;

export class RealtimeHub {
  private readonly sockets = new Map<string, Set<Connection>>();
  private readonly corked = new Set<Corkable>();
  private readonly unsubscribe: () => void;
  private readonly sessionChecks: ReturnType<typeof setInterval>;
  private readonly deliverers = new Map<string, DeliverEvent>();
  private frameHandler: FrameHandler = () => () => undefined;

  constructor(
    private readonly db: Db,
    readonly bus: EventBus,
    private readonly onError: (error: unknown) => void,
    /** How often the sessions of the sockets here are read again. */
    sessionCheckMs = 60_000,
  ) {
    this.unsubscribe = bus.subscribe((event) => void this.deliver(event).catch(onError));
    this.sessionChecks = setInterval(() => void this.closeEndedSessions().catch(onError), sessionCheckMs).unref();
  }

  /** Keeps the socket for the user until it closes. `stream`: the connection it was upgraded from; `sessionId`: the session that opened it. */
  add(userId: string, sessionId: string, socket: WebSocket, stream: Corkable): void {
    let own = this.sockets.get(userId);
    if (!own) {
      this.sockets.set(userId, (own = new Set()));
      this.bus.setOnline(userId, true);
    }
    const connection = { socket, stream, sessionId };
    own.add(connection);
    socket.on('close', () => {
      own.delete(connection);
      if (own.size > 0 || this.sockets.get(userId) !== own) return;
      this.sockets.delete(userId);
      this.bus.setOnline(userId, false);
    });
  }

  get connections(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Whether the user has a socket open on this instance or another. */
  isOnline(userId: string): boolean {
    return this.sockets.has(userId) || this.bus.onlineElsewhere(userId);
  }

  /** How the bus's events of `table` reach the users here. */
  deliverEvents(table: string, deliver: DeliverEvent): void {
    this.deliverers.set(table, deliver);
  }

  /** What the frames clients send (other than pings) are for. */
  handleFrames(handler: FrameHandler): void {
    this.frameHandler = handler;
  }

  /** The handler of the frames of a socket `userId` just opened. */
  framesOf(socket: WebSocket, userId: string): (frame: ClientRequestFrame) => void {
    return this.frameHandler(socket, userId);
  }

  /** The session ended: its sockets close on every instance (this one included). */
  sessionEnded(userId: string, sessionId: string): void {
    this.publish({ table: 'sessions', type: 'delete', sessionId, audience: [userId] });
  }

  /** Closes the sockets here whose session is gone or past its expiry. */
  async closeEndedSessions(): Promise<void> {
    const ended = new Set([...this.sockets.values()].flatMap((set) => [...set].map((c) => c.sessionId)));
    const ids = [...ended];
    // A statement takes at most 65,535 parameters.
    for (let start = 0; start < ids.length; start += SESSIONS_PER_CHECK) {
      const some = ids.slice(start, start + SESSIONS_PER_CHECK);
      const live = await this.db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, some), gt(session.expiresAt, new Date())));
      for (const { id } of live) ended.delete(id);
    }
    for (const set of this.sockets.values())
      for (const connection of set) if (ended.has(connection.sessionId)) this.closeForEndedSession(connection);
  }

  private closeForEndedSession({ socket }: Connection): void {
    socket.close(SESSION_ENDED_CLOSE, 'Session ended');
  }

  /** Tells every instance (this one included) about a change; `bare`: see EventBus.publish. */
  publish(event: ChangeEvent, bare?: ChangeEvent): void {
    this.bus.publish(event, bare).catch(this.onError);
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.sessionChecks);
    for (const set of this.sockets.values()) for (const { socket } of set) socket.close(1001, 'Server shutting down');
    this.sockets.clear();
  }

  private async deliver(event: ChangeEvent): Promise<void> {
    const here = event.audience.filter((userId) => this.sockets.has(userId));
    if (here.length === 0) return;
    const ended = SessionEndedEventSchema.safeParse(event);
    if (ended.success) {
      for (const connection of this.sockets.get(here[0]!) ?? [])
        if (connection.sessionId === ended.data.sessionId) this.closeForEndedSession(connection);
      return;
    }
    await this.deliverers.get(event.table)?.(event, here, (userId, live) => this.send(userId, live));
  }

  private send(userId: string, event: LiveEvent): void {
    const text = JSON.stringify(event);
    for (const { socket, stream } of this.sockets.get(userId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue;
      this.holdUntilNextTick(stream);
      socket.send(text);
    }
  }

  /**
   * A message's events reach a participant's socket together (its insert and its conversation's update, from one
   * NOTIFY batch), and each frame would be its own system call: under load `writev` took 43% of the main thread.
   * Frames to one connection in the same turn are held and written as one.
   */
  private holdUntilNextTick(stream: Corkable): void {
    if (this.corked.has(stream)) return;
    if (this.corked.size === 0) {
      process.nextTick(() => {
        for (const held of this.corked) held.uncork();
        this.corked.clear();
      });
    }
    stream.cork();
    this.corked.add(stream);
  }
}
