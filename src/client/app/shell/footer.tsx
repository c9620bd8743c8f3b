import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { DISPLAY } from '#shared/constants.ts';
import { isPartnerRole } from '#shared/roles.ts';
import { useSession } from '../../lib/session.tsx';
import { BrandMark } from '../../components/layout/brand-logo.tsx';
import { PORTAL_NAV } from './nav-items.ts';

const COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Help Center', href: '/help' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Discover', href: '/discover' },
      { label: 'Stories', href: '/stories' },
    ],
  },
] as const;

/** §2 footer: about, contact, help, terms, privacy and Become a Partner; © 2025. */
export function Footer() {
  const partner = useSession().roles.some(isPartnerRole);
  return (
    <footer className="mt-auto bg-night text-dusk-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)_1.3fr] md:gap-8">
        <div className="max-w-xs">
          <Link to="/" className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-white">
            <BrandMark />
            Eventide
          </Link>
          <p className="mt-4 text-sm leading-6">
            The venue and every vendor for your event, booked together in one checkout. Each partner is paid directly.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-eyebrow font-bold text-dusk-400 uppercase">{column.title}</h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-sm text-dusk-200 transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {partner ? (
          <FooterPromotion
            title="Your partner portal"
            text="Requests, your calendar, listings and payouts in one place."
            to={PORTAL_NAV.href}
            action="Go to your portal"
          />
        ) : (
          <FooterPromotion
            title="Own a venue or run an event business?"
            text="List once, get booked alongside the rest of the event."
            to="/partner"
            action="Become a Partner"
          />
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {DISPLAY.copyrightYear} Eventide. All rights reserved.</p>
          <p className="text-dusk-400">Made for every kind of night out.</p>
        </div>
      </div>
    </footer>
  );
}

/** The footer's card: partners are not asked to become one. */
function FooterPromotion({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <div className="rounded-3xl bg-white/5 p-5 ring-1 ring-white/10">
      <h2 className="font-bold text-white">{title}</h2>
      <p className="mt-1.5 text-sm leading-6">{text}</p>
      <Link
        to={to}
        className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-bold text-dusk-900 transition-colors hover:bg-ember-50"
      >
        {action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
