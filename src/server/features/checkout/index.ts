// The checkout feature's public surface: the checkout context, pricing a cart, placing an order, answering a booking
// and reading one, the jobs that keep checkouts in step, and the routes (quotes book through the same ones).
export { BookingAnswer, sendCheckoutProblem } from './booking-answers.ts';
export { sendQuietly } from './booking-mails.ts';
export { CheckoutProblem, createCheckoutContext, type CheckoutContext } from './checkout-context.ts';
export { paymentWebhookRoutes } from './payment-webhook-routes.ts';
export { placeCheckout, placeOrder, type CheckoutOutcome } from './place-checkout.ts';
export { eventSlot, priceCart, venueHoursOf, venueUnavailability } from './price-cart.ts';
export { visibleBooking } from './read-bookings.ts';
export {
  expireRequests,
  finishInterruptedConfirmations,
  RECONCILE_INTERVAL_MS,
  reconcileCheckouts,
} from './reconcile.ts';
export { payWaitingPayouts, respondToBooking } from './respond-to-booking.ts';
export { checkoutRoutes } from './routes.ts';
