// What bench/api.ts needs besides the synthetic listings: a signed-in user with a page of conversations (each with a
// last message), and live venue and vendor ids to ask for and to price.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversations, messages, vendors, venues } from '#server/db/schema/index.ts';
import type { Auth } from '#server/features/auth/index.ts';
import { liveVendor, liveVenue } from '#server/features/listings/index.ts';
import { createBenchPeople } from './realtime-fixtures.ts';

/** Conversations of the signed-in user: the list's first page holds 20 (§9). */
const CONVERSATIONS = 20;
const LISTING_IDS = 500;

export interface ApiFixtures {
  /** The Cookie header of a user with CONVERSATIONS conversations. */
  cookie: string;
  venueIds: string[];
  vendorIds: string[];
}

export async function createApiFixtures(db: Db, auth: Auth): Promise<ApiFixtures> {
  const people = await createBenchPeople(db, auth, CONVERSATIONS * 2);
  const [first, ...others] = people.conversations;
  if (!first) throw new Error('no bench conversations were made');
  const reader = first.participants[0];
  // Every conversation moves to the first user, each with the other person it already has.
  await db
    .update(conversations)
    .set({ participant1: reader.id })
    .where(
      inArray(
        conversations.id,
        others.map((c) => c.id),
      ),
    );
  await db.insert(messages).values(
    people.conversations.map((c, i) => ({
      conversationId: c.id,
      senderId: c.participants[1].id,
      content: `Is the venue free on the ${i + 1}th?`,
    })),
  );
  await db
    .update(conversations)
    .set({ lastMessage: 'Is the venue free?', lastMessageTime: new Date(), lastActivityAt: new Date(), unread1: 1 })
    .where(eq(conversations.participant1, reader.id));

  const venueRows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(liveVenue)
    .orderBy(asc(venues.id))
    .limit(LISTING_IDS);
  const vendorRows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(liveVendor)
    .orderBy(asc(vendors.id))
    .limit(LISTING_IDS);
  return { cookie: reader.cookie, venueIds: venueRows.map((r) => r.id), vendorIds: vendorRows.map((r) => r.id) };
}
