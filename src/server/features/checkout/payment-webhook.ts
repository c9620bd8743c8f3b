// What Stripe tells us after the fact (POST /api/payments/webhook, signature checked by the route). An event is
// recorded (payment_webhook_events) once handled, so a redelivery changes nothing; a handler that fails records
// nothing, and Stripe's redelivery tries again (each handler is safe to run twice):
// - payment_intent.canceled: the hold is gone (Stripe cancels a hold left uncaptured for 7 days), so every
//   partner booking of it still waiting for an answer expires, and nothing more can be captured;
// - charge.refunded: a refund made outside the app (Stripe's dashboard) is recorded on the payment and in the ledger;
// - charge.dispute.created: logged for the team, with the booking it belongs to.
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { bookingItems, bookings, ledgerEntries, paymentWebhookEvents, payments } from '../../db/schema/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { recordInLedger } from './ledger.ts';
import { respondToBooking } from './respond-to-booking.ts';

export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate';

function paymentIntentId(value: string | Stripe.PaymentIntent | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function paymentByIntent(ctx: CheckoutContext, intentId: string) {
  const [row] = await ctx.db
    .select({ payment: payments, reference: bookings.reference })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.providerPaymentId, intentId));
  return row;
}

export async function handleStripeEvent(
  ctx: CheckoutContext,
  event: Stripe.Event,
  now = new Date(),
): Promise<WebhookOutcome> {
  const [seen] = await ctx.db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.id, event.id));
  if (seen) return 'duplicate';
  const outcome = await handle(ctx, event, now);
  await ctx.db
    .insert(paymentWebhookEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type })
    .onConflictDoNothing();
  return outcome;
}

async function handle(ctx: CheckoutContext, event: Stripe.Event, now: Date): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'payment_intent.canceled': {
      const found = await paymentByIntent(ctx, event.data.object.id);
      if (!found) return 'ignored';
      const waiting = await ctx.db
        .select({ id: bookingItems.id })
        .from(bookingItems)
        .where(and(eq(bookingItems.bookingId, found.payment.bookingId), eq(bookingItems.status, 'requested')));
      for (const item of waiting)
        await respondToBooking(ctx, { itemId: item.id, event: 'expire', by: { kind: 'system' }, now });
      return 'handled';
    }
    case 'charge.refunded': {
      const intentId = paymentIntentId(event.data.object.payment_intent);
      const found = intentId ? await paymentByIntent(ctx, intentId) : undefined;
      if (!found) return 'ignored';
      const refunded = event.data.object.amount_refunded;
      await ctx.db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({
            refundedCents: sql`LEAST(${payments.capturedCents}, GREATEST(${payments.refundedCents}, ${refunded}))`,
            updatedAt: now,
          })
          .where(eq(payments.id, found.payment.id))
          .returning({ refundedCents: payments.refundedCents });
        // The ledger gets what was refunded beyond the refunds it has: the part made outside the app.
        const [known] = await tx
          .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.providerPaymentId, intentId!), eq(ledgerEntries.kind, 'refund')));
        const outside = payment!.refundedCents - (known?.cents ?? 0);
        if (outside > 0)
          await recordInLedger(tx, [
            {
              idempotencyKey: `webhook:${event.id}`,
              kind: 'refund',
              purpose: 'booking',
              amountCents: outside,
              providerPaymentId: intentId,
              bookingId: found.payment.bookingId,
              occurredAt: now,
            },
          ]);
      });
      return 'handled';
    }
    case 'charge.dispute.created': {
      const intentId = paymentIntentId(event.data.object.payment_intent);
      const found = intentId ? await paymentByIntent(ctx, intentId) : undefined;
      ctx.log.warn(
        {
          booking: found?.reference ?? null,
          paymentIntent: intentId,
          amount: event.data.object.amount,
          reason: event.data.object.reason,
        },
        'a customer disputed a payment',
      );
      return found ? 'handled' : 'ignored';
    }
    default:
      return 'ignored';
  }
}
