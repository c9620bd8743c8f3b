// §1: a listing goes live only once its partner is approved and their payouts are connected. A listing made in
// onboarding waits in status 'awaiting_payouts'; this moves the approved ones to 'active' when payouts are on. It
// runs when either becomes true (an approval, a payout account turning on).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerPayoutAccounts, vendors, venues } from '../../db/schema/index.ts';

export const AWAITING_PAYOUTS = 'awaiting_payouts';

/** Puts the partner's approved listings that wait for payouts live; returns how many went live. */
export async function activateReadyListings(db: Db, userId: string): Promise<number> {
  const [payouts] = await db.select({ enabled: partnerPayoutAccounts.payoutsEnabled }).from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, userId));
  if (!payouts?.enabled) return 0;
  let activated = 0;
  for (const table of [venues, vendors]) {
    const rows = await db
      .update(table)
      .set({ status: 'active' })
      .where(and(eq(table.userId, userId), eq(table.status, AWAITING_PAYOUTS), eq(table.approvalStatus, 'approved')))
      .returning({ id: table.id });
    activated += rows.length;
  }
  return activated;
}
