// Splitting what is due among co-hosts (issue 48, step 5 of ADR 030): the organizer splits a partner's balance not
// yet charged, or a deposit or payment in full already taken from their card at confirmation, by amount or in equal
// shares; each co-host pays their share through their own link before a deadline. Whatever is unpaid then of a
// balance is charged to the organizer's saved card; of a payment already made, it stays the organizer's, and what a
// co-host pays of it goes back to the organizer's card. The partner's calendar never waits: the booking is confirmed
// before anything is split.
import { z } from 'zod';
import { allocateCents } from './fees.ts';
import { formatMoney } from './money.ts';
import { CO_HOST_RULES } from './checkout.ts';
import { INSTALMENT_KINDS } from './payment-terms.ts';

export const SPLIT_MESSAGES = {
  onlyOrganizer: 'Only the organizer can split what is due.',
  onlyHosts: 'Only the event’s organizer and co-hosts see how its payments are split.',
  balanceNotFound: 'That balance is not on this event.',
  notSplittable:
    'This can no longer be split: only a balance not yet charged, or a payment made at confirmation and not refunded, of a line its partner confirmed, can be.',
  alreadySplit: 'This is already split with co-hosts.',
  deadline: 'Choose a deadline from tomorrow to the day before the balance is due.',
  deadlineBeforeEvent: 'Choose a deadline from tomorrow to the day before the event.',
  coHost: 'Each share must go to a different co-host who has accepted.',
  oneOrganizerPart: 'The organizer has one part of a split.',
  noCoHost: 'Give at least one co-host a share.',
  positive: 'A co-host’s share must be at least $0.01.',
  sum: (cents: number, dueCents: number) =>
    `The shares add up to ${formatMoney(cents, 'charge')}; they must add up to ${formatMoney(dueCents, 'charge')}, what is due.`,
  shareNotFound: 'That share is not on this event.',
  notYours: 'Only the organizer and the co-host who owes a share can have its link sent again.',
  shareClosed: 'This share is no longer waiting to be paid.',
  linkGone: 'This payment link does not work any more. Ask the organizer to send a new one.',
  onlyOrganizerTakesBack: 'Only the organizer can take a share back.',
  organizerPartPaid:
    'This share can no longer be taken back: your own part of the balance is paid, so it stays with the co-host until its deadline.',
} as const;

export const SHARE_RULES = {
  /** A co-host still owing their share is reminded this long before its deadline (with a new link). */
  remindBeforeMs: 2 * 86_400_000,
} as const;

/** One part of a split: a co-host's share, or the organizer's own part (`memberId` null), in cents. */
export const SplitPartSchema = z.object({
  memberId: z.uuid().nullable(),
  cents: z.number().int().min(0).max(100_000_000),
});

export const SplitRequestSchema = z.object({
  instalmentId: z.uuid(),
  /** The last day a co-host may pay (a day of the calendar, read as the balance's own time of day). */
  deadline: z.iso.date(SPLIT_MESSAGES.deadline),
  parts: z
    .array(SplitPartSchema)
    .min(2, SPLIT_MESSAGES.noCoHost)
    .max(CO_HOST_RULES.max + 1),
});
export type SplitRequest = z.infer<typeof SplitRequestSchema>;

/** open: the co-host may pay it; paying: their card is being charged; paid: by them; charged-to-organizer: its
 *  deadline passed and it is (being) charged to the organizer's card; unpaid: that card was refused every time;
 *  cancelled: the booking was. */
export const SHARE_STATES = ['open', 'paying', 'paid', 'charged-to-organizer', 'unpaid', 'cancelled'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const PaymentShareSchema = z.object({
  id: z.string(),
  name: z.string(),
  cents: z.number().int(),
  /** When it is charged to the organizer if the co-host has not paid it. */
  deadline: z.string(),
  state: z.enum(SHARE_STATES),
  /** The viewer is the co-host who owes it. */
  mine: z.boolean(),
});
export type PaymentShare = z.infer<typeof PaymentShareSchema>;

/** A partner's balance not yet charged, or a payment already made from the organizer's card (a deposit or the
 *  whole), and how it is split if it is. */
export const SplittableBalanceSchema = z.object({
  instalmentId: z.string(),
  kind: z.enum(INSTALMENT_KINDS),
  lineName: z.string(),
  /** The whole amount, shares included. */
  chargeCents: z.number().int(),
  /** A balance's due date; for a payment already made, the event's start (a deadline is before either). */
  dueAt: z.string(),
  /** The organizer's own part: charged on a balance's due date, or kept of a payment already made. */
  organizerCents: z.number().int(),
  /** Whether it can be split now (not yet split, not being charged, the line confirmed, a deadline left). */
  splittable: z.boolean(),
  shares: z.array(PaymentShareSchema),
  /** Parts the organizer's card was refused for (their own, or a share past its deadline), for the organizer alone:
   *  each may be paid now with another card. */
  refused: z.array(z.object({ instalmentId: z.string(), cents: z.number().int(), reason: z.string() })),
});
export type SplittableBalance = z.infer<typeof SplittableBalanceSchema>;

export const EventPaymentsSchema = z.object({
  balances: z.array(SplittableBalanceSchema),
  /** Co-hosts who have accepted: those a balance can be split with. */
  coHosts: z.array(z.object({ memberId: z.string(), name: z.string() })),
  maySplit: z.boolean(),
});
export type EventPayments = z.infer<typeof EventPaymentsSchema>;

/** A share of a payment the organizer already made: what the co-host pays goes back to the organizer's card. */
export const paidAlready = (kind: (typeof INSTALMENT_KINDS)[number]) => kind !== 'balance';

/** How the page and the mails name what was split. */
export const SPLIT_WHAT = { balance: 'balance', deposit: 'deposit', full: 'payment' } as const;

/** What a share's link opens, for its payment page. */
export const ShareLinkSchema = z.object({
  state: z.enum([...SHARE_STATES, 'gone']),
  kind: z.enum(INSTALMENT_KINDS),
  coHostName: z.string(),
  organizerName: z.string(),
  eventName: z.string(),
  when: z.string(),
  lineName: z.string(),
  cents: z.number().int(),
  deadline: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const PayShareRequestSchema = z.object({
  token: z.string().min(1).max(100),
  paymentMethod: z.string().min(1).max(200),
});

/** `total` in `count` equal parts to the cent, the odd cents to the first parts. */
export const equalParts = (total: number, count: number): number[] => allocateCents(total, Array(count).fill(1));

/** Whether the parts add up to what is due, and the words when they do not. */
export function splitSumProblem(parts: readonly { cents: number }[], dueCents: number): string | null {
  const cents = parts.reduce((total, part) => total + part.cents, 0);
  return cents === dueCents ? null : SPLIT_MESSAGES.sum(cents, dueCents);
}

const DAY_MS = 86_400_000;

/** The days a deadline may be: from the day after `today` to the day before the balance's due date (UTC days). */
export function deadlineRange(now: Date, dueAt: Date): { first: string; last: string } {
  return {
    first: new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10),
    last: new Date(dueAt.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

/** The deadline's instant: its day at the balance's own time of day. */
export function deadlineAt(deadline: string, dueAt: Date): Date {
  const days = Math.round((Date.parse(dueAt.toISOString().slice(0, 10)) - Date.parse(deadline)) / DAY_MS);
  return new Date(dueAt.getTime() - days * DAY_MS);
}
