// /terms and /privacy: the rules as the product applies them (the numbers come from the same constants the server
// enforces), with a table of contents.
import {
  CANCELLATION_TIER_LABELS,
  CANCELLATION_TIERS,
  cancellationPolicyInWords,
  DEFAULT_CANCELLATION_TIER,
} from '#shared/cancellation-policies.ts';
import { Scale, ShieldCheck } from 'lucide-react';
import { BOOKING_RULES } from '#shared/bookings.ts';
import { SUPPORT_EMAIL } from '#shared/enquiries.ts';
import { FEE_RATES } from '#shared/fees.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatPercent } from '../../lib/format.ts';

interface Section {
  id: string;
  title: string;
  paragraphs: string[];
}

const HOURS = (ms: number) => ms / 3_600_000;
export const LEGAL_UPDATED = 'November 20, 2026';

const TERMS: Section[] = [
  {
    id: 'who',
    title: 'Who we are',
    paragraphs: [
      'Eventide is a marketplace where customers book venues and event vendors, and where those partners list their spaces and services. Eventide takes bookings and payments on the partners’ behalf; each partner provides their own venue or service.',
    ],
  },
  {
    id: 'bookings',
    title: 'Booking',
    paragraphs: [
      'A checkout sends one booking request to each partner in your cart. Your card is held for the total; each partner’s part is charged when they accept.',
      `A request not answered within ${HOURS(BOOKING_RULES.responseWindowMs)} hours, or by the start of the event if sooner, expires and its part of the hold is released.`,
    ],
  },
  {
    id: 'fees',
    title: 'Prices and fees',
    paragraphs: [
      `Customers pay the partners’ prices plus a ${formatPercent(FEE_RATES.customerPlatformFee)} service fee, card processing of ${formatPercent(FEE_RATES.processingRate)} plus $0.30, and ${formatPercent(FEE_RATES.taxRate)} tax, all shown before paying.`,
      `Partners pay a ${formatPercent(FEE_RATES.vendorPlatformFee)} platform fee on each booking they accept, taken from its payout. There are no listing or monthly fees.`,
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation and refunds',
    paragraphs: [
      `You can cancel any part of a booking. Each part is refunded by the cancellation policy of its listing, stated on the listing, in the cart, at checkout and on the booking: by default it is refunded in full when cancelled ${HOURS(BOOKING_RULES.freeCancellationMs)} hours or more before the event, and later the confirmed part stands. A partner may choose another policy: ${CANCELLATION_TIERS.filter(
        (tier) => tier !== DEFAULT_CANCELLATION_TIER,
      )
        .map(
          (tier) =>
            `${CANCELLATION_TIER_LABELS[tier].toLowerCase()}, ${cancellationPolicyInWords(tier).charAt(0).toLowerCase()}${cancellationPolicyInWords(tier).slice(1)}`,
        )
        .join('; ')}. A booking keeps the policy it was made with. There are no charges until a booking is confirmed.`,
      'A partner who cancels a confirmed booking refunds it in full.',
    ],
  },
  {
    id: 'partners',
    title: 'Partners',
    paragraphs: [
      'Partners must describe their listings truthfully, honour the bookings they accept, hold the licences and insurance their business needs, and keep deals on Eventide. Our team reviews every application and may suspend a listing that breaks these rules, telling its partner why.',
      'Payouts go to the partner’s connected account after the event, once it is marked complete.',
    ],
  },
  {
    id: 'conduct',
    title: 'Conduct',
    paragraphs: [
      'Be honest in reviews and messages, do not share contact details to take a booking off the platform, and do not misuse the site or other people’s data.',
    ],
  },
  { id: 'contact', title: 'Contact', paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`] },
];

const PRIVACY: Section[] = [
  {
    id: 'collect',
    title: 'What we collect',
    paragraphs: [
      'Your account (name, email, phone if you give it), your bookings and carts, the messages you exchange with partners, and, for partners, business details, listings and payout status. Card numbers go to the payment provider and never reach our servers.',
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    paragraphs: [
      'To run your bookings and payments, deliver messages, send the emails you ask for (booking updates, message notices, receipts), keep the site secure, and improve it.',
      'Partners see what they need to serve you: your name, your event details and your messages with them. Phone numbers and emails in early messages are hidden until you book.',
    ],
  },
  {
    id: 'measure',
    title: 'Measurement',
    paragraphs: [
      'We count listing views once per visitor a day for partners’ analytics; a visitor who is not signed in is counted by a one-way hash of their address and browser, never stored as such. Browsers report page speed and errors without personal details.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and storage',
    paragraphs: [
      'A session cookie keeps you signed in. Your browser stores your cart, your chosen role and a few preferences locally. We use no advertising cookies.',
    ],
  },
  {
    id: 'keep',
    title: 'How long we keep it',
    paragraphs: [
      'Bookings and payments are kept as long as the law requires for accounting. You can delete your account in Settings; your profile and messages go with it, and bookings keep only what accounting needs.',
    ],
  },
  {
    id: 'rights',
    title: 'Your choices',
    paragraphs: [
      `You can see and correct your details in your profile, turn off notifications in Settings, and ask for a copy or deletion of your data at ${SUPPORT_EMAIL}.`,
    ],
  },
];

function LegalPage({
  title,
  icon,
  description,
  sections,
}: {
  title: string;
  icon: typeof Scale;
  description: string;
  sections: Section[];
}) {
  return (
    <PageFrame title={title} eyebrow="Legal" icon={icon} description={description}>
      <div className="grid items-start gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24">
          <Card className="p-5">
            <p className="text-sm font-bold text-ink">Contents</p>
            <ol className="mt-2 flex flex-col gap-1.5 text-sm">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-dusk-700 underline-offset-4 hover:text-brand hover:underline">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <div className="max-w-3xl">
          <p className="text-sm text-muted">Last updated {LEGAL_UPDATED}</p>
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-ink">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 text-[0.9375rem] leading-7 text-dusk-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      icon={Scale}
      description="The agreement between you, Eventide and the partners you book."
      sections={TERMS}
    />
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      icon={ShieldCheck}
      description="What we collect, why, and the choices you have."
      sections={PRIVACY}
    />
  );
}
