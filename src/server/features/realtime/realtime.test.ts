// The realtime socket on a listening server: the session is checked before the upgrade, a message sent over HTTP
// reaches both participants' sockets live (each as they see it), a read reaches the sender, and nobody else hears
// anything.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ConversationSchema, MESSAGE_MAX_LENGTH } from '#shared/messaging.ts';
import type { LiveEvent } from '#shared/realtime.ts';
import { user } from '../../db/schema/index.ts';
import { signedIn, TEST_ORIGIN, type Client } from '../../testing/http.ts';
import { listen as listenAt, listeningApp } from '../../testing/live-socket.ts';
import { noticePayloads, type ChangeEvent } from './event-bus.ts';

let app: Awaited<ReturnType<typeof listeningApp>>['app'];
let url: string;
let customer: Client;
let host: Client;
let stranger: Client;
let venueId: string;

const listen = (cookie: string) => listenAt(url, cookie);

beforeAll(async () => {
  ({ app, url, venueId } = await listeningApp());
  customer = await signedIn(app, 'customer@example.com');
  host = await signedIn(app, 'venue@example.com');
  stranger = await signedIn(app, 'admin@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('realtime socket', () => {
  const upgradeStatus = (headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { headers });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
    });

  it('refuses a connection without a session, or opened by another site, before upgrading', async () => {
    expect(await upgradeStatus({ origin: TEST_ORIGIN })).toBe(401);
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: customer.cookie })).toBe(403);
    expect(await upgradeStatus({ origin: TEST_ORIGIN, cookie: customer.cookie })).toBe(101);
  });

  it('delivers a message to both participants live, and a read back to its sender; others hear nothing', async () => {
    const [customerLive, hostLive, strangerLive] = await Promise.all([
      listen(customer.cookie),
      listen(host.cookie),
      listen(stranger.cookie),
    ]);
    const conversation = ConversationSchema.parse(
      (
        (await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId })).json() as {
          conversation: unknown;
        }
      ).conversation,
    );
    await customer.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'Live hello' });

    const atHost = await hostLive.next(
      (e) => e.table === 'messages' && e.type === 'insert' && e.record.content === 'Live hello',
    );
    expect(atHost).toMatchObject({ record: { conversationId: conversation.id, mine: false, isRead: false } });
    expect(
      await customerLive.next(
        (e) => e.table === 'messages' && e.type === 'insert' && e.record.content === 'Live hello',
      ),
    ).toMatchObject({ record: { mine: true } });
    // The conversation arrives as each side sees it: the host has one unread.
    expect(
      await hostLive.next(
        (e) => e.table === 'conversations' && e.record.id === conversation.id && e.record.unreadCount === 1,
      ),
    ).toMatchObject({
      record: { asHost: true, lastMessage: 'Live hello' },
    });
    expect(
      await customerLive.next(
        (e) => e.table === 'conversations' && e.record.id === conversation.id && e.record.lastMessage === 'Live hello',
      ),
    ).toMatchObject({
      record: {
        asHost: false,
        unreadCount: 0,
        entityName: expect.any(String),
        otherParty: { name: expect.any(String) },
      },
    });

    await host.request('POST', `/api/conversations/${conversation.id}/read`);
    const [hostUser] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    expect(await customerLive.next((e) => e.table === 'messages' && e.type === 'update')).toEqual({
      table: 'messages',
      type: 'update',
      record: { conversationId: conversation.id, readBy: hostUser!.id },
    });

    // The sender takes it back: it leaves the host's thread live.
    const { id: messageId } = (atHost as Extract<LiveEvent, { type: 'insert'; table: 'messages' }>).record;
    await customer.request('DELETE', `/api/conversations/${conversation.id}/messages/${messageId}`);
    expect(await hostLive.next((e) => e.table === 'messages' && e.type === 'delete')).toEqual({
      table: 'messages',
      type: 'delete',
      record: { conversationId: conversation.id, id: messageId },
    });

    expect(strangerLive.events.filter((e) => e.table === 'messages' || e.table === 'conversations')).toEqual([]);
    for (const live of [customerLive, hostLive, strangerLive]) live.socket.close();
  });

  it('delivers from the database what an event does not carry (rows too long for a NOTIFY payload)', async () => {
    const conversation = ConversationSchema.parse(
      (
        (await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId })).json() as {
          conversation: unknown;
        }
      ).conversation,
    );
    const long = 'é'.repeat(MESSAGE_MAX_LENGTH);
    const sent = (
      await customer.request('POST', `/api/conversations/${conversation.id}/messages`, { content: long })
    ).json() as { message: { id: string } };
    const [customerUser] = await app.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    const [hostUser] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    const event: ChangeEvent = {
      table: 'messages',
      type: 'insert',
      conversationId: conversation.id,
      messageId: sent.message.id,
      audience: [customerUser!.id, hostUser!.id],
    };
    const full = {
      ...event,
      message: {
        id: sent.message.id,
        conversationId: conversation.id,
        senderId: customerUser!.id,
        content: long,
        timestamp: new Date().toISOString(),
        isRead: false,
        quoteId: null,
      },
    };
    // 4,000 two-byte characters are past PostgreSQL's 8,000-byte limit: the payload names the message only.
    expect(noticePayloads([full], 'instance-1').map((payload) => JSON.parse(payload) as unknown)).toEqual([
      { origin: 'instance-1', events: [event] },
    ]);

    const hostLive = await listen(host.cookie);
    await app.realtime.bus.publish(event);
    expect(
      await hostLive.next((e) => e.table === 'messages' && e.type === 'insert' && e.record.id === sent.message.id),
    ).toMatchObject({ record: { content: long, mine: false } });
    await app.realtime.bus.publish({
      table: 'conversations',
      type: 'update',
      conversationId: conversation.id,
      audience: event.audience,
    });
    expect(
      await hostLive.next(
        (e) => e.table === 'conversations' && e.record.id === conversation.id && e.record.lastMessage === long,
      ),
    ).toMatchObject({ record: { asHost: true } });
    hostLive.socket.close();
  });

  it("passes a participant's typing to the other participant only", async () => {
    const [customerLive, hostLive, strangerLive] = await Promise.all([
      listen(customer.cookie),
      listen(host.cookie),
      listen(stranger.cookie),
    ]);
    const conversation = ConversationSchema.parse(
      (
        (await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: venueId })).json() as {
          conversation: unknown;
        }
      ).conversation,
    );
    const [customerUser] = await app.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    // Someone outside the conversation cannot make anyone see them typing.
    strangerLive.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation.id }));
    customerLive.socket.send(JSON.stringify({ type: 'typing', conversationId: conversation.id }));
    expect(await hostLive.next((e) => e.table === 'typing')).toEqual({
      table: 'typing',
      record: { conversationId: conversation.id, userId: customerUser!.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customerLive.events.filter((e) => e.table === 'typing')).toEqual([]);
    expect(hostLive.events.filter((e) => e.table === 'typing')).toHaveLength(1);
    for (const live of [customerLive, hostLive, strangerLive]) live.socket.close();
  });

  it('answers a ping with a pong', async () => {
    const live = await listen(customer.cookie);
    live.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await live.next((e) => e.table === 'pong')).toEqual({ table: 'pong' });
    live.socket.close();
  });

  it('reads at most 10 frames a second from a socket (§9): the 11th ping goes unanswered', async () => {
    const live = await listen(customer.cookie);
    for (let i = 0; i < 12; i++) live.socket.send(JSON.stringify({ type: 'ping' }));
    // The limit is a one-second window of the wall clock on a real socket: waiting inside it and past it is the subject.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.events.filter((e) => e.table === 'pong')).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 800));
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.events.filter((e) => e.table === 'pong')).toHaveLength(11);
    live.socket.close();
  });
});
