// A sender's 30 messages a minute (§9) are one count for all their sockets, their POSTs and every server instance:
// the count is kept in the database they share.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSchema, MESSAGE_SENDS_PER_MINUTE, MESSAGING_ERRORS } from '#shared/messaging.ts';
import { messages, user, venues } from '../../db/schema/index.ts';
import { databaseOfItsOwn } from '../../testing/database-targets.ts';
import { client, type Client } from '../../testing/http.ts';
import { listen, listeningApp, type ListeningApp } from '../../testing/live-socket.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { createTestApp } from '../../testing/test-app.ts';

type App = ListeningApp['app'];
const tooFast = { code: 'RATE_LIMIT_EXCEEDED', message: MESSAGING_ERRORS.tooFast };

async function conversationWithVenue(app: App, c: Client, venueId: string): Promise<string> {
  const opened = await c.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId });
  return ConversationSchema.parse((opened.json() as { conversation: unknown }).conversation).id;
}

const storedBy = async (app: App, senderId: string, conversationId: string) =>
  (
    await app.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.conversationId, conversationId)))
  ).length;

describe('the message limit of one sender', () => {
  let server: ListeningApp;
  beforeAll(async () => (server = await listeningApp()), 120_000);
  afterAll(async () => server?.app.close());

  it('is one count across three sockets and the POST', async () => {
    const sender = await newVerifiedUser(server.app);
    const conversationId = await conversationWithVenue(server.app, sender.c, server.venueId);
    const sockets = await Promise.all([1, 2, 3].map(() => listen(server.url, sender.c.cookie)));
    // 10 on each socket at once (each socket's 10 frames a second), the whole minute's worth between them.
    const answers = await Promise.all(
      sockets.flatMap((live, s) =>
        Array.from({ length: 10 }, (_, i) => {
          const ref = `s${s}-${i}`;
          live.socket.send(JSON.stringify({ type: 'send', ref, conversationId, content: `Socket ${s} message ${i}` }));
          return live.next((e) => (e.table === 'sent' || e.table === 'send-failed') && e.ref === ref);
        }),
      ),
    );
    expect(answers.filter((a) => a.table === 'sent')).toHaveLength(MESSAGE_SENDS_PER_MINUTE);

    const post = await sender.c.request('POST', `/api/conversations/${conversationId}/messages`, {
      content: 'One more by POST',
    });
    expect(post.statusCode).toBe(429);
    expect(post.json()).toEqual({ error: tooFast });
    const live = sockets[0]!;
    live.socket.send(JSON.stringify({ type: 'send', ref: 'late', conversationId, content: 'One more by socket' }));
    expect(await live.next((e) => e.table === 'send-failed' && e.ref === 'late')).toEqual({
      table: 'send-failed',
      ref: 'late',
      error: tooFast,
    });
    expect(await storedBy(server.app, sender.id, conversationId)).toBe(MESSAGE_SENDS_PER_MINUTE);

    // Someone else's messages are their own count.
    const other = await newVerifiedUser(server.app);
    const theirs = await conversationWithVenue(server.app, other.c, server.venueId);
    expect(
      (await other.c.request('POST', `/api/conversations/${theirs}/messages`, { content: 'Hello' })).statusCode,
    ).toBe(201);
    for (const s of sockets) s.socket.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the message limit across two instances on one PostgreSQL', () => {
  let first: App;
  let second: App;
  let venueId: string;
  beforeAll(async () => {
    const url = await databaseOfItsOwn(process.env.TEST_DATABASE_URL!, 'send_limit');
    first = await createTestApp({ DATABASE_URL: url });
    second = await createTestApp({ DATABASE_URL: url });
    const [owner] = await first.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const [venue] = await first.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
    venueId = venue!.id;
  }, 240_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is one count whichever instance each message goes through', async () => {
    const sender = await newVerifiedUser(first);
    const conversationId = await conversationWithVenue(first, sender.c, venueId);
    // The same session cookie on either instance, as a load balancer would send it.
    const post = (app: App, i: number) =>
      client(app, sender.c.cookie).request('POST', `/api/conversations/${conversationId}/messages`, {
        content: `Message ${i}`,
      });
    const codes = [];
    for (let i = 0; i < MESSAGE_SENDS_PER_MINUTE; i++)
      codes.push((await post(i % 2 === 0 ? first : second, i)).statusCode);
    expect(codes.every((code) => code === 201)).toBe(true);
    for (const app of [first, second]) {
      const refused = await post(app, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: tooFast });
    }
    expect(await storedBy(first, sender.id, conversationId)).toBe(MESSAGE_SENDS_PER_MINUTE);
  });
});
