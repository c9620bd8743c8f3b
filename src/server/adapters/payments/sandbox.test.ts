// The sandbox provider's saved cards and off-session charges, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// a saved card pays as its test card does, charges replay under their key, a refusal included.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, sandboxPaymentMethod } from '#shared/payments.ts';
import type { Database } from '../../db/client.ts';
import { sandboxPayments, sandboxSavedCards } from '../../db/schema/index.ts';
import { databaseTargets } from '../../testing/database-targets.ts';
import { createSandboxProvider } from './sandbox.ts';
import { PaymentDeclinedError, PaymentUnavailableError, type PaymentProvider } from './types.ts';

const SUCCEEDS = sandboxPaymentMethod('4242424242424242');
const DECLINED = sandboxPaymentMethod('4000000000000002');
const NETWORK_ERROR = sandboxPaymentMethod('4000000000000119');
const DECLINES_LATER = sandboxPaymentMethod('4000000000000341');

const key = () => randomUUID();

describe.each(databaseTargets('payments_sandbox'))('sandbox saved cards on $name', (target) => {
  let database: Database;
  let provider: PaymentProvider;

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    provider = createSandboxProvider(database.db);
  });
  afterAll(async () => database?.close());

  const payment = async (id: string) =>
    (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;
  const paymentsUnder = (idempotencyKey: string) =>
    database.db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
  const saveCard = (paymentMethod: string, idempotencyKey = key()) =>
    provider.saveCard({ paymentMethod, email: 'guest@example.com', idempotencyKey });
  const charge = (savedCardId: string, capture: boolean, idempotencyKey = key(), amountCents = 12_500) =>
    provider.chargeSavedCard({ savedCardId, amountCents, capture, idempotencyKey, metadata: { booking: 'b1' } });

  it('saves a card once per key, even when the calls race', async () => {
    const k = key();
    const [first, second] = await Promise.all([saveCard(SUCCEEDS, k), saveCard(SUCCEEDS, k)]);
    expect(first.id).toMatch(/^sbx_card_[0-9a-f]{24}$/);
    expect(first).toEqual({ id: first.id, cardLast4: '4242' });
    expect(second).toEqual(first);
    expect(await saveCard(SUCCEEDS, k)).toEqual(first);
    const rows = await database.db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    expect((await saveCard(SUCCEEDS)).id).not.toBe(first.id);
  });

  it('forgets a saved card: later charges to it are refused, and forgetting it again is no error', async () => {
    const card = await saveCard(SUCCEEDS);
    await provider.forgetSavedCard(card.id);
    expect(await database.db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.id, card.id))).toEqual([]);
    await expect(charge(card.id, true)).rejects.toBeInstanceOf(PaymentDeclinedError);
    await provider.forgetSavedCard(card.id);
  });

  it('authorizes with a saved card as with its number; an unknown saved card is refused', async () => {
    const card = await saveCard(SUCCEEDS);
    const hold = await provider.authorize({
      amountCents: 40_000,
      paymentMethod: card.id,
      idempotencyKey: key(),
      metadata: {},
    });
    expect(hold).toMatchObject({ amountCents: 40_000, cardLast4: '4242' });
    expect(await payment(hold.id)).toMatchObject({ status: 'requires_capture', capturedCents: 0 });
    await expect(
      provider.authorize({
        amountCents: 1_000,
        paymentMethod: 'sbx_card_unknown',
        idempotencyKey: key(),
        metadata: {},
      }),
    ).rejects.toEqual(new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard));
  });

  it('charges a saved card at once: captured and refundable', async () => {
    const card = await saveCard(SUCCEEDS);
    const charged = await charge(card.id, true);
    expect(charged).toMatchObject({ amountCents: 12_500, cardLast4: '4242' });
    expect(await payment(charged.id)).toMatchObject({
      status: 'succeeded',
      amountCents: 12_500,
      capturedCents: 12_500,
      declineMessage: null,
      metadata: { booking: 'b1' },
    });
    await provider.refund({ paymentId: charged.id, amountCents: 2_500, idempotencyKey: key() });
    expect((await payment(charged.id)).refundedCents).toBe(2_500);
  });

  it('holds on a saved card, then captures or releases the hold', async () => {
    const card = await saveCard(SUCCEEDS);
    const captured = await charge(card.id, false);
    expect(await payment(captured.id)).toMatchObject({ status: 'requires_capture', capturedCents: 0 });
    await provider.capture({ paymentId: captured.id, amountCents: 10_000, final: true, idempotencyKey: key() });
    expect(await payment(captured.id)).toMatchObject({ status: 'succeeded', capturedCents: 10_000 });

    const released = await charge(card.id, false);
    await provider.release(released.id);
    expect(await payment(released.id)).toMatchObject({ status: 'canceled', capturedCents: 0 });
  });

  it('answers a final capture or a refund asked again with its key as before, moving no more money', async () => {
    const card = await saveCard(SUCCEEDS);
    const hold = await charge(card.id, false);
    const capture = { paymentId: hold.id, amountCents: 4_000, final: true, idempotencyKey: key() };
    await provider.capture(capture);
    await provider.capture(capture);
    const refund = { paymentId: hold.id, amountCents: 1_500, idempotencyKey: key() };
    await provider.refund(refund);
    await provider.refund(refund);
    expect(await payment(hold.id)).toMatchObject({ status: 'succeeded', capturedCents: 4_000, refundedCents: 1_500 });
    await expect(provider.capture({ ...capture, idempotencyKey: key() })).rejects.toThrow(/nothing to capture/);
  });

  it('reports a payment’s totals and what an account was paid, for reconciliation', async () => {
    const card = await saveCard(SUCCEEDS);
    const hold = await charge(card.id, false);
    await provider.capture({ paymentId: hold.id, amountCents: 9_000, final: false, idempotencyKey: key() });
    await provider.refund({ paymentId: hold.id, amountCents: 700, idempotencyKey: key() });
    expect(await provider.paymentTotals(hold.id)).toEqual({
      amountCents: 12_500,
      capturedCents: 9_000,
      refundedCents: 700,
    });
    const { accountId } = await provider.createPayoutAccount({ email: 'dj@example.com', businessName: 'DJ' });
    expect(await provider.transferredTo(accountId)).toBe(0);
    for (const amountCents of [5_000, 1_234])
      await provider.transfer({ destination: accountId, amountCents, transferGroup: 'g', idempotencyKey: key() });
    expect(await provider.transferredTo(accountId)).toBe(6_234);
  });

  it('gives the same charge for the same key: one payment', async () => {
    const card = await saveCard(SUCCEEDS);
    const k = key();
    const [first, second] = await Promise.all([charge(card.id, true, k), charge(card.id, true, k)]);
    expect(second).toEqual(first);
    expect(await charge(card.id, true, k)).toEqual(first);
    expect(await paymentsUnder(k)).toHaveLength(1);
  });

  it('pays at checkout and saves the "declines later" card, then refuses every charge made later', async () => {
    const hold = await provider.authorize({
      amountCents: 5_000,
      paymentMethod: DECLINES_LATER,
      idempotencyKey: key(),
      metadata: {},
    });
    expect(hold.cardLast4).toBe('0341');
    const card = await saveCard(DECLINES_LATER);
    expect(card.cardLast4).toBe('0341');
    const refusal = new PaymentDeclinedError(PAYMENT_MESSAGES.declinedLater);

    const k = key();
    await expect(charge(card.id, true, k)).rejects.toEqual(refusal);
    const [refused] = await paymentsUnder(k);
    expect(refused).toMatchObject({
      status: 'declined',
      amountCents: 12_500,
      capturedCents: 0,
      declineMessage: PAYMENT_MESSAGES.declinedLater,
    });
    // The same key answers with the same refusal and stores nothing more; a new key is refused too.
    await expect(charge(card.id, true, k)).rejects.toEqual(refusal);
    expect(await paymentsUnder(k)).toHaveLength(1);
    await expect(charge(card.id, false)).rejects.toEqual(refusal);
    // A refused charge holds nothing to capture or refund.
    await expect(provider.refund({ paymentId: refused!.id, amountCents: 1, idempotencyKey: key() })).rejects.toThrow();
    await expect(
      provider.capture({ paymentId: refused!.id, amountCents: 1, final: true, idempotencyKey: key() }),
    ).rejects.toThrow();
  });

  it('refuses to save a declined card and stores nothing', async () => {
    const k = key();
    await expect(saveCard(DECLINED, k)).rejects.toEqual(new PaymentDeclinedError(PAYMENT_MESSAGES.declined));
    await expect(saveCard(sandboxPaymentMethod('4000000000009995'))).rejects.toEqual(
      new PaymentDeclinedError(PAYMENT_MESSAGES.insufficientFunds),
    );
    await expect(saveCard(sandboxPaymentMethod('4111111111111112'))).rejects.toEqual(
      new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard),
    );
    await expect(saveCard(sandboxPaymentMethod('4111111111111111'))).rejects.toEqual(
      new PaymentDeclinedError(PAYMENT_MESSAGES.notATestCard),
    );
    expect(
      await database.db.select().from(sandboxSavedCards).where(eq(sandboxSavedCards.idempotencyKey, k)),
    ).toHaveLength(0);
  });

  it('fails a network-error card as unavailable, storing no charge', async () => {
    await expect(saveCard(NETWORK_ERROR)).rejects.toBeInstanceOf(PaymentUnavailableError);
    // The card cannot be saved through saveCard, so put it in the books as a card saved before its network failed.
    const id = `sbx_card_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    await database.db
      .insert(sandboxSavedCards)
      .values({ id, idempotencyKey: key(), cardNumber: '4000000000000119', email: 'guest@example.com' });
    const k = key();
    await expect(charge(id, true, k)).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(await paymentsUnder(k)).toHaveLength(0);
    await expect(charge('sbx_card_unknown', true)).rejects.toEqual(
      new PaymentDeclinedError(PAYMENT_MESSAGES.invalidCard),
    );
  });
});
