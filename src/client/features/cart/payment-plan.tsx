// When the customer pays (issue 46), per partner: the line in full or its deposit when the partner confirms (today for
// a line that confirms at once), and any balance on its due date, charged to the same card. Shown by the cart,
// checkout and the booking pages when a line has a balance; a cart paid in full at confirmation needs no plan beyond
// §2's 'No charges until booking confirmation.'
import { CalendarClock } from 'lucide-react';
import type { ScheduledCharge } from '#shared/checkout.ts';
import { shortDayInWords } from '#shared/event-words.ts';
import { formatMoney } from '#shared/money.ts';
import { cn } from '../../lib/cn.ts';
import { paymentTermsInWords, scheduleTotals, type PaymentTerms } from '#shared/payment-terms.ts';

export interface PlanLine {
  name: string;
  paymentTerms: PaymentTerms;
  instalments: readonly ScheduledCharge[];
  /** Instant book: its first payment is charged at checkout, not when its partner confirms. */
  confirmsAtOnce?: boolean;
}

export const hasBalance = (lines: readonly PlanLine[]) =>
  lines.some((line) => line.instalments.some((instalment) => instalment.kind === 'balance'));

/** A balance's due day in words: 'Sat, May 29, 2027'. */
export const dueDayInWords = (dueAt: string) => shortDayInWords(dueAt.slice(0, 10));

function LinePlan({ line }: { line: PlanLine }) {
  const first = line.instalments.find((instalment) => instalment.kind !== 'balance');
  const balance = line.instalments.find((instalment) => instalment.kind === 'balance');
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <span className="font-semibold text-ink">{line.name}</span>
      <span className="text-dusk-700">
        {first
          ? `${formatMoney(first.chargeCents, 'charge')} ${first.kind === 'deposit' ? 'deposit ' : ''}${line.confirmsAtOnce ? 'today' : 'when confirmed'}`
          : null}
        {balance ? ` · ${formatMoney(balance.chargeCents, 'charge')} on ${dueDayInWords(balance.dueAt!)}` : null}
      </span>
      {/* Booked inside the balance's days: paid in full although the listing asks for a deposit. */}
      {line.paymentTerms.schedule === 'deposit' && !balance ? (
        <span className="text-xs text-muted">
          {paymentTermsInWords(line.paymentTerms)}; your event is sooner, so it is paid in full.
        </span>
      ) : null}
    </li>
  );
}

export function PaymentPlan({ lines, className }: { lines: readonly PlanLine[]; className?: string }) {
  if (!hasBalance(lines)) return null;
  const { laterCents } = scheduleTotals(lines.map((line) => line.instalments));
  const firstCents = (list: readonly PlanLine[]) =>
    scheduleTotals(list.map((line) => line.instalments)).atConfirmationCents;
  const todayCents = firstCents(lines.filter((line) => line.confirmsAtOnce));
  const onConfirmationCents = firstCents(lines.filter((line) => !line.confirmsAtOnce));
  return (
    <section
      aria-labelledby="payment-plan-heading"
      className={cn('rounded-2xl bg-dusk-50 p-4 text-sm', className)}
      data-testid="payment-plan"
    >
      <h3 id="payment-plan-heading" className="flex items-center gap-2 font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-4 text-brand" />
        When you pay
      </h3>
      <ul className="mt-1 divide-y divide-line">
        {lines.map((line) => (
          <LinePlan key={line.name} line={line} />
        ))}
      </ul>
      <p className="mt-2 border-t border-line pt-2 text-dusk-700">
        {todayCents > 0 ? (
          <>
            <span className="font-semibold text-ink">{formatMoney(todayCents, 'charge')}</span> today,{' '}
          </>
        ) : null}
        {onConfirmationCents > 0 ? (
          <>
            <span className="font-semibold text-ink">{formatMoney(onConfirmationCents, 'charge')}</span> as partners
            confirm,{' '}
          </>
        ) : null}
        <span className="font-semibold text-ink">{formatMoney(laterCents, 'charge')}</span> later, charged to the same
        card on each balance&apos;s day.
      </p>
    </section>
  );
}
