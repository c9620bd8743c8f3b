// What the artwork is drawn from in the database: a listing's or story's category. The server looks one up per
// request; the warm-up reads every cover at once and hands the list to its own process (warm-artwork-child.ts),
// which cannot open an embedded database the server holds.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';
import type { ArtworkKind } from './render-artwork-file.ts';

export interface ArtworkCover {
  kind: ArtworkKind;
  slug: string;
  category: string;
}

/** The category the artwork of `kind`/`slug` is drawn from, or null when there is no such listing or story. */
export async function categoryOf(db: Db, kind: ArtworkKind, slug: string): Promise<string | null> {
  if (kind === 'venue') {
    const [row] = await db.select({ category: venues.type }).from(venues).where(eq(venues.slug, slug));
    return row?.category ?? null;
  }
  if (kind === 'vendor') {
    const [row] = await db.select({ category: vendors.category }).from(vendors).where(eq(vendors.slug, slug));
    return row?.category ?? null;
  }
  const [row] = await db.select({ category: stories.eventType }).from(stories).where(eq(stories.slug, slug));
  return row?.category ?? null;
}

/** Every venue's, vendor's and story's cover but the synthetic catalogue's (bench/ and seed:scale make those). */
export async function artworkCovers(db: Db): Promise<ArtworkCover[]> {
  const covers: ArtworkCover[] = [
    ...(await db.select({ slug: venues.slug, category: venues.type }).from(venues)).map((r) => ({
      kind: 'venue' as const,
      ...r,
    })),
    ...(await db.select({ slug: vendors.slug, category: vendors.category }).from(vendors)).map((r) => ({
      kind: 'vendor' as const,
      ...r,
    })),
    ...(await db.select({ slug: stories.slug, category: stories.eventType }).from(stories)).map((r) => ({
      kind: 'story' as const,
      ...r,
    })),
  ];
  return covers.filter((c) => !c.slug.startsWith('synthetic-'));
}
