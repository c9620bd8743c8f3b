// A participant who has not read a message within a minute (offline, or looking elsewhere) gets a mail about it,
// at most one per conversation every 15 minutes, and never twice for the same messages. It runs every minute on
// every instance; claiming the notice row first keeps two instances from mailing the same thing.
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messageMailNotices, messages, user } from '../../db/schema/index.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import { DEMO_HOST } from './conversations.ts';

export const UNREAD_MAIL = {
  /** A message unread this long is mailed about. */
  afterMs: 60_000,
  /** How often the sweep runs. */
  everyMs: 60_000,
  /** At most one mail per conversation and person in this time. */
  quietMs: 15 * 60_000,
  /** Older unread messages are left alone (a person back after days reads their inbox). */
  lookbackMs: 24 * 3_600_000,
} as const;

const EXCERPT_LENGTH = 160;

export interface UnreadMailContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/** Mails every participant due a notice; returns how many mails went out. */
export async function mailUnreadMessages(ctx: UnreadMailContext, now = new Date()): Promise<number> {
  const recipient = sql<string>`CASE WHEN ${messages.senderId} = ${conversations.participant1} THEN ${conversations.participant2} ELSE ${conversations.participant1} END`;
  const due = await ctx.db
    .select({
      conversationId: messages.conversationId,
      recipient,
      unread: sql<number>`count(*)::int`,
      newest: sql<string>`max(${messages.timestamp})`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.isRead, false),
        lte(messages.timestamp, new Date(now.getTime() - UNREAD_MAIL.afterMs)),
        gt(messages.timestamp, new Date(now.getTime() - UNREAD_MAIL.lookbackMs)),
      ),
    )
    .groupBy(messages.conversationId, recipient);

  let sent = 0;
  for (const { conversationId, recipient: userId, unread, newest } of due) {
    if (userId === DEMO_HOST.id) continue;
    const claimed = await ctx.db
      .insert(messageMailNotices)
      .values({ conversationId, userId, sentAt: now })
      .onConflictDoUpdate({
        target: [messageMailNotices.conversationId, messageMailNotices.userId],
        set: { sentAt: now },
        // Quiet for 15 minutes, and something new since the last mail.
        setWhere: sql`${messageMailNotices.sentAt} <= ${new Date(now.getTime() - UNREAD_MAIL.quietMs).toISOString()}::timestamptz AND ${messageMailNotices.sentAt} < ${newest}::timestamptz`,
      })
      .returning({ userId: messageMailNotices.userId });
    if (claimed.length === 0) continue;
    await mailOne(ctx, conversationId, userId, Number(unread));
    sent += 1;
  }
  return sent;
}

async function mailOne(ctx: UnreadMailContext, conversationId: string, userId: string, unread: number): Promise<void> {
  const [conversation] = await ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
  const [latest] = await ctx.db
    .select({ content: messages.content, sender: user.name })
    .from(messages)
    .innerJoin(user, eq(user.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, userId), eq(messages.isRead, false)))
    .orderBy(desc(messages.timestamp))
    .limit(1);
  const [to] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!conversation || !latest || !to) return;
  const listing = conversation.metadata.entityName ?? 'your listing';
  const excerpt =
    latest.content.length > EXCERPT_LENGTH ? `${latest.content.slice(0, EXCERPT_LENGTH - 1)}…` : latest.content;
  const more = unread > 1 ? ` (${unread} unread messages)` : '';
  await ctx.mailer.send({
    to: to.email,
    subject: `New message about ${listing} from ${latest.sender}`,
    text: `${latest.sender} wrote about ${listing}${more}:\n\n"${excerpt}"\n\nRead and reply: ${ctx.appUrl}/messages?c=${conversationId}`,
  });
}
