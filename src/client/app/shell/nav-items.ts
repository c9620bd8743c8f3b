import {
  BookOpen,
  Compass,
  Handshake,
  House,
  LayoutDashboard,
  MessageCircle,
  Settings,
  Ticket,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

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
