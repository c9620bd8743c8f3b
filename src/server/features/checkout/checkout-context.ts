// What the checkout and booking services need from the app, built once at start.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { NotifyUser } from './booking-notices.ts';
import { createListingPriceCache, type PriceCache } from './price-cart.ts';

export interface CheckoutContext {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  prices: PriceCache;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** A web push to a user's browsers (fire and forget). */
  notify: NotifyUser;
}

export function createCheckoutContext(
  deps: Omit<CheckoutContext, 'prices' | 'notify'> & { notify?: NotifyUser },
): CheckoutContext {
  return { ...deps, notify: deps.notify ?? (() => {}), prices: createListingPriceCache() };
}
