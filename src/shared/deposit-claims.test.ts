// A security deposit's state and a claim in the words the booking page and the mails use, and the claim form's rules.
import { describe, expect, it } from 'vitest';
import {
  claimInWords,
  FileClaimRequestSchema,
  securityDepositState,
  securityDepositStateForPartner,
  type DepositClaim,
  type SecurityDeposit,
} from './deposit-claims.ts';
import { SECURITY_DEPOSIT_MESSAGES } from './security-deposits.ts';

const claim: DepositClaim = {
  id: 'c',
  status: 'decided',
  overtimeHours: 1,
  hourlyRateCents: 20_000,
  damageCents: 0,
  description: null,
  photos: [],
  amountCents: 20_000,
  answerBy: '2099-03-09T23:00:00.000Z',
  customerStatement: 'We left on time.',
  customerPhotos: [],
  answeredAt: '2099-03-08T10:00:00.000Z',
  decidedCents: 5_000,
  decisionNote: 'A quarter of it stands.',
  decidedAt: '2099-03-10T10:00:00.000Z',
  filedAt: '2099-03-07T23:00:00.000Z',
};

const deposit = (patch: Partial<SecurityDeposit>): SecurityDeposit => ({
  id: 'd',
  amountCents: 50_000,
  status: 'held',
  holdAt: '2099-03-05T18:00:00.000Z',
  releaseAt: '2099-03-09T22:00:00.000Z',
  heldAt: '2099-03-05T18:00:00.000Z',
  capturedCents: 0,
  refundedCents: 0,
  lastError: null,
  claim: null,
  ...patch,
});

describe('security deposits in words', () => {
  it('says where each deposit stands', () => {
    expect(securityDepositState(deposit({ status: 'scheduled' }))).toBe(
      '$500.00 to be held on your card on Thu, Mar 5, 2099, released on Mon, Mar 9, 2099 unless claimed.',
    );
    expect(securityDepositState(deposit({}))).toBe(
      '$500.00 held on your card, released on Mon, Mar 9, 2099 unless claimed.',
    );
    expect(securityDepositState(deposit({ status: 'released' }))).toBe('$500.00 released: nothing was charged.');
    expect(securityDepositState(deposit({ status: 'failed', lastError: 'Your card was declined.' }))).toBe(
      '$500.00 could not be held on your card: Your card was declined.',
    );
    expect(
      securityDepositState(deposit({ status: 'captured', capturedCents: 20_000, refundedCents: 15_000, claim })),
    ).toBe('$50.00 charged for the claim; the rest of the hold was released. $150.00 was refunded after the decision.');
    expect(
      securityDepositState(
        deposit({ status: 'captured', capturedCents: 20_000, claim: { ...claim, status: 'disputed' } }),
      ),
    ).toMatch(/^\$200\.00 of the claim charged and kept by us until an admin decides your dispute/);
  });

  it('says what a claim is for', () => {
    expect(claimInWords(claim)).toBe('1 hour of overtime at $200.00 an hour');
    expect(claimInWords({ ...claim, overtimeHours: 0, damageCents: 1_250, description: 'A torn rug.' })).toBe(
      '$12.50 of damage: A torn rug.',
    );
  });
});

describe('the claim form', () => {
  const problems = (body: unknown) =>
    FileClaimRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

  it('takes overtime in half hours up to 12, damage with a description and photos, and something to claim', () => {
    expect(problems({ overtimeHours: 2.5 })).toEqual([]);
    expect(problems({ overtimeHours: 0.25 })).toEqual([SECURITY_DEPOSIT_MESSAGES.overtimeHours]);
    expect(problems({ overtimeHours: 12.5 })).toEqual([SECURITY_DEPOSIT_MESSAGES.overtimeHours]);
    expect(problems({})).toEqual([SECURITY_DEPOSIT_MESSAGES.nothingClaimed]);
    expect(problems({ damageCents: 100 })).toEqual([
      SECURITY_DEPOSIT_MESSAGES.description,
      SECURITY_DEPOSIT_MESSAGES.photos,
    ]);
    expect(
      problems({
        damageCents: 100,
        description: 'A torn rug by the bar.',
        photoIds: ['00000000-0000-4000-8000-000000000000'],
      }),
    ).toEqual([]);
  });

  it('says where a deposit and its claim stand for the partner', () => {
    const open = { ...claim, status: 'open' as const, decidedCents: null, decisionNote: null, decidedAt: null };
    expect(securityDepositStateForPartner(deposit({ status: 'claimed', claim: open }))).toBe(
      'You claimed $200.00 (1 hour of overtime at $200.00 an hour); the customer answers by Mon, Mar 9, 2099.',
    );
    expect(
      securityDepositStateForPartner(deposit({ status: 'captured', claim: { ...open, status: 'disputed' } })),
    ).toBe('The customer disputes your claim of $200.00: “We left on time.” An admin decides.');
    expect(securityDepositStateForPartner(deposit({ status: 'captured', claim }))).toBe(
      'An admin decided: $50.00 of your $200.00 claim stands. “A quarter of it stands.”',
    );
    expect(securityDepositStateForPartner(deposit({ status: 'released' }))).toBe(
      'Security deposit $500.00 released: nothing was claimed.',
    );
  });
});
