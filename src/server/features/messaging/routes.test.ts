// Messaging over HTTP: a conversation per pair and listing (reused), sends trimmed and never empty, read-marking of
// the other party's messages only, unread counts, pages of 20 and 50, contact details hidden before a booking, the
// demo host's scripted replies, and nothing at all for someone who is not a participant.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConversationPageSchema,
  ConversationSchema,
  MASKED_CONTACT,
  MessagePageSchema,
  MessageSchema,
} from '#shared/messaging.ts';
import { bookingItems, bookings, conversations, messages, user, vendors, venues } from '../../db/schema/index.ts';
import { client, signedIn, type Client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DEMO_HOST } from './conversations.ts';
import { DEMO_REPLIES } from './demo-replies.ts';
import { storeMessage } from './message-store.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
let ownedVenueId: string;
let customer: Client;
let host: Client;
let stranger: Client;

const conversationOf = (response: { json(): unknown }) =>
  ConversationSchema.parse((response.json() as { conversation: unknown }).conversation);
const pageOf = async (c: Client, url = '/api/conversations') =>
  ConversationPageSchema.parse((await c.request('GET', url)).json());
const threadOf = async (c: Client, id: string, before?: string) =>
  MessagePageSchema.parse(
    (await c.request('GET', `/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`)).json(),
  );
const unreadOf = async (c: Client) =>
  ((await c.request('GET', '/api/conversations/unread')).json() as { unread: number }).unread;

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.select().from(user).where(eq(user.email, 'venue@example.com'));
  const [venue] = await app.db.select().from(venues).where(eq(venues.userId, owner!.id)).limit(1);
  ownedVenueId = venue!.id;
  customer = await signedIn(app, 'customer@example.com');
  host = await signedIn(app, 'venue@example.com');
  stranger = await signedIn(app, 'admin@example.com');
}, 120_000);
afterAll(async () => app?.close());

describe('messaging routes', () => {
  it('are for signed-in users only', async () => {
    const guest = client(app);
    expect((await guest.request('GET', '/api/conversations')).statusCode).toBe(401);
    expect(
      (await guest.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId })).statusCode,
    ).toBe(401);
  });

  it("opens one conversation per pair and listing with the listing's host, and reuses it", async () => {
    const first = conversationOf(
      await customer.request('POST', '/api/conversations', {
        entityType: 'venue',
        entityId: ownedVenueId,
        source: 'quick-question',
      }),
    );
    expect(first).toMatchObject({
      entityType: 'venue',
      entityId: ownedVenueId,
      asHost: false,
      metadata: { source: 'quick-question' },
      unreadCount: 0,
    });
    // The customer writes to the person the listing's page names beside "Message".
    const [venue] = await app.db.select().from(venues).where(eq(venues.id, ownedVenueId));
    expect(venue!.contactName).toBeTruthy();
    expect(first.otherParty.name).toBe(venue!.contactName);
    expect(first.metadata.entityName).toBe(first.entityName);
    const again = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    expect(again.id).toBe(first.id);
    // The host sees the same conversation, as its host.
    const [hostView] = (await pageOf(host)).conversations.filter((c) => c.id === first.id);
    expect(hostView).toMatchObject({ asHost: true, otherParty: { name: 'Casey Customer' } });
    // The portal's inbox (as=host) has it for the host; the customer's as=host list does not.
    expect((await pageOf(host, '/api/conversations?as=host')).conversations.map((c) => c.id)).toContain(first.id);
    expect((await pageOf(host, '/api/conversations?as=customer')).conversations.map((c) => c.id)).not.toContain(
      first.id,
    );
    expect((await pageOf(customer, '/api/conversations?as=host')).conversations.map((c) => c.id)).not.toContain(
      first.id,
    );
    expect((await pageOf(customer, '/api/conversations?as=customer')).conversations.map((c) => c.id)).toContain(
      first.id,
    );

    expect(
      (await host.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId })).json(),
    ).toEqual({ error: { code: 'OWN_LISTING', message: 'This is your own listing.' } });
    const missing = await customer.request('POST', '/api/conversations', {
      entityType: 'vendor',
      entityId: ownedVenueId,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends trimmed messages, never empty ones, and moves the conversation to the top with its last message', async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    const blank = await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: '   \n ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { code: 'EMPTY_MESSAGE', message: 'Write a message first.' } });

    const sent = await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: '  Is the rooftop free on March 6?  ',
    });
    expect(sent.statusCode).toBe(201);
    const message = MessageSchema.parse((sent.json() as { message: unknown }).message);
    expect(message).toMatchObject({
      content: 'Is the rooftop free on March 6?',
      mine: true,
      isRead: false,
      masked: false,
    });

    const [top] = (await pageOf(host)).conversations;
    expect(top).toMatchObject({ id: conversation.id, lastMessage: 'Is the rooftop free on March 6?', unreadCount: 1 });
    expect((await pageOf(customer)).conversations[0]).toMatchObject({ id: conversation.id, unreadCount: 0 });
  });

  it("opening a thread marks only the other party's messages read, and the unread counts follow", async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Can we bring our own DJ?',
    });
    await host.request('POST', `/api/conversations/${conversation.id}/messages`, { content: 'Yes, of course.' });
    const hostUnread = await unreadOf(host);
    expect(hostUnread).toBeGreaterThanOrEqual(2);
    expect(await unreadOf(customer)).toBeGreaterThanOrEqual(1);

    expect(
      ((await host.request('POST', `/api/conversations/${conversation.id}/read`)).json() as { marked: number }).marked,
    ).toBe(hostUnread);
    expect(await unreadOf(host)).toBe(0);
    const thread = await threadOf(customer, conversation.id);
    // The host's reading left the host's own message unread for the customer, and marked the customer's read.
    expect(thread.messages.find((m) => m.content === 'Yes, of course.')).toMatchObject({ isRead: false, mine: false });
    expect(thread.messages.filter((m) => m.mine).every((m) => m.isRead)).toBe(true);
    expect(await unreadOf(customer)).toBe(1);
  });

  it('lets the sender take a message back within 15 minutes; the conversation shows the newest message left', async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    const send = async (content: string) =>
      MessageSchema.parse(
        (
          (await customer.request('POST', `/api/conversations/${conversation.id}/messages`, { content })).json() as {
            message: unknown;
          }
        ).message,
      );
    const kept = await send('Do you have a cloakroom?');
    const oops = await send('Sorry, wrong chat');
    const url = `/api/conversations/${conversation.id}/messages/${oops.id}`;

    expect((await host.request('DELETE', url)).json()).toEqual({
      error: { code: 'NOT_YOUR_MESSAGE', message: 'You can only delete your own messages.' },
    });
    expect((await stranger.request('DELETE', url)).statusCode).toBe(404);
    expect((await threadOf(customer, conversation.id)).messages[0]!.id).toBe(oops.id);

    expect((await customer.request('DELETE', url)).statusCode).toBe(204);
    expect((await threadOf(host, conversation.id)).messages.map((m) => m.id)).not.toContain(oops.id);
    expect((await pageOf(host)).conversations.find((c) => c.id === conversation.id)).toMatchObject({
      lastMessage: kept.content,
    });
    expect((await customer.request('DELETE', url)).json()).toEqual({
      error: { code: 'MESSAGE_NOT_FOUND', message: 'This message was not found.' },
    });

    await app.db
      .update(messages)
      .set({ timestamp: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messages.id, kept.id));
    const late = await customer.request('DELETE', `/api/conversations/${conversation.id}/messages/${kept.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: { code: 'DELETE_TOO_LATE', message: 'Messages can only be deleted within 15 minutes of sending.' },
    });
    expect((await threadOf(customer, conversation.id)).messages.map((m) => m.id)).toContain(kept.id);
  });

  it('shows someone who is not a participant nothing, not even that the conversation exists', async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    for (const [method, url, body] of [
      ['GET', `/api/conversations/${conversation.id}`, undefined],
      ['GET', `/api/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/conversations/${conversation.id}/messages`, { content: 'hello' }],
      ['POST', `/api/conversations/${conversation.id}/read`, undefined],
      ['DELETE', `/api/conversations/${conversation.id}/messages/${conversation.id}`, undefined],
    ] as const) {
      const response = await stranger.request(method, url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This conversation was not found.' } });
    }
    expect((await pageOf(stranger)).conversations.map((c) => c.id)).not.toContain(conversation.id);
    const [stored] = await app.db.select().from(messages).where(eq(messages.content, 'hello'));
    expect(stored).toBeUndefined();
  });

  it('hides phone numbers and emails before a booking', async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    const sent = await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Call me on (415) 555-0134 or write to casey@example.com',
    });
    const message = MessageSchema.parse((sent.json() as { message: unknown }).message);
    expect(message.content).toBe(`Call me on ${MASKED_CONTACT} or write to ${MASKED_CONTACT}`);
    expect(message.masked).toBe(true);
    expect((await pageOf(host)).conversations.find((c) => c.id === conversation.id)?.lastMessage).not.toContain('555');
  });

  it('lets contact details through once the customer has booked the listing', async () => {
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'venue', entityId: ownedVenueId }),
    );
    const [booker] = await app.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    const day = '2027-05-12';
    const [booking] = await app.db
      .insert(bookings)
      .values({
        reference: 'EV-MESSAGING-TEST',
        customerId: booker!.id,
        eventDate: day,
        subtotalCents: 4,
        customerPlatformFeeCents: 0,
        vendorPlatformFeeCents: 0,
        processingFeeCents: 0,
        taxCents: 0,
        customerTotalCents: 4,
        vendorReceivesCents: 4,
        platformRevenueCents: 0,
      })
      .returning();
    await app.db.insert(bookingItems).values({
      bookingId: booking!.id,
      itemType: 'venue',
      venueId: ownedVenueId,
      timeZone: 'UTC',
      name: 'Booked venue',
      unitPriceCents: 1,
      quantity: 1,
      hours: 4,
      lineTotalCents: 4,
      partnerPayoutCents: 4,
      status: 'confirmed',
      startsAt: new Date(`${day}T18:00:00Z`),
      endsAt: new Date(`${day}T22:00:00Z`),
    });
    const sent = await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'My cell for the day: (415) 555-0199',
    });
    expect(MessageSchema.parse((sent.json() as { message: unknown }).message)).toMatchObject({
      content: 'My cell for the day: (415) 555-0199',
      masked: false,
    });
    await app.db.delete(bookings).where(eq(bookings.id, booking!.id));
  });

  it('reads a thread 50 messages a page, newest first, and the conversations 20 a page', async () => {
    const [vendor] = await app.db.select().from(vendors).where(isNull(vendors.userId)).limit(1);
    const conversation = conversationOf(
      await stranger.request('POST', '/api/conversations', { entityType: 'vendor', entityId: vendor!.id }),
    );
    for (let i = 1; i <= 55; i += 1) {
      await storeMessage(app.db, {
        conversationId: conversation.id,
        senderId: DEMO_HOST.id,
        content: `Note ${i}`,
        now: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        quoteId: null,
      });
    }
    const first = await threadOf(stranger, conversation.id);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]?.content).toBe('Note 55');
    expect(first.olderCursor).toBe(first.messages.at(-1)?.id);
    const older = await threadOf(stranger, conversation.id, first.olderCursor!);
    expect(older.messages.map((m) => m.content)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(older.olderCursor).toBeNull();

    // Straight into the table: 21 opened over HTTP would meet the route's rate limit.
    const [admin] = await app.db.select().from(user).where(eq(user.email, 'admin@example.com'));
    const listings = await app.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(isNull(vendors.userId))
      .offset(10)
      .limit(21);
    await app.db.insert(conversations).values(
      listings.map((l) => ({
        participant1: admin!.id,
        participant2: DEMO_HOST.id,
        entityType: 'vendor' as const,
        entityId: l.id,
      })),
    );
    const page1 = await pageOf(stranger);
    expect(page1.conversations).toHaveLength(20);
    expect(page1.nextPage).toBe(2);
    const page2 = await pageOf(stranger, '/api/conversations?page=2');
    expect(page2.conversations.length).toBeGreaterThanOrEqual(1);
    expect(page2.conversations.map((c) => c.id)).not.toContain(page1.conversations[0]?.id);
  });

  it("answers a demo listing's message with the host's scripted reply within 1.5-4 s, stored like any other", async () => {
    const [vendor] = await app.db.select().from(vendors).where(isNull(vendors.userId)).offset(5).limit(1);
    const conversation = conversationOf(
      await customer.request('POST', '/api/conversations', { entityType: 'vendor', entityId: vendor!.id }),
    );
    expect(conversation.otherParty).toEqual({ id: DEMO_HOST.id, name: vendor!.contactName ?? DEMO_HOST.name });
    await customer.request('POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Are you free on June 5?',
    });
    const started = Date.now();
    const reply = await vi.waitFor(
      async () => {
        const found = (await threadOf(customer, conversation.id)).messages.find((m) => !m.mine);
        if (!found) throw new Error('the demo host has not replied yet');
        return found;
      },
      { timeout: 6_000, interval: 250 },
    );
    expect(reply.content).toBe(DEMO_REPLIES.vendor[0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  }, 20_000);
});
