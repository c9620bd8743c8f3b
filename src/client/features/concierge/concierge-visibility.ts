// Where the concierge's launcher shows: customer pages. Not in the partner and admin areas, onboarding, sign-in
// pages, or checkout, where a floating button would sit over the payment form, nor in Messages, where on a phone it
// sat over the composer's send button.
const HIDDEN_PREFIXES = [
  '/portal',
  '/partner',
  '/admin',
  '/admin-dashboard',
  '/onboarding',
  '/complete-profile',
  '/dashboard/complete-listing',
  '/profile/venue',
  '/profile/vendor',
  '/sandbox',
  '/checkout',
  '/quotes',
  '/booking/error',
  '/messages',
  '/auth',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/email-verification',
];

export function showsConcierge(pathname: string): boolean {
  return !HIDDEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
