import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, SocketSendError, type RealtimeStatus } from './realtime.ts';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectRealtime (§4 connection status)', () => {
  it('connects to /api/realtime on the page’s host and passes on the live events it understands', () => {
    const events: unknown[] = [];
    connectRealtime({ onEvent: (e) => events.push(e) }, { protocol: 'https:', host: 'eventide.test' });
    expect(latest().url).toBe('wss://eventide.test/api/realtime');
    latest().open();
    latest().receive({ table: 'messages', type: 'update', record: { conversationId: 'c1', readBy: 'u2' } });
    latest().receive({ table: 'nonsense' });
    expect(events).toEqual([{ table: 'messages', type: 'update', record: { conversationId: 'c1', readBy: 'u2' } }]);
  });

  it('reconnects up to 5 times with backoff from 1 s doubling, then reports an error', () => {
    const statuses: RealtimeStatus[] = [];
    connectRealtime(
      { onEvent: () => {}, onStatus: (s) => statuses.push(s) },
      { protocol: 'http:', host: 'localhost:3000' },
    );
    latest().open();
    for (const delay of [1000, 2000, 4000, 8000, 16_000]) {
      const before = FakeSocket.all.length;
      latest().close();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(before + 1);
    }
    latest().close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(6);
    expect(statuses.at(-1)).toBe('error');
  });

  it('says when it is back after a drop, so the caller can catch up, and starts counting attempts again', () => {
    const onReconnect = vi.fn();
    connectRealtime({ onEvent: () => {}, onReconnect }, { protocol: 'http:', host: 'localhost:3000' });
    latest().open();
    expect(onReconnect).not.toHaveBeenCalled();
    latest().close();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // A later drop waits 1 s again, not 2 s.
    latest().close();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('pings every 25 s and drops a connection whose pong does not come within 10 s', () => {
    connectRealtime({ onEvent: () => {} }, { protocol: 'http:', host: 'localhost:3000' });
    const first = latest();
    first.open();
    vi.advanceTimersByTime(25_000);
    expect(first.sent).toEqual(['{"type":"ping"}']);
    first.receive({ table: 'pong' });
    vi.advanceTimersByTime(25_000);
    vi.advanceTimersByTime(10_000);
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops for good when asked', () => {
    const connection = connectRealtime({ onEvent: () => {} }, { protocol: 'http:', host: 'localhost:3000' });
    latest().open();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('sends at most 10 frames a second (§9) and more once the second has passed', () => {
    const connection = connectRealtime({ onEvent: () => {} }, { protocol: 'http:', host: 'localhost:3000' });
    latest().open();
    const results = Array.from({ length: 12 }, () =>
      connection.send({ type: 'typing', conversationId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(latest().sent).toHaveLength(10);
    vi.advanceTimersByTime(1000);
    expect(connection.send({ type: 'ping' })).toBe(true);
    connection.stop();
  });

  it('sends a message on the socket and settles it by its ref: stored, refused, or the socket dropped', async () => {
    const events: unknown[] = [];
    const connection = connectRealtime(
      { onEvent: (e) => events.push(e) },
      { protocol: 'http:', host: 'localhost:3000' },
    );
    expect(connection.sendMessage('c1', 'Before the socket opened')).toBeNull();
    latest().open();
    const message = {
      id: 'm1',
      conversationId: 'c1',
      senderId: 'u1',
      content: 'Hello',
      timestamp: '2026-11-24T10:00:00.000Z',
      isRead: false,
      mine: true,
      masked: false,
      quoteId: null,
    };

    const stored = connection.sendMessage('c1', 'Hello')!;
    const frame = JSON.parse(latest().sent.at(-1)!) as {
      type: string;
      ref: string;
      conversationId: string;
      content: string;
    };
    expect(frame).toMatchObject({ type: 'send', conversationId: 'c1', content: 'Hello' });
    latest().receive({ table: 'sent', ref: frame.ref, record: message });
    await expect(stored).resolves.toEqual(message);

    const refused = connection.sendMessage('c1', '   ')!;
    const { ref } = JSON.parse(latest().sent.at(-1)!) as { ref: string };
    latest().receive({
      table: 'send-failed',
      ref,
      error: { code: 'EMPTY_MESSAGE', message: 'Write a message first.' },
    });
    await expect(refused).rejects.toEqual(new SocketSendError('EMPTY_MESSAGE', 'Write a message first.'));

    const dropped = connection.sendMessage('c1', 'Into the void')!;
    latest().close();
    await expect(dropped).rejects.toMatchObject({ code: 'DISCONNECTED' });
    // Answers are the connection's own business, not live events.
    expect(events).toEqual([]);
  });

  it('fails a send the server does not answer within 10 s', async () => {
    const connection = connectRealtime({ onEvent: () => {} }, { protocol: 'http:', host: 'localhost:3000' });
    latest().open();
    const unanswered = connection.sendMessage('c1', 'Anyone?')!;
    const settled = expect(unanswered).rejects.toMatchObject({ code: 'TIMEOUT' });
    vi.advanceTimersByTime(10_000);
    await settled;
  });
});
