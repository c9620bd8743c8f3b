// Sending (sender.ts) and storing messages together (message-store.ts), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: messages sent at once are all stored in order, each conversation moves to its newest, the unread counts
// a live update shows include the messages stored in the same statement, a message whose conversation is gone fails
// alone, a sender's remembered conversation is refused once it is gone, and each unread count stays equal to the
// unread messages through sends, reads and messages taken back.
import { readFileSync } from 'node:fs';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { conversations, messages, user, vendors, venues } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { AppError } from '#shared/errors.ts';
import { createAuth } from '../auth/index.ts';
import { openConversation, unreadTotal } from './conversations.ts';
import { deleteMessage, markRead, sendMessage } from './messages.ts';
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
    database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(asc(messages.timestamp));
  const rowOf = async (conversation: ConversationRow) =>
    (await database.db.select().from(conversations).where(eq(conversations.id, conversation.id)))[0];

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
    aboutVenue = await openConversation(database.db, customerId, {
      entityType: 'venue',
      entityId: venue!.id,
      source: 'listing',
    });
    aboutVendor = await openConversation(database.db, customerId, {
      entityType: 'vendor',
      entityId: vendor!.id,
      source: 'listing',
    });
  }, 120_000);
  afterAll(async () => database?.close());

  it('stores messages sent at once in order, moves each conversation to its newest and counts the unread of the same statement', async () => {
    // On PostgreSQL the first send goes out alone and the later ones wait for it and go in one statement; PGlite
    // gathers the turn's sends first (a statement there runs to its end before the next send arrives), so all go in one.
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
    for (const s of sent)
      expect((await database.db.select().from(messages).where(eq(messages.id, s.message.id)))[0]).toEqual(s.message);
    // Ids in the order of time (UUID version 7), so the primary key grows at its end. The vendor's message shares
    // its millisecond with the second, so only the venue thread's four are compared.
    const ids = sent.map((s) => s.message.id);
    expect(ids.every((id) => id[14] === '7')).toBe(true);
    expect([ids[0], ids[1], ids[3], ids[4]]).toEqual([ids[0], ids[1], ids[3], ids[4]].sort());

    const venueRow = await rowOf(aboutVenue);
    expect(venueRow).toMatchObject({ lastMessage: 'Third', lastMessageTime: at(4) });
    expect(sent[4]!.conversation).toEqual(venueRow);
    expect((await rowOf(aboutVendor))?.lastMessage).toBe('To the vendor');

    // The customer is participant 1 and the host participant 2: each counts what the other sent.
    const unread = (i: number) => [sent[i]!.conversation.unread1, sent[i]!.conversation.unread2];
    expect(unread(0)).toEqual(target.name === 'postgres' ? [0, 1] : [1, 3]);
    expect(unread(4)).toEqual([1, 3]);
    expect(sent[4]!.people.people.map((p) => p.id).sort()).toEqual([customerId, venueHostId].sort());
    expect(sent[4]!.people.listing?.name).toBe(aboutVenue.metadata.entityName);
    expect(sent[2]!.people.listing?.name).toBe(aboutVendor.metadata.entityName);
  });

  it('fails only the message whose conversation is gone; the others of its statement are stored', async () => {
    const [gone] = await database.db
      .insert(conversations)
      .values({
        participant1: customerId,
        participant2: venueHostId,
        entityType: 'venue',
        entityId: aboutVendor.entityId,
        metadata: {},
      })
      .returning();
    await database.db.delete(conversations).where(eq(conversations.id, gone!.id));

    const results = await Promise.allSettled([
      sendMessage(database.db, customerId, aboutVendor, 'Goes out alone', { now: at(10) }),
      sendMessage(database.db, customerId, gone!, 'Into the void', { now: at(11) }),
      sendMessage(database.db, customerId, aboutVenue, 'Still arrives', { now: at(12) }),
    ]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refusal = (results[1] as PromiseRejectedResult).reason as unknown;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await threadOf(aboutVenue)).at(-1)?.content).toBe('Still arrives');
    expect(await database.db.select().from(messages).where(eq(messages.conversationId, gone!.id))).toEqual([]);
  });

  it('refuses a send to a remembered conversation once it is gone, and to anyone not in it', async () => {
    const [mine] = await database.db
      .insert(conversations)
      .values({
        participant1: customerId,
        participant2: venueHostId,
        entityType: 'vendor',
        entityId: aboutVenue.entityId,
        metadata: {},
      })
      .returning();
    const delivered: string[] = [];
    const sender = createMessageSender(database.db, (sent) => delivered.push(sent.message.content));
    try {
      await sender.send(customerId, mine!.id, 'Remember this one');
      await expect(sender.send(vendorHostId, mine!.id, 'Not mine')).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      await database.db.delete(conversations).where(eq(conversations.id, mine!.id));
      await expect(sender.send(customerId, mine!.id, 'After it went')).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      await expect(sender.send(customerId, mine!.id, 'Again')).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      expect(delivered).toEqual(['Remember this one']);
    } finally {
      sender.stop();
    }
  });

  it('keeps each unread count equal to the unread messages through sends, reads and messages taken back', async () => {
    const counters = async (c: ConversationRow) => {
      const row = await rowOf(c);
      return [row!.unread1, row!.unread2];
    };
    const unreadFrom = async (c: ConversationRow, reader: string) =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(messages)
          .where(and(eq(messages.conversationId, c.id), ne(messages.senderId, reader), eq(messages.isRead, false)))
      )[0]!.n;
    const recounted = async (c: ConversationRow) => [
      await unreadFrom(c, c.participant1),
      await unreadFrom(c, c.participant2),
    ];
    const [before1 = 0, before2 = 0] = await counters(aboutVendor);
    expect([before1, before2]).toEqual(await recounted(aboutVendor));

    await Promise.all([
      sendMessage(database.db, vendorHostId, aboutVendor, 'One', { now: at(20) }),
      sendMessage(database.db, vendorHostId, aboutVendor, 'Two', { now: at(21) }),
    ]);
    expect(await counters(aboutVendor)).toEqual([before1 + 2, before2]);
    expect(await unreadTotal(database.db, customerId)).toBe((await counters(aboutVenue))[0]! + before1 + 2);

    expect(await markRead(database.db, customerId, aboutVendor)).toBe(before1 + 2);
    expect(await counters(aboutVendor)).toEqual([0, before2]);
    expect(await markRead(database.db, customerId, aboutVendor)).toBe(0);

    const regret = await sendMessage(database.db, customerId, aboutVendor, 'Take this back', { now: at(22) });
    expect(await counters(aboutVendor)).toEqual([0, before2 + 1]);
    await deleteMessage(database.db, customerId, aboutVendor, regret.message.id, at(23));
    expect(await counters(aboutVendor)).toEqual([0, before2]);

    // A message already read leaves the count as it is when it is taken back.
    const seen = await sendMessage(database.db, vendorHostId, aboutVendor, 'Seen, then taken back', { now: at(24) });
    await markRead(database.db, customerId, aboutVendor);
    await deleteMessage(database.db, vendorHostId, aboutVendor, seen.message.id, at(25));
    expect(await counters(aboutVendor)).toEqual([0, before2]);
    expect(await counters(aboutVendor)).toEqual(await recounted(aboutVendor));

    // The migration that added the counts fills them from the messages.
    const expected = await Promise.all([aboutVenue, aboutVendor].map(counters));
    await database.db.update(conversations).set({ unread1: 0, unread2: 0 });
    const migration = readFileSync(
      new URL('../../db/migrations/0020_conversation_unread_counts.sql', import.meta.url),
      'utf8',
    );
    await database.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    expect(await Promise.all([aboutVenue, aboutVendor].map(counters))).toEqual(expected);
  });
});
