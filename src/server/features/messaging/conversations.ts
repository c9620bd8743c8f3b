// Conversations between a visitor and a listing's host (spec §3 Conversation, §5 reuse, §6 who sees what, §7 reads):
// one per pair of people per listing, listed 20 a page by latest activity with the listing's name, the last message
// and the viewer's unread count. The sample catalogue's listings have no owner: the demo host answers for them,
// with scripted replies stored like any other (demo-replies.ts).
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGING } from '#shared/constants.ts';
import { AppError } from '#shared/errors.ts';
import {
  MESSAGING_ERRORS,
  type Conversation,
  type ConversationScope,
  type OpenConversationRequest,
} from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { conversations, user, vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue } from '../listings/index.ts';

/** The account that answers for the sample catalogue's listings. It cannot sign in: it has no password. */
export const DEMO_HOST = { id: 'demo-host', name: 'Eventide demo host', email: 'demo-host@eventide.invalid' } as const;

type ConversationRow = typeof conversations.$inferSelect;

async function ensureDemoHost(db: Db): Promise<string> {
  await db
    .insert(user)
    .values({ ...DEMO_HOST, emailVerified: true })
    .onConflictDoNothing();
  return DEMO_HOST.id;
}

/** The live listing's name and who answers for it: its owner, or the demo host for a sample listing; else null. */
async function listingHost(
  db: Db,
  entityType: 'venue' | 'vendor',
  entityId: string,
): Promise<{ name: string; hostId: string } | null> {
  const [row] =
    entityType === 'venue'
      ? await db
          .select({ name: venues.name, owner: venues.userId, isSample: venues.isSample })
          .from(venues)
          .where(and(eq(venues.id, entityId), liveVenue))
      : await db
          .select({ name: vendors.name, owner: vendors.userId, isSample: vendors.isSample })
          .from(vendors)
          .where(and(eq(vendors.id, entityId), liveVendor));
  if (!row) return null;
  if (row.owner) return { name: row.name, hostId: row.owner };
  return row.isSample ? { name: row.name, hostId: await ensureDemoHost(db) } : null;
}

/** §5: the conversation between the viewer and the listing's host, reused when it exists, else started. */
export async function openConversation(
  db: Db,
  viewerId: string,
  request: OpenConversationRequest,
): Promise<ConversationRow> {
  const listing = await listingHost(db, request.entityType, request.entityId);
  if (!listing) throw new AppError('LISTING_NOT_FOUND', MESSAGING_ERRORS.listingNotFound, 404);
  const { hostId } = listing;
  if (hostId === viewerId) throw new AppError('OWN_LISTING', MESSAGING_ERRORS.ownListing, 400);
  const pair = or(
    and(eq(conversations.participant1, viewerId), eq(conversations.participant2, hostId)),
    and(eq(conversations.participant1, hostId), eq(conversations.participant2, viewerId)),
  );
  const where = and(
    pair,
    eq(conversations.entityType, request.entityType),
    eq(conversations.entityId, request.entityId),
  );
  const [existing] = await db.select().from(conversations).where(where);
  if (existing) return existing;
  await db
    .insert(conversations)
    .values({
      participant1: viewerId,
      participant2: hostId,
      entityType: request.entityType,
      entityId: request.entityId,
      conversationType: 'direct',
      inquiryType: 'general',
      metadata: { entityName: listing.name, source: request.source },
    })
    .onConflictDoNothing();
  // Two tabs opening it at once: the unique pair index keeps one, and both read it.
  const [row] = await db.select().from(conversations).where(where);
  return row!;
}

const conversationOfParticipant = preparedQuery((db) =>
  db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, sql.placeholder('conversationId')),
        or(
          eq(conversations.participant1, sql.placeholder('viewerId')),
          eq(conversations.participant2, sql.placeholder('viewerId')),
        ),
      ),
    )
    .prepare('conversation_of_participant'),
);

/** The conversation, if the viewer takes part in it (§6): others get nothing, not even that it exists. */
export async function conversationFor(
  db: Db,
  viewerId: string,
  conversationId: string,
): Promise<ConversationRow | null> {
  const [row] = await conversationOfParticipant(db).execute({ conversationId, viewerId });
  return row ?? null;
}

/** §7: the viewer's conversations, newest activity first, 20 a page (1-based). */
/**
 * The viewer's conversations, 20 a page. `as`: only those where the viewer hosts the listing (the portal's inbox), or
 * only those where they asked. A listing's host is always the second participant.
 */
export async function listConversations(
  db: Db,
  viewerId: string,
  page: number,
  as?: ConversationScope,
): Promise<{ conversations: Conversation[]; nextPage: number | null }> {
  const size = MESSAGING.conversationsPageSize;
  const mine =
    as === 'host'
      ? eq(conversations.participant2, viewerId)
      : as === 'customer'
        ? eq(conversations.participant1, viewerId)
        : or(eq(conversations.participant1, viewerId), eq(conversations.participant2, viewerId));
  const rows = await db
    .select()
    .from(conversations)
    .where(mine)
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const shown = rows.slice(0, size);
  return {
    conversations: await describeConversations(db, viewerId, shown),
    nextPage: rows.length > size ? page + 1 : null,
  };
}

/** The fields of a conversation row that it is shown with. */
export type ShownConversation = Pick<
  ConversationRow,
  | 'id'
  | 'participant1'
  | 'participant2'
  | 'entityType'
  | 'entityId'
  | 'metadata'
  | 'lastMessage'
  | 'lastMessageTime'
  | 'lastActivityAt'
  | 'unread1'
  | 'unread2'
>;

/** A listing as its conversations name it: its name, and the person its partner put forward as its contact. */
interface ListingNames {
  name: string;
  contactName: string | null;
}

/** What a conversation row needs to be shown: the names of people and listings. */
interface Lookups {
  nameOf: ReadonlyMap<string, string>;
  listingOf: ReadonlyMap<string, ListingNames>;
}

function toConversation(row: ShownConversation, viewerId: string, { nameOf, listingOf }: Lookups): Conversation {
  const otherId = row.participant1 === viewerId ? row.participant2 : row.participant1;
  const listing = listingOf.get(row.entityId);
  // The customer talks to the listing's contact, the name its page shows beside "Message"; the partner sees the
  // customer's own name.
  const hostName = row.participant2 === otherId ? listing?.contactName?.trim() : undefined;
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: listing?.name ?? row.metadata.entityName ?? 'A listing',
    otherParty: { id: otherId, name: hostName || (nameOf.get(otherId) ?? 'Someone') },
    asHost: row.participant2 === viewerId,
    metadata: row.metadata,
    lastMessage: row.lastMessage,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    unreadCount: row.participant1 === viewerId ? row.unread1 : row.unread2,
  };
}

async function listingNames(db: Db, rows: readonly ShownConversation[]): Promise<Map<string, ListingNames>> {
  const venueIds = rows.filter((r) => r.entityType === 'venue').map((r) => r.entityId);
  const vendorIds = rows.filter((r) => r.entityType === 'vendor').map((r) => r.entityId);
  const [venueRows, vendorRows] = await Promise.all([
    venueIds.length
      ? db
          .select({ id: venues.id, name: venues.name, contactName: venues.contactName })
          .from(venues)
          .where(inArray(venues.id, venueIds))
      : [],
    vendorIds.length
      ? db
          .select({ id: vendors.id, name: vendors.name, contactName: vendors.contactName })
          .from(vendors)
          .where(inArray(vendors.id, vendorIds))
      : [],
  ]);
  return new Map([...venueRows, ...vendorRows].map(({ id, ...names }) => [id, names]));
}

async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const people = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Map(people.map((p) => [p.id, p.name]));
}

/** Rows as the viewer sees them: the listing's current name, the other party, the viewer's unread count. */
export async function describeConversations(
  db: Db,
  viewerId: string,
  rows: readonly ConversationRow[],
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const others = [...new Set(rows.map((r) => (r.participant1 === viewerId ? r.participant2 : r.participant1)))];
  const [nameOf, listingOf] = await Promise.all([namesOf(db, others), listingNames(db, rows)]);
  return rows.map((row) => toConversation(row, viewerId, { nameOf, listingOf }));
}

/** A conversation's participants as its live update shows them, and its listing's current name. */
export interface ConversationPeople {
  /** Each participant's name. */
  people: { id: string; name: string }[];
  /** Null when the listing is gone (the conversation's metadata keeps the name it had). */
  listing: ListingNames | null;
}

/** Both participants of a conversation with their names, and the listing's name. */
function participantsQuery(listing: typeof venues | typeof vendors, name: string) {
  return preparedQuery((db) =>
    db
      .select({ id: user.id, name: user.name, listingName: listing.name, contactName: listing.contactName })
      .from(user)
      .leftJoin(listing, eq(listing.id, sql.placeholder('entityId')))
      .where(or(eq(user.id, sql.placeholder('participant1')), eq(user.id, sql.placeholder('participant2'))))
      .prepare(name),
  );
}
const participantsAboutVenue = participantsQuery(venues, 'participants_about_venue');
const participantsAboutVendor = participantsQuery(vendors, 'participants_about_vendor');

/** Both participants' names and the listing's name, read in one statement. */
export async function readConversationPeople(db: Db, row: ShownConversation): Promise<ConversationPeople> {
  const people = await (row.entityType === 'venue' ? participantsAboutVenue : participantsAboutVendor)(db).execute({
    entityId: row.entityId,
    participant1: row.participant1,
    participant2: row.participant2,
  });
  const first = people[0];
  return {
    people: people.map(({ id, name }) => ({ id, name })),
    listing: first?.listingName ? { name: first.listingName, contactName: first.contactName } : null,
  };
}

/** One conversation as each of the viewers (its participants) sees it (live updates). */
export function describeForParticipants(
  row: ShownConversation,
  { people, listing }: ConversationPeople,
  viewerIds: readonly string[],
): Map<string, Conversation> {
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const listingOf = new Map(listing ? [[row.entityId, listing]] : []);
  return new Map(viewerIds.map((viewerId) => [viewerId, toConversation(row, viewerId, { nameOf, listingOf })]));
}

/** Messages from others the viewer has not read, over all their conversations (the navigation badge). */
export async function unreadTotal(db: Db, viewerId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(CASE WHEN ${conversations.participant1} = ${viewerId} THEN ${conversations.unread1} ELSE ${conversations.unread2} END), 0)::int`,
    })
    .from(conversations)
    .where(or(eq(conversations.participant1, viewerId), eq(conversations.participant2, viewerId)));
  return Number(row?.n ?? 0);
}
