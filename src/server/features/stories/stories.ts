// Stories from the database: the list (newest first, by event type) and one story with its venue and vendors (only
// those customers can book now) and other stories of its kind.
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { StoriesList, StoryDetail } from '#shared/stories.ts';
import { STORIES_PAGE_SIZE } from '#shared/stories.ts';
import type { Db } from '../../db/client.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue, toStoryCard, toVendorCard, toVenueCard } from '../listings/index.ts';

const RELATED = 3;

export async function listStories(db: Db, query: { type?: string; offset: number }): Promise<StoriesList> {
  const where = query.type ? eq(stories.eventType, query.type) : undefined;
  const [rows, [total], types] = await Promise.all([
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(desc(stories.publishedAt), stories.slug)
      .limit(STORIES_PAGE_SIZE)
      .offset(query.offset),
    db.select({ n: count() }).from(stories).where(where),
    db.selectDistinct({ eventType: stories.eventType }).from(stories).orderBy(stories.eventType),
  ]);
  return { stories: rows.map(toStoryCard), total: total?.n ?? 0, eventTypes: types.map((t) => t.eventType) };
}

export async function findStory(db: Db, slug: string): Promise<StoryDetail | null> {
  const [row] = await db.select().from(stories).where(eq(stories.slug, slug));
  if (!row) return null;
  const [venue, vendorRows, related] = await Promise.all([
    row.venueId
      ? db
          .select()
          .from(venues)
          .where(and(eq(venues.id, row.venueId), liveVenue))
      : Promise.resolve([]),
    row.vendorIds.length
      ? db
          .select()
          .from(vendors)
          .where(and(inArray(vendors.id, row.vendorIds), liveVendor))
      : Promise.resolve([]),
    db
      .select()
      .from(stories)
      .where(and(ne(stories.id, row.id), eq(stories.eventType, row.eventType)))
      .orderBy(desc(stories.publishedAt))
      .limit(RELATED),
  ]);
  // Fill up with the newest stories when few share its event type.
  const more =
    related.length < RELATED
      ? await db
          .select()
          .from(stories)
          .where(and(ne(stories.id, row.id), ...(related.length ? [ne(stories.eventType, row.eventType)] : [])))
          .orderBy(desc(stories.publishedAt))
          .limit(RELATED - related.length)
      : [];
  const order = new Map(row.vendorIds.map((id, i) => [id, i]));
  return {
    ...toStoryCard(row),
    body: row.body.join('\n\n'),
    authorName: row.authorName,
    tags: row.tags,
    venue: venue[0] ? toVenueCard(venue[0]) : null,
    vendors: vendorRows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(toVendorCard),
    related: [...related, ...more].map(toStoryCard),
  };
}
