// The checkout feature's public surface: its routes (the app registers them; the Stripe webhook is among them), the
// checkout context, pricing a cart, placing an order, answering a booking and reading one, and the jobs that keep
// the money in step. Quotes book through the same order path and answer with the same BookingAnswer.
export { BookingAnswer } from './booking-answers.ts';
export { eventInWords, sendQuietly } from './booking-mails.ts';
export { createCheckoutContext, type CheckoutContext } from './checkout-context.ts';
export { placeCheckout, placeOrder, STALE_ATTEMPT_MS, type CheckoutOutcome } from './place-checkout.ts';
export { eventSlot, forgetPricesOnListingChanges, priceCart } from './price-cart.ts';
export { payShareNow, shareOpen } from './pay-instalment.ts';
export { lineMoney, toPartnerBooking, visibleBooking } from './read-bookings.ts';
export { RECONCILE_INTERVAL_MS } from './reconcile.ts';
export { answerClaim, decideClaim, fileClaim, payWaitingClaims } from './deposit-claims.ts';
export { partnerStatement, partnerStatementMonths } from './ledger-views.ts';
export { runMoneyJobs } from './money-jobs.ts';
export { payWaitingPayouts, respondToBooking } from './respond-to-booking.ts';
export { checkoutRoutes } from './routes.ts';
