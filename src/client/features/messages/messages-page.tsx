import { Compass, MessageCircle, Ticket, UserRound } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export const MessagesPage = plannedPage({
  title: 'Messages',
  eyebrow: 'Messages',
  icon: MessageCircle,
  summary: 'Your conversations with venues and vendors, live, in one inbox.',
  guestGate: 'your messages',
  features: [
    'Chat with any venue or vendor in real time, with unread counts and read receipts.',
    'Start from a listing with a quick question, and keep every conversation tied to its listing.',
    'Get answers fast: most partners reply within 24 hours, venues often within 4.',
  ],
  links: [
    { label: 'Find venues and vendors', href: '/discover', icon: Compass },
    { label: 'My bookings', href: '/profile/bookings', icon: Ticket },
    { label: 'Your profile', href: '/profile', icon: UserRound },
  ],
});
