// The local payment provider: keeps its books in the database (sandbox_payments, sandbox_transfers,
// sandbox_saved_cards) as a real provider keeps its own, so holds, captures and refunds survive restarts and are
// shared by every instance. Test cards (#shared/payments.ts) succeed, decline, or fail as if the network dropped;
// saved cards are charged later with the customer away, and one test card pays at checkout but declines those
// off-session charges.
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  cardNumberOf,
  isValidCardNumber,
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type SandboxOutcome,
} from '#shared/payments.ts';
import type { Db } from '../../db/client.ts';
import {
  sandboxAccounts,
  sandboxOperations,
  sandboxPayments,
  sandboxSavedCards,
  sandboxTransfers,
} from '../../db/schema/index.ts';
import { PaymentDeclinedError, PaymentUnavailableError, type Authorization, type PaymentProvider } from './types.ts';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const SAVED_CARD_PREFIX = 'sbx_card_';

/** What a test card does, or the refusal of a number that is not one. */
function outcomeOf(number: string | null): { number: string; outcome: SandboxOutcome } {
  if (!number || !isValidCardNumber(number)) throw new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard);
  const card = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS];
  if (!card) throw new PaymentDeclinedError(PAYMENT_MESSAGES.notATestCard);
  return { number, outcome: card.outcome };
}

/** Why the card refuses a charge (null: it pays); the network error throws, as no answer comes back. */
function refusalOf(outcome: SandboxOutcome, offSession: boolean): string | null {
  if (outcome === 'network_error') throw new PaymentUnavailableError();
  if (outcome === 'declined') return PAYMENT_MESSAGES.declined;
  if (outcome === 'insufficient_funds') return PAYMENT_MESSAGES.insufficientFunds;
  if (outcome === 'declines_later' && offSession) return PAYMENT_MESSAGES.declinedLater;
  return null;
}

type PaymentRow = typeof sandboxPayments.$inferSelect;

/** A payment's answer: its authorization, or the refusal it was stored with. */
function answer(payment: PaymentRow): Authorization {
  if (payment.declineMessage !== null) throw new PaymentDeclinedError(payment.declineMessage);
  return { id: payment.id, amountCents: payment.amountCents, cardLast4: payment.cardLast4 };
}

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

  /** A capture or refund already made with this key: asked again, it answers as before (as Stripe's keys do). */
  async function operationDone(idempotencyKey: string): Promise<boolean> {
    const [row] = await db
      .select({ key: sandboxOperations.idempotencyKey })
      .from(sandboxOperations)
      .where(eq(sandboxOperations.idempotencyKey, idempotencyKey));
    return row !== undefined;
  }

  async function paymentByKey(idempotencyKey: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
    return row;
  }

  /** Stores a payment under its key; a concurrent call with the same key that won the insert gives its row. */
  async function record(values: typeof sandboxPayments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db
      .insert(sandboxPayments)
      .values(values)
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    return row ?? (await paymentByKey(values.idempotencyKey))!;
  }

  /** The card number behind a payment method: a card from the checkout form, or a saved card (null: none). */
  async function cardNumberFor(paymentMethod: string): Promise<string | null> {
    if (!paymentMethod.startsWith(SAVED_CARD_PREFIX)) return cardNumberOf(paymentMethod);
    const [card] = await db
      .select({ cardNumber: sandboxSavedCards.cardNumber })
      .from(sandboxSavedCards)
      .where(eq(sandboxSavedCards.id, paymentMethod));
    return card?.cardNumber ?? null;
  }

  return {
    name: 'sandbox',

    async authorize({ amountCents, paymentMethod, idempotencyKey, metadata }) {
      const existing = await paymentByKey(idempotencyKey);
      if (existing) return answer(existing);
      const { number, outcome } = outcomeOf(await cardNumberFor(paymentMethod));
      const refusal = refusalOf(outcome, false);
      if (refusal) throw new PaymentDeclinedError(refusal);
      return answer(
        await record({
          id: newId('sbx_pi'),
          idempotencyKey,
          amountCents,
          status: 'requires_capture',
          cardLast4: number.slice(-4),
          metadata,
        }),
      );
    },

    async saveCard({ paymentMethod, email, idempotencyKey }) {
      const byKey = () =>
        db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.idempotencyKey, idempotencyKey));
      const [existing] = await byKey();
      if (existing) return { id: existing.id, cardLast4: existing.cardNumber.slice(-4) };
      const { number, outcome } = outcomeOf(await cardNumberFor(paymentMethod));
      const refusal = refusalOf(outcome, false);
      if (refusal) throw new PaymentDeclinedError(refusal);
      const [row] = await db
        .insert(sandboxSavedCards)
        .values({ id: newId('sbx_card'), idempotencyKey, cardNumber: number, email })
        .onConflictDoNothing({ target: sandboxSavedCards.idempotencyKey })
        .returning();
      // A concurrent call with the same key won the insert: answer with its card.
      const card = row ?? (await byKey())[0]!;
      return { id: card.id, cardLast4: card.cardNumber.slice(-4) };
    },

    async chargeSavedCard({ savedCardId, amountCents, capture, idempotencyKey, metadata }) {
      const existing = await paymentByKey(idempotencyKey);
      if (existing) return answer(existing);
      if (!savedCardId.startsWith(SAVED_CARD_PREFIX)) throw new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard);
      const { number, outcome } = outcomeOf(await cardNumberFor(savedCardId));
      // A refusal is kept under the key (nothing held), so a retry with the same key is refused the same way.
      const refusal = refusalOf(outcome, true);
      return answer(
        await record({
          id: newId('sbx_pi'),
          idempotencyKey,
          amountCents,
          capturedCents: refusal || !capture ? 0 : amountCents,
          status: refusal ? 'declined' : capture ? 'succeeded' : 'requires_capture',
          cardLast4: number.slice(-4),
          metadata,
          declineMessage: refusal,
        }),
      );
    },

    async forgetSavedCard(savedCardId) {
      await db.delete(sandboxSavedCards).where(eq(sandboxSavedCards.id, savedCardId));
    },

    async capture({ paymentId, amountCents, final, idempotencyKey }) {
      if (await operationDone(idempotencyKey)) return;
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
      if (await operationDone(idempotencyKey)) return;
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

    async paymentTotals(paymentId) {
      const { amountCents, capturedCents, refundedCents } = await held(paymentId);
      return { amountCents, capturedCents, refundedCents };
    },

    async transferredTo(accountId) {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${sandboxTransfers.amountCents}), 0)::int` })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.destination, accountId));
      return row?.cents ?? 0;
    },

    async findByAttempt(attemptId) {
      const [row] = await db
        .select({ id: sandboxPayments.id, status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(
          and(
            sql`${sandboxPayments.metadata} ->> 'checkout_attempt' = ${attemptId}`,
            ne(sandboxPayments.status, 'declined'),
          ),
        );
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
