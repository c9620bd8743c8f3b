import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGING } from '#shared/constants.ts';
import type { LiveEvent } from '#shared/realtime.ts';
import { conversationOf, LiveChannels, LiveLimitError, type LiveListener } from './live-channels.ts';

const read = (conversationId: string): LiveEvent => ({
  table: 'messages',
  type: 'update',
  record: { conversationId, readBy: 'u2' },
});
const typing = (conversationId: string): LiveEvent => ({ table: 'typing', record: { conversationId, userId: 'u2' } });
const conversation = (id: string) =>
  ({ table: 'conversations', type: 'update', record: { id } }) as unknown as LiveEvent;

let hidden = false;
let channels: LiveChannels;
beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  channels = new LiveChannels({ now: () => Date.now(), isHidden: () => hidden, onChannelError: () => {} });
});
afterEach(() => {
  channels.stop();
  vi.useRealTimers();
});

describe('routing', () => {
  it('hands a table channel every event of its table and a filtered channel only its conversation', () => {
    const all = vi.fn<LiveListener>();
    const one = vi.fn<LiveListener>();
    channels.subscribe('typing', null, all);
    channels.subscribe('typing', 'c1', one);
    channels.dispatch(typing('c1'));
    vi.advanceTimersByTime(MESSAGING.globalThrottleMs);
    channels.dispatch(typing('c2'));
    vi.advanceTimersByTime(1000);
    expect(all.mock.calls.flat(2).map(conversationOf)).toEqual(['c1', 'c2']);
    expect(one.mock.calls.flat(2).map(conversationOf)).toEqual(['c1']);
  });

  it('ignores the socket’s own control frames and stops handing events to a listener that left', () => {
    const listener = vi.fn<LiveListener>();
    const stop = channels.subscribe('messages', null, listener);
    channels.dispatch({ table: 'ready' });
    channels.dispatch({ table: 'pong' });
    expect(listener).not.toHaveBeenCalled();
    stop();
    channels.dispatch(read('c1'));
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('throttles (§9)', () => {
  it('hands over a lone message event at once and batches a burst every 500 ms', () => {
    const listener = vi.fn<LiveListener>();
    channels.subscribe('messages', null, listener);
    channels.dispatch(read('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    channels.dispatch(read('b'));
    channels.dispatch(read('c'));
    vi.advanceTimersByTime(MESSAGING.messagesThrottleMs - 1);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls[1]![0].map(conversationOf)).toEqual(['b', 'c']);
  });

  it('batches conversation events every 2000 ms', () => {
    const listener = vi.fn<LiveListener>();
    channels.subscribe('conversations', null, listener);
    channels.dispatch(conversation('a'));
    channels.dispatch(conversation('b'));
    vi.advanceTimersByTime(MESSAGING.conversationsThrottleMs - 1);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps 200 ms between any two channels handing over', () => {
    const messages = vi.fn<LiveListener>();
    const typed = vi.fn<LiveListener>();
    channels.subscribe('messages', null, messages);
    channels.subscribe('typing', null, typed);
    channels.dispatch(read('a'));
    channels.dispatch(typing('a'));
    expect(messages).toHaveBeenCalledTimes(1);
    expect(typed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MESSAGING.globalThrottleMs);
    expect(typed).toHaveBeenCalledTimes(1);
  });
});

describe('limits (§9)', () => {
  it('allows 10 listeners on one channel and refuses the 11th', () => {
    for (let i = 0; i < MESSAGING.maxListenersPerKey; i++) channels.subscribe('messages', null, () => {});
    expect(() => channels.subscribe('messages', null, () => {})).toThrow(LiveLimitError);
    expect(() => channels.subscribe('messages', null, () => {})).toThrow('At most 10 listeners');
  });

  it('allows 20 listeners in all and refuses the 21st', () => {
    for (let i = 0; i < 10; i++) channels.subscribe('messages', null, () => {});
    for (let i = 0; i < 10; i++) channels.subscribe('conversations', null, () => {});
    expect(channels.listenerCount).toBe(MESSAGING.maxSubscriptions);
    expect(() => channels.subscribe('typing', null, () => {})).toThrow('At most 20 live subscriptions');
  });

  it('allows 2 channels per table; a third takes the place of one nobody listens to, or is refused', () => {
    const stop = channels.subscribe('messages', 'c1', () => {});
    channels.subscribe('messages', 'c2', () => {});
    expect(() => channels.subscribe('messages', 'c3', () => {})).toThrow('At most 2 live channels');
    stop();
    channels.subscribe('messages', 'c3', () => {});
    expect(channels.channelKeys.sort()).toEqual(['messages:c2', 'messages:c3']);
  });
});

describe('idle cleanup and channel errors', () => {
  it('removes, every 120 s, channels nobody listens to that were silent over 300 s', () => {
    channels.start();
    channels.subscribe('messages', 'in-use', () => {});
    const stop = channels.subscribe('typing', null, () => {});
    stop();
    vi.advanceTimersByTime(MESSAGING.idleCleanupIntervalMs * 2);
    expect(channels.channelKeys).toContain('typing');
    vi.advanceTimersByTime(MESSAGING.idleCleanupIntervalMs);
    expect(channels.channelKeys).toEqual(['messages:in-use']);
  });

  it('does not sweep while the tab is hidden', () => {
    channels.start();
    channels.subscribe('typing', null, () => {})();
    hidden = true;
    vi.advanceTimersByTime(MESSAGING.idleCleanupIntervalMs * 5);
    expect(channels.channelKeys).toEqual(['typing']);
    hidden = false;
    vi.advanceTimersByTime(MESSAGING.idleCleanupIntervalMs);
    expect(channels.channelKeys).toEqual([]);
  });

  it('a lingering channel keeps its pace: a quick re-subscribe cannot skip the throttle', () => {
    const first = vi.fn<LiveListener>();
    channels.subscribe('messages', null, first)();
    channels.dispatch(read('a'));
    const second = vi.fn<LiveListener>();
    channels.subscribe('messages', null, second);
    channels.dispatch(read('b'));
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MESSAGING.messagesThrottleMs);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('removes a channel whose listener throws and reports it', () => {
    const errors: string[] = [];
    channels = new LiveChannels({ onChannelError: (key) => errors.push(key) });
    channels.subscribe('typing', null, () => {
      throw new Error('boom');
    });
    channels.dispatch(typing('a'));
    expect(errors).toEqual(['typing']);
    expect(channels.channelKeys).toEqual([]);
  });
});
