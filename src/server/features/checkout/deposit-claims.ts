// Claims on a held security deposit (issue 46, #shared/security-deposits.ts):
// - the partner files one claim per deposit, from the event's start until the deposit's release: overtime at the
//   line's hourly rate and damage with photos, together at most the deposit;
// - the customer accepts it or disputes it within 48 hours; silence accepts it. Accepting captures the claimed amount
//   from the hold (the rest is released) and pays it to the partner; a dispute captures it too (a hold lapses after
//   7 days, a decision may take longer) and waits for an admin;
// - a claim still open when its hold is 6 days old is captured before the hold lapses, and waits for its answer;
// - an admin decides a dispute: the amount that stands is paid to the partner, the rest refunded to the customer.
// No platform fee is taken from a claim. Every step is mailed and written to the audit log.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  claimInWords,
  type AnswerClaimRequest,
  type DecideClaimRequest,
  type FileClaimRequest,
} from '#shared/deposit-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { claimTotalCents, SECURITY_DEPOSIT_MESSAGES, SECURITY_DEPOSIT_TIMES } from '#shared/security-deposits.ts';
import { uploadedPhotoUrl } from '#shared/uploads.ts';
import {
  bookingItems,
  bookings,
  depositClaims,
  securityDeposits,
  uploadedPhotos,
  user,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Viewer } from '../auth/index.ts';
import { sendQuietly } from './booking-mails.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { recordInLedger } from './ledger.ts';
import { NOT_YOUR_BOOKING, payoutAccountOf } from './respond-to-booking.ts';
import { toDepositClaim } from './deposit-views.ts';
import { depositFacts, type SecurityDepositRow } from './security-deposits.ts';

export type ClaimRow = typeof depositClaims.$inferSelect;

export const CLAIM_ERRORS = {
  notClaimable:
    'This security deposit cannot be claimed now: a claim is filed from the start of the event until the deposit is released, while it is held.',
  alreadyClaimed: 'A claim was already filed on this security deposit.',
  photos: 'Photos must be ones you uploaded.',
  notOpen: 'This claim is no longer waiting for your answer.',
  notDisputed: 'This claim is not waiting for a decision.',
  notFound: 'This claim was not found.',
} as const;

type Actor = { kind: 'partner' | 'customer' | 'admin'; id: string } | { kind: 'system' };

async function audit(ctx: CheckoutContext, actor: Actor, action: string, claimId: string, details = {}) {
  await recordAudit(ctx.db, {
    actorId: actor.kind === 'system' ? null : actor.id,
    action,
    subjectType: 'deposit_claim',
    subjectId: claimId,
    details: { ...details, by: actor.kind },
  });
}

/** The photos' addresses, when every id is one of `userId`'s uploads. */
async function ownPhotos(ctx: CheckoutContext, userId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const own = await ctx.db
    .select({ id: uploadedPhotos.id })
    .from(uploadedPhotos)
    .where(and(inArray(uploadedPhotos.id, unique), eq(uploadedPhotos.userId, userId)));
  if (own.length !== unique.length) throw new AppError('INVALID_PHOTOS', CLAIM_ERRORS.photos, 400);
  return unique.map(uploadedPhotoUrl);
}

/** The partner files a claim on their booking line's held deposit. */
export async function fileClaim(
  ctx: CheckoutContext,
  viewer: Viewer,
  bookingItemId: string,
  request: FileClaimRequest,
  now = new Date(),
): Promise<ClaimRow> {
  const [row] = await ctx.db
    .select({ deposit: securityDeposits, item: bookingItems })
    .from(securityDeposits)
    .innerJoin(bookingItems, eq(bookingItems.id, securityDeposits.bookingItemId))
    .where(eq(securityDeposits.bookingItemId, bookingItemId));
  if (!row || row.item.partnerUserId !== viewer.id) throw new AppError('NOT_FOUND', NOT_YOUR_BOOKING, 404);
  const { deposit, item } = row;
  if (['claimed', 'captured'].includes(deposit.status))
    throw new AppError('ALREADY_CLAIMED', CLAIM_ERRORS.alreadyClaimed, 409);
  if (deposit.status !== 'held' || now < item.startsAt || now >= deposit.releaseAt)
    throw new AppError('NOT_CLAIMABLE', CLAIM_ERRORS.notClaimable, 409);
  if (request.overtimeHours > 0 && item.priceUnit !== 'hour')
    throw new AppError('OVERTIME_NOT_HOURLY', SECURITY_DEPOSIT_MESSAGES.overtimeNotHourly, 400);
  const hourlyRateCents = item.priceUnit === 'hour' ? item.unitPriceCents : 0;
  const amountCents = claimTotalCents(request, hourlyRateCents);
  if (amountCents > deposit.amountCents)
    throw new AppError('CLAIM_TOO_LARGE', SECURITY_DEPOSIT_MESSAGES.overDeposit(deposit.amountCents), 400);
  const photos = await ownPhotos(ctx, viewer.id, request.photoIds);

  const claim = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(securityDeposits)
      .set({ status: 'claimed' })
      .where(and(eq(securityDeposits.id, deposit.id), eq(securityDeposits.status, 'held')))
      .returning({ id: securityDeposits.id });
    if (!claimed) return null;
    const [inserted] = await tx
      .insert(depositClaims)
      .values({
        securityDepositId: deposit.id,
        filedBy: viewer.id,
        overtimeHalfHours: request.overtimeHours * 2,
        hourlyRateCents,
        damageCents: request.damageCents,
        description: request.description || null,
        photos,
        amountCents,
        answerBy: new Date(now.getTime() + SECURITY_DEPOSIT_TIMES.answerWithinMs),
      })
      .returning();
    return inserted!;
  });
  // Released or claimed by another request between the read and the write.
  if (!claim) throw new AppError('NOT_CLAIMABLE', CLAIM_ERRORS.notClaimable, 409);
  await audit(ctx, { kind: 'partner', id: viewer.id }, 'deposit.claim_filed', claim.id, { amountCents });
  await tellClaimFiled(ctx, deposit, claim);
  return claim;
}

interface ClaimContext {
  claim: ClaimRow;
  deposit: SecurityDepositRow;
  bookingId: string;
  customerId: string | null;
  partnerUserId: string | null;
}

/** The ledger's names for a claim's money. */
const claimLine = (found: ClaimContext, now: Date) => ({
  bookingId: found.bookingId,
  bookingItemId: found.deposit.bookingItemId,
  partnerUserId: found.partnerUserId,
  purpose: 'claim' as const,
  occurredAt: now,
});

async function claimContext(ctx: CheckoutContext, claimId: string): Promise<ClaimContext | null> {
  const [row] = await ctx.db
    .select({
      claim: depositClaims,
      deposit: securityDeposits,
      bookingId: bookings.id,
      customerId: bookings.customerId,
      partnerUserId: bookingItems.partnerUserId,
    })
    .from(depositClaims)
    .innerJoin(securityDeposits, eq(securityDeposits.id, depositClaims.securityDepositId))
    .innerJoin(bookingItems, eq(bookingItems.id, securityDeposits.bookingItemId))
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(depositClaims.id, claimId));
  return row ?? null;
}

/**
 * Takes the claimed amount from the hold, releasing the rest; once, whoever asks (an answer, the deadline, a hold
 * about to lapse): the provider's key names the deposit, and only the first writer moves the deposit to captured.
 */
async function captureClaim(ctx: CheckoutContext, found: ClaimContext, now: Date): Promise<void> {
  const { deposit, claim } = found;
  if (deposit.status === 'captured') return;
  const capture = {
    amountCents: claim.amountCents,
    providerPaymentId: deposit.providerPaymentId!,
    idempotencyKey: `deposit-capture:${deposit.id}`,
  };
  await ctx.payments.capture({ ...capture, paymentId: capture.providerPaymentId, final: true });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(securityDeposits)
      .set({ status: 'captured', capturedCents: claim.amountCents, settledAt: now })
      .where(and(eq(securityDeposits.id, deposit.id), eq(securityDeposits.status, 'claimed')));
    await recordInLedger(tx, [{ ...claimLine(found, now), ...capture, kind: 'capture' }]);
  });
}

/**
 * Pays what stands of a claim (`claim`, as just accepted or decided) to its partner's payout account; without one it
 * waits (payWaitingClaims). The provider's key names the claim: asked twice, it pays once.
 */
async function payOutClaim(ctx: CheckoutContext, found: ClaimContext, claim: ClaimRow, now: Date): Promise<ClaimRow> {
  if (!found.partnerUserId || claim.paidOutAt || !claim.decidedCents) return claim;
  const account = await payoutAccountOf(ctx, found.partnerUserId);
  if (!account) return claim;
  const claimId = claim.id;
  const payout = { amountCents: claim.decidedCents, idempotencyKey: `claim-payout:${claimId}` };
  const transfer = await ctx.payments.transfer({
    ...payout,
    destination: account.providerAccountId,
    transferGroup: `claim:${claimId}`,
  });
  return ctx.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(depositClaims)
      .set({ providerTransferId: transfer.id, paidOutAt: now })
      .where(eq(depositClaims.id, claimId))
      .returning();
    await recordInLedger(tx, [
      {
        ...claimLine(found, now),
        ...payout,
        kind: 'transfer',
        providerTransferId: transfer.id,
        providerAccountId: account.providerAccountId,
      },
    ]);
    return paid!;
  });
}

/** Pays the claims that stood while the partner had no payout account (called when they connect one). */
export async function payWaitingClaims(ctx: CheckoutContext, partnerUserId: string, now = new Date()) {
  const waiting = await ctx.db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .where(
      and(
        eq(depositClaims.filedBy, partnerUserId),
        inArray(depositClaims.status, ['accepted', 'decided']),
        isNull(depositClaims.paidOutAt),
      ),
    );
  for (const { id } of waiting) {
    const found = await claimContext(ctx, id);
    if (found) await payOutClaim(ctx, found, found.claim, now);
  }
}

/** Accepts an open claim (the customer, or their silence): null when it was no longer open. */
async function accept(ctx: CheckoutContext, found: ClaimContext, actor: Actor, now: Date): Promise<ClaimRow | null> {
  await captureClaim(ctx, found, now);
  const [accepted] = await ctx.db
    .update(depositClaims)
    .set({ status: 'accepted', answeredAt: now, decidedCents: found.claim.amountCents })
    .where(and(eq(depositClaims.id, found.claim.id), eq(depositClaims.status, 'open')))
    .returning();
  if (!accepted) return null;
  await audit(ctx, actor, 'deposit.claim_accepted', found.claim.id, { amountCents: found.claim.amountCents });
  const paid = await payOutClaim(ctx, found, accepted, now);
  await tellAnswered(ctx, found, paid);
  return paid;
}

/** The customer accepts or disputes a claim on their booking, within 48 hours of its filing. */
export async function answerClaim(
  ctx: CheckoutContext,
  viewer: Viewer,
  claimId: string,
  request: AnswerClaimRequest,
  now = new Date(),
): Promise<ClaimRow> {
  const found = await claimContext(ctx, claimId);
  if (!found || found.customerId !== viewer.id) throw new AppError('NOT_FOUND', CLAIM_ERRORS.notFound, 404);
  if (found.claim.status !== 'open' || now >= found.claim.answerBy)
    throw new AppError('CLAIM_NOT_OPEN', CLAIM_ERRORS.notOpen, 409);
  const actor: Actor = { kind: 'customer', id: viewer.id };
  if (request.answer === 'accept') {
    const accepted = await accept(ctx, found, actor, now);
    if (!accepted) throw new AppError('CLAIM_NOT_OPEN', CLAIM_ERRORS.notOpen, 409);
    return accepted;
  }
  const photos = await ownPhotos(ctx, viewer.id, request.photoIds);
  await captureClaim(ctx, found, now);
  const [disputed] = await ctx.db
    .update(depositClaims)
    .set({ status: 'disputed', answeredAt: now, customerStatement: request.statement, customerPhotos: photos })
    .where(and(eq(depositClaims.id, claimId), eq(depositClaims.status, 'open')))
    .returning();
  if (!disputed) throw new AppError('CLAIM_NOT_OPEN', CLAIM_ERRORS.notOpen, 409);
  await audit(ctx, actor, 'deposit.claim_disputed', claimId);
  await tellAnswered(ctx, found, disputed);
  return disputed;
}

/** Claims unanswered for 48 hours are accepted; claims open while their hold nears its 7 days are captured. */
export async function settleUnansweredClaims(ctx: CheckoutContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .where(and(eq(depositClaims.status, 'open'), lte(depositClaims.answerBy, now)));
  for (const { id } of due) {
    const found = await claimContext(ctx, id);
    if (found) await accept(ctx, found, { kind: 'system' }, now);
  }
  const aging = await ctx.db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .innerJoin(securityDeposits, eq(securityDeposits.id, depositClaims.securityDepositId))
    .where(
      and(
        eq(depositClaims.status, 'open'),
        eq(securityDeposits.status, 'claimed'),
        lte(securityDeposits.heldAt, new Date(now.getTime() - SECURITY_DEPOSIT_TIMES.captureHeldForMs)),
      ),
    );
  for (const { id } of aging) {
    const found = await claimContext(ctx, id);
    if (found) await captureClaim(ctx, found, now);
  }
  return due.length;
}

/** An admin decides a disputed claim: `amountCents` stands and is paid to the partner, the rest is refunded. */
export async function decideClaim(
  ctx: CheckoutContext,
  admin: Viewer,
  claimId: string,
  request: DecideClaimRequest,
  now = new Date(),
): Promise<ClaimRow> {
  const found = await claimContext(ctx, claimId);
  if (!found) throw new AppError('NOT_FOUND', CLAIM_ERRORS.notFound, 404);
  if (found.claim.status !== 'disputed') throw new AppError('CLAIM_NOT_DISPUTED', CLAIM_ERRORS.notDisputed, 409);
  if (request.amountCents > found.claim.amountCents)
    throw new AppError('DECISION_TOO_LARGE', SECURITY_DEPOSIT_MESSAGES.decision(found.claim.amountCents), 400);
  const [decided] = await ctx.db
    .update(depositClaims)
    .set({
      status: 'decided',
      decidedCents: request.amountCents,
      decisionNote: request.note,
      decidedBy: admin.id,
      decidedAt: now,
    })
    .where(and(eq(depositClaims.id, claimId), eq(depositClaims.status, 'disputed')))
    .returning();
  if (!decided) throw new AppError('CLAIM_NOT_DISPUTED', CLAIM_ERRORS.notDisputed, 409);
  const refundCents = found.claim.amountCents - request.amountCents;
  if (refundCents > 0) {
    // The decision is written first, so that two admins cannot both decide; a refund the provider did not make
    // undoes it, and the claim waits in the queue to be decided again.
    const refund = {
      amountCents: refundCents,
      providerPaymentId: found.deposit.providerPaymentId!,
      idempotencyKey: `deposit-refund:${claimId}`,
    };
    try {
      await ctx.payments.refund({ ...refund, paymentId: refund.providerPaymentId });
    } catch (error) {
      await ctx.db
        .update(depositClaims)
        .set({ status: 'disputed', decidedCents: null, decisionNote: null, decidedBy: null, decidedAt: null })
        .where(eq(depositClaims.id, claimId));
      throw error;
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(securityDeposits)
        .set({ refundedCents: refundCents })
        .where(eq(securityDeposits.id, found.deposit.id));
      await recordInLedger(tx, [{ ...claimLine(found, now), ...refund, kind: 'refund' }]);
    });
  }
  await audit(ctx, { kind: 'admin', id: admin.id }, 'deposit.claim_decided', claimId, {
    amountCents: request.amountCents,
    refundCents,
  });
  const paid = await payOutClaim(ctx, found, decided, now);
  await tellDecided(ctx, found, paid, refundCents);
  return paid;
}

// Mails

async function partnerEmail(ctx: CheckoutContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** '$975.00 (1.5 hours of overtime at $650.00 an hour)': the amount and what it is for. */
const claimedInWords = (claim: ClaimRow) =>
  `${formatMoney(claim.amountCents, 'charge')} (${claimInWords(toDepositClaim(claim))})`;

async function tellClaimFiled(ctx: CheckoutContext, deposit: SecurityDepositRow, claim: ClaimRow) {
  const facts = await depositFacts(ctx, deposit);
  if (!facts) return;
  const link = `${ctx.appUrl}/booking/${facts.bookingId}#deposit`;
  if (facts.customerId)
    ctx.notify(facts.customerId, {
      title: 'A claim on your security deposit',
      body: `${facts.itemName} claims ${formatMoney(claim.amountCents, 'charge')}. Accept or dispute it within 48 hours.`,
      url: `/booking/${facts.bookingId}`,
      tag: `claim-${claim.id}`,
    });
  await sendQuietly(ctx, [
    {
      to: facts.email,
      subject: `A claim on your security deposit: ${facts.itemName}`,
      text:
        `${facts.itemName} claims ${claimedInWords(claim)} from your security deposit for booking ${facts.reference}.\n\n` +
        `Accept it or dispute it within 48 hours: ${link}\nIf you do not answer, the claim is accepted and charged.`,
    },
  ]);
}

async function tellAnswered(ctx: CheckoutContext, found: ClaimContext, claim: ClaimRow) {
  const facts = await depositFacts(ctx, found.deposit);
  const partner = await partnerEmail(ctx, found.partnerUserId);
  if (!facts || !partner) return;
  const amount = formatMoney(claim.amountCents, 'charge');
  const text =
    claim.status === 'accepted'
      ? `Your claim of ${amount} on the security deposit for booking ${facts.reference} was accepted` +
        `${claim.answeredAt && claim.customerStatement === null && found.claim.answerBy <= claim.answeredAt ? ' (the customer did not answer within 48 hours)' : ''}. ` +
        'It is paid to your payout account.'
      : `The customer disputes your claim of ${amount} on the security deposit for booking ${facts.reference}: ` +
        `"${claim.customerStatement}". The amount is held by us until an admin decides, usually within 5 days.`;
  await sendQuietly(ctx, [
    { to: partner, subject: `Claim ${claim.status}: ${facts.itemName} (${facts.reference})`, text },
  ]);
  if (claim.status === 'accepted')
    await sendQuietly(ctx, [
      {
        to: facts.email,
        subject: `Claim charged: ${facts.itemName}`,
        text:
          `We charged ${amount} from your security deposit for ${facts.itemName} (booking ${facts.reference}) and ` +
          `released the rest of the hold.\n\nSee your booking: ${ctx.appUrl}/booking/${facts.bookingId}`,
      },
    ]);
}

async function tellDecided(ctx: CheckoutContext, found: ClaimContext, claim: ClaimRow, refundCents: number) {
  const facts = await depositFacts(ctx, found.deposit);
  if (!facts) return;
  const stands = formatMoney(claim.decidedCents ?? 0, 'charge');
  const refund = formatMoney(refundCents, 'charge');
  const decision = `We decided the disputed claim on the security deposit for ${facts.itemName} (booking ${facts.reference}): ${stands} of the ${formatMoney(claim.amountCents, 'charge')} claimed stands.\n\n${claim.decisionNote}`;
  const partner = await partnerEmail(ctx, found.partnerUserId);
  await sendQuietly(ctx, [
    {
      to: facts.email,
      subject: `Claim decided: ${facts.itemName}`,
      text: `${decision}\n\n${refundCents > 0 ? `${refund} is refunded to your card.` : 'Nothing is refunded.'}\n\nSee your booking: ${ctx.appUrl}/booking/${facts.bookingId}`,
    },
    ...(partner
      ? [
          {
            to: partner,
            subject: `Claim decided: ${facts.itemName} (${facts.reference})`,
            text: `${decision}\n\n${(claim.decidedCents ?? 0) > 0 ? `${stands} is paid to your payout account.` : 'Nothing is paid.'}`,
          },
        ]
      : []),
  ]);
}
