import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Banknote,
  Building2,
  CalendarCheck,
  ChartColumn,
  ClipboardList,
  MessageCircle,
  Sparkles,
} from 'lucide-react';
import { FEE_RATES } from '#shared/fees.ts';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const BENEFITS = [
  {
    icon: CalendarCheck,
    title: 'Booked with the whole event',
    body: 'Customers add you to the same cart as their venue and other vendors, so you are part of the plan from the start.',
  },
  {
    icon: Banknote,
    title: 'Paid directly',
    body: `Each booking pays out to your own account, less a ${FEE_RATES.vendorPlatformFee * 100}% platform fee. No listing or monthly fees.`,
  },
  {
    icon: MessageCircle,
    title: 'Real conversations',
    body: 'Answer questions from customers in a live inbox tied to each listing.',
  },
  {
    icon: ChartColumn,
    title: 'A portal that runs the business',
    body: 'Listings, pricing, availability, bookings and analytics in one dashboard.',
  },
] as const;

const STEPS = [
  { icon: ClipboardList, title: 'Apply', body: 'Tell us if you run a venue or offer a service.' },
  { icon: Sparkles, title: 'Build your listing', body: 'Photos, capacity or services, pricing and rules.' },
  { icon: Banknote, title: 'Connect payouts', body: 'Link the account your earnings go to.' },
  {
    icon: BadgeCheck,
    title: 'Get approved',
    body: 'Our team checks your business and listing and emails you the answer. Approved, with payouts on, you go live in Discover.',
  },
] as const;

const BARS = [38, 52, 44, 70, 62, 88, 76] as const;

/** A glimpse of the partner portal (illustrative figures), shown beside the pitch on wide screens. */
function PortalPreview() {
  return (
    <figure
      aria-label="Example partner dashboard"
      className="hidden rounded-3xl bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur lg:block"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-dusk-200">This month</p>
        <span className="rounded-full bg-lagoon-500/15 px-2.5 py-1 text-xs font-bold text-lagoon-200">
          +18% bookings
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {[
          ['Bookings', '24'],
          ['Payouts', '$18.4k'],
          ['Rating', '4.9'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white/[0.06] p-3">
            <dt className="text-xs text-dusk-300">{label}</dt>
            <dd className="mt-1 text-xl font-extrabold text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-hidden="true" className="mt-5 flex h-28 items-end gap-2">
        {BARS.map((height, i) => (
          <span
            key={i}
            className="flex-1 rounded-t-lg bg-gradient-to-t from-ember-600 to-ember-400"
            style={{ height: `${height}%`, opacity: 0.55 + i * 0.06 }}
          />
        ))}
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        {[
          ['Rooftop birthday · Sat', 'Confirmed'],
          ['Product launch · Thu', 'New request'],
        ].map(([event, status]) => (
          <li key={event} className="flex items-center justify-between rounded-xl bg-white/[0.06] px-3 py-2.5">
            <span className="text-white">{event}</span>
            <span
              className={
                status === 'Confirmed' ? 'text-xs font-bold text-lagoon-200' : 'text-xs font-bold text-gold-300'
              }
            >
              {status}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-dusk-400">Illustration of the partner portal.</figcaption>
    </figure>
  );
}

/** /partner: the pitch to venue owners and vendors, with the way in to apply. */
export function PartnerLandingPage() {
  useDocumentTitle('Become a Partner');
  return (
    <>
      <section aria-labelledby="partner-title" className="relative isolate overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_25rem_at_100%_0%,rgb(216_31_85/0.35),transparent_60%),radial-gradient(40rem_25rem_at_0%_100%,rgb(123_63_228/0.3),transparent_60%)]"
        />
        <div className="container-page pt-5 pb-16 md:pt-7 md:pb-24">
          <Breadcrumbs tone="light" />
          <div className="mt-10 grid items-center gap-12 md:mt-14 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
            <div className="max-w-3xl">
              <p className="text-eyebrow font-bold text-ember-300 uppercase">For venues and vendors</p>
              <h1
                id="partner-title"
                className="mt-3 text-[2.5rem] leading-[1.05] font-extrabold tracking-tight md:text-display"
              >
                Grow your event business with Eventide
              </h1>
              <p className="mt-5 max-w-2xl text-lg leading-8 text-dusk-200">
                List your venue or service once and get booked alongside everything else your customers need, in a
                single checkout.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild size="lg" className="rounded-full">
                  <Link to="/partner/create-account">
                    Apply now
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline-light" className="rounded-full">
                  <Link to="/partner/pricing">See pricing</Link>
                </Button>
                <Button asChild size="lg" variant="outline-light" className="rounded-full">
                  <Link to="/portal/login">Partner sign in</Link>
                </Button>
              </div>
            </div>
            <PortalPreview />
          </div>
        </div>
      </section>

      <section aria-labelledby="partner-benefits" className="container-page py-16 md:py-20">
        <h2 id="partner-benefits" className="text-3xl font-extrabold tracking-tight text-ink md:text-4xl">
          Why partners choose Eventide
        </h2>
        <ul className="mt-9 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-3xl border border-line bg-surface p-6 shadow-card">
              <span className="grid size-11 place-items-center rounded-xl bg-ember-50 text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1.5 text-[0.9375rem] leading-6 text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partner-steps" className="bg-surface py-16 md:py-20">
        <div className="container-page">
          <h2 id="partner-steps" className="text-3xl font-extrabold tracking-tight text-ink md:text-4xl">
            From application to first booking
          </h2>
          <ol className="mt-9 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, body }, i) => (
              <li key={title} className="relative rounded-3xl bg-dusk-50 p-6">
                <span className="text-sm font-bold text-brand">Step {i + 1}</span>
                <Icon aria-hidden="true" className="mt-3 size-6 text-dusk-700" />
                <h3 className="mt-3 text-lg font-bold text-ink">{title}</h3>
                <p className="mt-1 text-[0.9375rem] leading-6 text-muted">{body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <Button asChild size="lg">
              <Link to="/partner/apply/venue">
                <Building2 aria-hidden="true" />
                List a venue
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/partner/apply/vendor">
                <Sparkles aria-hidden="true" />
                Offer a service
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
