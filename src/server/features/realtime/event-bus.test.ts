// The PostgreSQL event bus (TEST_DATABASE_URL, as CI sets it): a burst of events published at once goes out in few
// NOTIFY statements, packed many to a notice, and arrives complete and in publishing order; the publisher's own
// subscribers hear of an event once, at once; rows too long for a payload are left out; an instance that no other
// instance listens to sends nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseOfItsOwn } from '../../testing/database-targets.ts';
import {
  createPostgresBus,
  noticePayloads,
  type ChangeEvent,
  type ConversationEvent,
  type EventBus,
} from './event-bus.ts';

const url = process.env.TEST_DATABASE_URL;

/** A conversation event's conversation (the bus also carries the end of sessions, listing changes and its own reconnection). */
const conversationOf = (e: ChangeEvent) =>
  e.table === 'sessions' || e.table === 'listings' || e.table === 'bus' ? '' : e.conversationId;
const event = (n: number): ConversationEvent => ({
  table: 'typing',
  type: 'update',
  conversationId: `c-${n}`,
  typing: `u-${n}`,
  audience: ['a', 'b'],
});

/** Notices take milliseconds; the bound is only there so a lost one fails the test with its message. */
const ARRIVES = { timeout: 10_000 };
const isBarrier = (e: ChangeEvent) => conversationOf(e).startsWith('barrier-');

/** The origin of barrier notices: no instance. Its 'bye' leaves no peer behind in a bus that hears it. */
const BARRIER = 'test-barrier';
let barriers = 0;

/**
 * Waits until every notice sent before now has reached each bus: PostgreSQL delivers notices in the order they were
 * sent, so once a bus hands its subscribers the barrier's event, it has handled everything sent before it. Returns
 * the barrier's conversation, for a listener of its own to wait for.
 */
async function barrier(sender: pg.Client, buses: EventBus[]): Promise<string> {
  const conversationId = `barrier-${++barriers}`;
  const arrived = buses.map(
    (bus) =>
      new Promise<void>((resolve) => {
        const stop = bus.subscribe((e) => {
          if (conversationOf(e) !== conversationId) return;
          stop();
          resolve();
        });
      }),
  );
  const notice = { origin: BARRIER, presence: 'bye', events: [{ ...event(0), conversationId }] };
  await sender.query('SELECT pg_notify($1, $2)', ['eventide_realtime', JSON.stringify(notice)]);
  await Promise.all(arrived);
  return conversationId;
}

describe('noticePayloads', () => {
  const message = (content: string) => ({
    id: 'm',
    conversationId: 'c',
    senderId: 's',
    content,
    timestamp: new Date(0).toISOString(),
    isRead: false,
    quoteId: null,
  });
  const insert = (content: string): ChangeEvent => ({
    table: 'messages',
    type: 'insert',
    conversationId: 'c',
    messageId: 'm',
    message: message(content),
    audience: ['s'],
  });
  const parse = (payload: string) => JSON.parse(payload) as { origin: string; events: ChangeEvent[] };

  it('packs events in order, as many to a payload as fit under the NOTIFY limit', () => {
    const events = Array.from({ length: 60 }, (_, n) => insert(`message ${n} `.padEnd(400, 'é')));
    const payloads = noticePayloads(events, 'instance-1');
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(events.length);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.map(parse).every((notice) => notice.origin === 'instance-1')).toBe(true);
    expect(payloads.flatMap((payload) => parse(payload).events)).toEqual(events);
  });

  it('leaves out the carried rows of an event that would not fit in a payload by itself, and only of that one', () => {
    const long = insert('x'.repeat(8000));
    const payloads = noticePayloads([insert('short'), long, insert('after')], 'instance-1');
    const namedOnly = { table: 'messages', type: 'insert', conversationId: 'c', messageId: 'm', audience: ['s'] };
    expect(payloads.flatMap((payload) => parse(payload).events)).toEqual([insert('short'), namedOnly, insert('after')]);
  });
});

describe.skipIf(!url)('the PostgreSQL event bus', () => {
  let publisher: EventBus;
  let listener: EventBus;
  const errors: unknown[] = [];

  beforeAll(async () => {
    publisher = await createPostgresBus(url as string, (error) => errors.push(error));
    listener = await createPostgresBus(url as string, (error) => errors.push(error));
  });
  afterAll(async () => {
    await publisher?.close();
    await listener?.close();
  });

  it('delivers a burst of 1,200 events to every instance, complete and in order', async () => {
    const received: string[] = [];
    const all = new Promise<void>((resolve) => {
      const stop = listener.subscribe((e) => {
        if (!conversationOf(e).startsWith('c-')) return;
        received.push(conversationOf(e));
        if (received.length === 1200) {
          stop();
          resolve();
        }
      });
    });
    await Promise.all(Array.from({ length: 1200 }, (_, n) => publisher.publish(event(n))));
    await all;
    expect(received).toEqual(Array.from({ length: 1200 }, (_, n) => `c-${n}`));
    expect(errors).toEqual([]);
  });

  it("tells the publisher's own subscribers at once, and not again when the NOTIFY comes back", async () => {
    const own: string[] = [];
    const stopOwn = publisher.subscribe(
      (e) => void (conversationOf(e).startsWith('own-') && own.push(conversationOf(e))),
    );
    const elsewhere = new Promise<void>((resolve) => {
      const stop = listener.subscribe((e) => {
        if (conversationOf(e) !== 'own-2') return;
        stop();
        resolve();
      });
    });
    const published = Promise.all([0, 1, 2].map((n) => publisher.publish({ ...event(n), conversationId: `own-${n}` })));
    expect(own).toEqual(['own-0', 'own-1', 'own-2']);
    await published;
    await elsewhere;
    // The publisher listens on the same channel: its own notices have come back once a later notice has.
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    await barrier(sender, [publisher]);
    await sender.end();
    expect(own).toEqual(['own-0', 'own-1', 'own-2']);
    stopOwn();
  });

  it('refuses to publish once closed, and says why', async () => {
    const bus = await createPostgresBus(url as string, (error) => errors.push(error));
    await bus.close();
    await expect(bus.publish(event(1))).rejects.toThrow('The realtime connection to PostgreSQL is down');
  });
});

describe.skipIf(!url)('an instance alone on the PostgreSQL event bus', () => {
  // NOTIFY is per database: in a database of this suite's own, only its buses and its watcher listen.
  let ownUrl: string;
  let watcher: pg.Client;
  const heard: { origin: string; presence?: string; events?: ChangeEvent[] }[] = [];
  const notices = () => heard.filter((notice) => notice.origin !== BARRIER);
  const errors: unknown[] = [];
  const eventsSeen = () =>
    notices()
      .flatMap((notice) => notice.events ?? [])
      .map((e) => conversationOf(e));
  /** Every notice sent so far has reached the buses and the watcher. */
  const settled = async (...buses: EventBus[]) => {
    const conversationId = await barrier(watcher, buses);
    await vi.waitFor(
      () => expect(heard.some((notice) => notice.events?.some((e) => conversationOf(e) === conversationId))).toBe(true),
      ARRIVES,
    );
  };

  beforeAll(async () => {
    ownUrl = await databaseOfItsOwn(url as string, 'bus_peers');
    // A plain LISTEN: it hears everything but says nothing, so no bus counts it as an instance.
    watcher = new pg.Client({ connectionString: ownUrl });
    await watcher.connect();
    watcher.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}') as (typeof heard)[number]));
    await watcher.query('LISTEN eventide_realtime');
  });
  afterAll(async () => {
    await watcher?.end();
  });

  it('sends nothing while alone, to an instance that starts later everything, and nothing again once it has gone', async () => {
    const first = await createPostgresBus(ownUrl, (error) => errors.push(error));
    const own: string[] = [];
    first.subscribe((e) => isBarrier(e) || own.push(conversationOf(e)));
    await first.publish(event(1));
    expect(own).toEqual(['c-1']);
    await settled(first);
    expect(eventsSeen()).toEqual([]);
    expect(notices().map((notice) => notice.presence)).toEqual(['hello']);

    const second = await createPostgresBus(ownUrl, (error) => errors.push(error));
    const received: string[] = [];
    second.subscribe((e) => isBarrier(e) || received.push(conversationOf(e)));
    await first.publish(event(2));
    await settled(first, second);
    expect(received).toEqual(['c-2']);
    expect(eventsSeen()).toEqual(['c-2']);

    await second.close();
    // The first instance has heard the second say bye before it publishes again.
    await settled(first);
    await first.publish(event(3));
    await settled(first);
    expect(own).toEqual(['c-1', 'c-2', 'c-3']);
    expect(eventsSeen()).toEqual(['c-2']);
    expect(
      notices()
        .map((notice) => notice.presence)
        .filter(Boolean),
    ).toEqual(['hello', 'hello', 'here', 'bye']);
    await first.close();
    expect(errors).toEqual([]);
  });

  it('tells each instance whose sockets the others hold, including those held before it started', async () => {
    const first = await createPostgresBus(ownUrl, (error) => errors.push(error));
    first.setOnline('ann', true);
    const second = await createPostgresBus(ownUrl, (error) => errors.push(error));
    await vi.waitFor(() => expect(second.onlineElsewhere('ann')).toBe(true), ARRIVES);

    // Who comes and goes is sent in a later turn: wait until each instance sees the others as they now are.
    first.setOnline('bo', true);
    first.setOnline('ann', false);
    second.setOnline('cy', true);
    await vi.waitFor(() => {
      expect(['ann', 'bo', 'cy'].filter((id) => second.onlineElsewhere(id))).toEqual(['bo']);
      expect(['ann', 'bo', 'cy'].filter((id) => first.onlineElsewhere(id))).toEqual(['cy']);
    }, ARRIVES);

    await first.close();
    await vi.waitFor(() => expect(second.onlineElsewhere('bo')).toBe(false), ARRIVES);
    await second.close();
    expect(errors).toEqual([]);
  });
});
