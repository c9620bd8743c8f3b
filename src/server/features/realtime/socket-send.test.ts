// Messages sent on the realtime socket instead of a POST: the same rules (only a participant, trimmed, not empty,
// 4,000 characters, 30 a minute), each answered by its ref and delivered live like any other.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSchema, MESSAGE_MAX_LENGTH, MESSAGING_ERRORS, type Conversation } from '#shared/messaging.ts';
import { SOCKET_SEND_ERRORS, type LiveEvent } from '#shared/realtime.ts';
import { messages } from '../../db/schema/index.ts';
import { signedIn, type Client } from '../../testing/http.ts';
import { listen as listenAt, listeningApp, type ListeningApp, type LiveSocket } from '../../testing/live-socket.ts';

let server: ListeningApp & { customer: Client; host: Client; stranger: Client };
let conversation: Conversation;

const listen = (cookie: string) => listenAt(server.url, cookie);
const answerTo = (live: LiveSocket, ref: string) =>
  live.next((e) => (e.table === 'sent' || e.table === 'send-failed') && e.ref === ref);
const send = (live: LiveSocket, ref: string, content: string, conversationId = conversation.id) => {
  live.socket.send(JSON.stringify({ type: 'send', ref, conversationId, content }));
  return answerTo(live, ref);
};
const stored = async (content: string) =>
  server.app.db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.content, content)));
// The send limit counts messages per second of the wall clock on a real socket: waiting out the second is the subject.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const started = await listeningApp();
  const [customer, host, stranger] = await Promise.all(
    ['customer', 'venue', 'admin'].map((name) => signedIn(started.app, `${name}@example.com`)),
  );
  server = { ...started, customer: customer!, host: host!, stranger: stranger! };
  const opened = await server.customer.request('POST', '/api/conversations', {
    entityType: 'venue',
    entityId: server.venueId,
  });
  conversation = ConversationSchema.parse((opened.json() as { conversation: unknown }).conversation);
}, 120_000);
afterAll(async () => server?.app.close());

describe('sending on the realtime socket', () => {
  it('stores the message trimmed, answers the sender by its ref, and delivers it to the other participant live', async () => {
    const [customerLive, hostLive] = await Promise.all([listen(server.customer.cookie), listen(server.host.cookie)]);
    const answer = await send(customerLive, 'first', '  Is the terrace heated?  ');
    expect(answer).toMatchObject({
      table: 'sent',
      ref: 'first',
      record: { conversationId: conversation.id, content: 'Is the terrace heated?', mine: true },
    });
    const { id } = (answer as Extract<LiveEvent, { table: 'sent' }>).record;
    expect(
      await hostLive.next((e) => e.table === 'messages' && e.type === 'insert' && e.record.id === id),
    ).toMatchObject({ record: { mine: false, isRead: false } });
    expect(
      await hostLive.next((e) => e.table === 'conversations' && e.record.lastMessage === 'Is the terrace heated?'),
    ).toMatchObject({ record: { unreadCount: expect.any(Number) } });
    expect(await stored('Is the terrace heated?')).toHaveLength(1);
    for (const live of [customerLive, hostLive]) live.socket.close();
  });

  it("stores a socket's messages in the order they were sent", async () => {
    const live = await listen(server.customer.cookie);
    const contents = ['One', 'Two', 'Three', 'Four', 'Five'].map((word) => `In order: ${word}`);
    const answers = await Promise.all(contents.map((content, i) => send(live, `order-${i}`, content)));
    expect(answers.every((a) => a.table === 'sent')).toBe(true);
    const rows = await server.app.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    const order = rows
      .filter((m) => m.content.startsWith('In order: '))
      .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
    expect(order.map((m) => m.content)).toEqual(contents);
    live.socket.close();
  });

  it("refuses what the POST refuses, in the POST's words, and stores nothing", async () => {
    const [customerLive, strangerLive] = await Promise.all([
      listen(server.customer.cookie),
      listen(server.stranger.cookie),
    ]);
    expect(await send(strangerLive, 'outsider', 'Let me in')).toEqual({
      table: 'send-failed',
      ref: 'outsider',
      error: { code: 'NOT_FOUND', message: MESSAGING_ERRORS.notFound },
    });
    expect(await stored('Let me in')).toEqual([]);
    expect(await send(customerLive, 'blank', '   ')).toMatchObject({
      table: 'send-failed',
      error: { code: 'EMPTY_MESSAGE', message: MESSAGING_ERRORS.empty },
    });
    expect(await send(customerLive, 'long', 'x'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({
      table: 'send-failed',
      error: { code: 'BAD_REQUEST', message: `Keep a message under ${MESSAGE_MAX_LENGTH} characters.` },
    });
    expect(await send(customerLive, 'nowhere', 'Hello?', 'not-a-conversation')).toMatchObject({
      table: 'send-failed',
      error: { message: MESSAGING_ERRORS.notFound },
    });
    // The longest message there is, every character escaped in the frame, still fits on the socket.
    const longest = '\u0001'.repeat(MESSAGE_MAX_LENGTH - 1) + 'x';
    expect(await send(customerLive, 'longest', longest)).toMatchObject({ table: 'sent', record: { content: longest } });
    for (const live of [customerLive, strangerLive]) live.socket.close();
  });

  it('takes 10 frames a second and 30 messages a minute from a socket; more are told to slow down', async () => {
    // The host has sent nothing yet this minute (the limit counts every message of the sender's).
    const live = await listen(server.host.cookie);
    const tooFast = {
      table: 'send-failed',
      error: { code: 'RATE_LIMIT_EXCEEDED', message: SOCKET_SEND_ERRORS.tooFast },
    };
    const burst = (from: number, n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => send(live, `m${from + i}`, `Burst ${from + i}`)));
    const first = await burst(0, 11);
    expect(first.filter((a) => a.table === 'sent')).toHaveLength(10);
    expect(first[10]).toMatchObject(tooFast);
    for (const from of [11, 21]) {
      await pause(1_050);
      expect((await burst(from, 10)).every((a) => a.table === 'sent')).toBe(true);
    }
    await pause(1_050);
    expect(await send(live, 'm31', 'Burst 31')).toMatchObject(tooFast);
    expect(await stored('Burst 31')).toEqual([]);
    live.socket.close();
  });
});
