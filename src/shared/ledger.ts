// The ledger (issue 46): one entry for every operation the payment provider made for us, keyed as the operation was,
// so that a partner's statement and the platform's revenue are sums of entries and can be checked against the
// provider's own records to the cent.
import { z } from 'zod';

/** What the provider did: held money on a card, took it, let a hold go, gave it back, or paid a partner. */
export const LEDGER_KINDS = ['authorization', 'capture', 'release', 'refund', 'transfer'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What the money was for: a line's first instalment (checkout's payment), a balance, a security deposit, a claim. */
export const LEDGER_PURPOSES = ['booking', 'balance', 'security_deposit', 'claim'] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/** How a partner's statement names an entry. */
export function ledgerEntryInWords(kind: LedgerKind, purpose: LedgerPurpose): string {
  if (kind === 'transfer') return purpose === 'claim' ? 'Claim paid out' : 'Payout';
  const what = { booking: 'Booking', balance: 'Balance', security_deposit: 'Security deposit', claim: 'Claim' }[
    purpose
  ];
  const how = {
    authorization: 'held on card',
    capture: 'paid by customer',
    release: 'hold released',
    refund: 'refunded to customer',
  }[kind];
  return `${what} ${how}`;
}

export const StatementEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  kind: z.enum(LEDGER_KINDS),
  purpose: z.enum(LEDGER_PURPOSES),
  amountCents: z.number().int(),
  bookingReference: z.string(),
  itemName: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

/**
 * A partner's month: what customers paid for their lines (captures), what went back to them (refunds) and what was
 * paid out to the partner (transfers, claims included); holds do not move money and are left out.
 */
export const PartnerStatementSchema = z.object({
  month: z.string(),
  entries: z.array(StatementEntrySchema),
  paidByCustomersCents: z.number().int(),
  refundedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type PartnerStatement = z.infer<typeof PartnerStatementSchema>;

/** One thing the ledger and the provider's records disagree on: a payment's captures or refunds, an account's
 *  transfers; amounts as each side has them. */
export const LedgerDifferenceSchema = z.object({
  subject: z.enum(['payment', 'account']),
  id: z.string(),
  what: z.enum(['authorized', 'captured', 'refunded', 'transferred']),
  ledgerCents: z.number().int(),
  providerCents: z.number().int(),
});
export type LedgerDifference = z.infer<typeof LedgerDifferenceSchema>;

/** A month of the platform's money, from the ledger: taken from customers, given back, paid to partners, and kept. */
export const LedgerMonthSchema = z.object({
  month: z.string(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** What the platform kept: captured less refunded less paid out (its fees, and what is not yet paid out). */
  keptCents: z.number().int(),
});
export type LedgerMonth = z.infer<typeof LedgerMonthSchema>;

export const PlatformLedgerSchema = z.object({
  months: z.array(LedgerMonthSchema),
  lastReconciliation: z
    .object({
      ranAt: z.string(),
      paymentsChecked: z.number().int(),
      accountsChecked: z.number().int(),
      differences: z.array(LedgerDifferenceSchema),
    })
    .nullable(),
});
export type PlatformLedger = z.infer<typeof PlatformLedgerSchema>;
