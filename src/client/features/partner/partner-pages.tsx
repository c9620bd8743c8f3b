import { BadgeCheck, CreditCard, Handshake, LayoutDashboard, MailCheck, UserPlus } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

const PARTNER_LINKS = [
  { label: 'Partner home', href: '/partner', description: 'Why list with Eventide', icon: Handshake },
  { label: 'Partner portal', href: '/portal/dashboard', description: 'Your dashboard', icon: LayoutDashboard },
  { label: 'Pricing', href: '/partner/pricing', description: 'Plans and fees', icon: CreditCard },
];

export { PartnerApplyPage } from './apply-page.tsx';
export { PartnerLandingPage } from './partner-landing-page.tsx';
export { PartnerListingEditorPage } from './listing-editor-page.tsx';
export { PartnerListingsPage } from './listings-page.tsx';
export { PartnerPendingApprovalPage } from './pending-approval-page.tsx';
export { PartnerSettingsPage } from './settings-page.tsx';

export const PartnerEmailConfirmationPage = plannedPage({
  title: 'Confirm your email',
  eyebrow: 'Partner',
  icon: MailCheck,
  summary: 'We sent a confirmation link to your email. Open it to continue your application.',
  features: ['Resend the confirmation email.', 'Continue onboarding once confirmed.'],
  links: PARTNER_LINKS,
});

export const PartnerCloseConfirmationPage = plannedPage({
  title: 'You’re all set',
  eyebrow: 'Partner',
  icon: BadgeCheck,
  summary: 'Your email is confirmed. You can close this tab and continue in the one you started from.',
  breadcrumbLabel: () => 'Confirmed',
  features: ['Confirm that your email is verified.', 'Point you back to your application.'],
  links: PARTNER_LINKS,
});

export const PartnerPricingPage = plannedPage({
  title: 'Partner pricing',
  eyebrow: 'Partner',
  icon: CreditCard,
  summary: 'Simple fees: you only pay when you are booked.',
  features: [
    'A platform fee on each booking, shown before you accept.',
    'No listing fees and no monthly minimums on the standard plan.',
    'Premium placement and tools for partners who want more.',
  ],
  links: [{ label: 'Apply now', href: '/partner/create-account', icon: UserPlus }, ...PARTNER_LINKS.slice(0, 2)],
});
