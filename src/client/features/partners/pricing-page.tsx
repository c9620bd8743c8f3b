// /partner/pricing (§2, §9 fees): what a partner pays (the platform fee on each booking, nothing else), what the
// customer pays on top, and a calculator of what a booking pays out, from the same fee rules checkout uses.
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BadgePercent, Banknote, CreditCard, ReceiptText } from 'lucide-react';
import { calculatePriceBreakdown, FEE_RATES } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatPercent } from '../../lib/format.ts';
import { FREE_CANCELLATION_HOURS } from '#shared/bookings.ts';

const TERMS = [
  {
    icon: BadgePercent,
    title: `${formatPercent(FEE_RATES.vendorPlatformFee)} per booking`,
    body: 'Taken from the booking amount only when you accept a booking. It covers payments, support and the customers who find you.',
  },
  {
    icon: ReceiptText,
    title: 'No listing or monthly fees',
    body: 'List as many venues and services as you like. Pause one any time.',
  },
  {
    icon: Banknote,
    title: 'Paid to your bank',
    body: 'Each booking pays out to your connected account after the event, with a statement every month.',
  },
] as const;

const QUESTIONS = [
  {
    q: 'When is the fee taken?',
    a: `When you accept a request, the customer's card is charged for your part and your payout is recorded: the booking amount less ${formatPercent(FEE_RATES.vendorPlatformFee)}.`,
  },
  {
    q: 'What if I decline or the request expires?',
    a: 'Nothing is charged, to you or to the customer: their hold is released.',
  },
  {
    q: 'What if the customer cancels?',
    a: `They are refunded by the cancellation policy you chose for the listing (by default in full up to ${FREE_CANCELLATION_HOURS} hours before the event, and nothing after); what the policy keeps is yours, paid out at once.`,
  },
  {
    q: 'Do customers pay more than my price?',
    a: `They pay your price plus a ${formatPercent(FEE_RATES.customerPlatformFee)} service fee, card processing (${formatPercent(FEE_RATES.processingRate)} + ${formatMoney(FEE_RATES.processingFixedCents, 'charge')}) and ${formatPercent(FEE_RATES.taxRate)} tax, all shown before they book.`,
  },
] as const;

function Calculator() {
  const [amount, setAmount] = useState('1200');
  const dollars = Number(amount.replace(/[^\d.]/g, ''));
  const cents = Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
  const breakdown = calculatePriceBreakdown({ services: [{ priceCents: cents, quantity: 1, unit: 'event' }] });
  const rows = [
    ['Your price', formatMoney(breakdown.subtotal, 'charge')],
    [
      `Platform fee (${formatPercent(FEE_RATES.vendorPlatformFee)})`,
      `−${formatMoney(breakdown.vendorPlatformFee, 'charge')}`,
    ],
  ] as const;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-ink">What a booking pays you</h2>
      <Field label="Booking amount in dollars" hint="Your rate times the hours booked, with any add-ons">
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <dl className="flex flex-col gap-2 text-[0.9375rem] tabular-nums">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-dusk-700">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-2 text-lg font-bold text-ink">
          <dt>You receive</dt>
          <dd aria-live="polite">{formatMoney(breakdown.vendorReceives, 'charge')}</dd>
        </div>
        <div className="flex justify-between gap-3 text-sm text-muted">
          <dt>The customer pays, with their fees and tax</dt>
          <dd>{formatMoney(breakdown.customerTotal, 'charge')}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function PartnerPricingPage() {
  return (
    <PageFrame
      title="Partner pricing"
      eyebrow="Partner"
      icon={CreditCard}
      description="Simple fees: you only pay when you are booked."
      actions={
        <Button asChild>
          <Link to="/partner/create-account">
            Apply now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-8">
          <ul className="grid gap-4 sm:grid-cols-3">
            {TERMS.map(({ icon: Icon, title, body }) => (
              <li key={title}>
                <Card className="flex h-full flex-col gap-2 p-5">
                  <Icon aria-hidden="true" className="size-6 text-brand" />
                  <h2 className="text-lg font-bold text-ink">{title}</h2>
                  <p className="text-[0.9375rem] leading-6 text-dusk-700">{body}</p>
                </Card>
              </li>
            ))}
          </ul>
          <section aria-labelledby="pricing-questions" className="flex flex-col gap-3">
            <h2 id="pricing-questions" className="text-xl font-bold text-ink">
              Questions partners ask
            </h2>
            <dl className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
              {QUESTIONS.map(({ q, a }) => (
                <div key={q} className="p-5">
                  <dt className="font-semibold text-ink">{q}</dt>
                  <dd className="mt-1 text-[0.9375rem] leading-6 text-dusk-700">{a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <Calculator />
      </div>
    </PageFrame>
  );
}
