// /admin/ledger (admin guard): the platform's money month by month from the ledger (what customers paid, what went
// back to them, what was paid to partners, and what the platform kept: its fees and what is not yet paid out), and
// whether the last daily reconciliation found the ledger equal to the payment provider's records.
import { BookCheck, CircleAlert, CircleCheck } from 'lucide-react';
import type { PlatformLedger } from '#shared/ledger.ts';
import { formatMoney } from '#shared/money.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/format.ts';
import { usePlatformLedger } from './api.ts';

const money = (cents: number) => formatMoney(cents, 'charge');
/** Money that left the platform, signed as such unless there was none. */
const out = (cents: number) => (cents > 0 ? `−${money(cents)}` : money(0));

const month = (value: string) => formatDay(`${value}-01`, true);

function Reconciliation({ last }: { last: PlatformLedger['lastReconciliation'] }) {
  if (!last)
    return (
      <Card className="p-5">
        <p className="text-muted">
          The ledger has not been checked against the payment provider yet: it is, once a day.
        </p>
      </Card>
    );
  const when = `${formatDay(last.ranAt.slice(0, 10))} at ${last.ranAt.slice(11, 16)} UTC`;
  const checked = `${last.paymentsChecked} payments and ${last.accountsChecked} partner accounts checked ${when}.`;
  if (last.differences.length === 0)
    return (
      <Card className="flex items-start gap-3 p-5">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold text-ink">The ledger agrees with the payment provider to the cent.</p>
          <p className="text-sm text-muted">{checked}</p>
        </div>
      </Card>
    );
  return (
    <Card className="flex items-start gap-3 border-danger p-5" role="alert">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold text-ink">
          The ledger and the payment provider disagree on {last.differences.length}{' '}
          {last.differences.length === 1 ? 'amount' : 'amounts'}.
        </p>
        <p className="text-sm text-muted">{checked}</p>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {last.differences.map((d) => (
            <li key={`${d.subject}:${d.id}:${d.what}`}>
              {d.subject === 'payment' ? 'Payment' : 'Account'} <code>{d.id}</code>, {d.what}: {money(d.ledgerCents)} in
              the ledger, {money(d.providerCents)} at the provider
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function Months({ months }: { months: PlatformLedger['months'] }) {
  if (months.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<BookCheck />}
          title="No money has moved yet"
          description="Each payment, refund and payout appears here in the month it happened."
        />
      </Card>
    );
  return (
    <>
      <Card className="hidden overflow-x-auto p-0 sm:block">
        <table className="w-full min-w-[36rem] text-left text-[0.9375rem] tabular-nums">
          <caption className="sr-only">The platform’s money by month</caption>
          <thead className="text-sm text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-5 py-3 font-semibold">
                Month
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Paid by customers
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Refunded
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Paid to partners
              </th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">
                Kept by the platform
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-line last:border-0">
                <th scope="row" className="px-5 py-3 font-semibold text-ink">
                  {month(m.month)}
                </th>
                <td className="px-3 py-3 text-right">{money(m.capturedCents)}</td>
                <td className="px-3 py-3 text-right">{out(m.refundedCents)}</td>
                <td className="px-3 py-3 text-right">{out(m.paidOutCents)}</td>
                <td className="px-5 py-3 text-right font-semibold text-ink">{money(m.keptCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label="The platform’s money by month">
        {months.map((m) => (
          <li key={m.month}>
            <Card className="p-4">
              <p className="font-semibold text-ink">{month(m.month)}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums">
                <dt className="text-muted">Paid by customers</dt>
                <dd className="text-right">{money(m.capturedCents)}</dd>
                <dt className="text-muted">Refunded</dt>
                <dd className="text-right">{out(m.refundedCents)}</dd>
                <dt className="text-muted">Paid to partners</dt>
                <dd className="text-right">{out(m.paidOutCents)}</dd>
                <dt className="font-semibold text-ink">Kept by the platform</dt>
                <dd className="text-right font-semibold text-ink">{money(m.keptCents)}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

export function AdminLedgerPage() {
  const ledger = usePlatformLedger();
  return (
    <PageFrame
      title="Money"
      breadcrumbLabel="Money"
      eyebrow="Admin"
      icon={BookCheck}
      description="Every payment, refund and payout the payment provider made, by month, and the daily check of our books against theirs. Kept by the platform is its fees and what is not yet paid out."
    >
      {ledger.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-64" />
        </div>
      ) : ledger.isError ? (
        <LoadErrorCard
          title="We couldn't load the ledger"
          error={ledger.error}
          onRetry={() => void ledger.refetch()}
          retrying={ledger.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Reconciliation last={ledger.data.lastReconciliation} />
          <Months months={ledger.data.months} />
        </div>
      )}
    </PageFrame>
  );
}
