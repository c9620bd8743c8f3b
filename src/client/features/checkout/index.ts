// What other features use of checkout: the customer's next events (the dashboard) and an instalment in words (the
// event page).
export { instalmentState } from './booking-payments.tsx';
export { NextEvents } from './next-events.tsx';
