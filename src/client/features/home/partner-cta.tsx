import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Banknote, CalendarCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const POINTS = [
  { icon: CalendarCheck, text: 'Get booked together with the rest of the event' },
  { icon: Banknote, text: 'Payouts straight to your account after each event' },
  { icon: BadgeCheck, text: 'A portal for listings, pricing, bookings and messages' },
] as const;

export function PartnerCta() {
  return (
    <section aria-labelledby="partner-cta" className="container-page pb-16 md:pb-24">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-night px-6 py-12 text-white sm:px-10 md:px-14 md:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-ember-500/35 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 left-1/3 -z-10 size-80 rounded-full bg-[#7b3fe4]/35 blur-3xl"
        />
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div>
            <p className="text-eyebrow font-bold text-ember-300 uppercase">For venues and vendors</p>
            <h2 id="partner-cta" className="mt-3 text-3xl font-extrabold tracking-tight md:text-display-sm">
              Own a venue or run an event business?
            </h2>
            <p className="mt-4 max-w-lg text-base leading-7 text-dusk-300">
              List once and show up wherever people plan: next to the venue they picked, in the cart they are building,
              at the checkout they are about to finish.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="rounded-full">
                <Link to="/partner">
                  Become a Partner
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline-light" className="rounded-full">
                <Link to="/partner/pricing">See pricing</Link>
              </Button>
            </div>
          </div>
          <ul className="flex flex-col gap-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-ember-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold text-white">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
