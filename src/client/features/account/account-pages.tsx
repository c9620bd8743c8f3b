// The account routes (§2): profile, settings and the customer dashboard are real; bookings and chat
// history are planned pages until their features land.
import { Compass, LayoutDashboard, MessageCircle, MessagesSquare, Ticket, UserRound } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { SettingsPage } from './settings-page.tsx';

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
