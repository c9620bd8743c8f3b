// Every write of a listing (its venues or vendors row, a venue's photos and weekly hours, blocked times) is made in this
// feature, in a listing transaction: once the transaction commits, the listings it wrote are made known
// (ListingChanges.changed: embedded again, applied to this instance's search, told to the other instances), so a write
// and its change are one operation. Callers get back what their answer needs.
import { and, eq, ne } from 'drizzle-orm';
import { listingState, type ListingState } from '#shared/account.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { Db } from '../../db/client.ts';
import { vendors, venues } from '../../db/schema/index.ts';
import type { ListingChanges } from './listing-changes.ts';
import type { ListingScope } from './listing-embeddings.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a listing write needs: the database, and where the listings it wrote are made known. */
export interface ListingWriter {
  db: Db;
  changes: Pick<ListingChanges, 'changed'>;
}

/** A transaction under way that writes listings; `wrote` names those it wrote. */
export class ListingTransaction {
  private readonly venueIds = new Set<string>();
  private readonly vendorIds = new Set<string>();

  constructor(readonly tx: Tx) {}

  wrote(kind: PartnerType, ids: readonly string[]): void {
    const written = kind === 'venue' ? this.venueIds : this.vendorIds;
    for (const id of ids) written.add(id);
  }

  scope(): Required<ListingScope> {
    return { venueIds: [...this.venueIds], vendorIds: [...this.vendorIds] };
  }
}

/** Runs `work` in one transaction, then makes known the listings it wrote; nothing is made known when it fails. */
export async function inListingTransaction<T>(
  writer: ListingWriter,
  work: (t: ListingTransaction) => Promise<T>,
): Promise<T> {
  let written: ListingTransaction | undefined;
  const result = await writer.db.transaction(async (tx) => {
    written = new ListingTransaction(tx);
    return work(written);
  });
  const scope = written?.scope();
  if (scope && scope.venueIds.length + scope.vendorIds.length > 0) await writer.changes.changed(scope);
  return result;
}

const tableOf = (kind: PartnerType) => (kind === 'venue' ? venues : vendors);

/** Pauses or resumes the owner's listing; a suspended one stays off until an admin reinstates it. */
export async function setListingActive(
  writer: ListingWriter,
  kind: PartnerType,
  id: string,
  ownerId: string,
  active: boolean,
): Promise<ListingState | 'not-found' | 'suspended'> {
  const table = tableOf(kind);
  return inListingTransaction(writer, async (t) => {
    const [row] = await t.tx
      .update(table)
      .set({ isActive: active })
      .where(and(eq(table.id, id), eq(table.userId, ownerId), ne(table.status, 'suspended')))
      .returning({ isActive: table.isActive, approvalStatus: table.approvalStatus, status: table.status });
    if (!row) {
      const [held] = await t.tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, ownerId), eq(table.status, 'suspended')));
      return held ? 'suspended' : 'not-found';
    }
    t.wrote(kind, [id]);
    return listingState(row);
  });
}

/** An admin suspends a listing or lifts its suspension; null when there is no such listing. */
export async function moderateListing(
  writer: ListingWriter,
  kind: PartnerType,
  id: string,
  action: 'suspend' | 'reinstate',
): Promise<{ name: string; ownerId: string | null; state: ListingState } | null> {
  const table = tableOf(kind);
  return inListingTransaction(writer, async (t) => {
    const [row] = await t.tx
      .update(table)
      .set({ status: action === 'suspend' ? 'suspended' : 'active' })
      .where(eq(table.id, id))
      .returning({
        name: table.name,
        userId: table.userId,
        isActive: table.isActive,
        approvalStatus: table.approvalStatus,
        status: table.status,
      });
    if (!row) return null;
    t.wrote(kind, [id]);
    return { name: row.name, ownerId: row.userId, state: listingState(row) };
  });
}

/** The owner's listings of the kind still pending take the application's decision; returns their ids. */
export async function settlePendingListings(
  t: ListingTransaction,
  ownerId: string,
  kind: PartnerType,
  approval: 'approved' | 'rejected',
): Promise<string[]> {
  const table = tableOf(kind);
  const settled = await t.tx
    .update(table)
    .set({ approvalStatus: approval })
    .where(and(eq(table.userId, ownerId), eq(table.approvalStatus, 'pending')))
    .returning({ id: table.id });
  const ids = settled.map((listing) => listing.id);
  t.wrote(kind, ids);
  return ids;
}

/** Takes down every listing of a closing account (account deletion). */
export async function takeDownListingsOf(writer: ListingWriter, ownerId: string, now: Date): Promise<void> {
  const takenDown = { isActive: false, updatedAt: now };
  await inListingTransaction(writer, async (t) => {
    const venueRows = await t.tx
      .update(venues)
      .set(takenDown)
      .where(eq(venues.userId, ownerId))
      .returning({ id: venues.id });
    const vendorRows = await t.tx
      .update(vendors)
      .set(takenDown)
      .where(eq(vendors.userId, ownerId))
      .returning({ id: vendors.id });
    t.wrote(
      'venue',
      venueRows.map((r) => r.id),
    );
    t.wrote(
      'vendor',
      vendorRows.map((r) => r.id),
    );
  });
}

/**
 * A listing's rating and review count, worked out by `figures` from rows beside it (reviews/line-reviews.ts) while
 * its row is locked: two such writes at once take turns, and the second sees what the first committed. Nothing is
 * written when `figures` has none.
 */
export async function rateListing(
  t: ListingTransaction,
  kind: PartnerType,
  id: string,
  figures: (tx: Tx) => Promise<{ rating: number; reviewsCount: number } | null>,
): Promise<void> {
  const table = tableOf(kind);
  await t.tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const rated = await figures(t.tx);
  if (!rated) return;
  await t.tx.update(table).set(rated).where(eq(table.id, id));
  t.wrote(kind, [id]);
}
