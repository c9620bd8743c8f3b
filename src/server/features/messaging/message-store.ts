// Storing messages, many in one statement. Messages that arrive while a store is on its way wait and go together in
// the next one (group commit): under load one statement, one commit and one round trip carry many messages instead
// of each paying for its own. The statement also moves each conversation on (last message, unread counts) and
// describes it as both participants will see it (names, the listing's name), so a live update needs no further read
// on any instance.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError } from '#shared/errors.ts';
import { MESSAGING_ERRORS } from '#shared/messaging.ts';
import { batchWhileBusy } from '../../db/batch-while-busy.ts';
import { databaseKindOf, rowsOf, type Db } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from '../../db/error-code.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { timeOrderedUuid } from '../../db/time-ordered-id.ts';
import type { conversations, messages } from '../../db/schema/index.ts';
import type { ConversationPeople } from './conversations.ts';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** A stored message and its conversation as the same statement left them. */
export interface SentMessage {
  message: MessageRow;
  conversation: ConversationRow;
  people: ConversationPeople;
}

export interface StoreRequest {
  conversationId: string;
  senderId: string;
  /** Already trimmed and masked. */
  content: string;
  now: Date;
  quoteId: string | null;
}

/** A store that found no conversation to move on (it was deleted, or a participant's account was): 404, as for a stranger. */
const conversationGone = () => new AppError('NOT_FOUND', MESSAGING_ERRORS.notFound, 404);

/** At most this many messages go in one statement. */
const MAX_BATCH = 200;
/**
 * Statements on their way at once, each for its own share of the conversations: a conversation's messages always go
 * the same way, so they stay in order and two statements never wait on one conversation's row. One at a time, the
 * store was busy the whole time at 4,000 messages a second (48 messages a statement, 12 ms each) while PostgreSQL
 * had CPU to spare.
 */
const LANES = 4;

interface Waiting {
  message: MessageRow;
  settle: (result: SentMessage | Error) => void;
}

const batchers = new WeakMap<Db, (request: StoreRequest) => Promise<SentMessage>>();

/** Stores the message; resolves when it is committed. Rejects with a 404 AppError when there is no conversation. */
export function storeMessage(db: Db, request: StoreRequest): Promise<SentMessage> {
  let store = batchers.get(db);
  if (!store) batchers.set(db, (store = batcher(db)));
  return store(request);
}

function batcher(db: Db): (request: StoreRequest) => Promise<SentMessage> {
  // A PGlite statement runs in this thread to its end, so messages are gathered for a turn of the event loop first.
  const gatherTurn = databaseKindOf(db) === 'pglite';
  const lanes = Array.from({ length: LANES }, () =>
    batchWhileBusy<Waiting>(MAX_BATCH, (batch) => storeBatch(db, batch), { gatherTurn }),
  );
  // Conversation ids are random UUIDs: their first 32 bits share them out evenly.
  const laneOf = (conversationId: string) => lanes[Number.parseInt(conversationId.slice(0, 8), 16) % LANES]!;
  return (request) =>
    new Promise<SentMessage>((resolve, reject) => {
      const message: MessageRow = {
        id: timeOrderedUuid(request.now.getTime()),
        conversationId: request.conversationId,
        senderId: request.senderId,
        content: request.content,
        timestamp: request.now,
        isRead: false,
        quoteId: request.quoteId,
      };
      laneOf(request.conversationId)({
        message,
        settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
      });
    });
}

/** One statement for the batch; if it fails, each message alone, so one bad message fails only itself. */
async function storeBatch(db: Db, batch: Waiting[]): Promise<void> {
  try {
    const moved = await storeStatement(
      db,
      batch.map((w) => w.message),
    );
    for (const { message, settle } of batch) {
      const done = moved.get(message.conversationId);
      settle(done ? { message, ...done } : conversationGone());
    }
  } catch (error) {
    if (batch.length > 1) {
      for (const one of batch) await storeBatch(db, [one]);
      return;
    }
    batch[0]?.settle(postgresErrorCode(error) === FOREIGN_KEY_VIOLATION ? conversationGone() : (error as Error));
  }
}

interface RawConversation {
  id: string;
  participant_1: string;
  participant_2: string;
  entity_type: 'venue' | 'vendor';
  entity_id: string;
  conversation_type: string;
  inquiry_type: string;
  metadata: ConversationRow['metadata'];
  last_message: string | null;
  last_message_time: string | Date | null;
  last_activity_at: string | Date;
  created_at: string | Date;
  unread_1: number;
  unread_2: number;
  people: ConversationPeople['people'] | string;
  listing: ConversationPeople['listing'] | string;
}

/**
 * Inserts the messages in order, moves each conversation to its newest one and adds them to the other participant's
 * unread count. A named statement, parsed once per connection: PostgreSQL then keeps one generic plan for it. That plan
 * reads only the batch's conversations (the ids go in as an array), and the input's row count is a guess either way,
 * so a plan for each batch's own values costs the planning and buys nothing. Measured with 4 connections storing
 * 12-message batches: 66 µs of PostgreSQL CPU a message against 98–103 µs planned each time (docs/benchmarks.md).
 * Drizzle's `.prepare()` exists only on its query builders, which cannot say this; the session prepares it as it
 * prepares theirs.
 */
const storeQuery = preparedQuery((db) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sql`
WITH input AS (
  SELECT * FROM jsonb_to_recordset(${sql.placeholder('input')}::jsonb)
    AS i(ord int, id uuid, conversation_id uuid, sender_id text, content text, at timestamptz, quote_id uuid)
),
stored AS (
  INSERT INTO messages (id, conversation_id, sender_id, content, "timestamp", quote_id)
  SELECT id, conversation_id, sender_id, content, at, quote_id FROM input ORDER BY ord
  RETURNING id
),
latest AS (
  SELECT conversation_id, (array_agg(content ORDER BY ord DESC))[1] AS content, (array_agg(at ORDER BY ord DESC))[1] AS at,
    array_agg(sender_id) AS senders
  FROM input GROUP BY conversation_id
),
moved AS (
  UPDATE conversations c
  SET last_message = latest.content, last_message_time = latest.at, last_activity_at = greatest(c.last_activity_at, latest.at),
    unread_1 = c.unread_1 + cardinality(array_remove(latest.senders, c.participant_1)),
    unread_2 = c.unread_2 + cardinality(array_remove(latest.senders, c.participant_2))
  FROM latest
  -- The ids as an array: a join on the CTE alone is planned for 100 rows and reads the whole table.
  WHERE c.id = ANY (ARRAY(SELECT conversation_id FROM latest)) AND c.id = latest.conversation_id
  RETURNING c.*
)
SELECT moved.*,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name)), '[]'::jsonb)
    FROM "user" u WHERE u.id IN (moved.participant_1, moved.participant_2)) AS people,
  CASE moved.entity_type
    WHEN 'venue' THEN (SELECT jsonb_build_object('name', name, 'contactName', contact_name) FROM venues WHERE id = moved.entity_id)
    ELSE (SELECT jsonb_build_object('name', name, 'contactName', contact_name) FROM vendors WHERE id = moved.entity_id)
  END AS listing
FROM moved`),
    undefined,
    'store_messages',
    false,
  ),
);

/** Stores the batch; its conversations as the statement left them, by id. */
async function storeStatement(db: Db, batch: MessageRow[]): Promise<Map<string, Omit<SentMessage, 'message'>>> {
  const input = JSON.stringify(
    batch.map((m, ord) => ({
      ord,
      id: m.id,
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      content: m.content,
      at: m.timestamp.toISOString(),
      quote_id: m.quoteId,
    })),
  );
  const result = await storeQuery(db).execute({ input });
  const moved = new Map<string, Omit<SentMessage, 'message'>>();
  for (const raw of rowsOf<RawConversation>(result)) {
    const people =
      typeof raw.people === 'string' ? (JSON.parse(raw.people) as ConversationPeople['people']) : raw.people;
    const listing =
      typeof raw.listing === 'string' ? (JSON.parse(raw.listing) as ConversationPeople['listing']) : raw.listing;
    moved.set(raw.id, {
      conversation: {
        id: raw.id,
        participant1: raw.participant_1,
        participant2: raw.participant_2,
        entityType: raw.entity_type,
        entityId: raw.entity_id,
        conversationType: raw.conversation_type,
        inquiryType: raw.inquiry_type,
        metadata: raw.metadata,
        lastMessage: raw.last_message,
        lastMessageTime: raw.last_message_time === null ? null : new Date(raw.last_message_time),
        lastActivityAt: new Date(raw.last_activity_at),
        unread1: Number(raw.unread_1),
        unread2: Number(raw.unread_2),
        createdAt: new Date(raw.created_at),
      },
      people: { people, listing },
    });
  }
  return moved;
}
