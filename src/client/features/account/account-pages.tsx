import { Bell, Compass, CreditCard, LayoutDashboard, MessageCircle, MessagesSquare, Settings, ShieldCheck, Ticket, UserRound } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export const ProfilePage = plannedPage({
  title: 'Your profile',
  eyebrow: 'Account',
  icon: UserRound,
  summary: 'Your details, preferences and the events you have planned with Eventide.',
  guestGate: 'your profile',
  features: [
    'Edit your name, photo, phone and the email we use for confirmations.',
    'Save event preferences so Discover suggests the right venues and vendors.',
    'See your booking history and customer tier at a glance.',
  ],
  links: [
    { label: 'My bookings', href: '/profile/bookings', icon: Ticket },
    { label: 'Chats', href: '/profile/chats', icon: MessagesSquare },
    { label: 'Settings', href: '/settings', icon: Settings },
  ],
});

export const ProfileBookingsPage = plannedPage({
  title: 'My bookings',
  eyebrow: 'Account',
  icon: Ticket,
  summary: 'Every event you have booked, upcoming and past, with its status and receipts.',
  guestGate: 'your bookings',
  features: [
    'See upcoming events first, with the date, venue and vendors.',
    'Open any booking for its receipt, status and partner messages.',
    'Cancel free of charge up to 24 hours before an event.',
  ],
  links: [
    { label: 'Plan a new event', href: '/discover', icon: Compass },
    { label: 'Messages', href: '/messages', icon: MessageCircle },
    { label: 'Your dashboard', href: '/dashboard', icon: LayoutDashboard },
  ],
});

export const ProfileChatsPage = plannedPage({
  title: 'Chat history',
  eyebrow: 'Account',
  icon: MessagesSquare,
  summary: 'Your past conversations with the Eventide concierge and with partners.',
  guestGate: 'your chat history',
  features: ['Search past conversations with the AI concierge.', 'Reopen a conversation and pick up where you left off.'],
  links: [
    { label: 'Messages', href: '/messages', icon: MessageCircle },
    { label: 'Your profile', href: '/profile', icon: UserRound },
  ],
});

export const SettingsPage = plannedPage({
  title: 'Settings',
  eyebrow: 'Account',
  icon: Settings,
  summary: 'Sign-in, notifications, privacy and payment methods for your account.',
  guestGate: 'your settings',
  features: [
    'Change your password and manage connected sign-in providers.',
    'Choose which emails and push notifications you get.',
    'Manage saved cards and download or delete your data.',
  ],
  links: [
    { label: 'Your profile', href: '/profile', icon: UserRound },
    { label: 'Notifications help', href: '/help', icon: Bell },
    { label: 'Privacy Policy', href: '/privacy', icon: ShieldCheck },
    { label: 'Payments help', href: '/help', description: 'Cards, refunds and receipts', icon: CreditCard },
  ],
});

export const CustomerDashboardPage = plannedPage({
  title: 'Your dashboard',
  eyebrow: 'Dashboard',
  icon: LayoutDashboard,
  summary: 'Your planning hub: upcoming events, what still needs doing and your latest messages.',
  features: [
    'See your next event with a countdown and its checklist.',
    'Pick up unfinished carts and saved venues and vendors.',
    'Read new messages from partners without leaving the page.',
  ],
  links: [
    { label: 'My bookings', href: '/profile/bookings', icon: Ticket },
    { label: 'Messages', href: '/messages', icon: MessageCircle },
    { label: 'Plan something new', href: '/discover', icon: Compass },
  ],
});
