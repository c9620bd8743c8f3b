// The admin dashboard's charts (GET /api/admin/metrics): sign-ups and bookings, gross volume and platform revenue
// over the chosen period, partners by application status and listings by state. Loaded apart from the page.
import { useState } from 'react';
import { Banknote, CalendarCheck, HandCoins, UserPlus } from 'lucide-react';
import type { MarketplaceMetrics } from '#shared/admin-metrics.ts';
import { RangeSelect } from '../../components/charts/range-select.tsx';
import { TrendChart } from '../../components/charts/trend-chart.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard } from '../../components/ui/stat-card.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatMoney } from '#shared/money.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { useMarketplaceMetrics } from './api.ts';

function Breakdown({ data }: { data: MarketplaceMetrics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-0">
        <table className="w-full text-left text-[0.9375rem]">
          <caption className="px-5 pt-4 text-left text-base font-bold text-ink">Partners by application</caption>
          <tbody className="tabular-nums">
            {data.partnersByStatus.map((row) => (
              <tr key={row.status} className="border-b border-line last:border-0">
                <th scope="row" className="px-5 py-2.5 font-normal">
                  <StatusBadge status={row.status} size="sm" />
                </th>
                <td className="px-5 py-2.5 text-right font-semibold">{formatInteger(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="p-0">
        <table className="w-full text-left text-[0.9375rem]">
          <caption className="px-5 pt-4 text-left text-base font-bold text-ink">Listings by state</caption>
          <thead className="text-sm text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-5 py-2 font-semibold">
                State
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Venues
              </th>
              <th scope="col" className="px-5 py-2 text-right font-semibold">
                Vendors
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {data.listingsByState.map((row) => (
              <tr key={row.state} className="border-b border-line last:border-0">
                <th scope="row" className="px-5 py-2.5 font-normal">
                  <StatusBadge status={row.state} size="sm" />
                </th>
                <td className="px-3 py-2.5 text-right">{formatInteger(row.venues)}</td>
                <td className="px-5 py-2.5 text-right">{formatInteger(row.vendors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

export function MarketplaceCharts() {
  const [days, setDays] = useState(30);
  const metrics = useMarketplaceMetrics(days);
  return (
    <section aria-labelledby="admin-trends-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-trends-title" className="text-xl font-bold text-ink">
          Marketplace over time
        </h2>
        <RangeSelect days={days} onChange={setDays} />
      </div>
      {metrics.isPending ? (
        <Skeleton className="h-72 rounded-2xl" />
      ) : metrics.isError ? (
        <LoadErrorCard
          title="We couldn't load the figures"
          error={metrics.error}
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isRefetching}
          headingLevel="h3"
        />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={metrics.isFetching}>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard label="Sign-ups" value={formatInteger(metrics.data.totals.signups)} icon={UserPlus} />
            <StatCard label="Bookings" value={formatInteger(metrics.data.totals.bookings)} icon={CalendarCheck} />
            <StatCard
              label="Gross volume"
              value={formatMoney(metrics.data.totals.grossVolumeCents, 'summary')}
              icon={Banknote}
              hint="Paid for bookings that went ahead"
            />
            <StatCard
              label="Platform revenue"
              value={formatMoney(metrics.data.totals.platformRevenueCents, 'summary')}
              icon={HandCoins}
              hint="Both platform fees"
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TrendChart
              title="Sign-ups and bookings"
              kind="area"
              data={metrics.data.series}
              x={(p) => formatDay(p.start, metrics.data.bucket === 'month')}
              series={[
                { key: 'signups', label: 'Sign-ups', color: 'var(--color-lagoon-500)' },
                { key: 'bookings', label: 'Bookings', color: 'var(--color-ember-500)' },
              ]}
            />
            <TrendChart
              title="Gross volume and platform revenue"
              data={metrics.data.series}
              x={(p) => formatDay(p.start, metrics.data.bucket === 'month')}
              format={(cents) => formatMoney(cents, 'summary')}
              series={[
                { key: 'grossVolumeCents', label: 'Gross volume', color: 'var(--color-dusk-500)' },
                { key: 'platformRevenueCents', label: 'Platform revenue', color: 'var(--color-gold-500)' },
              ]}
            />
          </div>
          <Breakdown data={metrics.data} />
        </div>
      )}
    </section>
  );
}
