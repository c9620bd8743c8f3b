// /demo: a guided tour for visitors, one step at a time (?step= keeps the place for the back button), each step
// leading to the real page it describes.
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  CreditCard,
  LayoutDashboard,
  MessageCircle,
  PlayCircle,
  Search,
  ShoppingBag,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FEE_RATES } from '#shared/fees.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

const STEPS = [
  {
    icon: Search,
    title: 'Find the place',
    body: 'Search in plain words, like “rooftop for a birthday in Chelsea”. Filters for guests, price, date and amenities narrow it down, and every search has its own link to share.',
    cta: 'Search rooftops',
    href: '/discover?q=rooftop+birthday',
  },
  {
    icon: CalendarCheck,
    title: 'Check the day',
    body: 'Each venue shows its photos, spaces, rules and a calendar of free days. Pick a date and the hours you need; the price updates as you go.',
    cta: 'Open a venue',
    href: '/discover?tab=venues',
  },
  {
    icon: ShoppingBag,
    title: 'Build the whole event',
    body: 'Add one venue and as many vendors as you like (DJ, photographer, bar, lights) to one event cart, each with their own add-ons and packages.',
    cta: 'Browse vendors',
    href: '/discover?tab=vendors',
  },
  {
    icon: CreditCard,
    title: 'Pay once',
    body: `One checkout for everyone, every fee shown first: a ${FEE_RATES.customerPlatformFee * 100}% service fee, card processing and tax. Nothing is charged until each partner accepts, and you can cancel free up to 24 hours before.`,
    cta: 'See the cart',
    href: '/cart',
  },
  {
    icon: MessageCircle,
    title: 'Talk it through',
    body: 'Message any venue or vendor before or after you book, live. Partners can answer with a custom quote you pay straight from the conversation.',
    cta: 'Read a story first',
    href: '/stories',
  },
  {
    icon: LayoutDashboard,
    title: 'Run it as a partner',
    body: 'Venues and vendors get a portal: requests with a timer, a calendar with an iCal feed, payouts per booking, reviews, and analytics counted from real visits.',
    cta: 'See partner pricing',
    href: '/partner/pricing',
  },
] as const;

export function DemoPage() {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('step'));
  const index = Number.isInteger(asked) && asked >= 1 && asked <= STEPS.length ? asked - 1 : 0;
  const step = STEPS[index]!;
  const go = (next: number) => setSearch({ step: String(next + 1) }, { preventScrollReset: true });
  const Icon = step.icon;
  return (
    <PageFrame
      title="Product tour"
      eyebrow="Demo"
      icon={PlayCircle}
      description="How Eventide works, in six short steps. Each one opens the real thing."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Tour steps">
          <ol className="flex gap-2 overflow-x-auto lg:flex-col">
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === index ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-semibold whitespace-nowrap',
                    i === index ? 'bg-dusk-900 text-white' : 'text-dusk-700 hover:bg-dusk-100',
                  )}
                >
                  <span className="tabular-nums">{i + 1}.</span> {s.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <Card className="flex flex-col gap-5 p-6 sm:p-8" aria-live="polite">
          <p className="text-sm font-semibold text-muted">
            Step {index + 1} of {STEPS.length}
          </p>
          <span className="grid size-14 place-items-center rounded-2xl bg-ember-50 text-brand">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-2xl font-extrabold tracking-tight text-ink">{step.title}</h2>
          <p className="max-w-2xl text-[1.0625rem] leading-8 text-dusk-700">{step.body}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild>
              <Link to={step.href}>
                {step.cta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <span className="flex-1" />
            <Button variant="ghost" disabled={index === 0} onClick={() => go(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            {index < STEPS.length - 1 ? (
              <Button variant="secondary" onClick={() => go(index + 1)}>
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link to="/discover">Start planning</Link>
              </Button>
            )}
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
