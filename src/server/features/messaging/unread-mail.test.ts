// Mail about unread messages, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: after a minute unread, one mail per
// conversation and person in 15 minutes, never twice for the same messages, none for what was read or for the demo host.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox, user, vendors, venues, type conversations } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { quietLog } from '../../testing/search-database.ts';
import { testEnv } from '../../testing/test-env.ts';
import { createAuth } from '../auth/index.ts';
import { DEMO_HOST, openConversation } from './conversations.ts';
import { markRead, sendMessage } from './messages.ts';
import { mailUnreadMessages } from './unread-mail.ts';

const T0 = new Date('2026-11-23T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(databaseTargets('unread_mail'))('mail about unread messages on $name', (target) => {
  let database: Database;
  let ctx: Parameters<typeof mailUnreadMessages>[0];
  let customerId: string;
  let hostEmail: string;
  let conversation: typeof conversations.$inferSelect;

  const mailsTo = async (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email)));

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    const env = testEnv();
    const mailer = createMailer(env, database.db);
    await seedIfEmpty(database.db, createAuth(env, database.db, mailer, quietLog), T0);
    ctx = { db: database.db, mailer, appUrl: 'http://localhost:3000' };
    const [customer] = await database.db.select().from(user).where(eq(user.email, 'customer@example.com'));
    const [host] = await database.db.select().from(user).where(eq(user.email, 'venue@example.com'));
    customerId = customer!.id;
    hostEmail = host!.email;
    const [venue] = await database.db.select().from(venues).where(eq(venues.userId, host!.id)).limit(1);
    conversation = await openConversation(database.db, customerId, {
      entityType: 'venue',
      entityId: venue!.id,
      source: 'listing',
    });
  }, 120_000);
  afterAll(async () => database?.close());

  it('mails the host once a message has been unread for a minute, then stays quiet for 15 minutes', async () => {
    await sendMessage(database.db, customerId, conversation, 'Is the roof free on May 2?', { now: at(0) });
    expect(await mailUnreadMessages(ctx, at(0.5))).toBe(0);
    expect(await mailUnreadMessages(ctx, at(1))).toBe(1);
    const [mail] = await mailsTo(hostEmail);
    expect(mail).toMatchObject({ subject: expect.stringContaining('New message about') });
    expect(mail!.text).toContain('"Is the roof free on May 2?"');
    expect(mail!.text).toContain(`/messages?c=${conversation.id}`);

    // Something new inside the quiet 15 minutes waits for them to pass.
    await sendMessage(database.db, customerId, conversation, 'Also: is there a freight elevator?', { now: at(5) });
    expect(await mailUnreadMessages(ctx, at(6))).toBe(0);
    expect(await mailUnreadMessages(ctx, at(16))).toBe(1);
    const mails = await mailsTo(hostEmail);
    expect(mails).toHaveLength(2);
    const latest = mails.find((m) => m.text.includes('freight elevator'));
    expect(latest?.text).toContain('2 unread messages');
    // Nothing new since: no more mail, even much later.
    expect(await mailUnreadMessages(ctx, at(40))).toBe(0);
  });

  it('mails nobody about messages already read, nor the demo host', async () => {
    const before = (await database.db.select().from(mailOutbox)).length;
    await sendMessage(database.db, customerId, conversation, 'Read at once', { now: at(100) });
    await markRead(database.db, conversation.participant2, conversation);
    const [demoVendor] = await database.db.select().from(vendors).where(eq(vendors.slug, 'lena-park-photography'));
    const demo = await openConversation(database.db, customerId, {
      entityType: 'vendor',
      entityId: demoVendor!.id,
      source: 'listing',
    });
    expect(demo.participant2).toBe(DEMO_HOST.id);
    await sendMessage(database.db, customerId, demo, 'Hello demo', { now: at(100) });
    expect(await mailUnreadMessages(ctx, at(120))).toBe(0);
    expect((await database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
