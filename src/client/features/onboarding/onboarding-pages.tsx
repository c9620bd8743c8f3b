import { Building2, ClipboardCheck, CreditCard, Handshake, LayoutDashboard, ListChecks, Sparkles, UserRound } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';
import { titleCase } from '../../lib/format.ts';

const PARTNER_LINKS = [
  { label: 'Partner home', href: '/partner', icon: Handshake },
  { label: 'Partner portal', href: '/portal/dashboard', icon: LayoutDashboard },
  { label: 'Pricing', href: '/partner/pricing', icon: CreditCard },
];

export { OnboardingPage } from './onboarding-page.tsx';

export const CompleteProfilePage = plannedPage({
  title: 'Complete your profile',
  eyebrow: 'Profile',
  icon: UserRound,
  summary: 'A couple of details we still need before you can book or list.',
  features: ['Add your name and phone number.', 'Tell us if you are planning events, hosting them, or both.'],
  links: [
    { label: 'Your profile', href: '/profile', icon: UserRound },
    { label: 'Discover', href: '/discover', icon: Sparkles },
  ],
});

export const CompleteEntityProfilePage = plannedPage({
  title: ({ params }) => `Complete your ${params.entityType === 'vendor' ? 'vendor' : params.entityType === 'venue' ? 'venue' : titleCase(params.entityType ?? 'listing').toLowerCase()} profile`,
  eyebrow: 'Profile',
  icon: ClipboardCheck,
  summary: 'Finish the missing parts of this listing so customers can book it.',
  breadcrumbLabel: () => 'Listing',
  features: ['See exactly which fields are missing.', 'Fill them in and submit the listing for review.'],
  links: PARTNER_LINKS,
});

export const PartnerCompleteProfilePage = plannedPage({
  title: 'Complete your partner profile',
  eyebrow: 'Partner',
  icon: ClipboardCheck,
  summary: 'Business details we need before your listing can go live.',
  features: ['Add your business name, address, licence and tax details.', 'Choose how you want to be notified about bookings.'],
  links: PARTNER_LINKS,
});

export const VenueProfileCompletePage = plannedPage({
  title: 'Complete your venue',
  eyebrow: 'Venue profile',
  icon: Building2,
  summary: 'Capacity, hours, amenities, photos and pricing: everything a venue page shows.',
  breadcrumbLabel: () => 'Complete',
  features: ['Set capacity, square feet, opening and closing hours and minimum hours.', 'Add amenities, rules, photos and your hourly or daily rate.'],
  links: PARTNER_LINKS,
});

export const VendorProfileCompletePage = plannedPage({
  title: 'Complete your vendor profile',
  eyebrow: 'Vendor profile',
  icon: Sparkles,
  summary: 'Services, service areas, portfolio and pricing: everything a vendor page shows.',
  breadcrumbLabel: () => 'Complete',
  features: ['List your services, equipment and the areas you cover.', 'Upload your portfolio and set hourly or fixed prices.'],
  links: PARTNER_LINKS,
});

export const CompleteListingPage = plannedPage({
  title: 'Complete your listing',
  eyebrow: 'Dashboard',
  icon: ListChecks,
  summary: 'The last steps before your listing appears in Discover.',
  features: ['Review what is missing from your listing.', 'Preview the page customers will see, then publish.'],
  links: PARTNER_LINKS,
});
