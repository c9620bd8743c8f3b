// The hub tells the bus when a user's first socket on this instance opens and their last one closes, and counts a
// user with a socket on another instance as online (so they are sent no web push).
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import type { EventBus } from './event-bus.ts';
import { RealtimeHub } from './realtime-hub.ts';

function fakeBus(elsewhere: string[] = []) {
  const told: [string, boolean][] = [];
  const bus: EventBus = {
    publish: async () => undefined,
    subscribe: () => () => undefined,
    setOnline: (userId, online) => void told.push([userId, online]),
    onlineElsewhere: (userId) => elsewhere.includes(userId),
    close: async () => undefined,
  };
  return { bus, told };
}

const fakeSocket = () =>
  Object.assign(new EventEmitter(), { OPEN: 1, readyState: 1 }) as unknown as WebSocket & EventEmitter;
const stream = { cork: () => undefined, uncork: () => undefined };

describe('RealtimeHub presence', () => {
  it("tells the bus of a user's first socket here and of their last, not of those between", () => {
    const { bus, told } = fakeBus();
    const hub = new RealtimeHub({} as Db, bus, () => undefined);
    const [one, two] = [fakeSocket(), fakeSocket()];
    hub.add('ann', 'session-1', one, stream);
    hub.add('ann', 'session-2', two, stream);
    expect(told).toEqual([['ann', true]]);
    one.emit('close');
    expect(hub.isOnline('ann')).toBe(true);
    two.emit('close');
    expect(told).toEqual([
      ['ann', true],
      ['ann', false],
    ]);
    expect(hub.isOnline('ann')).toBe(false);
  });

  it('counts a user with a socket on another instance as online', () => {
    const hub = new RealtimeHub({} as Db, fakeBus(['bo']).bus, () => undefined);
    expect(hub.isOnline('bo')).toBe(true);
    expect(hub.isOnline('cy')).toBe(false);
  });
});
