// Routes the one socket's live events to whoever listens, within the §9 limits: a channel is a table with an
// optional conversation filter; at most 2 channels per table, 10 listeners per channel and 20 listeners in all.
// Bursts are batched: a channel hands over its events at most every 500 ms (messages) or 2000 ms (conversations),
// and no two channels within 200 ms of each other; a lone event goes out at once. A channel nobody listens to lingers
// (a remount keeps its pace) until the idle sweep, every 120 s while the tab is visible, removes it after 300 s of
// silence. A listener that throws is a channel error: the channel is removed (§4).
import { MESSAGING } from '#shared/constants.ts';
import type { LiveEvent } from '#shared/realtime.ts';

export type LiveTable = 'messages' | 'conversations' | 'typing';
type TableEvent = Extract<LiveEvent, { table: LiveTable }>;
export type LiveListener = (events: TableEvent[]) => void;

const THROTTLE_MS: Record<LiveTable, number> = {
  messages: MESSAGING.messagesThrottleMs,
  conversations: MESSAGING.conversationsThrottleMs,
  typing: 0,
};

export class LiveLimitError extends Error {
  constructor(readonly limit: 'subscriptions' | 'listeners' | 'channels') {
    super(
      {
        subscriptions: `At most ${MESSAGING.maxSubscriptions} live subscriptions are allowed.`,
        listeners: `At most ${MESSAGING.maxListenersPerKey} listeners are allowed on one live channel.`,
        channels: `At most ${MESSAGING.maxChannelsPerTable} live channels are allowed per table.`,
      }[limit],
    );
    this.name = 'LiveLimitError';
  }
}

interface Channel {
  key: string;
  table: LiveTable;
  filter: string | null;
  listeners: Set<LiveListener>;
  pending: TableEvent[];
  lastFlush: number;
  lastActivity: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface LiveChannelsOptions {
  now?: () => number;
  isHidden?: () => boolean;
  onChannelError?: (key: string, error: unknown) => void;
}

/** The conversation an event belongs to, which a channel's filter is matched against. */
const isTableEvent = (event: LiveEvent): event is TableEvent => Object.hasOwn(THROTTLE_MS, event.table);

export function conversationOf(event: TableEvent): string {
  return event.table === 'conversations' ? event.record.id : event.record.conversationId;
}

export class LiveChannels {
  private readonly channels = new Map<string, Channel>();
  private lastGlobalFlush = -Infinity;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;
  private readonly isHidden: () => boolean;
  private readonly onChannelError: (key: string, error: unknown) => void;

  constructor(options: LiveChannelsOptions = {}) {
    this.now = options.now ?? Date.now;
    this.isHidden =
      options.isHidden ?? (() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
    this.onChannelError =
      options.onChannelError ?? ((key, error) => console.error(`Live channel ${key} failed`, error));
  }

  /** Listens to a table's events, all of them or one conversation's; returns the way to stop. Throws LiveLimitError. */
  subscribe(table: LiveTable, filter: string | null, listener: LiveListener): () => void {
    const key = filter === null ? table : `${table}:${filter}`;
    if (this.listenerCount >= MESSAGING.maxSubscriptions) throw new LiveLimitError('subscriptions');
    const channel = this.channels.get(key) ?? this.openChannel(key, table, filter);
    if (channel.listeners.size >= MESSAGING.maxListenersPerKey) throw new LiveLimitError('listeners');
    channel.listeners.add(listener);
    return () => {
      channel.listeners.delete(listener);
    };
  }

  /** Hands an event from the socket to the channels it belongs to. */
  dispatch(event: LiveEvent): void {
    // Control frames and answers to sends are the connection's own, not a table's.
    if (!isTableEvent(event)) return;
    const conversationId = conversationOf(event);
    for (const channel of this.channels.values()) {
      if (channel.table !== event.table || (channel.filter !== null && channel.filter !== conversationId)) continue;
      channel.lastActivity = this.now();
      channel.pending.push(event);
      this.schedule(channel);
    }
  }

  /** Starts the idle sweep (every 120 s, skipped while the tab is hidden). */
  start(): void {
    this.sweeper ??= setInterval(() => {
      if (!this.isHidden()) this.sweepIdle();
    }, MESSAGING.idleCleanupIntervalMs);
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const channel of this.channels.values()) this.close(channel);
  }

  /** Removes channels nobody listens to that have been silent over 300 s. */
  sweepIdle(): void {
    const now = this.now();
    for (const channel of this.channels.values()) {
      if (channel.listeners.size === 0 && now - channel.lastActivity > MESSAGING.idleChannelMs) this.close(channel);
    }
  }

  get channelKeys(): string[] {
    return [...this.channels.keys()];
  }

  get listenerCount(): number {
    let n = 0;
    for (const channel of this.channels.values()) n += channel.listeners.size;
    return n;
  }

  private openChannel(key: string, table: LiveTable, filter: string | null): Channel {
    const sameTable = [...this.channels.values()].filter((channel) => channel.table === table);
    if (sameTable.length >= MESSAGING.maxChannelsPerTable) {
      // A lingering channel nobody listens to makes room; channels in use do not.
      const unused = sameTable
        .filter((channel) => channel.listeners.size === 0)
        .sort((a, b) => a.lastActivity - b.lastActivity)[0];
      if (!unused) throw new LiveLimitError('channels');
      this.close(unused);
    }
    const channel: Channel = {
      key,
      table,
      filter,
      listeners: new Set(),
      pending: [],
      lastFlush: -Infinity,
      lastActivity: this.now(),
      timer: null,
    };
    this.channels.set(key, channel);
    return channel;
  }

  private schedule(channel: Channel): void {
    if (channel.timer) return;
    const due = Math.max(
      channel.lastFlush + THROTTLE_MS[channel.table],
      this.lastGlobalFlush + MESSAGING.globalThrottleMs,
    );
    const wait = due - this.now();
    if (wait <= 0) this.flush(channel);
    else channel.timer = setTimeout(() => this.flush(channel), wait);
  }

  private flush(channel: Channel): void {
    channel.timer = null;
    if (this.channels.get(channel.key) !== channel || channel.pending.length === 0) return;
    // Another channel may have gone out while this one waited: keep the global pace.
    if (this.now() < this.lastGlobalFlush + MESSAGING.globalThrottleMs) return this.schedule(channel);
    const events = channel.pending;
    channel.pending = [];
    channel.lastFlush = this.lastGlobalFlush = this.now();
    for (const listener of [...channel.listeners]) {
      try {
        listener(events);
      } catch (error) {
        this.close(channel);
        this.onChannelError(channel.key, error);
        return;
      }
    }
  }

  private close(channel: Channel): void {
    if (channel.timer) clearTimeout(channel.timer);
    channel.timer = null;
    channel.listeners.clear();
    this.channels.delete(channel.key);
  }
}
