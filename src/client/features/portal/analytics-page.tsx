// /partner/analytics (§2): views, inquiries, booking requests, conversion, response and earnings over time, counted
// by the server from what happened (GET /api/partner/analytics). ?days= keeps the period in the URL.
import { CalendarCheck, ChartColumn, Clock, Eye, MessageSquare, Percent, Reply, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { PartnerAnalytics } from '#shared/partner-analytics.ts';
import { DEFAULT_REPORT_RANGE, ReportQuerySchema } from '#shared/time-buckets.ts';
import { RangeSelect } from '../../components/charts/range-select.tsx';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { TrendChart } from '../../components/charts/trend-chart.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard, StatCardSkeleton } from '../../components/ui/stat-card.tsx';
import { formatMoney } from '#shared/money.ts';
import { formatDay, formatInteger, formatPercent } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { isPartnerRole } from '#shared/roles.ts';
import { usePartnerAnalytics } from './api.ts';

function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 6) / 10} h`;
  return `${Math.round(minutes / 1440)} days`;
}

function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

function Figures({ data }: { data: PartnerAnalytics }) {
  const { totals } = data;
  const label = (point: PartnerAnalytics['series'][number]) => formatDay(point.start, data.bucket === 'month');
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Listing views" value={formatInteger(totals.views)} icon={Eye} hint="One per visitor a day" />
        <StatCard label="Inquiries" value={formatInteger(totals.inquiries)} icon={MessageSquare} />
        <StatCard label="Booking requests" value={formatInteger(totals.bookingRequests)} icon={CalendarCheck} />
        <StatCard
          label="Conversion"
          value={formatPercent(totals.conversionRate)}
          icon={Percent}
          hint="Booking requests per view"
        />
        <StatCard
          label="Response rate"
          value={formatPercent(totals.responseRate)}
          icon={Reply}
          hint="Inquiries you answered"
        />
        <StatCard
          label="Response time"
          value={formatMinutes(totals.responseMinutesMedian)}
          icon={Clock}
          hint="Median first reply"
        />
        <StatCard label="Confirmed bookings" value={formatInteger(totals.confirmedBookings)} icon={CalendarCheck} />
        <StatCard
          label="Earnings"
          value={formatMoney(totals.revenueCents, 'summary')}
          icon={Wallet}
          hint="After the 5% platform fee"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TrendChart
          title="Views and inquiries"
          kind="area"
          data={data.series}
          x={label}
          series={[
            { key: 'views', label: 'Views', color: 'var(--color-ember-500)' },
            { key: 'inquiries', label: 'Inquiries', color: 'var(--color-lagoon-500)' },
          ]}
        />
        <TrendChart
          title="Booking requests"
          data={data.series}
          x={label}
          series={[{ key: 'bookingRequests', label: 'Booking requests', color: 'var(--color-dusk-500)' }]}
        />
      </div>
      <TrendChart
        title="Earnings"
        data={data.series}
        x={label}
        aside={formatMoney(totals.revenueCents, 'summary')}
        format={(cents) => formatMoney(cents, 'summary')}
        series={[{ key: 'revenueCents', label: 'Earnings', color: 'var(--color-gold-500)' }]}
      />
      <Card className="overflow-x-auto p-0">
        <table className="w-full min-w-[36rem] text-left text-[0.9375rem]">
          <caption className="px-5 pt-4 text-left text-base font-bold text-ink">By listing</caption>
          <thead className="text-sm text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-5 py-3 font-semibold">
                Listing
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Views
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Inquiries
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Requests
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Conversion
              </th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">
                Earnings
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {data.listings.map((listing) => (
              <tr key={listing.id} className="border-b border-line last:border-0">
                <th scope="row" className="px-5 py-3 font-semibold text-ink">
                  {listing.name}
                  <span className="ml-2 text-xs font-medium text-muted">
                    {listing.kind === 'venue' ? 'Venue' : 'Service'}
                  </span>
                </th>
                <td className="px-3 py-3 text-right">{formatInteger(listing.views)}</td>
                <td className="px-3 py-3 text-right">{formatInteger(listing.inquiries)}</td>
                <td className="px-3 py-3 text-right">{formatInteger(listing.bookingRequests)}</td>
                <td className="px-3 py-3 text-right">
                  {formatPercent(listing.views ? listing.bookingRequests / listing.views : null)}
                </td>
                <td className="px-5 py-3 text-right">{formatMoney(listing.revenueCents, 'summary')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}

/** The period picker and the figures; ?days= keeps the period in the URL (page and portal tab alike). */
export function PartnerAnalyticsPanel() {
  const [search, setSearch] = useSearchParams();
  const parsed = ReportQuerySchema.safeParse({ days: search.get('days') ?? undefined });
  const days = parsed.success ? parsed.data.days : DEFAULT_REPORT_RANGE;
  const analytics = usePartnerAnalytics(days);
  const pick = (value: number) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('days', String(value));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <RangeSelect days={days} onChange={pick} />
      </div>
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError ? (
        <LoadErrorCard
          title="We couldn't load your analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isRefetching}
          headingLevel="h2"
        />
      ) : analytics.data.listings.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ChartColumn />}
            title="No listings yet"
            description="Once you list a venue or a service, its views, inquiries and bookings appear here."
          />
        </Card>
      ) : (
        <div aria-busy={analytics.isFetching}>
          <Figures data={analytics.data} />
        </div>
      )}
    </div>
  );
}

export function PartnerAnalyticsPage() {
  const session = useSession();
  const partner = session.roles.some(isPartnerRole);
  return (
    <PageFrame
      title="Analytics"
      eyebrow="Partner Dashboard"
      icon={ChartColumn}
      description="How customers find and book your listings, counted from real visits, messages and bookings."
    >
      {session.status === 'loading' ? (
        <AnalyticsSkeleton />
      ) : !session.user ? (
        <AuthGate what="your analytics" />
      ) : !partner ? (
        <Card>
          <EmptyState
            icon={<ChartColumn />}
            title="Analytics are for partners"
            description="List a venue or a service to see how customers find and book it."
          />
        </Card>
      ) : (
        <PartnerAnalyticsPanel />
      )}
    </PageFrame>
  );
}
