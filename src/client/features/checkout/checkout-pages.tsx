export { BookingConfirmationPage } from './booking-confirmation-page.tsx';
export { BookingDetailPage } from './booking-detail-page.tsx';
export { BookingErrorPage } from './booking-error-page.tsx';
export { CheckoutPage } from './checkout-page.tsx';
export { AdminDepositClaimsPage } from './deposit-claims-page.tsx';
export { MyBookingsPage } from './my-bookings-page.tsx';
export { QuoteCheckoutPage } from './quote-checkout-page.tsx';
export { QuoteSuccessPage } from './quote-success-page.tsx';
