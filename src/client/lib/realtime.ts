// The browser's end of /api/realtime (§4 connection status): connected, or error after reconnect attempts up to 5
// with exponential backoff from 1 s; a connection that comes back says so, for the caller to catch up on what it
// missed. A ping every 25 s tells a dead connection from a quiet one. Messages can be sent on it, each answered by
// its ref. At most 10 frames a second go out (§9); the server drops any beyond that.
import { reconnectDelay, type Message } from '#shared/messaging.ts';
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
/** A message sent on the socket and not answered by then counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/** The server refused a message sent on the socket, or the socket dropped before it answered. */
export class SocketSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SocketSendError';
  }
}

export interface RealtimeConnection {
  /** Sends a frame if connected (a notice that may be lost, like typing); false when not connected or over 10 a second. */
  send(frame: Exclude<ClientFrame, { type: 'send' }>): boolean;
  /**
   * Sends a message on the socket: the stored message, or a SocketSendError with the server's reason; null when not
   * connected (the caller posts it instead). A socket that drops before the answer fails the send, though the message
   * may have been stored: then it arrives with the catch-up after the reconnect.
   */
  sendMessage(conversationId: string, content: string): Promise<Message> | null;
  stop(): void;
}

interface AwaitedSend {
  resolve(message: Message): void;
  reject(error: SocketSendError): void;
  timer: ReturnType<typeof setTimeout>;
}

export function connectRealtime(
  handlers: RealtimeHandlers,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): RealtimeConnection {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everConnected = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  const withinRate = frameRate();
  const awaited = new Map<string, AwaitedSend>();

  const settle = (ref: string, outcome: { message: Message } | { error: SocketSendError }) => {
    const send = awaited.get(ref);
    if (!send) return;
    awaited.delete(ref);
    clearTimeout(send.timer);
    if ('message' in outcome) send.resolve(outcome.message);
    else send.reject(outcome.error);
  };
  const failAll = (reason: string) => {
    for (const ref of [...awaited.keys()]) settle(ref, { error: new SocketSendError('DISCONNECTED', reason) });
  };

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
      const event = parsed.data;
      if (event.table === 'pong') {
        if (pongDue) clearTimeout(pongDue);
        pongDue = null;
      } else if (event.table === 'sent') settle(event.ref, { message: event.record });
      else if (event.table === 'send-failed')
        settle(event.ref, { error: new SocketSendError(event.error.code, event.error.message) });
      else handlers.onEvent(event);
    };
    current.onclose = () => {
      clearTimers();
      if (socket === current) failAll('The connection dropped before the message was answered.');
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
    sendMessage(conversationId, content) {
      if (!socket || socket.readyState !== socket.OPEN || !withinRate()) return null;
      const ref = crypto.randomUUID();
      const current = socket;
      return new Promise<Message>((resolve, reject) => {
        const timer = setTimeout(
          () => settle(ref, { error: new SocketSendError('TIMEOUT', 'The message was not answered in time.') }),
          SEND_TIMEOUT_MS,
        );
        awaited.set(ref, { resolve, reject, timer });
        current.send(JSON.stringify({ type: 'send', ref, conversationId, content } satisfies ClientFrame));
      });
    },
    stop() {
      stopped = true;
      failAll('The connection was closed.');
      clearTimers();
      if (retry) clearTimeout(retry);
      socket?.close();
      handlers.onStatus?.('closed');
    },
  };
}
