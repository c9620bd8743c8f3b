// Split payment on the event page (issue 48, step 5): each partner's balance not yet charged or payment already made,
// and how it is split.
// The organizer splits one among co-hosts (split-form.tsx); everyone who sees the event's money sees each share and
// where it stands; a co-host sees their own marked, and the organizer or that co-host may have its link sent again.
// The organizer may take a share still open back into their own part.
// A part the organizer's card was refused for may be paid there with another card.
// The server decides who may do what (features/events/payment-shares.ts).
import { AlertTriangle, CheckCircle2, Clock, CreditCard, Mail, SquareSplitHorizontal, Undo2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { paidAlready, type PaymentShare, type ShareState, type SplittableBalance } from '#shared/event-payments.ts';
import type { BookedEvent } from '#shared/events.ts';
import { formatMoney } from '#shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { dueDayInWords } from '../cart/index.ts';
import { PayWithAnotherCard } from '../checkout/index.ts';
import { eventKeys, useEventPayments, useResendShareLink, useTakeBackShare } from './api.ts';
import { SplitForm } from './split-form.tsx';

const STATE_WORDS: Record<ShareState, string> = {
  open: 'Waiting',
  paying: 'Being paid',
  paid: 'Paid',
  'charged-to-organizer': 'Charged to the organizer',
  unpaid: 'Not paid: the organizer’s card was refused',
  cancelled: 'Not charged',
};

/** The organizer takes an open share back, once they confirm: the co-host is mailed that they owe nothing. */
function TakeBack({
  eventId,
  share,
  kind,
  onTakenBack,
}: {
  eventId: string;
  share: PaymentShare;
  kind: SplittableBalance['kind'];
  onTakenBack(): void;
}) {
  const [asking, setAsking] = useState(false);
  const takeBack = useTakeBackShare(eventId);
  const questionId = useId();
  // Kept or refused, the question goes; the focus comes back to its button.
  const button = useRef<HTMLButtonElement>(null);
  const stopAsking = () => {
    setAsking(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  if (!asking)
    return (
      <Button ref={button} variant="ghost" size="sm" onClick={() => setAsking(true)}>
        <Undo2 aria-hidden="true" /> Take back
      </Button>
    );
  const amount = formatMoney(share.cents, 'charge');
  return (
    <span role="group" aria-label={`Take back ${share.name}’s share`} className="flex flex-wrap items-center gap-2">
      <span id={questionId} className="text-ink">
        {paidAlready(kind) ? `Keep paying ${amount} yourself?` : `Pay ${amount} yourself on the balance’s day?`}{' '}
        {share.name} is told they owe nothing.
      </span>
      <Button
        variant="secondary"
        size="sm"
        autoFocus
        aria-describedby={questionId}
        loading={takeBack.isPending}
        onClick={() =>
          takeBack.mutate(share.id, {
            onSuccess: () => {
              toast.success(
                paidAlready(kind)
                  ? `${share.name} no longer owes their share; it stays yours.`
                  : `${share.name}’s share is yours again, charged on the balance’s day.`,
              );
              onTakenBack();
            },
            onError: (error) => {
              stopAsking();
              toast.error(describeApiError(error, 'The share could not be taken back.'));
            },
          })
        }
      >
        Take it back
      </Button>
      <Button variant="ghost" size="sm" disabled={takeBack.isPending} onClick={stopAsking}>
        Keep the share
      </Button>
    </span>
  );
}

function ShareRow({
  eventId,
  share,
  kind,
  mayResend,
  mayTakeBack,
  onTakenBack,
}: {
  eventId: string;
  share: PaymentShare;
  kind: SplittableBalance['kind'];
  mayResend: boolean;
  mayTakeBack: boolean;
  onTakenBack(): void;
}) {
  const resend = useResendShareLink(eventId);
  return (
    <li className="flex flex-col gap-1 py-2">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">
          {share.name}
          {share.mine ? <span className="font-normal text-muted"> (you)</span> : null}
        </span>
        <span className="tabular-nums text-ink">{formatMoney(share.cents, 'charge')}</span>
      </span>
      <span className="flex flex-wrap items-center gap-2 text-muted">
        <Badge tone={share.state === 'paid' ? 'success' : 'neutral'}>
          {share.state === 'paid' ? (
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
          ) : (
            <Clock aria-hidden="true" className="size-3.5" />
          )}
          {share.state === 'charged-to-organizer' && paidAlready(kind)
            ? 'Stays with the organizer'
            : STATE_WORDS[share.state]}
        </Badge>
        {share.state === 'open' ? `by ${dueDayInWords(share.deadline)}` : null}
      </span>
      {share.state === 'open' && share.mine ? (
        <span className="text-muted">Pay it from the link we mailed you.</span>
      ) : null}
      {share.state === 'open' && (mayResend || mayTakeBack) ? (
        <span className="flex flex-wrap items-center gap-2">
          {mayResend ? (
            <Button
              variant="ghost"
              size="sm"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(share.id, {
                  onSuccess: () => toast.success(`A new link is on its way to ${share.mine ? 'you' : share.name}.`),
                  onError: (error) => toast.error(describeApiError(error, 'The link could not be sent.')),
                })
              }
            >
              <Mail aria-hidden="true" /> Send the link again
            </Button>
          ) : null}
          {mayTakeBack ? <TakeBack eventId={eventId} share={share} kind={kind} onTakenBack={onTakenBack} /> : null}
        </span>
      ) : null}
    </li>
  );
}

/** A part the organizer's card was refused for, and paying it now with another card. */
function RefusedPart({ event, part }: { event: BookedEvent; part: SplittableBalance['refused'][number] }) {
  const [paying, setPaying] = useState(false);
  const queryClient = useQueryClient();
  return (
    <li className="mt-2 flex flex-col gap-1 rounded-xl bg-danger-soft px-3.5 py-2.5 text-danger">
      <span className="flex items-start gap-1.5">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Your card was refused for {formatMoney(part.cents, 'charge')}: {part.reason}
        </span>
      </span>
      {paying ? (
        <PayWithAnotherCard
          bookingId={event.id}
          instalmentId={part.instalmentId}
          cents={part.cents}
          onDone={() => {
            setPaying(false);
            void queryClient.invalidateQueries({ queryKey: eventKeys.payments(event.id) });
          }}
        />
      ) : (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setPaying(true)}>
          <CreditCard aria-hidden="true" /> Pay now with another card
        </Button>
      )}
    </li>
  );
}

function whatInWords(balance: SplittableBalance, whose: string): string {
  switch (balance.kind) {
    case 'balance':
      return `Balance due ${dueDayInWords(balance.dueAt)}`;
    case 'deposit':
      return `Deposit, paid from ${whose} card when the partner confirmed`;
    case 'full':
      return `Paid in full from ${whose} card when the partner confirmed`;
  }
}

function organizerPartInWords(balance: SplittableBalance): string {
  const part = formatMoney(balance.organizerCents, 'charge');
  if (paidAlready(balance.kind))
    return `The organizer’s part is ${part}; what co-hosts pay goes back to the organizer’s card.`;
  return balance.organizerCents > 0
    ? `The organizer’s part, ${part}, is charged on the due day.`
    : 'The organizer pays no part of it.';
}

function BalanceRow({
  event,
  balance,
  coHosts,
  maySplit,
}: {
  event: BookedEvent;
  balance: SplittableBalance;
  coHosts: { memberId: string; name: string }[];
  maySplit: boolean;
}) {
  const [splitting, setSplitting] = useState(false);
  // Split or not, the form goes; the focus comes back to the balance it was about.
  const name = useRef<HTMLSpanElement>(null);
  const focusName = () => requestAnimationFrame(() => name.current?.focus());
  const doneSplitting = () => {
    setSplitting(false);
    focusName();
  };
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span ref={name} tabIndex={-1} className="font-semibold text-ink">
          {balance.lineName}
        </span>
        <span className="tabular-nums text-ink">{formatMoney(balance.chargeCents, 'charge')}</span>
      </p>
      <p className="text-muted">{whatInWords(balance, maySplit ? 'your' : 'the organizer’s')}</p>
      {balance.refused.length > 0 ? (
        <ul>
          {balance.refused.map((part) => (
            <RefusedPart key={part.instalmentId} event={event} part={part} />
          ))}
        </ul>
      ) : null}
      {balance.shares.length > 0 ? (
        <>
          <ul className="mt-1 divide-y divide-line">
            {balance.shares.map((share) => (
              <ShareRow
                key={share.id}
                eventId={event.id}
                share={share}
                kind={balance.kind}
                mayResend={maySplit || share.mine}
                mayTakeBack={maySplit}
                onTakenBack={focusName}
              />
            ))}
          </ul>
          <p className="text-muted">{organizerPartInWords(balance)}</p>
        </>
      ) : maySplit && balance.splittable ? (
        splitting ? (
          <SplitForm eventId={event.id} balance={balance} coHosts={coHosts} onDone={doneSplitting} />
        ) : coHosts.length > 0 ? (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setSplitting(true)}>
            <SquareSplitHorizontal aria-hidden="true" /> Split with co-hosts
          </Button>
        ) : (
          <p className="mt-1 text-muted">Once a co-host accepts your invitation, you can split this with them.</p>
        )
      ) : null}
    </li>
  );
}

/** Nothing when the event has nothing its organizer could split. */
export function SplitPaymentsCard({ event }: { event: BookedEvent }) {
  const query = useEventPayments(event.id, event.can.seeMoney);
  if (query.isPending)
    return <Skeleton aria-busy="true" aria-label="Loading split payments" className="h-32 rounded-2xl" />;
  if (query.isError)
    return (
      <LoadErrorCard
        title="Split payments could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  const { balances, coHosts, maySplit } = query.data.payments;
  if (balances.length === 0) return null;
  return (
    <Card id="payments" className="scroll-mt-24 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <SquareSplitHorizontal aria-hidden="true" className="size-5 text-dusk-600" /> Split with co-hosts
      </h2>
      <p className="mt-1 text-sm text-muted">
        Co-hosts pay their share with their own card by a deadline. Of a balance, what is unpaid then goes on the
        organizer’s card; of what the organizer already paid, what co-hosts pay goes back to it. Partners only see that
        they are paid.
      </p>
      <ul className="mt-2 divide-y divide-line text-sm">
        {balances.map((balance) => (
          <BalanceRow
            key={balance.instalmentId}
            event={event}
            balance={balance}
            coHosts={coHosts}
            maySplit={maySplit}
          />
        ))}
      </ul>
    </Card>
  );
}
