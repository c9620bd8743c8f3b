// Security deposits and their claims as the booking's customer, its partner and an admin see them.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DepositClaim, DisputedClaim, SecurityDeposit } from '#shared/deposit-claims.ts';
import type { Db } from '../../db/client.ts';
import { bookingItems, bookings, depositClaims, securityDeposits, user } from '../../db/schema/index.ts';

type DepositRow = typeof securityDeposits.$inferSelect;
type ClaimRow = typeof depositClaims.$inferSelect;

export function toDepositClaim(claim: ClaimRow): DepositClaim {
  return {
    id: claim.id,
    status: claim.status,
    overtimeHours: claim.overtimeHalfHours / 2,
    hourlyRateCents: claim.hourlyRateCents,
    damageCents: claim.damageCents,
    description: claim.description,
    photos: claim.photos,
    amountCents: claim.amountCents,
    answerBy: claim.answerBy.toISOString(),
    customerStatement: claim.customerStatement,
    customerPhotos: claim.customerPhotos,
    answeredAt: claim.answeredAt?.toISOString() ?? null,
    decidedCents: claim.decidedCents,
    decisionNote: claim.decisionNote,
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    filedAt: claim.createdAt.toISOString(),
  };
}

export function toSecurityDeposit(deposit: DepositRow, claim: ClaimRow | null): SecurityDeposit {
  return {
    id: deposit.id,
    amountCents: deposit.amountCents,
    status: deposit.status,
    holdAt: deposit.holdAt.toISOString(),
    releaseAt: deposit.releaseAt.toISOString(),
    heldAt: deposit.heldAt?.toISOString() ?? null,
    capturedCents: deposit.capturedCents,
    refundedCents: deposit.refundedCents,
    lastError: deposit.status === 'failed' ? deposit.lastError : null,
    claim: claim ? toDepositClaim(claim) : null,
  };
}

/** The deposits of these booking lines, with their claims, by line. */
export async function depositsByItem(db: Db, itemIds: readonly string[]): Promise<Map<string, SecurityDeposit>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ deposit: securityDeposits, claim: depositClaims })
    .from(securityDeposits)
    .leftJoin(depositClaims, eq(depositClaims.securityDepositId, securityDeposits.id))
    .where(inArray(securityDeposits.bookingItemId, [...itemIds]));
  return new Map(rows.map(({ deposit, claim }) => [deposit.bookingItemId, toSecurityDeposit(deposit, claim)]));
}

/** The admins' resolution queue: disputed claims, the longest waiting first. */
export async function disputedClaims(db: Db): Promise<DisputedClaim[]> {
  const rows = await db
    .select({
      claim: depositClaims,
      depositCents: securityDeposits.amountCents,
      bookingId: bookings.id,
      reference: bookings.reference,
      contact: bookings.contact,
      lineName: bookingItems.name,
      partnerName: user.name,
      startsAt: bookingItems.startsAt,
      endsAt: bookingItems.endsAt,
      timeZone: bookingItems.timeZone,
    })
    .from(depositClaims)
    .innerJoin(securityDeposits, eq(securityDeposits.id, depositClaims.securityDepositId))
    .innerJoin(bookingItems, eq(bookingItems.id, securityDeposits.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .leftJoin(user, eq(user.id, bookingItems.partnerUserId))
    .where(eq(depositClaims.status, 'disputed'))
    .orderBy(asc(depositClaims.answeredAt))
    .limit(200);
  return rows.map((row) => ({
    claim: toDepositClaim(row.claim),
    depositCents: row.depositCents,
    bookingId: row.bookingId,
    reference: row.reference,
    lineName: row.lineName,
    partnerName: row.partnerName,
    customerName: row.contact.name,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
  }));
}
