// What a partner files against a security deposit, how the customer answers it and how an admin decides a dispute
// (issue 46; the rules and words are #shared/security-deposits.ts's). Amounts in cents; photos are the writer's own
// uploads, named by id.
import { z } from 'zod';
import { shortDayInWords } from './event-words.ts';
import { formatMoney } from './money.ts';
import {
  CLAIM_STATUSES,
  SECURITY_DEPOSIT_LIMITS,
  SECURITY_DEPOSIT_MESSAGES,
  SECURITY_DEPOSIT_STATUSES,
} from './security-deposits.ts';

const { descriptionChars, overtimeHours, photos } = SECURITY_DEPOSIT_LIMITS;

const statementOf = (message: string) =>
  z.string(message).trim().min(descriptionChars.min, message).max(descriptionChars.max, message);
const photoIds = z.array(z.uuid(SECURITY_DEPOSIT_MESSAGES.photos)).max(photos.max, SECURITY_DEPOSIT_MESSAGES.photos);

export const FileClaimRequestSchema = z
  .object({
    overtimeHours: z
      .number(SECURITY_DEPOSIT_MESSAGES.overtimeHours)
      .multipleOf(0.5, SECURITY_DEPOSIT_MESSAGES.overtimeHours)
      .min(0, SECURITY_DEPOSIT_MESSAGES.overtimeHours)
      .max(overtimeHours.max, SECURITY_DEPOSIT_MESSAGES.overtimeHours)
      .default(0),
    damageCents: z
      .number(SECURITY_DEPOSIT_MESSAGES.damageAmount)
      .int(SECURITY_DEPOSIT_MESSAGES.damageAmount)
      .min(0, SECURITY_DEPOSIT_MESSAGES.damageAmount)
      .max(SECURITY_DEPOSIT_LIMITS.dollars.max * 100, SECURITY_DEPOSIT_MESSAGES.damageAmount)
      .default(0),
    description: z.string().trim().max(descriptionChars.max, SECURITY_DEPOSIT_MESSAGES.description).default(''),
    photoIds: photoIds.default([]),
  })
  .superRefine((claim, context) => {
    if (claim.overtimeHours === 0 && claim.damageCents === 0)
      context.addIssue({ code: 'custom', message: SECURITY_DEPOSIT_MESSAGES.nothingClaimed, path: ['damageCents'] });
    if (claim.damageCents > 0 && claim.description.length < descriptionChars.min)
      context.addIssue({ code: 'custom', message: SECURITY_DEPOSIT_MESSAGES.description, path: ['description'] });
    if (claim.damageCents > 0 && claim.photoIds.length === 0)
      context.addIssue({ code: 'custom', message: SECURITY_DEPOSIT_MESSAGES.photos, path: ['photoIds'] });
  });
export type FileClaimRequest = z.infer<typeof FileClaimRequestSchema>;

export const AnswerClaimRequestSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept') }),
  z.object({
    answer: z.literal('dispute'),
    statement: statementOf(SECURITY_DEPOSIT_MESSAGES.statement),
    photoIds: photoIds.default([]),
  }),
]);
export type AnswerClaimRequest = z.infer<typeof AnswerClaimRequestSchema>;

export const DecideClaimRequestSchema = z.object({
  /** What stands of the claim, 0 to its amount: paid to the partner; the rest is refunded to the customer. */
  amountCents: z.number().int().min(0),
  note: statementOf(SECURITY_DEPOSIT_MESSAGES.statement),
});
export type DecideClaimRequest = z.infer<typeof DecideClaimRequestSchema>;

export const DepositClaimSchema = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  overtimeHours: z.number(),
  hourlyRateCents: z.number().int(),
  damageCents: z.number().int(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  amountCents: z.number().int(),
  answerBy: z.string(),
  customerStatement: z.string().nullable(),
  customerPhotos: z.array(z.string()),
  answeredAt: z.string().nullable(),
  decidedCents: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  filedAt: z.string(),
});
export type DepositClaim = z.infer<typeof DepositClaimSchema>;

/** A booking line's security deposit as its customer and partner see it. */
export const SecurityDepositSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(SECURITY_DEPOSIT_STATUSES),
  holdAt: z.string(),
  releaseAt: z.string(),
  heldAt: z.string().nullable(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  lastError: z.string().nullable(),
  claim: DepositClaimSchema.nullable(),
});
export type SecurityDeposit = z.infer<typeof SecurityDepositSchema>;

/** A disputed claim in the admins' resolution queue, with the evidence of both sides. */
export const DisputedClaimSchema = z.object({
  claim: DepositClaimSchema,
  depositCents: z.number().int(),
  bookingId: z.string(),
  reference: z.string(),
  lineName: z.string(),
  partnerName: z.string().nullable(),
  customerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
});
export type DisputedClaim = z.infer<typeof DisputedClaimSchema>;

const moneyOf = (cents: number) => formatMoney(cents, 'charge');
const dayOf = (iso: string) => shortDayInWords(iso.slice(0, 10));

/** What a claim asks, in words: '1.5 hours of overtime at $650.00 an hour; $123.45 of damage: a broken chair'. */
export function claimInWords(
  claim: Pick<DepositClaim, 'overtimeHours' | 'hourlyRateCents' | 'damageCents' | 'description'>,
): string {
  const parts: string[] = [];
  if (claim.overtimeHours > 0)
    parts.push(
      `${claim.overtimeHours} ${claim.overtimeHours === 1 ? 'hour' : 'hours'} of overtime at ${moneyOf(claim.hourlyRateCents)} an hour`,
    );
  if (claim.damageCents > 0) parts.push(`${moneyOf(claim.damageCents)} of damage: ${claim.description ?? ''}`);
  return parts.join('; ');
}

/** Where a line's security deposit stands, in words, as the customer reads it on the booking page. */
export function securityDepositState(deposit: SecurityDeposit): string {
  const amount = moneyOf(deposit.amountCents);
  const claim = deposit.claim;
  switch (deposit.status) {
    case 'scheduled':
      return `${amount} to be held on your card on ${dayOf(deposit.holdAt)}, released on ${dayOf(deposit.releaseAt)} unless claimed.`;
    case 'holding':
      return `${amount} being held on your card now.`;
    case 'held':
      return `${amount} held on your card, released on ${dayOf(deposit.releaseAt)} unless claimed.`;
    case 'released':
      return `${amount} released: nothing was charged.`;
    case 'failed':
      return `${amount} could not be held on your card${deposit.lastError ? `: ${deposit.lastError}` : '.'}`;
    case 'cancelled':
      return 'Not held: this booking ended before the event.';
    case 'claimed':
      return `${amount} held; a claim of ${moneyOf(claim?.amountCents ?? 0)} waits for your answer by ${dayOf(claim?.answerBy ?? deposit.releaseAt)}.`;
    case 'captured': {
      const kept = deposit.capturedCents - deposit.refundedCents;
      const refunded =
        deposit.refundedCents > 0 ? ` ${moneyOf(deposit.refundedCents)} was refunded after the decision.` : '';
      if (claim?.status === 'disputed')
        return `${moneyOf(deposit.capturedCents)} of the claim charged and kept by us until an admin decides your dispute; the rest of the hold was released.`;
      return `${moneyOf(kept)} charged for the claim; the rest of the hold was released.${refunded}`;
    }
  }
}

/** Where a line's security deposit stands, as its partner reads it in the portal's bookings. */
export function securityDepositStateForPartner(deposit: SecurityDeposit): string {
  const amount = moneyOf(deposit.amountCents);
  const claim = deposit.claim;
  switch (deposit.status) {
    case 'scheduled':
    case 'holding':
      return `Security deposit ${amount}: held on the customer's card on ${dayOf(deposit.holdAt)}.`;
    case 'held':
      return `Security deposit ${amount} held until ${dayOf(deposit.releaseAt)}: claim overtime or damage before then.`;
    case 'released':
      return `Security deposit ${amount} released: nothing was claimed.`;
    case 'failed':
      return `Security deposit ${amount} could not be held on the customer's card.`;
    case 'cancelled':
      return `Security deposit ${amount} not held: the booking ended before the event.`;
    case 'claimed':
    case 'captured':
      if (!claim) return `Security deposit ${amount}.`;
      if (claim.status === 'open')
        return `You claimed ${moneyOf(claim.amountCents)} (${claimInWords(claim)}); the customer answers by ${dayOf(claim.answerBy)}.`;
      if (claim.status === 'accepted')
        return `Your claim of ${moneyOf(claim.amountCents)} was accepted and is paid to you.`;
      if (claim.status === 'disputed')
        return `The customer disputes your claim of ${moneyOf(claim.amountCents)}: “${claim.customerStatement}” An admin decides.`;
      return `An admin decided: ${moneyOf(claim.decidedCents ?? 0)} of your ${moneyOf(claim.amountCents)} claim stands. “${claim.decisionNote}”`;
  }
}
