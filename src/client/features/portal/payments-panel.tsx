// The portal's Payments tab: the payout account, what each confirmed booking pays after the platform's fee (§9),
// and the monthly statement of the money that moved (GET /api/partner/earnings, monthly-statement.tsx).
import { HandCoins, Landmark, Receipt, Wallet } from 'lucide-react';
import { FEE_RATES } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import type { Earning } from '#shared/payouts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { formatDay } from '../../lib/format.ts';
import { usePartnerEarnings } from './api.ts';
import { MonthlyStatement } from './monthly-statement.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';

const PAYOUT_BADGES: Record<Earning['status'], { label: string; tone: 'success' | 'gold' | 'danger' | 'neutral' }> = {
  pending: { label: 'Paid after the event', tone: 'gold' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Payout failed', tone: 'danger' },
  reversed: { label: 'Refunded', tone: 'neutral' },
};

const feePercent = `${FEE_RATES.vendorPlatformFee * 100}%`;

function PayoutBadge({ earning }: { earning: Earning }) {
  const badge = PAYOUT_BADGES[earning.status];
  return (
    <>
      <Badge tone={badge.tone} size="sm">
        {badge.label}
      </Badge>
      {earning.paidAt ? <span className="mt-1 block text-sm text-muted">on {formatDay(earning.paidAt)}</span> : null}
    </>
  );
}

/** Phones: one card per booking instead of a wide table. */
function EarningsList({ earnings }: { earnings: Earning[] }) {
  return (
    <ul className="flex flex-col gap-3 sm:hidden" aria-label="Payouts per booking">
      {earnings.map((e) => (
        <li key={e.bookingItemId}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <span className="font-semibold text-ink">{e.listingName}</span>
                <p className="text-sm text-muted">
                  {formatDay(e.eventDate)} · {e.reference}
                </p>
              </div>
              <p className="text-lg font-bold text-ink tabular-nums">{formatMoney(e.payoutCents, 'charge')}</p>
            </div>
            <p className="text-sm text-muted tabular-nums">
              {formatMoney(e.lineTotalCents, 'charge')} less {formatMoney(e.platformFeeCents, 'charge')} platform fee
              {e.refundedCents > 0 ? `, ${formatMoney(e.refundedCents, 'charge')} refunded` : ''}
            </p>
            <div>
              <PayoutBadge earning={e} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function EarningsTable({ earnings }: { earnings: Earning[] }) {
  return (
    <Card className="hidden overflow-x-auto p-0 sm:block">
      <table className="w-full min-w-[44rem] text-left text-[0.9375rem]">
        <caption className="sr-only">Payouts per booking</caption>
        <thead className="text-sm text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="px-5 py-3 font-semibold">
              Booking
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Event
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Booking amount
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Platform fee ({feePercent})
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Your payout
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {earnings.map((e) => (
            <tr key={e.bookingItemId} className="border-b border-line align-top last:border-0">
              <th scope="row" className="px-5 py-3 font-normal">
                <span className="font-semibold text-ink">{e.listingName}</span>
                <span className="block text-sm text-muted">
                  {e.reference} · {e.customerName}
                </span>
              </th>
              <td className="px-3 py-3 whitespace-nowrap">{formatDay(e.eventDate)}</td>
              <td className="px-3 py-3 text-right">{formatMoney(e.lineTotalCents, 'charge')}</td>
              <td className="px-3 py-3 text-right text-muted">−{formatMoney(e.platformFeeCents, 'charge')}</td>
              <td className="px-3 py-3 text-right font-semibold text-ink">
                {formatMoney(e.payoutCents, 'charge')}
                {e.refundedCents > 0 ? (
                  <span className="block text-sm font-normal text-muted">
                    {formatMoney(e.refundedCents, 'charge')} refunded
                  </span>
                ) : null}
              </td>
              <td className="px-5 py-3">
                <PayoutBadge earning={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function PaymentsPanel({ payoutsConnected }: { payoutsConnected: boolean }) {
  const earnings = usePartnerEarnings();
  return (
    <div className="flex flex-col gap-6">
      <PayoutsPanel connected={payoutsConnected} />
      {earnings.isPending ? (
        <Skeleton className="h-64 rounded-2xl" aria-label="Loading payments" />
      ) : earnings.isError ? (
        <LoadErrorCard
          title="We couldn't load your payments"
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isRefetching}
          headingLevel="h2"
        />
      ) : earnings.data.earnings.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Receipt />}
            title="No payouts yet"
            description={`When you accept a booking, its payout appears here: the booking amount less the ${feePercent} platform fee, paid to your account after the event.`}
          />
        </Card>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
            <StatCard label="Paid out" value={formatMoney(earnings.data.totals.paidCents, 'charge')} icon={Landmark} />
            <StatCard
              label="Pending"
              value={formatMoney(earnings.data.totals.pendingCents, 'charge')}
              icon={Wallet}
              hint="Paid after each event"
            />
            <StatCard
              label="Platform fees"
              value={formatMoney(earnings.data.totals.feesCents, 'charge')}
              icon={HandCoins}
              hint={`${feePercent} of each booking`}
            />
          </div>
          <h3 className="text-lg font-bold text-ink">Payouts per booking</h3>
          <EarningsTable earnings={earnings.data.earnings} />
          <EarningsList earnings={earnings.data.earnings} />
          {earnings.data.months.length > 0 ? <MonthlyStatement months={earnings.data.months} /> : null}
        </>
      )}
    </div>
  );
}
