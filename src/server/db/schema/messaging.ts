// Spec §3 Conversation and Message.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';
import { quotes } from './commerce.ts';
import type { ConciergeContext, ConciergeTurn } from '#shared/concierge.ts';

export interface ConversationMetadata {
  entityName?: string;
  source?: string;
}

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participant1: text('participant_1')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    participant2: text('participant_2')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['venue', 'vendor'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    conversationType: text('conversation_type').notNull().default('direct'),
    inquiryType: text('inquiry_type').notNull().default('general'),
    metadata: jsonb('metadata').$type<ConversationMetadata>().notNull().default({}),
    lastMessage: text('last_message'),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * §3 unread_count, for each participant: the other's messages they have not read. Moved by the statements that
     * write messages (the message store, marking read, taking a message back), so reading it costs the same however
     * much is unread.
     */
    unread1: integer('unread_1').notNull().default(0),
    unread2: integer('unread_2').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One conversation per pair of people per listing, whichever of them started it (spec §5).
    uniqueIndex('conversations_pair_entity_unique').on(
      sql`least(${t.participant1}, ${t.participant2})`,
      sql`greatest(${t.participant1}, ${t.participant2})`,
      t.entityType,
      t.entityId,
    ),
    // A person's conversations; not by activity too: every message moves last_activity_at, and a column no index holds
    // lets PostgreSQL update the row in place (a HOT update, migration 0021) instead of adding an entry to every index.
    index('conversations_p1_idx').on(t.participant1),
    index('conversations_p2_idx').on(t.participant2),
    check('conversations_distinct_participants', sql`${t.participant1} <> ${t.participant2}`),
    check('conversations_entity_type_check', sql`${t.entityType} IN ('venue', 'vendor')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    /** A quote the host sent in the thread (shown as a card the customer can pay from). */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('messages_conversation_time_idx').on(t.conversationId, t.timestamp.desc()),
    // Marking read and the unread-mail round read only what is unread, however long the conversation.
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`not ${t.isRead}`),
    check('messages_content_not_blank', sql`length(btrim(${t.content})) > 0`),
  ],
);

/** When a participant was last mailed about unread messages of a conversation: at most one mail per 15 minutes. */
export const messageMailNotices = pgTable(
  'message_mail_notices',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A signed-in user's conversation with the AI concierge (§1 chat history, /profile/chats). */
export const conciergeChats = pgTable(
  'concierge_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The turns, oldest first (ConciergeTurn), at most CONCIERGE_LIMITS.turnsPerChat. */
    turns: jsonb('turns').$type<ConciergeTurn[]>().notNull().default([]),
    /** The context the next turn continues from (ConciergeContext). */
    context: jsonb('context').$type<ConciergeContext>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('concierge_chats_user_updated').on(t.userId, t.updatedAt)],
);
