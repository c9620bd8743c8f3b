import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  ChevronRight,
  Mail,
  MessagesSquare,
  Pencil,
  Phone,
  RefreshCw,
  Settings,
  ShieldAlert,
  Ticket,
  UserRound,
} from 'lucide-react';
import { ROLE_LABELS } from '#shared/roles.ts';
import type { Profile } from '#shared/account.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { describeApiError } from '../../lib/api.ts';
import { formatMonthYear, titleCase } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useProfile } from './api.ts';
import { AccountFrame } from '../../components/layout/account-frame.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

function Row({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  // dt and dd stay direct children of the row's div (a valid <dl> group); the icon sits inside the dt.
  return (
    <div className="relative py-3.5 pl-[3.125rem]">
      <dt className="text-sm text-muted">
        <span className="absolute top-3.5 left-0 grid size-9 place-items-center rounded-xl bg-dusk-100 text-dusk-700">
          <Icon aria-hidden="true" className="size-[1.125rem]" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <Card className="p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        </div>
        <div className="mt-6 space-y-4">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      </Card>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

export function ProfileError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <EmptyState
        as="h2"
        tone="danger"
        icon={<ShieldAlert />}
        title="We couldn't load your profile"
        description={describeApiError(error, 'The server did not answer. Please try again in a moment.')}
        actions={
          <Button onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        }
      />
    </Card>
  );
}

function DetailsCard({ profile }: { profile: Profile }) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const name = profile.fullName || session.user?.name || profile.email;
  const stopEditing = () => {
    setEditing(false);
    // Back to where the keyboard user started.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <Card className="p-5 sm:p-7">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={profile.avatarUrl ?? session.user?.image} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-bold tracking-tight text-ink">{name}</h2>
          <p className="truncate text-sm text-muted">{profile.email}</p>
        </div>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label="Edit name and phone"
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-6 border-t border-line pt-6">
          <ProfileDetailsForm profile={profile} onSaved={stopEditing} onCancel={stopEditing} autoFocus />
        </div>
      ) : (
        <dl className="mt-4 divide-y divide-line border-t border-line">
          <Row icon={UserRound} label="Name">
            {profile.fullName || <span className="font-normal text-muted">Not set</span>}
          </Row>
          <Row icon={Mail} label="Email">
            <span className="inline-flex flex-wrap items-center gap-2">
              {profile.email}
              {session.user?.emailVerified ? (
                <Badge tone="success" size="sm">
                  <BadgeCheck aria-hidden="true" />
                  Verified
                </Badge>
              ) : null}
            </span>
          </Row>
          <Row icon={Phone} label="Phone">
            {profile.phone || <span className="font-normal text-muted">Not set</span>}
          </Row>
          <Row icon={CalendarDays} label="Member since">
            {formatMonthYear(profile.createdAt)}
          </Row>
        </dl>
      )}
    </Card>
  );
}

function AccountCard({ profile }: { profile: Profile }) {
  const session = useSession();
  const isPartner = Boolean(profile.partnerType) || session.roles.some((role) => role === 'venue' || role === 'vendor');
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold tracking-tight text-ink">Roles</h2>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your roles">
          {session.roles.map((role) => (
            <li key={role}>
              <Badge tone={role === session.activeRole ? 'brand' : 'neutral'}>
                {ROLE_LABELS[role]}
                {role === session.activeRole ? <span className="sr-only"> (active)</span> : null}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          Customer tier: <span className="font-semibold text-ink">{titleCase(profile.customerTier)}</span>
        </p>
      </Card>
      {isPartner ? (
        <Card className="p-5 sm:p-6">
          <div className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-5 text-brand" />
            <h2 className="text-lg font-bold tracking-tight text-ink">Business</h2>
          </div>
          <dl className="mt-3 grid gap-3 text-[0.9375rem]">
            <div>
              <dt className="text-sm text-muted">Business name</dt>
              <dd className="font-semibold text-ink">{profile.businessName ?? 'Not set'}</dd>
            </div>
            {profile.partnerType ? (
              <div>
                <dt className="text-sm text-muted">Partner type</dt>
                <dd className="font-semibold text-ink">{ROLE_LABELS[profile.partnerType]}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-muted">Application</dt>
              <dd className="mt-1">
                <StatusBadge status={profile.applicationStatus} />
              </dd>
            </div>
          </dl>
          <Button asChild variant="secondary" size="sm" className="mt-4">
            <Link to="/portal/dashboard">Open the portal</Link>
          </Button>
        </Card>
      ) : null}
      <Card className="p-2">
        <ul>
          {[
            { href: '/profile/bookings', label: 'My bookings', icon: Ticket },
            { href: '/profile/chats', label: 'Chat history', icon: MessagesSquare },
            { href: '/settings', label: 'Settings', icon: Settings },
          ].map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="group flex items-center gap-3 rounded-xl px-4 py-3 transition-colors hover:bg-dusk-50"
              >
                <Icon aria-hidden="true" className="size-5 text-dusk-600" />
                <span className="flex-1 font-semibold text-ink">{label}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function ProfileContent() {
  const profile = useProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return (
      <ProfileError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <DetailsCard profile={profile.data} />
      <AccountCard profile={profile.data} />
    </div>
  );
}

/** /profile: name, email, roles, member since, the business for partners; name and phone edit inline. */
export function ProfilePage() {
  return (
    <AccountFrame
      title="Your profile"
      icon={UserRound}
      description="Your details and how partners reach you."
      what="your profile"
    >
      <ProfileContent />
    </AccountFrame>
  );
}
