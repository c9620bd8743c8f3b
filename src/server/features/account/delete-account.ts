// What deleting an account does before better-auth removes the user (issue 41). The customer's future bookings are
// cancelled as their own cancellation (refunded by each line's cancellation policy) and the cards saved for their
// balances are removed at the payment provider; a partner's future bookings are cancelled as the partner's (refunded
// in full: the customer did nothing wrong); the partner's listings are taken down. Bookings, payments and payouts
// stay on record, their account references set to null by the database.
import { APIError } from 'better-auth/api';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { type CheckoutContext, respondToBooking } from '../checkout/index.ts';
import { takeDownListingsOf, type ListingChanges } from '../listings/index.ts';

const OPEN = inArray(bookingItems.status, ['requested', 'confirmed']);

async function customerLines(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(and(eq(bookings.customerId, userId), OPEN, gt(bookingItems.startsAt, now)));
  return rows.map((row) => row.id);
}

async function partnerLines(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(and(eq(bookingItems.partnerUserId, userId), OPEN, gt(bookingItems.startsAt, now)));
  return rows.map((row) => row.id);
}

/** Nothing is charged to the customer's saved cards any more: each is removed at the provider, then from its booking. */
async function forgetSavedCards(ctx: CheckoutContext, userId: string): Promise<void> {
  const saved = await ctx.db
    .select({ id: bookings.id, savedCardId: bookings.savedCardId })
    .from(bookings)
    .where(and(eq(bookings.customerId, userId), isNotNull(bookings.savedCardId)));
  for (const { id, savedCardId } of saved) {
    await ctx.payments.forgetSavedCard(savedCardId!);
    await ctx.db.update(bookings).set({ savedCardId: null }).where(eq(bookings.id, id));
  }
}

/**
 * Cancels the account's future bookings and takes its listings down (a listing write: `changes` makes it known).
 * A cancellation the payment provider cannot make now throws (AppError 503): the account is then kept, and
 * deleting it again later picks up where this stopped.
 */
export async function closeAccount(
  ctx: CheckoutContext,
  changes: Pick<ListingChanges, 'changed'>,
  userId: string,
  now = new Date(),
): Promise<void> {
  for (const itemId of await customerLines(ctx.db, userId, now)) {
    await respondToBooking(ctx, { itemId, event: 'cancel', by: { kind: 'customer', userId }, now });
  }
  await forgetSavedCards(ctx, userId);
  for (const itemId of await partnerLines(ctx.db, userId, now)) {
    await respondToBooking(ctx, { itemId, event: 'cancel', by: { kind: 'partner', userId }, now });
  }
  await takeDownListingsOf({ db: ctx.db, changes }, userId, now);
}

/** closeAccount for better-auth's beforeDelete hook: a refusal answers with its own status and message, not 500. */
export async function closeAccountForAuth(
  ctx: CheckoutContext,
  changes: Pick<ListingChanges, 'changed'>,
  userId: string,
): Promise<void> {
  try {
    await closeAccount(ctx, changes, userId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new APIError(error.status === 503 ? 'SERVICE_UNAVAILABLE' : 'CONFLICT', {
      code: error.code,
      message: error.message,
    });
  }
}
