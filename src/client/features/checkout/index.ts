// What other features use of checkout: the customer's next events (the dashboard), an instalment in words (the
// event page), the card form with its payment method (a co-host paying their share), and paying an instalment with
// another card (the organizer's part of a split balance).
export { instalmentState } from './booking-payments.tsx';
export { CardPaymentProvider, useCardPayment } from './card-payment.tsx';
export { NextEvents } from './next-events.tsx';
export { PayWithAnotherCard } from './pay-with-another-card.tsx';
export { usePaymentAttempt } from './payment-attempt.ts';
