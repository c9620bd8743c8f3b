// How a change reaches every server instance (DESIGN.md realtime): in process on PGlite (one instance), through
// PostgreSQL LISTEN/NOTIFY when on PostgreSQL, so a message sent through one instance reaches a socket held by another.
// Events name what changed and who may see it, and may carry the stored rows the publisher already has, so no instance
// reads them back; where those would not fit in a NOTIFY payload the publisher's bare event goes instead and each
// instance reads them. The bus knows no event but its own: the features that publish and follow them define them. A
// session's end goes the same way, so its sockets close on whichever instance holds them.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { z } from 'zod';
import { batchWhileBusy } from '../../db/batch-while-busy.ts';
import { BusPeers, PRESENCE_MS, type Presence } from './bus-peers.ts';

/**
 * What travels on the bus: what changed (`table`, `type`), who may see it (`audience`: user ids; none for an event
 * meant for the servers), and whatever else its publisher and its subscribers agree on. Each subscriber checks the
 * events it takes (another instance's arrive as JSON).
 */
export const ChangeEventSchema = z.looseObject({
  table: z.string(),
  type: z.string(),
  audience: z.array(z.string()),
});
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;

/** A session ended (signed out, revoked, its password reset, its user deleted): the sockets it opened close. */
export const SessionEndedEventSchema = z.object({
  table: z.literal('sessions'),
  type: z.literal('delete'),
  sessionId: z.string(),
  /** The session's user. */
  audience: z.array(z.string()).length(1),
});

/**
 * This instance listens again after its connection to PostgreSQL dropped: events published meanwhile were missed.
 * Told to its own subscribers only, never published.
 */
export const BUS_RECONNECTED = { table: 'bus', type: 'reconnected', audience: [] } as const satisfies ChangeEvent;

/** An event on its way to the other instances, and the same without the rows it carries if it would not fit in one notice. */
export interface Outgoing {
  event: ChangeEvent;
  bare?: ChangeEvent;
}

export interface EventBus {
  /**
   * Tells every instance's subscribers (this one's first). `bare`: the event without the rows it carries, which the
   * other instances get instead when the event would not fit in a NOTIFY payload (they read those rows themselves).
   */
  publish(event: ChangeEvent, bare?: ChangeEvent): Promise<void>;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** This instance now holds a socket of the user (`true`), or none any more: the other instances are told. */
  setOnline(userId: string, online: boolean): void;
  /** Whether another instance holds a socket of the user, as far as this one has been told. */
  onlineElsewhere(userId: string): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'eventide_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

/**
 * An event as it goes into a notice, with its length in UTF-8 bytes: without the rows it carries when they would not
 * fit in a payload by itself.
 */
function noticeEvent({ event, bare }: Outgoing, room: number): { text: string; bytes: number } {
  const text = JSON.stringify(event);
  const bytes = Buffer.byteLength(text);
  if (bytes <= room || !bare) return { text, bytes };
  const bareText = JSON.stringify(bare);
  return { text: bareText, bytes: Buffer.byteLength(bareText) };
}

/** JSON texts with their UTF-8 lengths, packed in order into as few `head…tail` payloads as fit, comma-separated. */
function packed(head: string, items: readonly { text: string; bytes: number }[], tail: string): string[] {
  const room = MAX_NOTIFY_BYTES - Buffer.byteLength(head) - tail.length;
  const payloads: string[] = [];
  let texts: string[] = [];
  let used = 0;
  for (const { text, bytes } of items) {
    const size = bytes + 1; // and its comma
    if (texts.length > 0 && used + size > room) {
      payloads.push(head + texts.join(',') + tail);
      texts = [];
      used = 0;
    }
    texts.push(text);
    used += size;
  }
  if (texts.length > 0) payloads.push(head + texts.join(',') + tail);
  return payloads;
}

/**
 * The events as NOTIFY payloads, in order, as many to a payload as fit: `{"origin":…,"events":[…]}`, led by the
 * instance that published them. Under load one notice carries several events: PostgreSQL queues, and every listening
 * instance receives and parses, one notice instead of one per event.
 */
export function noticePayloads(events: readonly Outgoing[], origin: string): string[] {
  const head = `{"origin":"${origin}","events":[`;
  const tail = ']}';
  const room = MAX_NOTIFY_BYTES - head.length - tail.length;
  return packed(
    head,
    events.map((event) => noticeEvent(event, room)),
    tail,
  );
}

/** `{"origin":…,"online":[…]}` (or `"offline"`) payloads naming the users. */
function usersPayloads(origin: string, key: 'online' | 'offline', userIds: Iterable<string>): string[] {
  const items = [...userIds].map((id) => {
    const text = JSON.stringify(id);
    return { text, bytes: Buffer.byteLength(text) };
  });
  return packed(`{"origin":"${origin}","${key}":[`, items, ']}');
}

/** A notice: another instance's events, or its presence (bus-peers.ts). */
const NoticeSchema = z.object({
  origin: z.string(),
  events: z.array(z.unknown()).optional(),
  presence: z.enum(['hello', 'here', 'bye']).optional(),
  online: z.array(z.string()).optional(),
  offline: z.array(z.string()).optional(),
});

function listeners() {
  const set = new Set<(event: ChangeEvent) => void>();
  return {
    add(listener: (event: ChangeEvent) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event: ChangeEvent) {
      for (const listener of set) listener(event);
    },
  };
}

export function createInProcessBus(): EventBus {
  const subscribers = listeners();
  return {
    publish: async (event) => subscribers.emit(event),
    subscribe: subscribers.add,
    setOnline: () => undefined,
    onlineElsewhere: () => false,
    close: async () => undefined,
  };
}

/** How long to wait before connecting again after the LISTEN connection dropped or could not be made. */
const RECONNECT_MS = 1000;

/** At most this many events go out in one NOTIFY statement. */
const NOTIFY_BATCH = 500;

/** At most this many sockets coming and going go out in one statement. */
const MAX_COMINGS = 2000;

/** At start, how long to wait for another instance to answer this one's hello before taking it to be alone. */
const ANSWER_WAIT_MS = 200;

/**
 * LISTEN on one dedicated connection; NOTIFY through it too. A pg client runs one query at a time, so the events
 * published while one statement is on its way go out together in the next, in order (a message's insert is announced
 * before its conversation's update): under load one round trip carries many events instead of each waiting its turn.
 * If the connection drops (PostgreSQL restarted), it connects and listens again every second until PostgreSQL answers.
 * The publishing instance's own subscribers hear of an event at once, not after its round trip through PostgreSQL, and
 * while no other instance listens (bus-peers.ts) that is all: nothing goes out.
 */
export async function createPostgresBus(url: string, onError: (error: unknown) => void): Promise<EventBus> {
  // Only a server on PostgreSQL loads its driver (db/client.ts).
  const { default: postgres } = await import('pg');
  const subscribers = listeners();
  const peers = new BusPeers();
  const origin = randomUUID();
  const ownPrefix = `{"origin":"${origin}"`;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let answered: () => void = () => undefined;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  /** The users this instance holds a socket of. */
  const onlineHere = new Set<string>();

  // The payloads go as one JSON array (pg escapes a text[] parameter element by element in JavaScript); its elements
  // come out in order, and pg_notify is called row by row in that order.
  const notifyAll = async (on: pg.Client, payloads: string[]) => {
    if (payloads.length > 0)
      await on.query('SELECT pg_notify($1, payload) FROM json_array_elements_text($2::json) AS payload', [
        CHANNEL,
        JSON.stringify(payloads),
      ]);
  };
  const notify = batchWhileBusy<{ outgoing: Outgoing; settle: (error?: unknown) => void }>(
    NOTIFY_BATCH,
    async (batch) => {
      try {
        if (!client) throw new Error('The realtime connection to PostgreSQL is down; it reconnects in a moment.');
        await notifyAll(
          client,
          noticePayloads(
            batch.map((b) => b.outgoing),
            origin,
          ),
        );
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error);
      }
    },
  );
  /** A hello, and the answer to one, name everyone this instance holds a socket of; a bye names nobody. */
  const announce = (on: pg.Client, presence: Presence) =>
    notifyAll(on, [
      JSON.stringify({ origin, presence }),
      ...(presence === 'bye' ? [] : usersPayloads(origin, 'online', onlineHere)),
    ]);
  // Only that it is still there: the others were told who came and went as it happened.
  const stillHere = setInterval(() => {
    if (client) notifyAll(client, [JSON.stringify({ origin, presence: 'here' })]).catch(onError);
  }, PRESENCE_MS);
  stillHere.unref();
  /** Who came and went in a turn, in one statement, each as they are now; nobody is told while no other instance listens. */
  const tellComings = batchWhileBusy<[userId: string, online: boolean]>(
    MAX_COMINGS,
    async (comings) => {
      if (!client || !peers.anyListening(Date.now())) return;
      const latest = [...new Map(comings)];
      const ids = (online: boolean) => latest.filter(([, now]) => now === online).map(([id]) => id);
      await notifyAll(client, [
        ...usersPayloads(origin, 'online', ids(true)),
        ...usersPayloads(origin, 'offline', ids(false)),
      ]).catch(onError);
    },
    { gatherTurn: true },
  );

  const reconnectSoon = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        onError(error);
        reconnectSoon();
      });
    }, RECONNECT_MS);
  };

  let listenedBefore = false;
  const connect = async (): Promise<void> => {
    const next = new postgres.Client({ connectionString: url });
    next.on('notification', (message) => {
      // This instance's own events were delivered here when they were published, and it knows its own presence.
      if (message.channel !== CHANNEL || !message.payload || message.payload.startsWith(ownPrefix)) return;
      const notice = NoticeSchema.safeParse(JSON.parse(message.payload));
      if (!notice.success) return;
      const { origin: from, presence, events = [], online, offline } = notice.data;
      peers.hear(from, Date.now(), presence);
      if (online) peers.see(from, online, true);
      if (offline) peers.see(from, offline, false);
      if (presence === 'hello') announce(next, 'here').catch(onError);
      if (presence === 'here') answered();
      for (const event of events) {
        const parsed = ChangeEventSchema.safeParse(event);
        if (parsed.success) subscribers.emit(parsed.data);
      }
    });
    next.on('error', (error) => {
      void next.end().catch(() => undefined);
      // An error before the connection listens fails connect() itself, whose caller tries again.
      if (client !== next) return;
      onError(error);
      client = null;
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    const reconnected = client === null && listenedBefore;
    client = next;
    listenedBefore = true;
    if (reconnected) subscribers.emit(BUS_RECONNECTED);
    // Every other instance answers: they send to this one from now on, and it to them. (If the connection fails
    // meanwhile, its error handler connects again, and says hello again.)
    await announce(next, 'hello').catch(onError);
  };
  await connect();
  // Ready once another instance has answered the hello, or when none has in ANSWER_WAIT_MS: until then an instance
  // that is already running may not know of this one, and would not send its events here.
  await Promise.race([firstAnswer, delay(ANSWER_WAIT_MS)]);

  return {
    publish(event, bare) {
      subscribers.emit(event);
      if (!closed && !peers.anyListening(Date.now())) return Promise.resolve();
      return new Promise<void>((resolve, reject) =>
        notify({
          outgoing: { event, bare },
          settle: (error) => (error === undefined ? resolve() : reject(error as Error)),
        }),
      );
    },
    subscribe: subscribers.add,
    setOnline(userId, online) {
      if (online) onlineHere.add(userId);
      else onlineHere.delete(userId);
      tellComings([userId, online]);
    },
    onlineElsewhere: (userId) => peers.holdsSocketOf(userId, Date.now()),
    async close() {
      closed = true;
      clearInterval(stillHere);
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      if (last) await announce(last, 'bye').catch(() => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
