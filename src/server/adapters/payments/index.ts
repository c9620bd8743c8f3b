// Payments (DESIGN.md): authorize at checkout, capture each partner's share when that partner confirms,
// release what is never captured, refund by the cancellation rule, transfer each partner's payout.
// Local default: the sandbox provider (its books in the database, test cards). Real: Stripe by STRIPE_SECRET_KEY.
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider, isStripeOutage } from './stripe.ts';
import type { PaymentProvider } from './types.ts';
import { behindBreaker } from '../behind-breaker.ts';

export {
  PaymentDeclinedError,
  PaymentUnavailableError,
  type Authorization,
  type PaymentProvider,
  type PayoutAccountStatus,
  type SavedCard,
} from './types.ts';
export { verifyStripeWebhook } from './stripe.ts';

export function createPaymentProvider(env: Env, db: Db): PaymentProvider {
  return env.STRIPE_SECRET_KEY
    ? behindBreaker(createStripeProvider(env.STRIPE_SECRET_KEY), isStripeOutage)
    : createSandboxProvider(db);
}
