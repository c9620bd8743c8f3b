// A test's realtime socket (/api/realtime) that keeps every event it receives and waits for one that matches, and the
// listening app it connects to.
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { LiveEventSchema, REALTIME_PATH, type LiveEvent } from '#shared/realtime.ts';
import { user, venues } from '../db/schema/index.ts';
import { TEST_ORIGIN } from './http.ts';
import { createTestApp } from './test-app.ts';

/** A test app listening on a free port, its socket's URL, and a venue of the demo venue owner (venue@example.com). */
export type ListeningApp = Awaited<ReturnType<typeof listeningApp>>;
export async function listeningApp(overrides: Record<string, string> = {}) {
  const app = await createTestApp(overrides);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
  return { app, url: `${address.replace('http', 'ws')}${REALTIME_PATH}`, venueId: venue!.id };
}

export interface LiveSocket {
  socket: WebSocket;
  events: LiveEvent[];
  /** The first event so far or to come that matches; rejects after `timeoutMs`. */
  next(match: (e: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
}

/** Opens the socket at `url` with the session cookie (and any other `headers`) and waits for its ready frame. */
export async function listen(url: string, cookie: string, headers: Record<string, string> = {}): Promise<LiveSocket> {
  const socket = new WebSocket(url, { headers: { cookie, origin: TEST_ORIGIN, ...headers } });
  const events: LiveEvent[] = [];
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  socket.on('message', (data) => {
    const event = LiveEventSchema.parse(JSON.parse(String(data)));
    events.push(event);
    for (const waiter of waiters.filter((w) => w.match(event))) {
      waiter.resolve(event);
      waiters.splice(waiters.indexOf(waiter), 1);
    }
  });
  const next = (match: (e: LiveEvent) => boolean, timeoutMs = 5_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const seen = events.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error('no such live event')), timeoutMs);
      waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  await next((e) => e.table === 'ready');
  return { socket, events, next };
}
