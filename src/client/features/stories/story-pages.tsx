import { BookOpen, Compass, Handshake, Newspaper, PenLine } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';
import { titleCase } from '../../lib/format.ts';

export const StoriesPage = plannedPage({
  title: 'Stories',
  eyebrow: 'Stories',
  icon: BookOpen,
  summary: 'Real events planned on Eventide: how they came together, what they booked and what they would do again.',
  features: [
    'Read event write-ups from warehouse raves and gallery launches to rooftop birthdays.',
    'See the venue and vendors behind each story and book the same line-up.',
    'Filter stories by event type and city.',
  ],
  links: [
    { label: 'Discover', href: '/discover', description: 'Start planning your own', icon: Compass },
    { label: 'Sponsorships', href: '/sponsorships', description: 'Brands and events, together', icon: Newspaper },
    { label: 'Become a Partner', href: '/partner', description: 'Get featured in stories', icon: Handshake },
  ],
});

export const StoryPage = plannedPage({
  title: ({ params }) => titleCase(params.slug ?? 'Story'),
  eyebrow: 'Story',
  icon: PenLine,
  summary: 'The full story of one event, with photos and the venue and vendors that made it happen.',
  features: [
    'Read the full write-up with a photo gallery.',
    'Jump to the venue and every vendor featured in the story.',
    'Add the whole line-up to your cart as a starting point.',
  ],
  links: [
    { label: 'All stories', href: '/stories', icon: BookOpen },
    { label: 'Discover', href: '/discover', description: 'Venues and vendors', icon: Compass },
  ],
});
