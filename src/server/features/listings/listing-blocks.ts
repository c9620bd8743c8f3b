// Times a partner blocks by hand from the portal's calendar (features/calendar reads them there): a whole day or some
// hours of one of their venues or vendors, on its clock. Checkout and Discover treat a block like a booking, so each
// change is a listing change.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { blockWindow, type TimeWindow } from '#shared/event-window.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { bookingItems, listingBlocks, vendors, venues } from '../../db/schema/index.ts';
import { inListingTransaction, type ListingTransaction, type ListingWriter } from './listing-writes.ts';

export type BlockOutcome =
  | { outcome: 'blocked'; id: string }
  | { outcome: 'not-found' | 'booked' | 'already-blocked' }
  | { outcome: 'invalid'; error: string };

async function ownedTimeZone(
  t: ListingTransaction,
  ownerId: string,
  listing: { kind: PartnerType; id: string },
): Promise<string | null> {
  const table = listing.kind === 'venue' ? venues : vendors;
  const [row] = await t.tx
    .select({ timeZone: table.timeZone })
    .from(table)
    .where(and(eq(table.id, listing.id), eq(table.userId, ownerId)));
  return row?.timeZone ?? null;
}

const overlapping = (window: TimeWindow) => sql`tstzrange(${window.startsAt.toISOString()}::timestamptz,
  ${window.endsAt.toISOString()}::timestamptz)`;

/** Blocks a day, or some hours of it, of the owner's listing, unless a booking still on falls in that time. */
export async function blockTime(
  writer: ListingWriter,
  ownerId: string,
  listing: { kind: PartnerType; id: string },
  asked: { date: string; from?: string; to?: string; reason?: string },
): Promise<BlockOutcome> {
  return inListingTransaction(writer, async (t) => {
    const timeZone = await ownedTimeZone(t, ownerId, listing);
    if (!timeZone) return { outcome: 'not-found' };
    const result = blockWindow({ ...asked, timeZone });
    if (!result.ok) return { outcome: 'invalid', error: result.error };
    const range = overlapping(result.window);
    const [clash] = await t.tx
      .select({ id: bookingItems.id })
      .from(bookingItems)
      .where(
        and(
          or(eq(bookingItems.venueId, listing.id), eq(bookingItems.vendorId, listing.id)),
          inArray(bookingItems.status, ['requested', 'confirmed']),
          sql`tstzrange(${bookingItems.startsAt}, ${bookingItems.endsAt}) && ${range}`,
        ),
      )
      .limit(1);
    if (clash) return { outcome: 'booked' };
    const [twice] = await t.tx
      .select({ id: listingBlocks.id })
      .from(listingBlocks)
      .where(
        and(
          eq(listingBlocks.listingId, listing.id),
          eq(listingBlocks.source, 'manual'),
          sql`tstzrange(${listingBlocks.startsAt}, ${listingBlocks.endsAt}) && ${range}`,
        ),
      )
      .limit(1);
    if (twice) return { outcome: 'already-blocked' };
    const [inserted] = await t.tx
      .insert(listingBlocks)
      .values({ listingId: listing.id, ...result.window, reason: asked.reason || null })
      .returning({ id: listingBlocks.id });
    t.wrote(listing.kind, [listing.id]);
    return { outcome: 'blocked', id: inserted!.id };
  });
}

/** Removes a block the owner made by hand; a block from their calendar feed goes when the feed drops it. */
export async function unblock(
  writer: ListingWriter,
  ownerId: string,
  blockId: string,
): Promise<'removed' | 'not-found' | 'from-calendar'> {
  return inListingTransaction(writer, async (t) => {
    const [block] = await t.tx
      .select({
        source: listingBlocks.source,
        venueId: venues.id,
        vendorId: vendors.id,
      })
      .from(listingBlocks)
      .leftJoin(venues, and(eq(venues.id, listingBlocks.listingId), eq(venues.userId, ownerId)))
      .leftJoin(vendors, and(eq(vendors.id, listingBlocks.listingId), eq(vendors.userId, ownerId)))
      .where(eq(listingBlocks.id, blockId));
    if (!block || (!block.venueId && !block.vendorId)) return 'not-found';
    if (block.source === 'calendar') return 'from-calendar';
    await t.tx.delete(listingBlocks).where(eq(listingBlocks.id, blockId));
    if (block.venueId) t.wrote('venue', [block.venueId]);
    else t.wrote('vendor', [block.vendorId!]);
    return 'removed';
  });
}
