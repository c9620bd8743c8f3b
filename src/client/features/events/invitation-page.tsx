// /events/invitations?token=…: the link in a co-host's invitation mail (the token in the query, out of telemetry). Anyone holding it sees the event's name and
// day, who invites and whom (no one else on the event); signed in, they accept it and land on the event page.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CalendarDays, LogIn, MailX, PartyPopper, UserPlus } from 'lucide-react';
import { dayInWords } from '#shared/event-words.ts';
import { EVENT_MESSAGES, type EventInvitation, type OpenInvitation } from '#shared/events.ts';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { useAcceptInvitation, useInvitation } from './api.ts';

function NoLongerWorks({ invitation }: { invitation: EventInvitation | null }) {
  return (
    <EmptyState
      as="h2"
      icon={<MailX />}
      title="This invitation no longer works"
      description={EVENT_MESSAGES.invitationGone}
      actions={
        invitation?.status === 'used' ? (
          <Button asChild variant="secondary">
            <Link to={`/events/${invitation.eventId}`}>Open the event</Link>
          </Button>
        ) : (
          <Button asChild variant="secondary">
            <Link to="/">Home</Link>
          </Button>
        )
      }
    />
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: OpenInvitation }) {
  const session = useSession();
  const auth = useAuthModal();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const what = invitation.eventName ?? 'their event';
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: ({ eventId }) => {
        toast.success(`You co-host ${what}.`);
        void navigate(`/events/${eventId}`);
      },
    });
  const alreadyOn = accept.error instanceof ApiError && accept.error.code === 'ALREADY_ON_EVENT';

  return (
    <Card className="mx-auto w-full max-w-xl p-6 sm:p-8">
      <p className="text-sm font-semibold text-brand">Co-host invitation</p>
      <h2 className="mt-1 text-2xl font-extrabold tracking-tight text-ink">
        {invitation.organizerName} invites you to co-host {what}
      </h2>
      <p className="mt-3 flex items-center gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" /> {dayInWords(invitation.eventDate)}
      </p>
      <p className="mt-2 text-sm text-muted">
        Sent to{' '}
        {invitation.invitedName === invitation.invitedEmail
          ? invitation.invitedEmail
          : `${invitation.invitedName} (${invitation.invitedEmail})`}
        . Co-hosts see the venue, the vendors and the plan, and can message the partners.
      </p>
      {accept.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {describeApiError(accept.error, 'The invitation could not be accepted. Please try again.')}{' '}
          {alreadyOn ? (
            <Link className="font-semibold underline" to={`/events/${invitation.eventId}`}>
              Open the event
            </Link>
          ) : null}
        </p>
      ) : null}
      {session.user && session.user.email.toLowerCase() !== invitation.invitedEmail.toLowerCase() ? (
        <p className="mt-4 rounded-xl bg-gold-50 px-3.5 py-2.5 text-sm text-gold-800">
          You are signed in as {session.user.email}. Accepting makes this account the co-host; to use{' '}
          {invitation.invitedEmail}, sign out and sign in with it first.
        </p>
      ) : null}
      {session.user ? (
        <Button className="mt-6 w-full" size="lg" loading={accept.isPending} onClick={onAccept}>
          <PartyPopper aria-hidden="true" /> Accept as {session.user.name}
        </Button>
      ) : (
        <div className="mt-6 flex flex-col gap-2">
          <Button
            size="lg"
            loading={session.status === 'loading'}
            onClick={() => auth.open({ mode: 'signin', reason: 'to accept this invitation' })}
          >
            <LogIn aria-hidden="true" /> Sign in to accept
          </Button>
          <Button size="lg" variant="secondary" onClick={() => auth.open({ mode: 'signup-user' })}>
            <UserPlus aria-hidden="true" /> Create an account
          </Button>
          <p className="text-xs text-muted">
            New to Eventide? Create an account, confirm your email, then open this link again.
          </p>
        </div>
      )}
    </Card>
  );
}

export function EventInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useInvitation(token);
  const invitation = query.data?.invitation ?? null;
  const gone = query.error instanceof ApiError && query.error.status === 404;

  return (
    <PageFrame title="Your invitation" eyebrow="Event" icon={PartyPopper} breadcrumbLabel="Invitation">
      {query.isPending ? (
        <Skeleton aria-busy="true" className="mx-auto h-72 w-full max-w-xl rounded-2xl" />
      ) : gone || (invitation && invitation.status !== 'open') ? (
        <NoLongerWorks invitation={invitation} />
      ) : query.isError || !invitation ? (
        <LoadErrorCard
          title="This invitation could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <InvitationCard token={token} invitation={invitation} />
      )}
    </PageFrame>
  );
}
