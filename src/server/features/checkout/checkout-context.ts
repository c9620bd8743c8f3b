// What the checkout and booking services need from the app, built once at start.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { NotifyUser } from './booking-notices.ts';
import { createListingPriceCache, type PriceCache } from './price-cart.ts';

/**
 * The time the claim routes act at: the real time, or in development a time the dev clock set (dev-clock-routes.ts),
 * from which it runs on, so a deposit's days can be tried in minutes.
 */
export class MoneyClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** From now on the clock reads `at` and runs on from there; null sets it back to the real time. */
  setTo(at: Date | null): void {
    this.offsetMs = at ? at.getTime() - Date.now() : 0;
  }
}

export interface CheckoutContext {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  prices: PriceCache;
  clock: MoneyClock;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** A web push to a user's browsers (fire and forget). */
  notify: NotifyUser;
}

export function createCheckoutContext(
  deps: Omit<CheckoutContext, 'prices' | 'notify' | 'clock'> & { notify?: NotifyUser },
): CheckoutContext {
  return { ...deps, notify: deps.notify ?? (() => {}), prices: createListingPriceCache(), clock: new MoneyClock() };
}
