import { Link } from 'react-router';
import { BookOpen, CalendarHeart, Compass, LayoutDashboard, MessageCircle, Sparkles, Ticket } from 'lucide-react';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StatCard, StatCardSkeleton } from '../../components/ui/stat-card.tsx';
import { formatInteger, titleCase } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { NextEvents } from '../checkout/index.ts';
import { useCustomerOverview } from './api.ts';

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** /dashboard (customer guard): upcoming bookings, conversations and tier from GET /api/dashboard/overview,
 *  and the next events themselves. */
export function CustomerDashboardPage() {
  const session = useSession();
  const overview = useCustomerOverview(Boolean(session.user));
  const name = firstName(session.user?.name);

  return (
    <PageFrame
      title="Your dashboard"
      eyebrow="Dashboard"
      icon={LayoutDashboard}
      description={
        name ? `Welcome back, ${name}. Here is where your events stand.` : 'Here is where your events stand.'
      }
      actions={
        <Button asChild>
          <Link to="/discover">
            <Compass aria-hidden="true" />
            Plan an event
          </Link>
        </Button>
      }
    >
      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className="sr-only">
          Overview
        </h2>
        {overview.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-busy="true">
            <StatCardSkeleton />
            <StatCardSkeleton />
            <StatCardSkeleton className="col-span-2 sm:col-span-1" />
          </div>
        ) : overview.isError ? (
          <LoadErrorCard
            title="We couldn't load your dashboard"
            error={overview.error}
            onRetry={() => void overview.refetch()}
            retrying={overview.isRefetching}
            headingLevel="h3"
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
              <StatCard
                label="Upcoming bookings"
                value={formatInteger(overview.data.upcomingBookings)}
                icon={Ticket}
                href="/profile/bookings"
              />
              <StatCard
                label="Conversations"
                value={formatInteger(overview.data.conversations)}
                icon={MessageCircle}
                href="/messages"
              />
              <StatCard
                label="Customer tier"
                value={titleCase(overview.data.customerTier)}
                icon={Sparkles}
                className="col-span-2 sm:col-span-1"
              />
            </div>
            {overview.data.upcomingBookings === 0 ? (
              <Card>
                <EmptyState
                  as="h3"
                  icon={<CalendarHeart />}
                  title="No upcoming events yet"
                  description="Pick a venue, add a DJ, a photographer and catering, and book them together in one checkout."
                  actions={
                    <>
                      <Button asChild>
                        <Link to="/discover?tab=venues">Browse venues</Link>
                      </Button>
                      <Button asChild variant="secondary">
                        <Link to="/stories">
                          <BookOpen aria-hidden="true" />
                          Get inspired
                        </Link>
                      </Button>
                    </>
                  }
                />
              </Card>
            ) : (
              <NextEvents />
            )}
          </div>
        )}
      </section>
    </PageFrame>
  );
}
