// How a partner is paid for one booking (issue 46): in full when they confirm, or a deposit then, and the balance a
// number of days before the event, charged to the customer's saved card. Each line's charge (its share of the
// customer's total, §9 fees and tax included) and its payout split into instalments by the same percentage, so every
// payment carries its share of the fees, and the instalments add up to the line to the cent.
import { z } from 'zod';
import { percentOfCents } from './money.ts';

export const PAYMENT_TERM_LIMITS = {
  depositPercent: { min: 10, max: 50 },
  balanceDueDays: { min: 1, max: 60 },
} as const;

export const PAYMENT_TERMS_MESSAGES = {
  depositPercent: `Ask for a deposit between ${PAYMENT_TERM_LIMITS.depositPercent.min}% and ${PAYMENT_TERM_LIMITS.depositPercent.max}%.`,
  balanceDueDays: `Set the balance due between ${PAYMENT_TERM_LIMITS.balanceDueDays.min} and ${PAYMENT_TERM_LIMITS.balanceDueDays.max} days before the event.`,
} as const;

const wholeNumberIn = (limits: { min: number; max: number }, message: string) =>
  z.coerce.number(message).int(message).min(limits.min, message).max(limits.max, message);

export const PaymentTermsSchema = z.discriminatedUnion('schedule', [
  z.object({ schedule: z.literal('full') }),
  z.object({
    schedule: z.literal('deposit'),
    depositPercent: wholeNumberIn(PAYMENT_TERM_LIMITS.depositPercent, PAYMENT_TERMS_MESSAGES.depositPercent),
    balanceDueDays: wholeNumberIn(PAYMENT_TERM_LIMITS.balanceDueDays, PAYMENT_TERMS_MESSAGES.balanceDueDays),
  }),
]);
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

export const PAY_IN_FULL: PaymentTerms = { schedule: 'full' };

/** The terms a listing's two columns hold: both set for a deposit, both null for payment in full. */
export function paymentTermsOf(columns: {
  depositPercent: number | null;
  balanceDueDays: number | null;
}): PaymentTerms {
  return columns.depositPercent !== null && columns.balanceDueDays !== null
    ? { schedule: 'deposit', depositPercent: columns.depositPercent, balanceDueDays: columns.balanceDueDays }
    : PAY_IN_FULL;
}

export function paymentTermsColumns(terms: PaymentTerms): {
  depositPercent: number | null;
  balanceDueDays: number | null;
} {
  return terms.schedule === 'deposit'
    ? { depositPercent: terms.depositPercent, balanceDueDays: terms.balanceDueDays }
    : { depositPercent: null, balanceDueDays: null };
}

export const INSTALMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export type InstalmentKind = (typeof INSTALMENT_KINDS)[number];

/** scheduled: waits for the partner's confirmation (deposit, full) or its due date (balance); processing: a
 *  scheduler holds it and is charging it; paid; failed: refused after every retry; cancelled: never to be charged. */
export const INSTALMENT_STATUSES = ['scheduled', 'processing', 'paid', 'failed', 'cancelled'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export interface Instalment {
  kind: InstalmentKind;
  /** When it is charged: null at the partner's confirmation, else the date and time the balance falls due. */
  dueAt: Date | null;
  chargeCents: number;
  payoutCents: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a balance falls due: its number of days before the event starts. */
export function balanceDueAt(startsAt: Date, balanceDueDays: number): Date {
  return new Date(startsAt.getTime() - balanceDueDays * DAY_MS);
}

/**
 * A line's instalments. A deposit is its percentage of the charge and of the payout (each rounded half up to the
 * cent), the balance the rest. An event whose balance would already be due when booked is paid in full at
 * confirmation, as is a line without deposit terms.
 */
export function scheduleInstalments(input: {
  chargeCents: number;
  payoutCents: number;
  terms: PaymentTerms;
  startsAt: Date;
  bookedAt: Date;
}): Instalment[] {
  const { chargeCents, payoutCents, terms } = input;
  const full: Instalment[] = [{ kind: 'full', dueAt: null, chargeCents, payoutCents }];
  if (terms.schedule === 'full') return full;
  const dueAt = balanceDueAt(input.startsAt, terms.balanceDueDays);
  if (dueAt.getTime() <= input.bookedAt.getTime()) return full;
  const rate = terms.depositPercent / 100;
  const deposit = { charge: percentOfCents(chargeCents, rate), payout: percentOfCents(payoutCents, rate) };
  return [
    { kind: 'deposit', dueAt: null, chargeCents: deposit.charge, payoutCents: deposit.payout },
    { kind: 'balance', dueAt, chargeCents: chargeCents - deposit.charge, payoutCents: payoutCents - deposit.payout },
  ];
}

/** What is charged at confirmation (deposits and payments in full) and later (balances), over many lines. */
export function scheduleTotals(schedules: readonly (readonly Pick<Instalment, 'kind' | 'chargeCents'>[])[]): {
  atConfirmationCents: number;
  laterCents: number;
} {
  let atConfirmationCents = 0;
  let laterCents = 0;
  for (const instalment of schedules.flat())
    if (instalment.kind === 'balance') laterCents += instalment.chargeCents;
    else atConfirmationCents += instalment.chargeCents;
  return { atConfirmationCents, laterCents };
}

type Charged = Pick<Instalment, 'kind' | 'chargeCents'> & { status: InstalmentStatus; refundedCents: number };

/** What the customer has paid for a line and not had back: its paid instalments less their refunds. */
export function paidCents(instalments: readonly Charged[]): number {
  return instalments
    .filter((instalment) => instalment.status === 'paid')
    .reduce((total, instalment) => total + instalment.chargeCents - instalment.refundedCents, 0);
}

/** What is still to be charged for a line: its instalments neither paid nor cancelled. */
export function unpaidCents(instalments: readonly Charged[]): number {
  return instalments
    .filter((instalment) => instalment.status !== 'paid' && instalment.status !== 'cancelled')
    .reduce((total, instalment) => total + instalment.chargeCents, 0);
}

/** What the partner's confirmation captures from the checkout's hold: the line in full, or its deposit. */
export function atConfirmationCents(instalments: readonly Pick<Instalment, 'kind' | 'chargeCents'>[]): number {
  return instalments.find((instalment) => instalment.kind !== 'balance')?.chargeCents ?? 0;
}

/** The terms as the listing, the cart and the booking state them. */
export function paymentTermsInWords(terms: PaymentTerms): string {
  if (terms.schedule === 'full') return 'Paid in full when the booking is confirmed';
  const days = terms.balanceDueDays === 1 ? '1 day' : `${terms.balanceDueDays} days`;
  return `${terms.depositPercent}% deposit when the booking is confirmed, the balance ${days} before the event`;
}
