// The jobs that keep the money in step, in order, run every minute and at start (plugins/background-jobs.ts) and, in
// development and tests, at a chosen time (dev-clock-routes.ts): holds of checkouts that died released, lines that
// confirm at once left waiting confirmed, unanswered requests expired, interrupted confirmations finished, bookings a
// day past their end completed, balances due soon reminded, balances due charged, co-hosts' shares of payments
// already made given back to the organizer where a crash left them owed, security deposits held the day before,
// claims left unanswered accepted, unclaimed deposits released, and once a day the ledger checked against the
// provider's records. One failing job is logged and does not stop the others.
import { chargeDueBalances, remindUpcomingBalances } from './charge-balances.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { settleUnansweredClaims } from './deposit-claims.ts';
import { payBackOwed } from './pay-back-shares.ts';
import {
  completeEndedLines,
  confirmWaitingInstantLines,
  expireRequests,
  finishInterruptedConfirmations,
  reconcileCheckouts,
} from './reconcile.ts';
import { reconcileLedger } from './reconcile-ledger.ts';
import { holdDueSecurityDeposits, releaseDueSecurityDeposits } from './security-deposits.ts';

const JOBS: [name: string, run: (ctx: CheckoutContext, now: Date) => Promise<unknown>][] = [
  ['checkout reconciliation', reconcileCheckouts],
  ['instant bookings left waiting', confirmWaitingInstantLines],
  ['request expiry', expireRequests],
  ['finishing confirmations', finishInterruptedConfirmations],
  ['completing ended bookings', completeEndedLines],
  ['balance reminders', remindUpcomingBalances],
  ['balance charges', chargeDueBalances],
  ['shares given back', payBackOwed],
  ['security deposit holds', holdDueSecurityDeposits],
  ['unanswered claims', settleUnansweredClaims],
  ['security deposit releases', releaseDueSecurityDeposits],
  ['ledger reconciliation', reconcileLedger],
];

export async function runMoneyJobs(ctx: CheckoutContext, now = new Date()): Promise<void> {
  for (const [name, run] of JOBS)
    await run(ctx, now).catch((error: unknown) => ctx.log.error({ err: error }, `${name} failed`));
}
