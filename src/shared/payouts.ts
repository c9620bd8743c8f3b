// Partners' payout accounts (§1: connect payouts before going live): the status the portal shows, and the sandbox
// provider's own onboarding form (test bank details, as a real provider's test mode takes).
import { z } from 'zod';

export const PayoutStatusSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** An account was opened with the provider (the partner may not have finished its details yet). */
  started: z.boolean(),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

/** The routing number the sandbox takes (Stripe's test routing number), and its test account numbers. */
export const SANDBOX_BANK = { routingNumber: '110000000', accountNumber: '000123456789' } as const;

export const PAYOUT_MESSAGES = {
  bankRefused:
    'The bank refused these details. In the sandbox, use routing number 110000000 and account number 000123456789.',
  notYourAccount: 'This payout account belongs to someone else.',
  sandboxOnly: 'This page belongs to the local sandbox payment provider.',
  providerDown: 'The payment provider could not be reached. Please try again in a moment.',
  /** The rule the code follows (issue 41): approval alone makes a partner bookable; payouts wait for the account. */
  whenBookable:
    'Customers can book you once your application is approved. What you earn waits for your payout account and is paid as soon as it is connected.',
} as const;

export const SandboxConnectRequestSchema = z.object({
  legalName: z.string().trim().min(2, 'Enter the legal name on the account.').max(120),
  routingNumber: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'A routing number has 9 digits.'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'An account number has 4 to 17 digits.'),
});
export type SandboxConnectRequest = z.infer<typeof SandboxConnectRequestSchema>;

export const SandboxAccountSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  email: z.string(),
  detailsSubmitted: z.boolean(),
});

export const PAYOUT_STATES = ['pending', 'paid', 'failed', 'reversed'] as const;

/** One confirmed booking of the partner's and what it pays them: the line, the platform's fee, any refund. */
export const EarningSchema = z.object({
  bookingItemId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  eventDate: z.string(),
  listingName: z.string(),
  customerName: z.string(),
  confirmedAt: z.string(),
  lineTotalCents: z.number().int(),
  platformFeeCents: z.number().int(),
  refundedCents: z.number().int(),
  payoutCents: z.number().int(),
  status: z.enum(PAYOUT_STATES),
  paidAt: z.string().nullable(),
});
export type Earning = z.infer<typeof EarningSchema>;

export const EarningsSchema = z.object({
  earnings: z.array(EarningSchema),
  totals: z.object({ paidCents: z.number().int(), pendingCents: z.number().int(), feesCents: z.number().int() }),
  /** Months (YYYY-MM) with a statement, newest first. */
  months: z.array(z.string()),
});
export type Earnings = z.infer<typeof EarningsSchema>;

export const StatementParamsSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month looks like 2026-11.'),
});
