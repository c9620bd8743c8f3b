// The account routes (§2): profile, settings, bookings and the customer dashboard are real; the chat
// history is a planned page until its feature lands.
import { MessageCircle, MessagesSquare, UserRound } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { SettingsPage } from './settings-page.tsx';

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
