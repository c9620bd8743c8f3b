// What other features use of checkout: the customer's next events (the dashboard), an instalment in words (the
// event page), and the card form with its payment method (a co-host paying their share).
export { instalmentState } from './booking-payments.tsx';
export { CardPaymentProvider, useCardPayment } from './card-payment.tsx';
export { NextEvents } from './next-events.tsx';
export { usePaymentAttempt } from './payment-attempt.ts';
