import {
  BookOpen,
  Compass,
  Handshake,
  House,
  LayoutDashboard,
  MessageCircle,
  Settings,
  ShieldCheck,
  Store,
  Ticket,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { isPartnerRole, ROLE_LANDING, type Role } from '#shared/roles.ts';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  description?: string;
}

/** §2 desktop top navigation: / is labelled About. */
export const DESKTOP_NAV: NavItem[] = [
  { label: 'About', href: '/', icon: House },
  { label: 'Discover', href: '/discover', icon: Compass },
  { label: 'Stories', href: '/stories', icon: BookOpen },
  { label: 'Partner', href: '/partner', icon: Handshake },
];

/** §2 mobile top menu. */
export const MOBILE_MENU_NAV: NavItem[] = [
  { label: 'Home', href: '/', icon: House, description: 'What Eventide is and how it works' },
  { label: 'Discover', href: '/discover', icon: Compass, description: 'Venues and vendors near you' },
  { label: 'Partner', href: '/partner', icon: Handshake, description: 'List your venue or service' },
];

/** §2 profile sidebar entries. */
export const PROFILE_NAV: NavItem[] = [
  { label: 'Profile', href: '/profile', icon: UserRound, description: 'Your details and preferences' },
  { label: 'My Bookings', href: '/profile/bookings', icon: Ticket, description: 'Upcoming and past events' },
  { label: 'Messages', href: '/messages', icon: MessageCircle, description: 'Chats with venues and vendors' },
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard, description: 'Your event planning hub' },
  { label: 'Settings', href: '/settings', icon: Settings, description: 'Account, privacy and notifications' },
];

/** A partner's way into the portal (§6 landing), where a guest or customer finds the partner marketing page. */
export const PORTAL_NAV: NavItem = {
  label: 'Partner Portal',
  href: ROLE_LANDING.venue,
  icon: Store,
  description: 'Your listings, bookings and payouts',
};

const ADMIN_NAV: NavItem = {
  label: 'Admin Dashboard',
  href: ROLE_LANDING.admin,
  icon: ShieldCheck,
  description: 'Applications and platform health',
};

/** The top navigation for these roles: a partner's Partner entry opens the portal. */
export function mainNavFor(items: NavItem[], roles: readonly Role[]): NavItem[] {
  if (!roles.some(isPartnerRole)) return items;
  return items.map((item) => (item.href === '/partner' ? PORTAL_NAV : item));
}

/** The account menu for these roles: §2's entries, then the portal and the admin dashboard for those who hold them. */
export function profileNavFor(roles: readonly Role[]): NavItem[] {
  return [
    ...PROFILE_NAV,
    ...(roles.some(isPartnerRole) ? [PORTAL_NAV] : []),
    ...(roles.includes('admin') ? [ADMIN_NAV] : []),
  ];
}
