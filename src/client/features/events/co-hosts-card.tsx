// The event's people: the organizer (for everyone else), and its co-hosts with whether they joined. The organizer
// invites by email, sends an invitation again, changes whether a co-host may pay or cancel, and removes them; a
// co-host may leave. The server enforces each of these (features/events/co-hosts.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Send, UserMinus, UserPlus, Users } from 'lucide-react';
import { CO_HOST_RULES } from '#shared/checkout.ts';
import type { BookedEvent, EventCoHost } from '#shared/events.ts';
import { EmailSchema } from '#shared/validation/fields.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { ContactLines } from './contact-lines.tsx';
import { useChangeCoHost, useInviteCoHost, useRemoveCoHost, useResendInvitation } from './api.ts';

function PermissionSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </Label>
    </span>
  );
}

function CoHostRow({ event, coHost }: { event: BookedEvent; coHost: EventCoHost }) {
  const navigate = useNavigate();
  const change = useChangeCoHost(event.id);
  const resend = useResendInvitation(event.id);
  const remove = useRemoveCoHost(event.id);
  const [confirming, setConfirming] = useState(false);
  // Focus follows the question: into it when it opens, back to the button that asked when it is kept.
  const askRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) askRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const manages = event.can.manageCoHosts;
  const isYou = event.memberId === coHost.id;
  const otherAccount = coHost.acceptedBy && coHost.acceptedBy.email.toLowerCase() !== coHost.email.toLowerCase();
  const failure = change.error ?? resend.error ?? remove.error;

  /** A new action clears what the others' failures said. */
  const fresh = () => [change, resend, remove].forEach((mutation) => mutation.reset());
  const setPermission = (key: 'mayPay' | 'mayCancel', value: boolean) => {
    fresh();
    change.mutate({ memberId: coHost.id, [key]: value });
  };
  const removeIt = () => {
    fresh();
    remove.mutate(
      { memberId: coHost.id, leaving: isYou },
      {
        onSuccess: () => {
          toast.success(isYou ? 'You left the event.' : `${coHost.name} is no longer a co-host.`);
          if (isYou) void navigate('/events');
        },
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <span className="min-w-0">
          <span className="block font-semibold text-ink">
            {coHost.name}
            {isYou ? <span className="font-normal text-muted"> (you)</span> : null}
          </span>
          <span className="block truncate text-muted">{coHost.email}</span>
          {otherAccount ? (
            <span className="block truncate text-xs text-muted">Accepted as {coHost.acceptedBy!.email}</span>
          ) : null}
        </span>
        <Badge tone={coHost.status === 'accepted' ? 'success' : 'neutral'} size="sm">
          {coHost.status === 'accepted' ? 'Joined' : 'Invited'}
        </Badge>
      </div>
      {manages ? (
        <div
          className="flex flex-wrap items-center gap-x-4 gap-y-1"
          aria-label={`What ${coHost.name} may do`}
          role="group"
        >
          <PermissionSwitch
            label="May pay"
            checked={coHost.mayPay}
            disabled={change.isPending}
            onChange={(value) => setPermission('mayPay', value)}
          />
          <PermissionSwitch
            label="May cancel"
            checked={coHost.mayCancel}
            disabled={change.isPending}
            onChange={(value) => setPermission('mayCancel', value)}
          />
        </div>
      ) : null}
      {(manages || isYou) && !confirming ? (
        <span className="flex flex-wrap gap-1">
          {manages && coHost.status === 'invited' ? (
            <Button
              size="sm"
              variant="ghost"
              loading={resend.isPending}
              aria-label={`Send ${coHost.name} a new invitation`}
              onClick={() => {
                fresh();
                resend.mutate(coHost.id, {
                  onSuccess: () => toast.success(`A new invitation is on its way to ${coHost.email}.`),
                });
              }}
            >
              <Send aria-hidden="true" /> Send again
            </Button>
          ) : null}
          <Button
            ref={askRef}
            size="sm"
            variant="ghost"
            aria-label={isYou ? 'Leave this event' : `Remove ${coHost.name}`}
            onClick={() => setConfirming(true)}
          >
            <UserMinus aria-hidden="true" /> {isYou ? 'Leave' : 'Remove'}
          </Button>
        </span>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label={isYou ? 'Leave this event' : `Remove ${coHost.name}`}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-dusk-50 px-3.5 py-2.5 text-sm"
        >
          <span className="grow">
            {isYou
              ? 'Leave this event? You will no longer see it unless the organizer invites you again.'
              : `Remove ${coHost.name}? They will no longer see the event, and their invitation stops working.`}
          </span>
          <Button ref={keepRef} size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button size="sm" loading={remove.isPending} onClick={removeIt}>
            {isYou ? 'Leave' : 'Remove'}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(failure, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function InviteForm({ event }: { event: BookedEvent }) {
  const invite = useInviteCoHost(event.id);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [mayPay, setMayPay] = useState(false);
  const [mayCancel, setMayCancel] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const full = event.coHosts.length >= CO_HOST_RULES.max;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = EmailSchema.safeParse(email);
    if (!checked.success) return setEmailError(checked.error.issues[0]?.message ?? 'Enter a valid email address');
    setEmailError(null);
    invite.mutate(
      { email: checked.data, name: name.trim(), mayPay, mayCancel },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${checked.data}.`);
          setEmail('');
          setName('');
          setMayPay(false);
          setMayCancel(false);
        },
      },
    );
  };

  if (full) return <p className="mt-3 text-sm text-muted">An event has at most {CO_HOST_RULES.max} co-hosts.</p>;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-line pt-4"
      aria-label="Invite a co-host"
    >
      <p className="text-sm font-semibold text-ink">Invite a co-host</p>
      <Field label="Email" error={emailError ?? undefined}>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Name" hint="Optional: how they appear to you and the other co-hosts.">
        <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <PermissionSwitch label="May pay" checked={mayPay} onChange={setMayPay} />
        <PermissionSwitch label="May cancel" checked={mayCancel} onChange={setMayCancel} />
      </div>
      {invite.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(invite.error, 'The invitation could not be sent. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={invite.isPending}>
        <UserPlus aria-hidden="true" /> Send invitation
      </Button>
      <p className="text-xs text-muted">
        They get a link by mail that works once for 7 days. Co-hosts see this page, can edit the guest list and
        timeline, and message your partners; paying and cancelling need your permission.
      </p>
    </form>
  );
}

export function PeopleCard({ event }: { event: BookedEvent }) {
  const showOrganizer = event.organizer && event.role !== 'organizer';
  const showCoHosts = event.role !== 'partner';
  if (!showOrganizer && !showCoHosts) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Users aria-hidden="true" className="size-5 text-dusk-600" /> People
      </h2>
      {showOrganizer ? (
        <div className="mt-3">
          <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Organizer</p>
          <ContactLines contact={event.organizer!} />
        </div>
      ) : null}
      {showCoHosts ? (
        <div className="mt-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Co-hosts</p>
          {event.coHosts.length > 0 ? (
            <ul className="divide-y divide-line">
              {event.coHosts.map((coHost) => (
                <CoHostRow key={coHost.id} event={event} coHost={coHost} />
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">No co-hosts yet.</p>
          )}
          {event.can.manageCoHosts ? <InviteForm event={event} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
