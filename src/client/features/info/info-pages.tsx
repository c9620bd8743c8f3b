import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ArrowRight,
  Building2,
  ChevronDown,
  Clock,
  Compass,
  CreditCard,
  Handshake,
  HelpCircle,
  Info,
  LifeBuoy,
  Mail,
  Megaphone,
  MessageCircle,
  Search,
  Sparkles,
  Users,
} from 'lucide-react';
import { SPONSORSHIP_PACKAGES } from '#shared/enquiries.ts';
import { FEE_RATES } from '#shared/fees.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SUPPORT_EMAIL } from '../../lib/error-report.ts';
import { ContactForm, SponsorshipForm, WaitlistForm } from '../enquiries/index.ts';
import { CANCELLATION_POLICY } from '#shared/bookings.ts';

export { DemoPage } from './demo-page.tsx';
export { PrivacyPage, TermsPage } from './legal-pages.tsx';

const VALUES = [
  {
    icon: Building2,
    title: 'One venue, every vendor',
    body: 'Plan the space and the people around it in the same place, on the same date.',
  },
  {
    icon: CreditCard,
    title: 'One checkout',
    body: 'A single payment for the whole event, with fees shown before you pay.',
  },
  {
    icon: Handshake,
    title: 'Partners paid directly',
    body: 'Venues and vendors get their payout straight to their own account.',
  },
] as const;

export function AboutPage() {
  return (
    <PageFrame
      title="About Eventide"
      eyebrow="About"
      icon={Info}
      description="Eventide is a marketplace for the whole event: the venue and every vendor it needs, booked together in one checkout."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, body }) => (
          <Card key={title} className="p-6">
            <span className="grid size-11 place-items-center rounded-xl bg-ember-50 text-brand">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
            <p className="mt-1.5 text-[0.9375rem] leading-6 text-muted">{body}</p>
          </Card>
        ))}
      </div>
      <div className="mt-10 grid items-center gap-8 rounded-3xl bg-surface p-7 shadow-card ring-1 ring-line md:grid-cols-[1.4fr_1fr] md:p-10">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">Why we built it</h2>
          <p className="mt-3 text-[0.9375rem] leading-7 text-muted">
            Planning a party used to mean a venue contract, a DJ on text, a caterer on email, a photographer on a form
            and four separate invoices. Eventide puts all of it in one cart, with one set of rules for cancellation and
            one place to talk to everyone involved. Events range from warehouse raves to rooftop birthdays.
          </p>
        </div>
        <div className="flex flex-col gap-2.5">
          <Button asChild size="lg">
            <Link to="/discover">
              Start planning
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/partner">Become a Partner</Link>
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}

const CONTACT_OPTIONS = [
  {
    icon: Mail,
    title: 'Email support',
    body: `Write to ${SUPPORT_EMAIL}. We answer within one business day.`,
    href: `mailto:${SUPPORT_EMAIL}`,
    cta: 'Send an email',
    external: true,
  },
  {
    icon: LifeBuoy,
    title: 'Help Center',
    body: 'Answers about booking, payments, cancellation and payouts.',
    href: '/help',
    cta: 'Browse answers',
    external: false,
  },
  {
    icon: Handshake,
    title: 'Partnerships',
    body: 'Own a venue or run an event business? Start your application.',
    href: '/partner',
    cta: 'Become a Partner',
    external: false,
  },
] as const;

export function ContactPage() {
  return (
    <PageFrame
      title="Contact us"
      eyebrow="Contact"
      icon={MessageCircle}
      description="Questions about an event, a booking or your listing? We are here to help."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {CONTACT_OPTIONS.map(({ icon: Icon, title, body, href, cta, external }) => (
          <Card key={title} className="flex flex-col p-6">
            <span className="grid size-11 place-items-center rounded-xl bg-ember-50 text-brand">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
            <p className="mt-1.5 mb-5 text-[0.9375rem] leading-6 text-muted">{body}</p>
            <Button asChild variant="secondary" className="mt-auto self-start">
              {external ? <a href={href}>{cta}</a> : <Link to={href}>{cta}</Link>}
            </Button>
          </Card>
        ))}
      </div>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <ContactForm />
        <p className="flex items-start gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Reporting a problem with the site? Include the error ID shown on the error screen so we can find it quickly.
        </p>
      </div>
    </PageFrame>
  );
}

type Audience = 'customers' | 'partners';

const FAQ: Array<{ audience: Audience; q: string; a: string }> = [
  {
    audience: 'customers',
    q: 'How does one checkout work?',
    a: 'Add one venue and any vendors to your event cart, pick a date, and pay once. Eventide splits the payment and pays each partner directly.',
  },
  {
    audience: 'customers',
    q: 'What fees will I pay?',
    a: `You see the full breakdown before paying: the services you chose, a ${FEE_RATES.customerPlatformFee * 100}% platform fee that covers payment processing and support, card processing and tax.`,
  },
  {
    audience: 'customers',
    q: 'Can I cancel?',
    a: `Yes. Each listing states its cancellation policy, on its page, in the cart and at checkout. By default: ${CANCELLATION_POLICY.toLowerCase()}. Some partners choose a stricter one (full or half refunds up to 7, 30 or 90 days before). There are no charges until your booking is confirmed.`,
  },
  {
    audience: 'customers',
    q: 'When is my card charged?',
    a: 'Your card is held when you check out, and each partner’s part is charged only when they accept. A request nobody accepts within 48 hours is released.',
  },
  {
    audience: 'customers',
    q: 'How fast do partners reply?',
    a: 'Most partners answer within 24 hours; many venues reply within 4 hours. You can message any listing before you book.',
  },
  {
    audience: 'customers',
    q: 'Can I get a custom quote?',
    a: 'Yes. Message the venue or vendor with your plans; they can send a quote in the conversation that you pay from directly.',
  },
  {
    audience: 'partners',
    q: 'How do I list my venue or service?',
    a: 'Apply as a partner, complete your listing and pricing, connect your payout account, and we review your application.',
  },
  {
    audience: 'partners',
    q: 'What does Eventide charge partners?',
    a: `A ${FEE_RATES.vendorPlatformFee * 100}% platform fee on each booking you accept. No listing or monthly fees.`,
  },
  {
    audience: 'partners',
    q: 'When am I paid?',
    a: 'Each booking’s payout goes to your connected account after the event, once you mark it complete. Monthly statements are in the portal’s Payments tab.',
  },
  {
    audience: 'partners',
    q: 'How long does approval take?',
    a: 'We review applications within two business days and email you the answer. Your listing goes live once you are approved; payouts wait for your connected account and are paid as soon as it is.',
  },
  {
    audience: 'partners',
    q: 'Can I block days when I am not available?',
    a: 'Yes. In the portal’s Calendar tab, pick a day and block it; customers cannot book it. Subscribe to your private calendar feed to see bookings in your own calendar app.',
  },
  {
    audience: 'partners',
    q: 'How do I answer a review?',
    a: 'In the portal’s Reviews tab, reply to any review of your listings. Your reply shows under the review on your listing’s page.',
  },
];

const AUDIENCES: Array<{ value: Audience; label: string }> = [
  { value: 'customers', label: 'Planning an event' },
  { value: 'partners', label: 'Hosting or providing' },
];

export function HelpPage() {
  const [search, setSearch] = useSearchParams();
  const audience: Audience = search.get('for') === 'partners' ? 'partners' : 'customers';
  const query = search.get('q') ?? '';
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const answers = FAQ.filter(
    (item) => item.audience === audience && words.every((w) => `${item.q} ${item.a}`.toLowerCase().includes(w)),
  );
  const update = (key: string, value: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(key, value);
        else params.delete(key);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <PageFrame
      title="Help Center"
      eyebrow="Help"
      icon={LifeBuoy}
      description="Answers to the questions we hear most. Can’t find yours? Contact us."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div role="group" aria-label="Answers for" className="flex gap-2">
              {AUDIENCES.map((a) => (
                <Button
                  key={a.value}
                  size="sm"
                  variant={audience === a.value ? 'primary' : 'secondary'}
                  aria-pressed={audience === a.value}
                  onClick={() => update('for', a.value === 'customers' ? '' : a.value)}
                >
                  {a.label}
                </Button>
              ))}
            </div>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <Input
                type="search"
                aria-label="Search the answers"
                placeholder="Search, e.g. cancel"
                className="pl-9"
                value={query}
                onChange={(e) => update('q', e.target.value)}
              />
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {answers.length} {answers.length === 1 ? 'answer' : 'answers'}
          </p>
          {answers.length === 0 ? (
            <Card className="p-6 text-[0.9375rem] text-muted">
              No answer matches “{query}”. Try other words, or{' '}
              <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
                ask us directly
              </Link>
              .
            </Card>
          ) : (
            <div className="divide-y divide-line overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line">
              {answers.map((item) => (
                <details key={item.q} className="group px-6 py-5 open:bg-dusk-50/60" open={words.length > 0}>
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                    <span className="flex items-center gap-3">
                      <HelpCircle aria-hidden="true" className="size-5 shrink-0 text-brand" />
                      {item.q}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="mt-3 pl-8 text-[0.9375rem] leading-6 text-muted">{item.a}</p>
                </details>
              ))}
            </div>
          )}
        </div>
        <Card className="p-6">
          <h2 className="text-lg font-bold text-ink">Still stuck?</h2>
          <p className="mt-1.5 text-[0.9375rem] leading-6 text-muted">Our team answers within one business day.</p>
          <Button asChild className="mt-5" block>
            <Link to="/contact">Contact support</Link>
          </Button>
        </Card>
      </div>
    </PageFrame>
  );
}

export function WaitlistPage() {
  return (
    <PageFrame
      title="Join the waitlist"
      eyebrow="Waitlist"
      icon={Users}
      description="Eventide is opening city by city. Join the list to hear when we launch near you."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <WaitlistForm />
        <Card className="flex flex-col gap-3 p-6">
          <h2 className="text-lg font-bold text-ink">One email, when it matters</h2>
          <p className="text-[0.9375rem] leading-6 text-muted">
            We write once when Eventide opens in your city, and not before. Already somewhere we are live? Start
            planning now.
          </p>
          <Button asChild variant="secondary" className="self-start">
            <Link to="/discover">
              <Compass aria-hidden="true" />
              Discover venues
            </Link>
          </Button>
        </Card>
      </div>
    </PageFrame>
  );
}

export function SponsorshipsPage() {
  const [chosen, setChosen] = useState<string | undefined>();
  return (
    <PageFrame
      title="Sponsorships"
      eyebrow="Sponsorships"
      icon={Megaphone}
      description="Brands and events, matched: reach the people planning the nights your audience goes to."
    >
      <ul className="grid gap-5 md:grid-cols-3" aria-label="Packages">
        {SPONSORSHIP_PACKAGES.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full flex-col gap-3 p-6">
              <h2 className="text-lg font-bold text-ink">{p.name}</h2>
              <p className="text-2xl font-extrabold text-ink">{p.price}</p>
              <ul className="flex flex-1 flex-col gap-2 text-[0.9375rem] text-dusk-700">
                {p.perks.map((perk) => (
                  <li key={perk} className="flex items-start gap-2">
                    <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                    {perk}
                  </li>
                ))}
              </ul>
              <Button
                variant={chosen === p.id ? 'primary' : 'secondary'}
                onClick={() => {
                  setChosen(p.id);
                  document.getElementById('sponsorship-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                Ask about {p.name}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <div id="sponsorship-form" className="mt-10 max-w-2xl scroll-mt-24">
        <SponsorshipForm packageId={chosen} />
      </div>
    </PageFrame>
  );
}
