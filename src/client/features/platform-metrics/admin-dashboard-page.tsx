import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  BookCheck,
  Building2,
  CalendarCheck,
  ClipboardCheck,
  Gauge,
  LayoutDashboard,
  Scale,
  Sparkles,
  Users,
} from 'lucide-react';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard, StatCardSkeleton } from '../../components/ui/stat-card.tsx';
import { formatInteger } from '../../lib/format.ts';
import { useAdminOverview } from './api.ts';

/** The charts library loads after the figures. */
const MarketplaceCharts = lazy(() =>
  import('./marketplace-charts.tsx').then((m) => ({ default: m.MarketplaceCharts })),
);

/** /admin-dashboard (admin guard): the marketplace's numbers from GET /api/admin/overview. */
export function AdminDashboardPage() {
  const overview = useAdminOverview();
  return (
    <PageFrame
      title="Admin dashboard"
      eyebrow="Admin"
      icon={LayoutDashboard}
      description="The state of the marketplace: people, listings, applications waiting and bookings."
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/admin/deposit-claims">
              <Scale aria-hidden="true" />
              Disputed claims
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/ledger">
              <BookCheck aria-hidden="true" />
              Money
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/admin/performance">
              <Gauge aria-hidden="true" />
              Performance
            </Link>
          </Button>
        </>
      }
    >
      <section aria-labelledby="admin-overview-title">
        <h2 id="admin-overview-title" className="sr-only">
          Overview
        </h2>
        {overview.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <StatCardSkeleton key={i} className={i === 0 ? 'col-span-2 lg:col-span-1' : undefined} />
            ))}
          </div>
        ) : overview.isError ? (
          <LoadErrorCard
            title="We couldn't load the overview"
            error={overview.error}
            onRetry={() => void overview.refetch()}
            retrying={overview.isRefetching}
            headingLevel="h3"
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
              <StatCard
                label="Users"
                value={formatInteger(overview.data.users)}
                icon={Users}
                className="col-span-2 lg:col-span-1"
              />
              <StatCard label="Venues" value={formatInteger(overview.data.venues)} icon={Building2} />
              <StatCard label="Vendors" value={formatInteger(overview.data.vendors)} icon={Sparkles} />
              <StatCard
                label="Pending applications"
                value={formatInteger(overview.data.pendingApplications)}
                icon={ClipboardCheck}
                href="/admin/partner-applications"
                hint={overview.data.pendingApplications > 0 ? 'Waiting for review' : 'All caught up'}
              />
              <StatCard label="Bookings" value={formatInteger(overview.data.bookings)} icon={CalendarCheck} />
            </div>
            {overview.data.pendingApplications > 0 ? (
              <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gold-50 text-gold-700">
                  <ClipboardCheck aria-hidden="true" className="size-6" />
                </span>
                <div className="flex-1">
                  <h3 className="text-lg font-bold text-ink">Applications waiting</h3>
                  <p className="text-[0.9375rem] text-muted">
                    {overview.data.pendingApplications === 1
                      ? 'One partner is'
                      : `${formatInteger(overview.data.pendingApplications)} partners are`}{' '}
                    waiting for a decision.
                  </p>
                </div>
                <Button asChild>
                  <Link to="/admin/partner-applications">Review applications</Link>
                </Button>
              </Card>
            ) : null}
          </div>
        )}
      </section>
      <div className="mt-10">
        <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
          <MarketplaceCharts />
        </Suspense>
      </div>
    </PageFrame>
  );
}
