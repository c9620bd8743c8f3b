import type { ReactNode } from 'react';
import { BadgeCheck, Banknote, CalendarCheck, MessageCircle, ShoppingBag, Sparkles } from 'lucide-react';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { BrandMark } from '../../components/layout/brand-logo.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const POINTS = {
  customer: [
    { icon: ShoppingBag, text: 'Book the venue and every vendor in one checkout.' },
    { icon: MessageCircle, text: 'Message venues and vendors before you book.' },
    {
      icon: CalendarCheck,
      text: 'Every partner’s cancellation policy shown before you pay.',
    },
  ],
  partner: [
    { icon: Sparkles, text: 'List your venue or service once; get booked with the rest of the event.' },
    { icon: Banknote, text: 'Paid directly for every booking, fees shown up front.' },
    { icon: BadgeCheck, text: 'Listings, bookings and payouts in one portal.' },
  ],
} as const;

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  /** The side panel's pitch: planning events, or running an event business. */
  audience?: 'customer' | 'partner';
  children: ReactNode;
}

/** The auth pages' frame: the form card (with the page's h1), and on wide screens a panel on why to join. */
export function AuthLayout({
  title,
  description,
  eyebrow = 'Account',
  audience = 'customer',
  children,
}: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="relative flex-1 overflow-hidden bg-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_22rem_at_90%_-10%,rgb(255_100_136/0.14),transparent_60%),radial-gradient(40rem_20rem_at_0%_110%,rgb(123_63_228/0.10),transparent_60%)]"
      />
      <div className="relative container-page pt-5 pb-14 md:pt-7 md:pb-20">
        <Breadcrumbs />
        <div className="mt-6 grid items-start gap-10 md:mt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:gap-16">
          <aside
            aria-label={audience === 'partner' ? 'Why partners join' : 'Why join Eventide'}
            className="hidden lg:block"
          >
            <div className="relative isolate overflow-hidden rounded-3xl bg-night p-10 text-white shadow-float">
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_18rem_at_100%_0%,rgb(216_31_85/0.45),transparent_60%),radial-gradient(28rem_18rem_at_0%_100%,rgb(123_63_228/0.4),transparent_60%)]"
              />
              <BrandMark className="size-11" />
              <p className="mt-8 text-eyebrow font-bold text-ember-300 uppercase">
                {audience === 'partner' ? 'Venue & Vendor Portal' : 'Eventide'}
              </p>
              <p className="mt-3 text-display-sm font-extrabold tracking-tight">
                {audience === 'partner' ? 'Grow your event business.' : 'Every part of the night, booked together.'}
              </p>
              <ul className="mt-8 flex flex-col gap-4">
                {POINTS[audience].map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-start gap-3 text-[0.9375rem] leading-6 text-dusk-200">
                    <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/10 text-ember-300">
                      <Icon aria-hidden="true" className="size-[1.125rem]" />
                    </span>
                    <span className="pt-1.5">{text}</span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
          <section aria-labelledby="auth-title" className="mx-auto w-full max-w-lg lg:max-w-none">
            <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-8">
              <p className="text-eyebrow font-bold text-brand uppercase">{eyebrow}</p>
              <h1
                id="auth-title"
                className="mt-1.5 text-[1.75rem] leading-tight font-extrabold tracking-tight text-ink sm:text-3xl"
              >
                {title}
              </h1>
              {description ? <div className="mt-2 text-[0.9375rem] leading-6 text-muted">{description}</div> : null}
              <div className="mt-6">{children}</div>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
