// /events/rsvp?token=…: a guest's own link from their invitation mail (the token in the query, out of telemetry). No
// account is needed: the guest sees the event, the place, the host's question and their own reply, which they may
// change until the event; nobody else on the list.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CircleCheck, MailX, PartyPopper } from 'lucide-react';
import { GUEST_MESSAGES, GUEST_RULES, type OpenRsvpPage } from '#shared/event-guests.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { RadioCard } from '../../components/ui/radio-card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { useReplyRsvp, useRsvp } from './api.ts';
import { PlaceLine } from './place-line.tsx';

function Closed() {
  return (
    <EmptyState
      as="h2"
      icon={<MailX />}
      title="This invitation is closed"
      description={GUEST_MESSAGES.rsvpGone}
      actions={
        <Button asChild variant="secondary">
          <Link to="/">Home</Link>
        </Button>
      }
    />
  );
}

function replyInWords(rsvp: OpenRsvpPage): string | null {
  const { reply, hostName } = rsvp;
  if (reply.rsvp === 'no') return `${hostName} knows you are not coming. You can change your answer until the event.`;
  if (reply.rsvp === 'yes')
    return `${hostName} knows you are coming${reply.plusOnes > 0 ? ` with ${reply.plusOnes} more` : ''}. You can change your answer until the event.`;
  return null;
}

function RsvpForm({ token, rsvp }: { token: string; rsvp: OpenRsvpPage }) {
  const reply = useReplyRsvp(token);
  const [attending, setAttending] = useState<'yes' | 'no' | null>(
    rsvp.reply.rsvp === 'awaiting' ? null : rsvp.reply.rsvp,
  );
  const [plusOnes, setPlusOnes] = useState(String(rsvp.reply.plusOnes));
  const [dietary, setDietary] = useState(rsvp.reply.dietary);
  const [answer, setAnswer] = useState(rsvp.reply.answer);
  const [missing, setMissing] = useState(false);
  const choose = (choice: 'yes' | 'no') => {
    setAttending(choice);
    setMissing(false);
  };
  const answered = replyInWords(rsvp);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!attending) return setMissing(true);
    reply.mutate({
      attending: attending === 'yes',
      // The host may have lowered the limit since this guest answered.
      plusOnes: attending === 'yes' ? Math.min(Number(plusOnes), rsvp.maxPlusOnes) : 0,
      dietary: dietary.trim(),
      answer: answer.trim(),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-label="Your answer">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">Will you come?</legend>
        <div className="grid grid-cols-2 gap-2">
          <RadioCard
            name="attending"
            value="yes"
            checked={attending === 'yes'}
            onSelect={() => choose('yes')}
            label="Yes, I’ll be there"
          />
          <RadioCard
            name="attending"
            value="no"
            checked={attending === 'no'}
            onSelect={() => choose('no')}
            label="No, I can’t come"
          />
        </div>
        {missing ? (
          <p role="alert" className="text-sm text-danger">
            Say whether you are coming.
          </p>
        ) : null}
      </fieldset>
      {attending === 'yes' && rsvp.maxPlusOnes > 0 ? (
        <Field label="People you bring" hint={`Up to ${rsvp.maxPlusOnes}.`}>
          <Select
            value={plusOnes}
            onValueChange={setPlusOnes}
            options={Array.from({ length: rsvp.maxPlusOnes + 1 }, (_, n) => ({
              value: String(n),
              label: n === 0 ? 'Just me' : `${n} more`,
            }))}
          />
        </Field>
      ) : null}
      {attending === 'yes' ? (
        <Field label="Dietary needs" hint="Optional: allergies, vegetarian, anything the caterer should know.">
          <Input
            value={dietary}
            maxLength={GUEST_RULES.maxDietaryLength}
            onChange={(e) => setDietary(e.target.value)}
          />
        </Field>
      ) : null}
      {rsvp.question ? (
        <Field label={rsvp.question} hint="Optional.">
          <Input value={answer} maxLength={GUEST_RULES.maxAnswerLength} onChange={(e) => setAnswer(e.target.value)} />
        </Field>
      ) : null}
      {reply.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(reply.error, 'Your answer could not be sent. Please try again.')}
        </p>
      ) : null}
      {answered ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-lagoon-50 px-3.5 py-2.5 text-sm text-lagoon-800"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {answered}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={reply.isPending}>
        {rsvp.reply.rsvp === 'awaiting' ? 'Send my answer' : 'Change my answer'}
      </Button>
    </form>
  );
}

function RsvpCard({ token, rsvp }: { token: string; rsvp: OpenRsvpPage }) {
  return (
    <Card className="mx-auto w-full max-w-xl p-6 sm:p-8">
      <p className="text-sm font-semibold text-brand">Hi {rsvp.guestName}</p>
      <h2 className="mt-1 text-2xl font-extrabold tracking-tight text-ink">
        {rsvp.hostName} invites you to {rsvp.eventName ?? 'their event'}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dusk-600" /> {rsvp.when}
      </p>
      {rsvp.place ? <PlaceLine place={rsvp.place} /> : null}
      <RsvpForm token={token} rsvp={rsvp} />
    </Card>
  );
}

export function RsvpPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useRsvp(token);
  const rsvp = query.data?.rsvp ?? null;
  const gone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410);

  return (
    <PageFrame title="Your invitation" eyebrow="Event" icon={PartyPopper} breadcrumbLabel="RSVP">
      {query.isPending ? (
        <Skeleton aria-busy="true" className="mx-auto h-96 w-full max-w-xl rounded-2xl" />
      ) : gone || rsvp?.status === 'closed' ? (
        <Closed />
      ) : query.isError || !rsvp ? (
        <LoadErrorCard
          title="This invitation could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <RsvpCard token={token} rsvp={rsvp} />
      )}
    </PageFrame>
  );
}
