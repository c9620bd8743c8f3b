// A partner's monthly statement (issue 46): each time money moved for their lines that month (what a customer paid,
// what went back to them, what was paid out to the partner), from the ledger, with the month's totals, and the same
// as a CSV to download.
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { ledgerEntryInWords, type StatementEntry } from '#shared/ledger.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/format.ts';
import { usePartnerStatement } from './api.ts';

const money = (cents: number) => formatMoney(cents, 'charge');

/** A refund leaves the customer's payment; a capture comes in; a payout is the partner's. */
function signed(entry: StatementEntry): string {
  return entry.kind === 'refund' ? `−${money(entry.amountCents)}` : money(entry.amountCents);
}

export function MonthlyStatement({ months }: { months: string[] }) {
  const [month, setMonth] = useState(months[0]!);
  const statement = usePartnerStatement(month);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          Monthly statement
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label="Statement month"
            value={month}
            onValueChange={setMonth}
            size="sm"
            triggerClassName="w-40"
            options={months.map((m) => ({ value: m, label: formatDay(`${m}-01`, true) }))}
          />
          <Button asChild size="sm" variant="secondary">
            <a href={`/api/partner/statements/${month}`} download>
              <Download aria-hidden="true" />
              Download statement
            </a>
          </Button>
        </div>
      </div>
      {statement.isPending ? (
        <Skeleton className="h-40 rounded-2xl" aria-label="Loading the statement" />
      ) : statement.isError ? (
        <LoadErrorCard
          title="We couldn't load this statement"
          error={statement.error}
          onRetry={() => void statement.refetch()}
          retrying={statement.isRefetching}
          headingLevel="h3"
        />
      ) : (
        <Card className="p-0">
          <dl className="grid grid-cols-1 gap-3 border-b border-line p-5 tabular-nums sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">Paid by customers</dt>
              <dd className="text-lg font-bold text-ink">{money(statement.data.paidByCustomersCents)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Refunded to customers</dt>
              <dd className="text-lg font-bold text-ink">{money(statement.data.refundedCents)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Paid out to you</dt>
              <dd className="text-lg font-bold text-ink">{money(statement.data.paidOutCents)}</dd>
            </div>
          </dl>
          <p className="border-b border-line px-5 py-3 text-sm text-muted">
            What customers paid includes their service fee and tax; what is paid out to you is each booking less the
            platform fee, after the event.
          </p>
          {statement.data.entries.length === 0 ? (
            <p className="p-5 text-muted">No money moved for your bookings this month.</p>
          ) : (
            <ul aria-label="Statement entries" className="divide-y divide-line">
              {statement.data.entries.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-4 px-5 py-3">
                  <div>
                    <p className="font-semibold text-ink">{ledgerEntryInWords(entry.kind, entry.purpose)}</p>
                    <p className="text-sm text-muted">
                      {formatDay(entry.occurredAt.slice(0, 10))} · {entry.bookingReference}
                      {entry.itemName ? ` · ${entry.itemName}` : ''}
                    </p>
                  </div>
                  <p className="font-semibold text-ink tabular-nums">{signed(entry)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </section>
  );
}
