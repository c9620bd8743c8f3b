import { Building2, Compass, Handshake, HelpCircle, ShoppingBag, Sparkles } from 'lucide-react';
import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO, isVendorCategory, isVenueCategory } from '#shared/categories.ts';
import { plannedPage, type PageContext } from '../../app/planned-page.tsx';

function discoverTitle({ search }: PageContext): string {
  const tab = search.get('tab');
  const category = search.get('category');
  if (tab === 'venues' && isVenueCategory(category) && category !== 'all') return `${VENUE_CATEGORY_INFO[category].label} venues`;
  if (tab === 'vendors' && isVendorCategory(category) && category !== 'all') return VENDOR_CATEGORY_INFO[category].label;
  if (tab === 'venues') return 'Discover venues';
  if (tab === 'vendors') return 'Discover vendors';
  const q = search.get('q');
  return q ? `Results for “${q}”` : 'Discover';
}

export const DiscoverPage = plannedPage({
  title: discoverTitle,
  eyebrow: 'Discover',
  icon: Compass,
  summary: 'Search every venue and vendor on Eventide, filter by what your event needs, and add the right ones to one cart.',
  features: [
    'Switch between Venues and Vendors tabs, or search both at once in plain words ("rooftop for 80 with a DJ").',
    'Filter by category, city, guest count, price per hour, amenities and vibe.',
    'Compare listings on rich cards with photos, ratings, capacity and prices, on a list or a map.',
    'Add a venue and any vendors to your event cart straight from the results.',
  ],
  links: [
    { label: 'Venues', href: '/discover?tab=venues', description: 'Rooftops, lofts, galleries, gardens', icon: Building2 },
    { label: 'Vendors', href: '/discover?tab=vendors', description: 'DJs, photographers, caterers and more', icon: Sparkles },
    { label: 'Your cart', href: '/checkout', description: 'Everything you have added so far', icon: ShoppingBag },
    { label: 'List your business', href: '/partner', description: 'Become a partner', icon: Handshake },
    { label: 'Help Center', href: '/help', description: 'How booking works', icon: HelpCircle },
  ],
});
