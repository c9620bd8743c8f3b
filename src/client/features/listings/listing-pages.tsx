import { Building2, CalendarCheck, Compass, MessageCircle, Sparkles } from 'lucide-react';
import { DISPLAY } from '#shared/constants.ts';
import type { FeaturedCatalogue } from '#shared/listings.ts';
import { plannedPage, type PageContext } from '../../app/planned-page.tsx';
import { FEATURED_CATALOGUE_KEY } from '../catalogue/use-featured-catalogue.ts';

/** The listing's name when the visitor came from a card whose data is already cached. */
function cachedName(kind: 'venues' | 'vendors', { params, queryClient }: PageContext): string | undefined {
  const catalogue = queryClient.getQueryData<FeaturedCatalogue>(FEATURED_CATALOGUE_KEY);
  return catalogue?.[kind].find((listing) => listing.id === params.id)?.name;
}

export const VenuePage = plannedPage({
  title: (context) => cachedName('venues', context) ?? 'Venue details',
  eyebrow: 'Venue',
  icon: Building2,
  summary: 'Everything about one space: photos, capacity, hours, house rules and live availability, with booking on the side.',
  breadcrumbLabel: (context) => cachedName('venues', context) ?? 'Details',
  features: [
    'Browse the gallery and see guests, square feet, opening hours and whether it is available today.',
    'Read the details, spaces, rules and availability tabs before you commit.',
    `Ask the host a quick question or send a message (${DISPLAY.venueResponseTime.toLowerCase()}).`,
    'Check availability for your date and add the venue to your event cart.',
  ],
  links: [
    { label: 'More venues', href: '/discover?tab=venues', description: 'Keep browsing spaces', icon: Compass },
    { label: 'Add vendors', href: '/discover?tab=vendors', description: 'DJs, photo, catering and more', icon: Sparkles },
    { label: 'Messages', href: '/messages', description: 'Your conversations with hosts', icon: MessageCircle },
    { label: 'How booking works', href: '/help', description: 'Payment, cancellation, payouts', icon: CalendarCheck },
  ],
});

export const VendorPage = plannedPage({
  title: (context) => cachedName('vendors', context) ?? 'Vendor details',
  eyebrow: 'Vendor',
  icon: Sparkles,
  summary: 'A vendor’s services, portfolio, pricing and reviews, with a one-tap add to your event.',
  breadcrumbLabel: (context) => cachedName('vendors', context) ?? 'Details',
  features: [
    'See the portfolio, services, equipment and the areas the vendor covers.',
    'Compare hourly and fixed prices, minimum hours and the cancellation policy.',
    `Message the vendor with a quick question (${DISPLAY.defaultResponseTime.toLowerCase()}).`,
    'Add the vendor to the same cart as your venue and book everything together.',
  ],
  links: [
    { label: 'More vendors', href: '/discover?tab=vendors', description: 'Keep browsing services', icon: Compass },
    { label: 'Find a venue', href: '/discover?tab=venues', description: 'Every event needs one', icon: Building2 },
    { label: 'Messages', href: '/messages', description: 'Your conversations', icon: MessageCircle },
  ],
});
