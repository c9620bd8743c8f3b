import { BadgeCheck, Banknote, CalendarCheck, ChartColumn, CreditCard, Handshake, LayoutDashboard, ListChecks, LogIn, MailCheck, RefreshCw, Sparkles } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

const PORTAL_LINKS = [
  { label: 'Dashboard', href: '/portal/dashboard', icon: LayoutDashboard },
  { label: 'Listings', href: '/partner/listings', icon: ListChecks },
  { label: 'Analytics', href: '/partner/analytics', icon: ChartColumn },
  { label: 'Partner home', href: '/partner', icon: Handshake },
];

export const PortalLoginPage = plannedPage({
  title: 'Venue & Vendor Portal',
  eyebrow: 'Portal',
  icon: LogIn,
  summary: ({ search }) =>
    search.get('redirect') ? 'Sign in with your partner account to continue to the portal.' : 'Sign in to manage your listings, bookings and payouts.',
  breadcrumbLabel: () => 'Sign In',
  features: ['Sign in with your partner email and password.', 'Land on your portal dashboard, or the page you asked for.'],
  links: [
    { label: 'Create a partner account', href: '/partner/create-account', icon: Sparkles },
    { label: 'Customer sign in', href: '/auth', icon: LogIn },
    { label: 'Partner home', href: '/partner', icon: Handshake },
  ],
});

export const PortalAuthCallbackPage = plannedPage({
  title: 'Signing you in',
  eyebrow: 'Portal',
  icon: RefreshCw,
  summary: 'Finishing your partner sign-in.',
  breadcrumbLabel: () => 'Callback',
  features: ['Complete your social sign-in.', 'Take you to your portal dashboard.'],
  links: PORTAL_LINKS,
});

export const PortalDashboardPage = plannedPage({
  title: ({ search }) => (search.get('tab') === 'bookings' ? 'Bookings' : search.get('tab') === 'saas' ? 'Business tools' : 'Partner dashboard'),
  eyebrow: 'Portal',
  icon: LayoutDashboard,
  summary: 'Your business at a glance: bookings, payouts, listings and the payment account that pays you.',
  breadcrumbLabel: () => 'Dashboard',
  features: [
    'Connect your payment account and see its status (details submitted, payouts enabled).',
    'Accept or decline booking requests and see upcoming events.',
    'Follow payouts and earnings for each event.',
    'Jump into listings, analytics and settings.',
  ],
  links: [
    { label: 'Bookings', href: '/portal/dashboard?tab=bookings', icon: CalendarCheck },
    { label: 'Payment setup', href: '/portal/onboarding', icon: CreditCard },
    ...PORTAL_LINKS.slice(1),
  ],
});

export const PortalOnboardingPage = plannedPage({
  title: 'Connect payouts',
  eyebrow: 'Portal',
  icon: Banknote,
  summary: 'Link the account your earnings are paid into. It takes a few minutes with our payment provider.',
  breadcrumbLabel: () => 'Payouts',
  features: ['Start the payment provider’s secure onboarding.', 'Come back here when it is done; we check your account status.'],
  links: PORTAL_LINKS,
});

export const PortalOnboardingCompletePage = plannedPage({
  title: 'Payouts connected',
  eyebrow: 'Portal',
  icon: BadgeCheck,
  summary: 'You are back from the payment provider. We are checking that your account can receive payouts.',
  features: ['Confirm your payment account status.', 'Tell you if anything is still needed, with a link to finish it.'],
  links: PORTAL_LINKS,
});

export const PortalVerifyEmailPage = plannedPage({
  title: 'Verify your email',
  eyebrow: 'Portal',
  icon: MailCheck,
  summary: 'Confirm your partner email address to open the portal.',
  features: ['Resend the verification link.', 'Continue to the portal once verified.'],
  links: PORTAL_LINKS,
});
