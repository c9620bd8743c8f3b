// A checkout attempt read back by its customer (/booking/error/{id}): what happened to the payment.
import { and, eq } from 'drizzle-orm';
import type { CheckoutAttempt } from '#shared/checkout.ts';
import type { Db } from '../../db/client.ts';
import { checkoutAttempts } from '../../db/schema/index.ts';

export async function customerAttempt(db: Db, attemptId: string, customerId: string): Promise<CheckoutAttempt | null> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, attemptId), eq(checkoutAttempts.userId, customerId)));
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    failure: row.failure,
    amountCents: row.amountCents,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
  };
}
