// Sending (sender.ts) and storing messages together (message-store.ts), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: messages sent at once are all stored in order, each conversation moves to its newest, the unread counts
// a live update shows include the messages stored in the same statement, a message whose conversation is gone fails
// alone, and a sender's remembered conversation is refused once it is gone.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { conversations, messages, user, vendors, venues } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { createAuth } from '../auth/auth.ts';
import { MessagingProblem, openConversation } from './conversations.ts';
import { sendMessage } from './messages.ts';
import { createMessageSender } from './sender.ts';

type ConversationRow = typeof conversations.$inferSelect;

const T0 = new Date('2026-11-25T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(databaseTargets('message_store'))('storing messages together on $name', (target) => {
  let database: Database;
  let customerId: string;
  let venueHostId: string;
  let vendorHostId: string;
  let aboutVenue: ConversationRow;
  let aboutVendor: ConversationRow;

  const threadOf = async (conversation: ConversationRow) =>
    database.db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(asc(messages.timestamp));
  const rowOf = async (conversation: ConversationRow) => (await database.db.select().from(conversations).where(eq(conversations.id, conversation.id)))[0];

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    await seedIfEmpty(database.db, createAuth(env, database.db, createMailer(env, database.db), quietLog), T0);
    const idOf = async (email: string) => (await database.db.select().from(user).where(eq(user.email, email)))[0]!.id;
    customerId = await idOf('customer@example.com');
    venueHostId = await idOf('venue@example.com');
    vendorHostId = await idOf('vendor@example.com');
    const [venue] = await database.db.select().from(venues).where(eq(venues.userId, venueHostId)).limit(1);
    const [vendor] = await database.db.select().from(vendors).where(eq(vendors.userId, vendorHostId)).limit(1);
    aboutVenue = await openConversation(database.db, customerId, { entityType: 'venue', entityId: venue!.id, source: 'listing' });
    aboutVendor = await openConversation(database.db, customerId, { entityType: 'vendor', entityId: vendor!.id, source: 'listing' });
  }, 120_000);
  afterAll(async () => database?.close());

  it('stores messages sent at once in order, moves each conversation to its newest and counts the unread of the same statement', async () => {
    // The first send goes out alone; the later ones to the same conversation wait for it and go in one statement.
    const sent = await Promise.all([
      sendMessage(database.db, customerId, aboutVenue, 'First', { now: at(1) }),
      sendMessage(database.db, customerId, aboutVenue, 'Second', { now: at(2) }),
      sendMessage(database.db, customerId, aboutVendor, 'To the vendor', { now: at(2) }),
      sendMessage(database.db, venueHostId, aboutVenue, 'A reply', { now: at(3) }),
      sendMessage(database.db, customerId, aboutVenue, 'Third', { now: at(4) }),
    ]);

    expect((await threadOf(aboutVenue)).map((m) => [m.content, m.senderId, m.isRead])).toEqual([
      ['First', customerId, false],
      ['Second', customerId, false],
      ['A reply', venueHostId, false],
      ['Third', customerId, false],
    ]);
    expect(sent.map((s) => s.message.content)).toEqual(['First', 'Second', 'To the vendor', 'A reply', 'Third']);
    for (const s of sent) expect((await database.db.select().from(messages).where(eq(messages.id, s.message.id)))[0]).toEqual(s.message);

    const venueRow = await rowOf(aboutVenue);
    expect(venueRow).toMatchObject({ lastMessage: 'Third', lastMessageTime: at(4) });
    expect(sent[4]!.conversation).toEqual(venueRow);
    expect((await rowOf(aboutVendor))?.lastMessage).toBe('To the vendor');

    const unreadSent = (i: number) => Object.fromEntries(sent[i]!.people.people.map((p) => [p.id, p.unreadSent]));
    expect(unreadSent(0)).toEqual({ [customerId]: 1, [venueHostId]: 0 });
    expect(unreadSent(4)).toEqual({ [customerId]: 3, [venueHostId]: 1 });
    expect(sent[4]!.people.listingName).toBe(aboutVenue.metadata.entityName);
    expect(sent[2]!.people.listingName).toBe(aboutVendor.metadata.entityName);
  });

  it('fails only the message whose conversation is gone; the others of its statement are stored', async () => {
    const [gone] = await database.db
      .insert(conversations)
      .values({ participant1: customerId, participant2: venueHostId, entityType: 'venue', entityId: aboutVendor.entityId, metadata: {} })
      .returning();
    await database.db.delete(conversations).where(eq(conversations.id, gone!.id));

    const results = await Promise.allSettled([
      sendMessage(database.db, customerId, aboutVendor, 'Goes out alone', { now: at(10) }),
      sendMessage(database.db, customerId, gone!, 'Into the void', { now: at(11) }),
      sendMessage(database.db, customerId, aboutVenue, 'Still arrives', { now: at(12) }),
    ]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refusal = (results[1] as PromiseRejectedResult).reason as unknown;
    expect(refusal).toBeInstanceOf(MessagingProblem);
    expect(refusal).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await threadOf(aboutVenue)).at(-1)?.content).toBe('Still arrives');
    expect(await database.db.select().from(messages).where(eq(messages.conversationId, gone!.id))).toEqual([]);
  });

  it('refuses a send to a remembered conversation once it is gone, and to anyone not in it', async () => {
    const [mine] = await database.db
      .insert(conversations)
      .values({ participant1: customerId, participant2: venueHostId, entityType: 'vendor', entityId: aboutVenue.entityId, metadata: {} })
      .returning();
    const announced: string[] = [];
    const sender = createMessageSender(database.db, (sent) => announced.push(sent.message.content));
    try {
      await sender.send(customerId, mine!.id, 'Remember this one');
      await expect(sender.send(vendorHostId, mine!.id, 'Not mine')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
      await database.db.delete(conversations).where(eq(conversations.id, mine!.id));
      await expect(sender.send(customerId, mine!.id, 'After it went')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
      await expect(sender.send(customerId, mine!.id, 'Again')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(announced).toEqual(['Remember this one']);
    } finally {
      sender.stop();
    }
  });
});
