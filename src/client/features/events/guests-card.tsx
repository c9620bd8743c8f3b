// The event's guests: the headcount (everyone on the event sees it, with the lines they see that hold fewer than are
// coming), and for its organizer, co-hosts and admins the list with every reply. The organizer and co-hosts add guests
// by hand or from a CSV file, take them off, set what the invitation asks and send the invitations; the server
// enforces each (features/events/guests.ts).
import { Mail, TriangleAlert, UserMinus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GUEST_MESSAGES, headcountWarningInWords, type EventGuest, type Headcount } from '#shared/event-guests.ts';
import { eventName, dayInWords } from '#shared/event-words.ts';
import type { BookedEvent } from '#shared/events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { messagesHref } from '../listings/index.ts';
import { useAddGuest, useGuestList, useRemoveGuest, useSendGuestInvitations } from './api.ts';
import { AddGuestForm, ImportGuestsForm, RsvpSettingsForm } from './guest-forms.tsx';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function HeadcountSummary({ headcount }: { headcount: Headcount }) {
  return (
    <p className="mt-2 text-sm text-muted">
      <span className="text-2xl font-bold text-ink tabular-nums">{headcount.coming}</span> coming
      <span className="block">
        {headcount.yes} said yes · {headcount.no} said no · {headcount.awaiting} still to answer
      </span>
    </p>
  );
}

/** A line that holds fewer than are coming, and, for those who may, a message asking its partner to update it. */
function HeadcountWarnings({ event, headcount }: { event: BookedEvent; headcount: Headcount }) {
  if (headcount.warnings.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {headcount.warnings.map((warning) => {
        const ask =
          event.can.messagePartners && warning.listingId
            ? messagesHref(
                warning.type,
                warning.listingId,
                `Hi! ${people(headcount.coming)} are now coming to ${eventName(event.eventDetails) ?? 'our event'} on ${dayInWords(event.eventDate)}, and our booking is for ${warning.limit}. Could you update the booking, or send us a quote for the difference?`,
              )
            : null;
        return (
          <li
            key={warning.lineId}
            className="flex flex-col gap-2 rounded-xl border border-gold-300 bg-gold-50 px-3.5 py-2.5 text-sm text-gold-800"
          >
            <span className="flex items-start gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {headcountWarningInWords(warning, headcount.coming)}
            </span>
            {ask ? (
              <Button asChild size="sm" variant="secondary" className="h-auto self-start py-1.5 whitespace-normal">
                <Link to={ask}>Ask {warning.name} to update the booking</Link>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function replyInWords(guest: EventGuest): string {
  if (guest.rsvp === 'yes') return guest.plusOnes > 0 ? `Coming +${guest.plusOnes}` : 'Coming';
  if (guest.rsvp === 'no') return 'Not coming';
  return guest.invitedAt ? 'Invited' : 'Not invited yet';
}

function GuestRow({ event, guest }: { event: BookedEvent; guest: EventGuest }) {
  const remove = useRemoveGuest(event.id);
  const add = useAddGuest(event.id);
  // The row is gone once the answer is stored, so the toast follows the call itself, not the row's callbacks.
  const removeIt = () =>
    void remove
      .mutateAsync(guest.id)
      .then(() =>
        toast.success(`${guest.name} is off the guest list.`, {
          action: {
            label: 'Undo',
            // Back on the list; a new invitation is needed, as their link stopped working.
            onClick: () =>
              void add
                .mutateAsync({ name: guest.name, email: guest.email })
                .catch((error: unknown) =>
                  toast.error(describeApiError(error, `${guest.name} could not be put back. Please add them again.`)),
                ),
          },
        }),
      )
      .catch(() => undefined);
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{guest.name}</span>
          <span className="block truncate text-muted">{guest.email}</span>
        </span>
        <span className="flex items-center gap-1">
          <Badge tone={guest.rsvp === 'yes' ? 'success' : guest.rsvp === 'no' ? 'danger' : 'neutral'} size="sm">
            {replyInWords(guest)}
          </Badge>
          {event.can.editGuests ? (
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isPending}
              aria-label={`Take ${guest.name} off the list`}
              onClick={removeIt}
            >
              <UserMinus aria-hidden="true" />
            </Button>
          ) : null}
        </span>
      </div>
      {guest.dietary ? <span className="text-muted">Dietary needs: {guest.dietary}</span> : null}
      {guest.answer ? <span className="text-muted">Answer: “{guest.answer}”</span> : null}
      {remove.isError ? (
        <p role="alert" className="text-danger">
          {describeApiError(remove.error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function SendInvitations({ event, waiting }: { event: BookedEvent; waiting: number }) {
  const send = useSendGuestInvitations(event.id);
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        disabled={waiting === 0}
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: ({ sent }) =>
              toast.success(sent === 0 ? GUEST_MESSAGES.nothingToSend : `Invitations sent to ${people(sent)}.`),
          })
        }
      >
        <Mail aria-hidden="true" />
        {waiting === 0 ? 'Everyone is invited' : `Send invitations to ${people(waiting)}`}
      </Button>
      {send.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(send.error, 'The invitations could not be sent. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

/** Guests shown before "Show all", so a long list does not push the forms far down. */
const FIRST_SHOWN = 12;

function GuestRows({ event, guests }: { event: BookedEvent; guests: EventGuest[] }) {
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const wanted = search.trim().toLowerCase();
  const found = wanted
    ? guests.filter((guest) => `${guest.name} ${guest.email}`.toLowerCase().includes(wanted))
    : guests;
  const shown = all || wanted ? found : found.slice(0, FIRST_SHOWN);
  return (
    <>
      {guests.length > FIRST_SHOWN || search ? (
        <Input
          type="search"
          className="mt-3"
          aria-label="Find a guest"
          placeholder="Find a guest by name or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      ) : null}
      {wanted && found.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No guest matches “{search.trim()}”.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label="Guest list">
          {shown.map((guest) => (
            <GuestRow key={guest.id} event={event} guest={guest} />
          ))}
        </ul>
      )}
      {shown.length < found.length ? (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          Show all {found.length} guests
        </Button>
      ) : null}
    </>
  );
}

function GuestList({ event }: { event: BookedEvent }) {
  const list = useGuestList(event.id, true);
  if (list.isPending) return <Skeleton aria-busy="true" className="mt-4 h-40 rounded-xl" />;
  if (list.isError)
    return (
      <LoadErrorCard
        title="The guest list could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  const { guests, settings, headcount } = list.data;
  const waiting = guests.filter((guest) => !guest.invitedAt).length;
  return (
    <>
      <HeadcountSummary headcount={headcount} />
      <HeadcountWarnings event={event} headcount={headcount} />
      {event.can.editGuests && guests.length > 0 ? (
        <div className="mt-3">
          <SendInvitations event={event} waiting={waiting} />
        </div>
      ) : null}
      {guests.length > 0 ? (
        <GuestRows event={event} guests={guests} />
      ) : (
        <p className="mt-3 text-sm text-muted">
          {event.can.editGuests
            ? 'No guests yet. Add them one by one or import a list; each gets their own link to answer.'
            : 'No guests yet.'}
        </p>
      )}
      {event.can.editGuests ? (
        <div className="mt-4 flex flex-col gap-5 border-t border-line pt-4">
          <AddGuestForm eventId={event.id} />
          <ImportGuestsForm eventId={event.id} />
          <RsvpSettingsForm
            key={`${settings.question}|${settings.maxPlusOnes}`}
            eventId={event.id}
            settings={settings}
          />
        </div>
      ) : null}
    </>
  );
}

export function GuestsCard({ event }: { event: BookedEvent }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <UsersRound aria-hidden="true" className="size-5 text-dusk-600" /> Guests
      </h2>
      {event.can.seeGuests ? (
        <GuestList event={event} />
      ) : (
        <>
          <HeadcountSummary headcount={event.headcount} />
          <HeadcountWarnings event={event} headcount={event.headcount} />
        </>
      )}
    </Card>
  );
}
