import { BadgeCheck, Banknote, ChartColumn, Handshake, LayoutDashboard, ListChecks } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { PortalDashboardPage } from './portal-dashboard-page.tsx';

const PORTAL_LINKS = [
  { label: 'Dashboard', href: '/portal/dashboard', icon: LayoutDashboard },
  { label: 'Listings', href: '/partner/listings', icon: ListChecks },
  { label: 'Analytics', href: '/partner/analytics', icon: ChartColumn },
  { label: 'Partner home', href: '/partner', icon: Handshake },
];

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

