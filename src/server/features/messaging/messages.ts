// Messages of a conversation (spec §3 Message, §4 sending and read-marking, §5 rules, §7 reads): 50 a page, newest
// first; a send is trimmed, refused when empty, hides contact details before a booking, and moves the conversation's
// last message and activity; opening a thread marks only the other party's messages read.
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { MESSAGING } from '#shared/constants.ts';
import {
  maskContactDetails,
  MASKED_CONTACT,
  MESSAGE_DELETE_WINDOW_MS,
  MESSAGING_ERRORS,
  normaliseMessageContent,
  type Message,
} from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, conversations, messages } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { storeMessage, type SentMessage } from './message-store.ts';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export function toMessage(row: MessageRow, viewerId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.timestamp.toISOString(),
    isRead: row.isRead,
    mine: row.senderId === viewerId,
    masked: row.content.includes(MASKED_CONTACT),
    quoteId: row.quoteId,
  };
}

/** A page of the thread, newest first; `before` is the id of the oldest message already shown. */
export async function readThread(
  db: Db,
  viewerId: string,
  conversation: ConversationRow,
  before?: string,
): Promise<{ messages: Message[]; olderCursor: string | null }> {
  const size = MESSAGING.messagesPageSize;
  let olderThan: { timestamp: Date; id: string } | null = null;
  if (before) {
    const [cursor] = await db
      .select({ timestamp: messages.timestamp, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, conversation.id)));
    if (!cursor) return { messages: [], olderCursor: null };
    olderThan = cursor;
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        olderThan
          ? or(
              lt(messages.timestamp, olderThan.timestamp),
              and(eq(messages.timestamp, olderThan.timestamp), lt(messages.id, olderThan.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    messages: page.map((row) => toMessage(row, viewerId)),
    olderCursor: rows.length > size ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The participant's unread count less `n` (never below zero). */
function unreadLess(conversation: ConversationRow, participantId: string, n: number) {
  return conversation.participant1 === participantId
    ? { unread1: sql`greatest(${conversations.unread1} - ${n}, 0)` }
    : { unread2: sql`greatest(${conversations.unread2} - ${n}, 0)` };
}

/**
 * §4: the other party's messages become read and the viewer's unread count drops by as many; the viewer's own are
 * untouched. Returns how many changed. Messages stored meanwhile are not marked and stay counted: the count is
 * lowered by what was marked, not set to zero.
 */
export async function markRead(db: Db, viewerId: string, conversation: ConversationRow): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(messages)
      .set({ isRead: true })
      .where(
        and(eq(messages.conversationId, conversation.id), ne(messages.senderId, viewerId), eq(messages.isRead, false)),
      )
      .returning({ id: messages.id });
    if (changed.length > 0)
      await tx
        .update(conversations)
        .set(unreadLess(conversation, viewerId, changed.length))
        .where(eq(conversations.id, conversation.id));
    return changed.length;
  });
}

/** Whether the conversation's customer has booked its listing (then contact details may be shared). */
async function hasBooked(db: Db, conversation: ConversationRow): Promise<boolean> {
  const listing = conversation.entityType === 'venue' ? bookingItems.venueId : bookingItems.vendorId;
  const [row] = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(
      and(
        eq(listing, conversation.entityId),
        inArray(bookings.customerId, [conversation.participant1, conversation.participant2]),
        inArray(bookingItems.status, ['requested', 'confirmed', 'completed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * §4/§5: stores the message (trimmed, contact details hidden before a booking) and moves the conversation on.
 * `quoteId`: the quote the message carries (a host's quote sent from the thread).
 */
export async function sendMessage(
  db: Db,
  senderId: string,
  conversation: ConversationRow,
  content: string,
  options: { now?: Date; quoteId?: string } = {},
): Promise<SentMessage> {
  const now = options.now ?? new Date();
  const text = normaliseMessageContent(content);
  if (text === null) throw new AppError('EMPTY_MESSAGE', MESSAGING_ERRORS.empty, 400);
  const masked = maskContactDetails(text);
  const stored = masked.masked && !(await hasBooked(db, conversation)) ? masked.content : text;
  return storeMessage(db, {
    conversationId: conversation.id,
    senderId,
    content: stored,
    now,
    quoteId: options.quoteId ?? null,
  });
}

/**
 * The sender takes a message back, within 15 minutes and unless it carries a quote; the conversation's last message
 * becomes the newest one left.
 */
export async function deleteMessage(
  db: Db,
  viewerId: string,
  conversation: ConversationRow,
  messageId: string,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversation.id)));
  if (!row) throw new AppError('MESSAGE_NOT_FOUND', MESSAGING_ERRORS.messageNotFound, 404);
  if (row.senderId !== viewerId) throw new AppError('NOT_YOUR_MESSAGE', MESSAGING_ERRORS.notYourMessage, 403);
  if (row.quoteId !== null) throw new AppError('QUOTE_MESSAGE', MESSAGING_ERRORS.quoteMessage, 409);
  if (now.getTime() - row.timestamp.getTime() >= MESSAGE_DELETE_WINDOW_MS)
    throw new AppError('DELETE_TOO_LATE', MESSAGING_ERRORS.deleteTooLate, 409);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(messages).where(eq(messages.id, row.id)).returning({ isRead: messages.isRead });
    const recipient =
      conversation.participant1 === row.senderId ? conversation.participant2 : conversation.participant1;
    const [newest] = await tx
      .select({ content: messages.content, timestamp: messages.timestamp })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.timestamp), desc(messages.id))
      .limit(1);
    await tx
      .update(conversations)
      .set({
        lastMessage: newest?.content ?? null,
        lastMessageTime: newest?.timestamp ?? null,
        ...(deleted?.isRead === false ? unreadLess(conversation, recipient, 1) : {}),
      })
      .where(eq(conversations.id, conversation.id));
  });
}
