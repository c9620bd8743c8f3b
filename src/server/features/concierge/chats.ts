// Signed-in users' concierge chats (/profile/chats): a turn pair is appended to the user's chat, or starts one
// titled after the first message; each user reads and deletes only their own.
import { and, desc, eq } from 'drizzle-orm';
import {
  CONCIERGE_LIMITS,
  type Chat,
  type ChatSummary,
  type ConciergeContext,
  type ConciergeTurn,
} from '#shared/concierge.ts';
import type { Db } from '../../db/client.ts';
import { conciergeChats } from '../../db/schema/index.ts';

const TITLE_CHARS = 80;

function titleOf(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  return text.length <= TITLE_CHARS ? text : `${text.slice(0, TITLE_CHARS - 1).trimEnd()}…`;
}

/** Appends the turns to `chat` (the user's, as readChat found it) or starts a new one; answers its id. */
export async function saveTurns(
  db: Db,
  userId: string,
  chat: Pick<Chat, 'id' | 'turns'> | null,
  turns: ConciergeTurn[],
  context: ConciergeContext,
): Promise<string> {
  if (chat) {
    const kept = [...chat.turns, ...turns].slice(-CONCIERGE_LIMITS.turnsPerChat);
    await db
      .update(conciergeChats)
      .set({ turns: kept, context, updatedAt: new Date() })
      .where(and(eq(conciergeChats.id, chat.id), eq(conciergeChats.userId, userId)));
    return chat.id;
  }
  const [created] = await db
    .insert(conciergeChats)
    .values({ userId, title: titleOf(turns[0]?.text ?? 'Event plan'), turns, context })
    .returning({ id: conciergeChats.id });
  return created!.id;
}

export async function listChats(db: Db, userId: string): Promise<ChatSummary[]> {
  const rows = await db
    .select({
      id: conciergeChats.id,
      title: conciergeChats.title,
      turns: conciergeChats.turns,
      updatedAt: conciergeChats.updatedAt,
    })
    .from(conciergeChats)
    .where(eq(conciergeChats.userId, userId))
    .orderBy(desc(conciergeChats.updatedAt))
    .limit(CONCIERGE_LIMITS.chatsListed);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    lastMessage: row.turns.at(-1)?.text.slice(0, 200) ?? '',
    turns: row.turns.length,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function readChat(db: Db, userId: string, chatId: string): Promise<Chat | null> {
  const [row] = await db
    .select()
    .from(conciergeChats)
    .where(and(eq(conciergeChats.id, chatId), eq(conciergeChats.userId, userId)));
  return row
    ? { id: row.id, title: row.title, turns: row.turns, context: row.context, updatedAt: row.updatedAt.toISOString() }
    : null;
}

export async function deleteChat(db: Db, userId: string, chatId: string): Promise<boolean> {
  const deleted = await db
    .delete(conciergeChats)
    .where(and(eq(conciergeChats.id, chatId), eq(conciergeChats.userId, userId)))
    .returning({ id: conciergeChats.id });
  return deleted.length > 0;
}
