// /admin/partner-applications and /admin/applications (admin guard): the review queue with filters in the address
// (?status=&type=&q=&page=), and one application in a side panel (?id=) with its business details, licence, tax
// id, listings, payouts, history and the decision: approve, ask for more, or reject with a reason.
import { ClipboardCheck, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { categoryLabel } from '#shared/categories.ts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
} from '#shared/partners.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ScrollingTabsList, Tabs, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  useApplication,
  useApplicationQueue,
  useDecideApplication,
  useModerateListing,
  type QueueFilters,
} from './api.ts';

const QUEUE_PANEL_ID = 'applications-queue';

const STATUS_TABS: { value: ApplicationStatus | 'all'; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'needs_info', label: 'Needs info' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const SEARCH_DELAY_MS = 300;

const dateTimeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function readFilters(search: URLSearchParams, defaultStatus: QueueFilters['status']): QueueFilters {
  const status = search.get('status');
  const type = search.get('type');
  return {
    status:
      status === 'all' || APPLICATION_STATUSES.includes(status as ApplicationStatus)
        ? (status as QueueFilters['status'])
        : defaultStatus,
    type: type === 'venue' || type === 'vendor' ? type : null,
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

export function AdminPartnerApplicationsPage() {
  return <ApplicationsQueue title="Partner applications" defaultStatus="pending" />;
}

export function AdminApplicationsPage() {
  return <ApplicationsQueue title="Applications" defaultStatus="all" />;
}

function ApplicationsQueue({ title, defaultStatus }: { title: string; defaultStatus: QueueFilters['status'] }) {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, defaultStatus);
  // The address follows each keystroke; the queue is asked once typing pauses.
  const settledQ = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  const queue = useApplicationQueue({ ...filters, q: settledQ });
  const openId = search.get('id');

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const list = queue.data?.applications ?? [];
  return (
    <PageFrame
      title={title}
      eyebrow="Admin"
      icon={title === 'Applications' ? Users : ClipboardCheck}
      description="Review venue and vendor applications: approve them, ask for more, or decline with a reason the applicant receives by email."
    >
      <div className="flex flex-col gap-4">
        <Tabs
          value={filters.status}
          onValueChange={(value) => update({ status: value === defaultStatus ? null : value, page: null, id: null })}
        >
          <ScrollingTabsList aria-label="Application status">
            {STATUS_TABS.map((tab) => (
              // One panel below shows whichever status is picked: every tab controls it.
              <TabsTrigger key={tab.value} value={tab.value} aria-controls={QUEUE_PANEL_ID}>
                {tab.label}
              </TabsTrigger>
            ))}
          </ScrollingTabsList>
        </Tabs>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              type="search"
              aria-label="Search applications"
              placeholder="Business, name or email"
              value={filters.q}
              onChange={(event) => update({ q: event.target.value, page: null })}
              className="pl-10"
            />
          </div>
          <Select
            aria-label="Partner type"
            value={filters.type ?? 'any'}
            onValueChange={(value) => update({ type: value === 'any' ? null : value, page: null })}
            options={[
              { value: 'any', label: 'Venues and vendors' },
              { value: 'venue', label: 'Venues' },
              { value: 'vendor', label: 'Vendors' },
            ]}
          />
        </div>
        <div
          id={QUEUE_PANEL_ID}
          role="tabpanel"
          aria-label={`${STATUS_TABS.find((tab) => tab.value === filters.status)?.label ?? ''} applications`}
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-muted" aria-live="polite">
            {queue.data ? `${queue.data.total} ${queue.data.total === 1 ? 'application' : 'applications'}` : ' '}
          </p>

          {queue.isPending ? (
            <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading applications">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-20 rounded-2xl" />
              ))}
            </div>
          ) : queue.isError ? (
            <LoadErrorCard
              title="We couldn't load the applications"
              error={queue.error}
              onRetry={() => void queue.refetch()}
              retrying={queue.isRefetching}
              headingLevel="h2"
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={<ClipboardCheck />}
              title="Nothing here"
              description={
                filters.status === 'pending'
                  ? 'No application is waiting for review.'
                  : 'No application matches these filters.'
              }
            />
          ) : (
            <ul className="grid gap-3">
              {list.map((application) => (
                <li key={application.id}>
                  <QueueRow application={application} onOpen={() => update({ id: application.id })} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {queue.data && (filters.page > 1 || queue.data.nextPage) ? (
          <nav aria-label="Pages" className="flex justify-between">
            <Button
              variant="secondary"
              disabled={filters.page <= 1}
              onClick={() => update({ page: filters.page - 1 === 1 ? null : String(filters.page - 1) })}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={!queue.data.nextPage}
              onClick={() => update({ page: String(filters.page + 1) })}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </div>
      <Sheet open={openId !== null} onOpenChange={(open) => (open ? null : update({ id: null }))}>
        {openId ? <ApplicationSheet id={openId} /> : null}
      </Sheet>
    </PageFrame>
  );
}

function QueueRow({ application, onOpen }: { application: ApplicationSummary; onOpen: () => void }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-bold text-ink">{application.businessName}</span>
          <Badge tone="neutral" size="sm">
            {application.partnerType === 'venue' ? 'Venue' : 'Vendor'}
          </Badge>
        </p>
        <p className="truncate text-sm text-muted">
          {application.applicant.name} · {application.applicant.email}
        </p>
        <p className="text-xs text-muted">
          Sent {formatDate(application.submittedAt)} · {application.listings}{' '}
          {application.listings === 1 ? 'listing' : 'listings'} · payouts{' '}
          {application.payoutsConnected ? 'connected' : 'not connected'}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <StatusBadge status={application.status} size="sm" />
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Review ${application.businessName}`}>
          Review
        </Button>
      </div>
    </Card>
  );
}

function ApplicationSheet({ id }: { id: string }) {
  const application = useApplication(id);
  const data = application.data;
  return (
    <SheetContent
      title={data?.businessName ?? 'Application'}
      description={
        data
          ? `${data.partnerType === 'venue' ? 'Venue' : 'Vendor'} application from ${data.applicant.name}`
          : undefined
      }
      className="w-[min(34rem,calc(100vw-1.5rem))]"
      footer={
        data && (data.status === 'pending' || data.status === 'needs_info') ? <DecisionForm application={data} /> : null
      }
    >
      {application.isPending ? (
        <div className="grid gap-3 p-6" aria-busy="true">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : application.isError ? (
        <LoadErrorCard
          title="We couldn't load this application"
          error={application.error}
          onRetry={() => void application.refetch()}
          retrying={application.isRefetching}
          headingLevel="h3"
          className="m-5"
        />
      ) : (
        <ApplicationFacts application={data!} />
      )}
    </SheetContent>
  );
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-[0.9375rem] break-words text-ink">
        {value === null || value === undefined || value === '' ? <span className="text-muted">Not given</span> : value}
      </dd>
    </div>
  );
}

function ApplicationFacts({ application }: { application: ApplicationDetail }) {
  const d = application.details;
  return (
    <div className="grid gap-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={application.status} />
        <span className="text-sm text-muted">Sent {dateTimeOf(application.submittedAt)}</span>
      </div>
      <section aria-labelledby="facts-business">
        <h3 id="facts-business" className="mb-3 font-bold text-ink">
          Business
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Contact" value={d.contactName} />
          <Fact label="Email" value={application.applicant.email} />
          <Fact label="Phone" value={d.phone} />
          <Fact label="Website" value={d.website} />
          <Fact label="Address" value={[d.businessAddress, d.city, d.state].filter(Boolean).join(', ')} />
          <Fact label="Years in business" value={d.yearsInBusiness} />
          <Fact label="Categories" value={d.categories?.map(categoryLabel).join(', ')} />
        </dl>
        {d.description ? (
          <p className="mt-4 rounded-xl bg-dusk-50 p-4 text-[0.9375rem] leading-6 whitespace-pre-wrap text-ink">
            {d.description}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="facts-verification">
        <h3 id="facts-verification" className="mb-3 font-bold text-ink">
          Verification and payouts
        </h3>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact label="Business licence" value={d.businessLicense} />
          <Fact label="Tax id" value={d.taxId} />
          <Fact label="Payouts" value={application.payoutsConnected ? 'Connected' : 'Not connected'} />
        </dl>
      </section>
      <section aria-labelledby="facts-listings">
        <h3 id="facts-listings" className="mb-3 font-bold text-ink">
          Listings
        </h3>
        {application.listingsDetail.length === 0 ? (
          <p className="text-sm text-muted">No listing yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {application.listingsDetail.map((listing) => (
              <li key={listing.id} className="grid gap-2 px-4 py-3">
                <div className="flex items-center justify-between gap-3">
                  <a
                    href={`/${listing.kind}/${listing.id}`}
                    target="_blank"
                    rel="noreferrer"
                    className="truncate font-semibold text-ink hover:underline"
                  >
                    {listing.name}
                  </a>
                  <StatusBadge status={listing.state} size="sm" />
                </div>
                <ModerateListing listing={listing} applicationId={application.id} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="facts-history">
        <h3 id="facts-history" className="mb-3 font-bold text-ink">
          History
        </h3>
        <ol className="grid gap-3 border-l-2 border-line pl-4">
          {application.history.map((entry, index) => (
            <li key={index} className="text-sm">
              <span className="font-semibold text-ink">{HISTORY_LABELS[entry.action] ?? entry.action}</span> by{' '}
              {entry.actor}
              <span className="block text-xs text-muted">{dateTimeOf(entry.at)}</span>
              {entry.notes ? <span className="mt-1 block text-ink">“{entry.notes}”</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const HISTORY_LABELS: Record<string, string> = {
  'application.submitted': 'Submitted',
  'application.approved': 'Approved',
  'application.rejected': 'Declined',
  'application.needs_info': 'Asked for more information',
};

function DecisionForm({ application }: { application: ApplicationDetail }) {
  const decide = useDecideApplication(application.id);
  const [asking, setAsking] = useState<'reject' | 'needs_info' | null>(null);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const reasonError = reason.trim().length < 5 ? 'Say why, so the applicant knows what to do next.' : undefined;

  const send = (decision: 'approve' | 'reject' | 'needs_info') => {
    if (decision !== 'approve' && reasonError) {
      setShowError(true);
      return;
    }
    decide.mutate(decision === 'approve' ? { decision } : { decision, reason: reason.trim() }, {
      onSuccess: ({ application: decided }) => {
        toast.success(
          `${decided.businessName}: ${APPLICATION_STATUS_LABELS[decided.status].toLowerCase()}. The applicant was emailed.`,
        );
        setAsking(null);
        setReason('');
      },
      onError: (error) => toast.error(describeApiError(error)),
    });
  };

  if (asking) {
    return (
      <div className="grid gap-3">
        <Field
          label={asking === 'reject' ? 'Why is it declined?' : 'What do you need from them?'}
          required
          hint="The applicant receives this by email."
          error={showError ? reasonError : undefined}
        >
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={1000}
            autoFocus
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button
            variant={asking === 'reject' ? 'danger' : 'primary'}
            loading={decide.isPending}
            onClick={() => send(asking)}
          >
            {asking === 'reject' ? 'Decline application' : 'Send request'}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2">
      <Button variant="ghost" onClick={() => setAsking('reject')}>
        Decline
      </Button>
      <Button variant="secondary" onClick={() => setAsking('needs_info')}>
        Ask for more
      </Button>
      <Button loading={decide.isPending} onClick={() => send('approve')}>
        Approve
      </Button>
    </div>
  );
}

/** Suspends a listing with a reason the partner is mailed, or lifts the suspension. */
function ModerateListing({
  listing,
  applicationId,
}: {
  listing: ApplicationDetail['listingsDetail'][number];
  applicationId: string;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const moderate = useModerateListing(listing, applicationId, {
    onSuccess: (body) => {
      toast.success(
        body.action === 'suspend'
          ? `${listing.name} is suspended. The partner was emailed.`
          : `${listing.name} is reinstated.`,
      );
      setAsking(false);
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  if (listing.state === 'suspended') {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        loading={moderate.isPending}
        onClick={() => moderate.mutate({ action: 'reinstate' })}
      >
        Reinstate {listing.name}
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAsking(true)}>
        Suspend {listing.name}
      </Button>
    );
  }
  const tooShort = reason.trim().length < 5;
  return (
    <div className="grid gap-2">
      <Field label="Why is it suspended?" required hint="The partner receives this by email.">
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          maxLength={1000}
          autoFocus
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={tooShort}
          loading={moderate.isPending}
          onClick={() => moderate.mutate({ action: 'suspend', reason: reason.trim() })}
        >
          Suspend listing
        </Button>
      </div>
    </div>
  );
}
