// Holding a checkout's listings together (issue 47): before the card is charged, every line's time is held for
// 10 minutes in one transaction, so two checkouts that want the same DJ's night cannot both pay for it. The booking's
// own transaction gives the holds up for its lines, whose slots a trigger keeps while they are requested or confirmed
// (migration 0030). A payment that fails gives them up at once; a request that died leaves them to expire.
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { AVAILABILITY_LIMITS, UNAVAILABLE_MESSAGES } from '#shared/availability.ts';
import { CHECKOUT_ERRORS } from '#shared/checkout.ts';
import { AppError } from '#shared/errors.ts';
import type { TimeWindow } from '#shared/event-window.ts';
import type { Db } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../db/error-code.ts';
import { heldSlots, vendors, venues } from '../../db/schema/index.ts';
import { listingUnavailability, type ListingKind } from '../listings/index.ts';

const MINUTE_MS = 60_000;

export interface SlotRequest {
  type: ListingKind;
  listingId: string;
  window: TimeWindow;
}

/** The set-up and tear-down a line was held with, which its booking line keeps. */
export interface Buffers {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export function unavailableError(lines: { listingId: string; reason: string }[]): AppError {
  return new AppError('UNAVAILABLE', CHECKOUT_ERRORS.unavailable, 409, { details: { lines } });
}

/** Whether a failed write met another event's slot: the time was taken while this checkout was under way. */
export const isSlotTaken = (error: unknown) => postgresErrorCode(error) === EXCLUSION_VIOLATION;

/**
 * Holds every line's time for the attempt, or none of them: a line whose time is taken (or whose day is full) is
 * refused with the cart's words for it. The listings' rows are locked first, in one order, so two checkouts count a
 * listing's events of the day one after the other; the exclusion constraint stands behind it.
 */
export async function holdSlots(
  db: Db,
  attemptId: string,
  eventDate: string,
  lines: readonly SlotRequest[],
  now: Date,
): Promise<Buffers[]> {
  try {
    return await db.transaction(async (tx) => {
      // Venues first, then vendors, each in id order: every checkout takes the locks in the same order.
      const lock = async (type: ListingKind) => {
        const table = type === 'venue' ? venues : vendors;
        const ids = lines.filter((l) => l.type === type).map((l) => l.listingId);
        if (ids.length === 0) return [];
        return tx
          .select({
            id: table.id,
            bufferBeforeMinutes: table.bufferBeforeMinutes,
            bufferAfterMinutes: table.bufferAfterMinutes,
          })
          .from(table)
          .where(inArray(table.id, ids))
          .orderBy(table.id)
          .for('update');
      };
      const locked = [...(await lock('venue')), ...(await lock('vendor'))];
      const buffers = new Map(locked.map((row) => [row.id, row]));
      const listingIds = lines.map((l) => l.listingId);
      await tx
        .delete(heldSlots)
        .where(
          or(
            eq(heldSlots.checkoutAttemptId, attemptId),
            and(inArray(heldSlots.listingId, listingIds), lte(heldSlots.holdExpiresAt, now)),
          ),
        );
      const refused: { listingId: string; reason: string }[] = [];
      for (const line of lines) {
        const reason = await listingUnavailability(tx, line, eventDate, line.window, now);
        if (reason) refused.push({ listingId: line.listingId, reason });
      }
      if (refused.length > 0) throw unavailableError(refused);
      const held = lines.map((line) => {
        const { bufferBeforeMinutes = 0, bufferAfterMinutes = 0 } = buffers.get(line.listingId) ?? {};
        return { line, bufferBeforeMinutes, bufferAfterMinutes };
      });
      await tx.insert(heldSlots).values(
        held.map(({ line, bufferBeforeMinutes, bufferAfterMinutes }) => ({
          listingId: line.listingId,
          eventDate,
          startsAt: new Date(line.window.startsAt.getTime() - bufferBeforeMinutes * MINUTE_MS),
          endsAt: new Date(line.window.endsAt.getTime() + bufferAfterMinutes * MINUTE_MS),
          checkoutAttemptId: attemptId,
          holdExpiresAt: new Date(now.getTime() + AVAILABILITY_LIMITS.holdMinutes * MINUTE_MS),
        })),
      );
      return held.map(({ bufferBeforeMinutes, bufferAfterMinutes }) => ({ bufferBeforeMinutes, bufferAfterMinutes }));
    });
  } catch (error) {
    if (isSlotTaken(error))
      throw unavailableError(
        lines.map((line) => ({ listingId: line.listingId, reason: UNAVAILABLE_MESSAGES.justTaken })),
      );
    throw error;
  }
}

/** Gives up what the attempt holds: its payment failed, or its booking now holds the lines itself. */
export async function releaseHolds(db: Pick<Db, 'delete'>, attemptId: string): Promise<void> {
  await db.delete(heldSlots).where(eq(heldSlots.checkoutAttemptId, attemptId));
}
