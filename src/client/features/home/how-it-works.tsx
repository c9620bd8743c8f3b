import { Building2, CircleCheck, CreditCard, Sparkles } from 'lucide-react';
import { SectionHeader } from './section-header.tsx';
import { FREE_CANCELLATION_HOURS } from '#shared/bookings.ts';

const STEPS = [
  {
    icon: Building2,
    title: 'Pick one venue',
    body: 'Rooftop, loft, gallery or garden: choose the space, the date and the hours. One venue anchors each event.',
  },
  {
    icon: Sparkles,
    title: 'Add your vendors',
    body: 'DJs, photographers, caterers, decor, security, AV and lighting. Add as many as the night needs to the same cart.',
  },
  {
    icon: CreditCard,
    title: 'Check out once',
    body: `One secure payment for everything. Each partner is paid out directly, and each partner's cancellation policy is stated before you pay: by default, free up to ${FREE_CANCELLATION_HOURS} hours before.`,
  },
] as const;

const RECEIPT = [
  { label: 'The Glasshouse · 5 hrs', amount: '$1,750', kind: 'Venue' },
  { label: 'DJ Nova · 4 hrs', amount: '$720', kind: 'Music' },
  { label: 'Lens & Light', amount: '$650', kind: 'Photo' },
  { label: 'Saffron Table · 80 guests', amount: '$2,400', kind: 'Catering' },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-surface py-16 md:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeader
            id="how-it-works"
            eyebrow="How it works"
            title="One event. One cart. One checkout."
            description="No more juggling six invoices and a dozen email threads. Eventide puts the whole event in one place."
          />
          <ol className="flex flex-col gap-6">
            {STEPS.map(({ icon: Icon, title, body }, i) => (
              <li key={title} className="flex gap-4">
                <span className="relative grid size-12 shrink-0 place-items-center rounded-2xl bg-ember-50 text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-dusk-900 text-[0.6875rem] font-bold text-white">
                    {i + 1}
                  </span>
                </span>
                <div>
                  <h3 className="text-lg font-bold text-ink">{title}</h3>
                  <p className="mt-1 text-[0.9375rem] leading-6 text-muted">{body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>

        <figure aria-label="Example: one checkout for a venue and three vendors" className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-0 rounded-[2.5rem] bg-gradient-to-br from-ember-100 via-dusk-50 to-[#ece4fd]"
          />
          <div className="relative rounded-3xl bg-surface p-6 shadow-lift ring-1 ring-line sm:p-8">
            <div className="flex items-center justify-between">
              <div>
                <p className="text-eyebrow font-bold text-muted uppercase">Your event</p>
                <p className="mt-1 text-lg font-bold text-ink">Maya's 30th · Saturday</p>
              </div>
              <span className="inline-flex items-center gap-1 rounded-full bg-lagoon-50 px-2.5 py-1 text-xs font-bold text-lagoon-800">
                <CircleCheck aria-hidden="true" className="size-3.5" />
                Ready
              </span>
            </div>
            <ul className="mt-6 divide-y divide-line">
              {RECEIPT.map((line) => (
                <li key={line.label} className="flex items-center justify-between gap-3 py-3">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{line.label}</span>
                    <span className="text-sm text-muted">{line.kind}</span>
                  </span>
                  <span className="font-semibold text-ink tabular-nums">{line.amount}</span>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex items-center justify-between rounded-2xl bg-dusk-950 px-5 py-4 text-white">
              <span>
                <span className="block text-sm text-dusk-300">One payment</span>
                <span className="block text-xs text-dusk-400">Paid out to 4 partners</span>
              </span>
              <span className="text-2xl font-extrabold tabular-nums">$5,520</span>
            </div>
            <figcaption className="mt-3 text-center text-xs text-muted">
              Example only. Fees and taxes are shown at checkout.
            </figcaption>
          </div>
        </figure>
      </div>
    </section>
  );
}
