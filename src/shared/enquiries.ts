// What visitors send us outside a booking: the contact form, the waitlist and sponsorship enquiries (§2 /contact,
// /waitlist, /sponsorships). Each is stored and mailed; a filled-in honeypot field marks a robot.
import { z } from 'zod';
import { EmailSchema } from './validation/fields.ts';

export { SUPPORT_EMAIL } from './constants.ts';

export const CONTACT_TOPICS = ['A booking', 'Payments and refunds', 'My listing or payouts', 'Something else'] as const;

const name = z.string().trim().min(2, 'Tell us your name.').max(120, 'Keep your name under 120 characters.');
/** A field people never see; a bot that fills it in is thanked and ignored. */
const honeypot = z
  .string()
  .max(0)
  .optional()
  .or(z.string().transform(() => 'bot' as const));

export const ContactRequestSchema = z.object({
  name,
  email: EmailSchema,
  topic: z.enum(CONTACT_TOPICS, 'Choose what it is about.'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(5000, 'Keep your message under 5,000 characters.'),
  website: honeypot,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const WAITLIST_INTERESTS = ['planning', 'hosting', 'both'] as const;

export const WaitlistRequestSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().max(120).optional(),
  city: z.string().trim().max(80).optional(),
  interest: z.enum(WAITLIST_INTERESTS).optional(),
  website: honeypot,
});

export const SPONSORSHIP_PACKAGES = [
  {
    id: 'story',
    name: 'Story spotlight',
    price: '$2,500 a month',
    perks: [
      'Your brand in one editorial story a month',
      'A placement on the home page stories row',
      'A monthly report of reads and clicks',
    ],
  },
  {
    id: 'city',
    name: 'City takeover',
    price: '$6,000 a month',
    perks: [
      'Featured listings in one city’s Discover results',
      'A sponsored planning guide',
      'A newsletter feature to planners in that city',
    ],
  },
  {
    id: 'event',
    name: 'Event partner',
    price: 'From $12,000 an event',
    perks: [
      'Product placement at a flagship event we produce',
      'Photo and video rights',
      'Your team on the guest list',
    ],
  },
] as const;
export const SponsorshipEnquirySchema = z.object({
  name,
  email: EmailSchema,
  company: z.string().trim().min(2, 'Tell us your company.').max(120),
  packageId: z.enum(SPONSORSHIP_PACKAGES.map((p) => p.id) as [string, ...string[]], 'Choose a package.'),
  message: z.string().trim().max(3000, 'Keep your message under 3,000 characters.').optional(),
  website: honeypot,
});

export const ENQUIRY_MESSAGES = {
  contactSent: 'Thanks! We got your message and will reply within one business day.',
  waitlistJoined: 'You’re on the list! We sent a confirmation to your email.',
  sponsorshipSent: 'Thanks! Our partnerships team will reply within two business days.',
} as const;
