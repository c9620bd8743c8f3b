// The local payment provider: keeps its books in the database (sandbox_payments, sandbox_transfers) as a real
// provider keeps its own, so holds, captures and refunds survive restarts and are shared by every instance.
// Test cards (#shared/payments.ts) succeed, decline, or fail as if the network dropped.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cardNumberOf, isValidCardNumber, PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '#shared/payments.ts';
import type { Db } from '../../db/client.ts';
import { sandboxAccounts, sandboxOperations, sandboxPayments, sandboxTransfers } from '../../db/schema/index.ts';
import { PaymentDeclinedError, PaymentUnavailableError, type PaymentProvider } from './types.ts';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Where the sandbox's connected-account onboarding lives (the client page of the same path). */
export const SANDBOX_CONNECT_PATH = '/sandbox/connect';

export function createSandboxProvider(db: Db): PaymentProvider {
  async function held(paymentId: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw new Error(`sandbox: no payment ${paymentId}`);
    return row;
  }

  /**
   * Records an operation under its key and applies it in one transaction, as a real provider does: a crash between
   * the two would leave the key spent and the money not moved. Nothing is done when the key was used before.
   */
  async function once(
    idempotencyKey: string,
    paymentId: string,
    kind: 'capture' | 'refund',
    amountCents: number,
    apply: (tx: Db) => Promise<unknown>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(sandboxOperations)
        .values({ idempotencyKey, paymentId, kind, amountCents })
        .onConflictDoNothing()
        .returning({ key: sandboxOperations.idempotencyKey });
      if (inserted.length > 0) await apply(tx);
    });
  }

  return {
    name: 'sandbox',

    async authorize({ amountCents, paymentMethod, idempotencyKey, metadata }) {
      const [existing] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
      if (existing) return { id: existing.id, amountCents: existing.amountCents, cardLast4: existing.cardLast4 };
      const number = cardNumberOf(paymentMethod);
      if (!number || !isValidCardNumber(number)) throw new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard);
      const card = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS];
      if (!card) throw new PaymentDeclinedError(PAYMENT_MESSAGES.notATestCard);
      if (card.outcome === 'declined') throw new PaymentDeclinedError(PAYMENT_MESSAGES.declined);
      if (card.outcome === 'insufficient_funds') throw new PaymentDeclinedError(PAYMENT_MESSAGES.insufficientFunds);
      if (card.outcome === 'network_error') throw new PaymentUnavailableError();
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          id: newId('sbx_pi'),
          idempotencyKey,
          amountCents,
          status: 'requires_capture',
          cardLast4: number.slice(-4),
          metadata,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      // A concurrent call with the same key won the insert: answer with its authorization.
      const payment =
        row ?? (await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, idempotencyKey)))[0]!;
      return { id: payment.id, amountCents: payment.amountCents, cardLast4: payment.cardLast4 };
    },

    async capture({ paymentId, amountCents, final, idempotencyKey }) {
      const payment = await held(paymentId);
      if (payment.status !== 'requires_capture')
        throw new Error(`sandbox: payment ${paymentId} is ${payment.status}, nothing to capture`);
      if (payment.capturedCents + amountCents > payment.amountCents)
        throw new Error('sandbox: capture exceeds the authorization');
      await once(idempotencyKey, paymentId, 'capture', amountCents, (tx) =>
        tx
          .update(sandboxPayments)
          .set({
            capturedCents: sql`${sandboxPayments.capturedCents} + ${amountCents}`,
            status: final ? 'succeeded' : 'requires_capture',
          })
          .where(eq(sandboxPayments.id, paymentId)),
      );
    },

    async release(paymentId) {
      const payment = await held(paymentId);
      if (payment.status !== 'requires_capture') return;
      await db
        .update(sandboxPayments)
        .set({ status: payment.capturedCents > 0 ? 'succeeded' : 'canceled' })
        .where(eq(sandboxPayments.id, paymentId));
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const payment = await held(paymentId);
      if (payment.refundedCents + amountCents > payment.capturedCents)
        throw new Error('sandbox: refund exceeds what was captured');
      await once(idempotencyKey, paymentId, 'refund', amountCents, (tx) =>
        tx
          .update(sandboxPayments)
          .set({ refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}` })
          .where(eq(sandboxPayments.id, paymentId)),
      );
    },

    async transfer({ destination, amountCents, transferGroup, idempotencyKey }) {
      const [row] = await db
        .insert(sandboxTransfers)
        .values({ id: newId('sbx_tr'), idempotencyKey, destination, amountCents, transferGroup })
        .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey })
        .returning({ id: sandboxTransfers.id });
      if (row) return row;
      const [existing] = await db
        .select({ id: sandboxTransfers.id })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey));
      return existing!;
    },

    async findByAttempt(attemptId) {
      const [row] = await db
        .select({ id: sandboxPayments.id, status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(sql`${sandboxPayments.metadata} ->> 'checkout_attempt' = ${attemptId}`);
      return row ? { id: row.id, held: row.status === 'requires_capture' } : null;
    },

    async createPayoutAccount({ email, businessName }) {
      const [row] = await db
        .insert(sandboxAccounts)
        .values({ id: newId('acct_sbx'), email, businessName })
        .returning();
      return { accountId: row!.id };
    },

    async payoutOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      // The sandbox's own onboarding page (features/payouts), on this site.
      const params = new URLSearchParams({ return: returnUrl, refresh: refreshUrl });
      return { url: `${SANDBOX_CONNECT_PATH}/${accountId}?${params}` };
    },

    async payoutAccountStatus(accountId) {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
      if (!row) throw new Error(`sandbox: no account ${accountId}`);
      return {
        detailsSubmitted: row.detailsSubmitted,
        chargesEnabled: row.payoutsEnabled,
        payoutsEnabled: row.payoutsEnabled,
      };
    },
  };
}
