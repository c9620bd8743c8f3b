// A signed-in user's realtime socket, as the site's pages open it: ready at the server's ready frame, it notes when
// each message it is sent by someone else arrived (by content) and whether the server ever closed it.
import WebSocket from 'ws';
import { REALTIME_PATH } from '#shared/realtime.ts';

export interface LiveSocket {
  /** Content of each message from the other participant, and performance.now() of its arrival. */
  received: Map<string, number>;
  /** Whether the socket closed before close() was called. */
  dropped(): boolean;
  close(): void;
}

export function openLiveSocket(origin: string, cookie: string): Promise<LiveSocket> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}${REALTIME_PATH}`, {
    headers: { cookie, origin },
    perMessageDeflate: false,
  });
  const received = new Map<string, number>();
  let closing = false;
  let dropped = false;
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade answered ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('message', (data) => {
      if (String(data) !== '{"table":"ready"}')
        return reject(new Error(`first frame was ${String(data).slice(0, 80)}`));
      socket.on('message', (frame) => {
        const event = JSON.parse(String(frame)) as {
          table: string;
          type?: string;
          record?: { mine?: boolean; content?: string };
        };
        if (
          event.table === 'messages' &&
          event.type === 'insert' &&
          event.record &&
          !event.record.mine &&
          event.record.content
        ) {
          received.set(event.record.content, performance.now());
        }
      });
      socket.on('close', () => (dropped = !closing));
      resolve({ received, dropped: () => dropped, close: () => ((closing = true), socket.terminate()) });
    });
  });
}
