// The browser's end of /api/realtime (§4 connection status): connected, or error after reconnect attempts up to 5
// with exponential backoff from 1 s; a connection that comes back says so, for the caller to catch up on what it
// missed. A ping every 25 s tells a dead connection from a quiet one. At most 10 frames a second go out (§9); the
// server drops any beyond that.
import { reconnectDelay } from '#shared/messaging.ts';
import { frameRate, LiveEventSchema, REALTIME_PATH, type ClientFrame, type LiveEvent } from '#shared/realtime.ts';

export type RealtimeStatus = 'connecting' | 'connected' | 'error' | 'closed';

export interface RealtimeHandlers {
  onEvent(event: LiveEvent): void;
  onStatus?(status: RealtimeStatus): void;
  /** The connection is back after a drop: anything sent meanwhile was missed. */
  onReconnect?(): void;
}

const PING_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;

export interface RealtimeConnection {
  /** Sends a frame if connected (a notice that may be lost, like typing); false when not connected or over 10 a second. */
  send(frame: ClientFrame): boolean;
  stop(): void;
}

export function connectRealtime(handlers: RealtimeHandlers, location: Pick<Location, 'protocol' | 'host'> = window.location): RealtimeConnection {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everConnected = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  const withinRate = frameRate();

  const clearTimers = () => {
    if (ping) clearInterval(ping);
    if (pongDue) clearTimeout(pongDue);
    ping = pongDue = null;
  };

  const open = () => {
    handlers.onStatus?.('connecting');
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      const reconnected = everConnected;
      everConnected = true;
      attempt = 0;
      handlers.onStatus?.('connected');
      if (reconnected) handlers.onReconnect?.();
      ping = setInterval(() => {
        if (!withinRate()) return;
        current.send(JSON.stringify({ type: 'ping' }));
        pongDue ??= setTimeout(() => current.close(), PONG_TIMEOUT_MS);
      }, PING_MS);
    };
    current.onmessage = (message) => {
      const parsed = LiveEventSchema.safeParse(JSON.parse(String(message.data)));
      if (!parsed.success) return;
      if (parsed.data.table === 'pong') {
        if (pongDue) clearTimeout(pongDue);
        pongDue = null;
        return;
      }
      handlers.onEvent(parsed.data);
    };
    current.onclose = () => {
      clearTimers();
      if (stopped || socket !== current) return;
      attempt += 1;
      const delay = reconnectDelay(attempt);
      if (delay === null) {
        handlers.onStatus?.('error');
        return;
      }
      handlers.onStatus?.('connecting');
      retry = setTimeout(open, delay);
    };
  };
  open();

  return {
    send(frame) {
      if (!socket || socket.readyState !== socket.OPEN || !withinRate()) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    stop() {
      stopped = true;
      clearTimers();
      if (retry) clearTimeout(retry);
      socket?.close();
      handlers.onStatus?.('closed');
    },
  };
}

