// /partner/pending-approval: where each of the viewer's partner applications stands, what the reviewer said, and
// what to do meanwhile (finish listings, connect payouts) or next (update, apply again, open the portal).
import { ClipboardList, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, type OwnApplication } from '#shared/partners.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useOwnApplications } from './api.ts';
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';

const NEXT_STEP: Record<OwnApplication['status'], string> = {
  pending:
    'We review applications within two business days and email you the answer. Meanwhile, finish your listings and connect payouts so you are paid as soon as you earn.',
  needs_info: 'Our reviewer needs a little more before deciding. Update your application and send it again.',
  approved: `You are approved: your listings are live in Discover. ${PAYOUT_MESSAGES.whenBookable}`,
  rejected: 'This application was not approved. You are welcome to apply again once the reviewer’s point is addressed.',
};

export function PartnerPendingApprovalPage() {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const applications = useOwnApplications(signedIn);
  return (
    <PageFrame
      title="Your partner application"
      eyebrow="Partner"
      icon={Hourglass}
      breadcrumbLabel="Application status"
      description="Where your application stands, and what you can do meanwhile."
    >
      {session.status === 'loading' || (signedIn && applications.isPending) ? (
        <Skeleton className="h-64 rounded-3xl" />
      ) : !signedIn ? (
        <AuthGate what="your application" />
      ) : applications.isError ? (
        <LoadErrorCard
          title="We couldn't load your application"
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isRefetching}
          headingLevel="h2"
        />
      ) : (applications.data ?? []).length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          title="No application yet"
          description="Apply to list your venue or your services: it takes about five minutes."
          actions={
            <>
              <Button asChild>
                <Link to="/partner/apply/venue">Apply as a venue</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/partner/apply/vendor">Apply as a vendor</Link>
              </Button>
            </>
          }
        />
      ) : (
        <ul className="mx-auto grid max-w-3xl gap-4">
          {applications.data!.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function ApplicationCard({ application }: { application: OwnApplication }) {
  const kind = application.partnerType === 'venue' ? 'Venue' : 'Vendor';
  return (
    <Card className="p-5 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-ink">{application.businessName}</h2>
          <p className="text-sm text-muted">
            {kind} application · sent {formatDate(application.submittedAt)}
            {application.reviewedAt ? ` · reviewed ${formatDate(application.reviewedAt)}` : ''}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <p className="mt-4 text-[0.9375rem] leading-6 text-ink">{NEXT_STEP[application.status]}</p>
      {application.reviewNotes ? (
        <blockquote className="mt-3 rounded-xl border-l-4 border-gold-500 bg-gold-50 px-4 py-3 text-[0.9375rem] text-ink">
          <span className="sr-only">{APPLICATION_STATUS_LABELS[application.status]}. </span>
          Reviewer: “{application.reviewNotes}”
        </blockquote>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2.5">
        {application.status === 'needs_info' || application.status === 'rejected' ? (
          <Button asChild>
            <Link to={`/partner/apply/${application.partnerType}`}>
              {application.status === 'needs_info' ? 'Update your application' : 'Apply again'}
            </Link>
          </Button>
        ) : null}
        {application.status === 'pending' || application.status === 'approved' ? (
          <>
            <Button asChild variant={application.status === 'approved' ? 'primary' : 'secondary'}>
              <Link to="/portal/dashboard">
                {application.status === 'approved' ? 'Open your portal' : 'Finish your listings'}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/portal/dashboard?tab=payments">Connect payouts</Link>
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}
