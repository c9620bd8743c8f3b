import { CalendarCheck, FileText, MessageCircle, Ticket } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { BookingConfirmationPage } from './booking-confirmation-page.tsx';
export { BookingDetailPage } from './booking-detail-page.tsx';
export { BookingErrorPage } from './booking-error-page.tsx';
export { CheckoutPage } from './checkout-page.tsx';
export { MyBookingsPage } from './my-bookings-page.tsx';

export const QuoteCheckoutPage = plannedPage({
  title: 'Quote checkout',
  eyebrow: 'Quote',
  icon: FileText,
  summary: 'A partner sent you a custom quote. Review it and pay for it in one step.',
  breadcrumbLabel: () => 'Checkout',
  features: [
    'See the quote’s items, dates and terms exactly as the partner wrote them.',
    'Pay securely; the same fees and cancellation rules as any booking apply.',
  ],
  links: [
    { label: 'Messages', href: '/messages', description: 'Ask the partner about the quote', icon: MessageCircle },
    { label: 'My bookings', href: '/profile/bookings', icon: Ticket },
  ],
});

export const QuoteSuccessPage = plannedPage({
  title: 'Quote paid',
  eyebrow: 'Quote',
  icon: CalendarCheck,
  summary: 'Your quote is paid and the booking is on its way to the partner for confirmation.',
  breadcrumbLabel: () => 'Paid',
  features: ['See the receipt and booking reference.', 'Message the partner about the details.'],
  links: [
    { label: 'My bookings', href: '/profile/bookings', icon: Ticket },
    { label: 'Messages', href: '/messages', icon: MessageCircle },
  ],
});
