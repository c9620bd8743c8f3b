import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { Banknote, BarChart3, Building2, CircleCheck, LayoutDashboard, ListChecks, Star } from 'lucide-react';
import type { PartnerOverviewSchema } from '#shared/account.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard, StatCardSkeleton } from '../../components/ui/stat-card.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ScrollingTabsList, Tabs, TabsContent, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatInteger, formatRating } from '../../lib/format.ts';
import { PartnerSettingsPanel } from './partner-settings-form.tsx';
import { usePartnerOverview } from './api.ts';
import { BusinessToday } from './business-today.tsx';
import { BusinessToolsPanel } from './business-tools-panel.tsx';
import { CalendarPanel } from './calendar-panel.tsx';
import { ListingsTable } from './listings-table.tsx';
import { PartnerBookingsPanel } from './partner-bookings-panel.tsx';
import { PartnerInboxPanel } from './partner-inbox-panel.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

type PartnerOverview = z.infer<typeof PartnerOverviewSchema>;

/** The charts library is loaded only when the Analytics tab opens. */
const PartnerAnalyticsPanel = lazy(() =>
  import('./analytics-page.tsx').then((m) => ({ default: m.PartnerAnalyticsPanel })),
);

export const PORTAL_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'listings', label: 'Listings' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'payments', label: 'Payments' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'settings', label: 'Settings' },
  { value: 'saas', label: 'Business tools' },
] as const;
type PortalTab = (typeof PORTAL_TABS)[number]['value'];
/** The tabs drawn from GET /api/portal/overview. */
const OVERVIEW_TABS: ReadonlySet<PortalTab> = new Set(['overview', 'listings', 'payments']);

function parseTab(value: string | null): PortalTab {
  return PORTAL_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}

const APPLICATION_NOTES: Record<string, string> = {
  pending:
    'We are reviewing your application: your listings go live as soon as it is approved. Connect payouts meanwhile, so you are paid as soon as you earn.',
  approved: 'You are approved. Approved listings appear in Discover.',
};

function Overview({ data, onTab }: { data: PartnerOverview; onTab: (tab: PortalTab) => void }) {
  const approved = data.listings.filter((listing) => listing.approvalStatus === 'approved').length;
  const rated = data.listings.filter((listing) => Number.isFinite(listing.rating));
  const average = rated.length ? rated.reduce((sum, listing) => sum + listing.rating, 0) / rated.length : null;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold text-ink">Application</h3>
            <StatusBadge status={data.applicationStatus} />
          </div>
          <p className="mt-1 text-[0.9375rem] leading-6 text-muted">
            {APPLICATION_NOTES[data.applicationStatus] ?? 'Your application status is shown above.'}
          </p>
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Listings" value={formatInteger(data.listings.length)} icon={ListChecks} />
        <StatCard label="Approved" value={formatInteger(approved)} icon={CircleCheck} />
        <StatCard label="Average rating" value={average === null ? '–' : formatRating(average)} icon={Star} />
        <StatCard label="Payouts" value={data.payoutsConnected ? 'Connected' : 'Not connected'} icon={Banknote} />
      </div>
      {data.payoutsConnected ? null : <PayoutsPanel connected={false} />}
      <BusinessToday onBookings={() => onTab('bookings')} onPayments={() => onTab('payments')} />
      <div className="flex flex-wrap gap-2.5">
        <Button variant="secondary" onClick={() => onTab('listings')}>
          <ListChecks aria-hidden="true" />
          See listings
        </Button>
        <Button variant="secondary" onClick={() => onTab('analytics')}>
          <BarChart3 aria-hidden="true" />
          Analytics
        </Button>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-24 rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
    </div>
  );
}

/** /portal/dashboard (partner guard): the partner overview from GET /api/portal/overview; ?tab= picks the tab. */
export function PortalDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get('tab'));
  const overview = usePartnerOverview();
  const setTab = (next: PortalTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        // The open conversation belongs to the inbox.
        if (next !== 'inbox') params.delete('c');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const data = overview.data;
  const kinds = data?.partnerTypes.map((type) => (type === 'venue' ? 'Venue' : 'Vendor')).join(' & ');

  return (
    <PageFrame
      title="Partner dashboard"
      eyebrow="Portal"
      icon={LayoutDashboard}
      breadcrumbLabel="Dashboard"
      description={
        data
          ? [data.businessName, kinds ? `${kinds} partner` : null].filter(Boolean).join(' · ')
          : 'Your business at a glance: listings, application and payouts.'
      }
      actions={
        <Button asChild variant="secondary">
          <Link to="/partner/listings">
            <Building2 aria-hidden="true" />
            Manage listings
          </Link>
        </Button>
      }
    >
      <Tabs value={tab} onValueChange={(value) => setTab(parseTab(value))}>
        <ScrollingTabsList aria-label="Portal sections">
          {PORTAL_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </ScrollingTabsList>
        {/* Bookings, the calendar, the inbox, reviews, analytics, settings and business tools have their own data; the other tabs show the partner overview. */}
        <TabsContent value="bookings">
          <PartnerBookingsPanel />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarPanel />
        </TabsContent>
        <TabsContent value="inbox">
          <PartnerInboxPanel />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsPanel />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
            <PartnerAnalyticsPanel />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings">
          <PartnerSettingsPanel />
        </TabsContent>
        <TabsContent value="saas">
          <BusinessToolsPanel onPayments={() => setTab('payments')} />
        </TabsContent>
        {OVERVIEW_TABS.has(tab) ? (
          overview.isPending ? (
            <div className="mt-6">
              <DashboardSkeleton />
            </div>
          ) : overview.isError ? (
            <LoadErrorCard
              title="We couldn't load your dashboard"
              error={overview.error}
              onRetry={() => void overview.refetch()}
              retrying={overview.isRefetching}
              headingLevel="h2"
              className="mt-6"
            />
          ) : (
            <>
              <TabsContent value="overview">
                <Overview data={overview.data} onTab={setTab} />
              </TabsContent>
              <TabsContent value="listings">
                <ListingsTable listings={overview.data.listings} />
              </TabsContent>
              <TabsContent value="payments">
                <PaymentsPanel payoutsConnected={overview.data.payoutsConnected} />
              </TabsContent>
            </>
          )
        ) : null}
      </Tabs>
      <p className="sr-only" aria-live="polite">
        {overview.isPending && OVERVIEW_TABS.has(tab) ? 'Loading your dashboard' : ''}
      </p>
    </PageFrame>
  );
}
