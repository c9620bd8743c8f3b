// The sockets of this instance by user, and what each participant is sent when the bus reports a change: the
// stored message as they see it, the conversation as they see it (unread count included), or that the other side
// read their messages. Nobody outside a conversation's two participants is sent anything (§6). A message's event
// carries the stored message and conversation and who it is shown with, so delivering it reads nothing.
// A socket lives as long as the session that opened it: when the session ends (the bus says so, from any instance)
// its sockets close, and a timer reads the sessions of every socket here again in case an end went unheard (an
// instance that was down, a session that simply expired).
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { LiveEvent } from '#shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { conversations, messages, session } from '../../db/schema/index.ts';
import { describeForParticipants, readConversationPeople, type ShownConversation } from '../messaging/conversations.ts';
import type { SentMessage } from '../messaging/message-store.ts';
import { toMessage } from '../messaging/messages.ts';
import type { ChangeEvent, EventBus, StoredConversation, StoredMessage } from './event-bus.ts';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type Participants = Pick<ConversationRow, 'id' | 'participant1' | 'participant2'>;

const storedMessage = (row: MessageRow): StoredMessage => ({ ...row, timestamp: row.timestamp.toISOString() });
const messageRow = (stored: StoredMessage): MessageRow => ({ ...stored, timestamp: new Date(stored.timestamp) });

function storedConversation(row: ShownConversation): StoredConversation {
  const {
    id,
    participant1,
    participant2,
    entityType,
    entityId,
    metadata,
    lastMessage,
    lastMessageTime,
    lastActivityAt,
    unread1,
    unread2,
  } = row;
  return {
    id,
    participant1,
    participant2,
    entityType,
    entityId,
    metadata,
    lastMessage,
    lastMessageTime: lastMessageTime?.toISOString() ?? null,
    lastActivityAt: lastActivityAt.toISOString(),
    unread1,
    unread2,
  };
}

function shownConversation(stored: StoredConversation): ShownConversation {
  return {
    ...stored,
    lastMessageTime: stored.lastMessageTime === null ? null : new Date(stored.lastMessageTime),
    lastActivityAt: new Date(stored.lastActivityAt),
  };
}

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

  /** A message was stored: its thread and its conversation changed, for both participants on every instance. */
  messageSent({ conversation, message, people }: SentMessage): void {
    const audience = [conversation.participant1, conversation.participant2];
    this.publish({
      table: 'messages',
      type: 'insert',
      conversationId: conversation.id,
      messageId: message.id,
      message: storedMessage(message),
      audience,
    });
    this.publish({
      table: 'conversations',
      type: 'update',
      conversationId: conversation.id,
      conversation: storedConversation(conversation),
      people,
      audience,
    });
  }

  /** The sender took a message back: it leaves both participants' threads, and the conversation moved on. */
  messageDeleted(conversation: Participants, messageId: string): void {
    const audience = [conversation.participant1, conversation.participant2];
    this.publish({ table: 'messages', type: 'delete', conversationId: conversation.id, messageId, audience });
    this.publish({ table: 'conversations', type: 'update', conversationId: conversation.id, audience });
  }

  /** `readBy` read the other side's messages of the conversation. */
  conversationRead(conversation: Participants, readBy: string): void {
    this.publish({
      table: 'messages',
      type: 'update',
      conversationId: conversation.id,
      readBy,
      audience: [conversation.participant1, conversation.participant2],
    });
  }

  /** `userId` is typing in the conversation: the other participant is told. */
  typing(conversation: Participants, userId: string): void {
    const other = conversation.participant1 === userId ? conversation.participant2 : conversation.participant1;
    this.publish({
      table: 'typing',
      type: 'update',
      conversationId: conversation.id,
      typing: userId,
      audience: [other],
    });
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

  /** Tells every instance (this one included) about a change. */
  private publish(event: ChangeEvent): void {
    this.bus.publish(event).catch(this.onError);
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
    if (event.table === 'sessions') {
      for (const connection of this.sockets.get(here[0]!) ?? [])
        if (connection.sessionId === event.sessionId) this.closeForEndedSession(connection);
      return;
    }
    if (event.table === 'messages' && event.type === 'insert' && event.messageId) {
      const row = event.message
        ? messageRow(event.message)
        : (await this.db.select().from(messages).where(eq(messages.id, event.messageId)))[0];
      if (row)
        for (const userId of here)
          this.send(userId, { table: 'messages', type: 'insert', record: toMessage(row, userId) });
    } else if (event.table === 'messages' && event.type === 'delete' && event.messageId) {
      for (const userId of here)
        this.send(userId, {
          table: 'messages',
          type: 'delete',
          record: { conversationId: event.conversationId, id: event.messageId },
        });
    } else if (event.table === 'messages' && event.type === 'update' && event.readBy) {
      for (const userId of here)
        this.send(userId, {
          table: 'messages',
          type: 'update',
          record: { conversationId: event.conversationId, readBy: event.readBy },
        });
    } else if (event.table === 'typing' && event.typing) {
      for (const userId of here)
        this.send(userId, { table: 'typing', record: { conversationId: event.conversationId, userId: event.typing } });
    } else if (event.table === 'conversations') {
      const row = event.conversation
        ? shownConversation(event.conversation)
        : (await this.db.select().from(conversations).where(eq(conversations.id, event.conversationId)))[0];
      if (!row) return;
      const type = event.type === 'insert' ? 'insert' : 'update';
      const people = event.conversation && event.people ? event.people : await readConversationPeople(this.db, row);
      for (const [userId, record] of describeForParticipants(row, people, here))
        this.send(userId, { table: 'conversations', type, record });
    }
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
