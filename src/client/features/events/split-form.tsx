// The organizer splits one balance, or one payment already made, among co-hosts: an amount for themselves and for each co-host (equal shares to
// start with, "Split equally" to go back to them), a deadline, and the sum checked against what is due to the cent
// as the server checks it. A co-host left at $0 gets no share.
import { Fragment, useId, useState, type FormEvent } from 'react';
import {
  deadlineRange,
  equalParts,
  paidAlready,
  SPLIT_MESSAGES,
  SPLIT_WHAT,
  splitSumProblem,
  type EventPayments,
  type SplittableBalance,
} from '#shared/event-payments.ts';
import { formatMoney, fromCents, toCents } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { dueDayInWords } from '../cart/index.ts';
import { useSplitBalance } from './api.ts';

interface Person {
  memberId: string | null;
  name: string;
}

const dollars = (cents: number) => fromCents(cents).toFixed(2);
/** Cents of what was typed, or null when it is not an amount. */
function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  return toCents(Number(trimmed));
}

export function SplitForm({
  eventId,
  balance,
  coHosts,
  onDone,
}: {
  eventId: string;
  balance: SplittableBalance;
  coHosts: EventPayments['coHosts'];
  onDone(): void;
}) {
  const people: Person[] = [{ memberId: null, name: 'You' }, ...coHosts];
  const keyOf = (person: Person) => person.memberId ?? 'organizer';
  // By person, not by place: the co-hosts may change while the form is open.
  const equal = () =>
    Object.fromEntries(
      equalParts(balance.chargeCents, people.length).map((cents, index) => [keyOf(people[index]!), dollars(cents)]),
    );
  const [typed, setTyped] = useState<Record<string, string>>(equal);
  const amounts = people.map((person) => typed[keyOf(person)] ?? '0.00');
  const range = deadlineRange(new Date(), new Date(balance.dueAt));
  const [deadline, setDeadline] = useState(range.last);
  const [submitted, setSubmitted] = useState(false);
  const split = useSplitBalance(eventId);
  const formId = useId();

  const cents = amounts.map(centsOf);
  const badAmount = cents.some((value) => value === null);
  const parts = people
    .map((person, index) => ({ memberId: person.memberId, cents: cents[index] ?? 0 }))
    .filter((part) => part.memberId === null || part.cents > 0);
  const sumProblem = badAmount ? null : splitSumProblem(parts, balance.chargeCents);
  const deadlineProblem = paidAlready(balance.kind) ? SPLIT_MESSAGES.deadlineBeforeEvent : SPLIT_MESSAGES.deadline;
  const problem = badAmount
    ? 'Write each amount in dollars and cents, such as 125.50.'
    : parts.length < 2
      ? SPLIT_MESSAGES.noCoHost
      : (sumProblem ?? (deadline < range.first || deadline > range.last ? deadlineProblem : null));
  const total = cents.reduce<number>((sum, value) => sum + (value ?? 0), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || split.isPending) return;
    split.mutate(
      { instalmentId: balance.instalmentId, deadline, parts },
      {
        onSuccess: () => {
          toast.success('Split. Each co-host has a link to pay their share.');
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={`Split the ${SPLIT_WHAT[balance.kind]} for ${balance.lineName}`}
      className="mt-3 flex flex-col gap-3"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Who pays how much</legend>
        <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] items-center gap-x-3 gap-y-2">
          {people.map((person, index) => (
            <Fragment key={person.memberId ?? 'organizer'}>
              <Label htmlFor={`${formId}-${index}`} className="truncate">
                {person.name}
              </Label>
              <Input
                id={`${formId}-${index}`}
                inputMode="decimal"
                value={amounts[index]}
                onChange={(event) => setTyped((current) => ({ ...current, [keyOf(person)]: event.target.value }))}
                aria-invalid={submitted && problem !== null && problem !== deadlineProblem ? true : undefined}
                aria-describedby={submitted && problem ? `${formId}-problem` : undefined}
                className="text-right tabular-nums"
              />
            </Fragment>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className={total === balance.chargeCents ? 'text-muted' : 'text-danger'}>
            Adds up to {formatMoney(total, 'charge')} of {formatMoney(balance.chargeCents, 'charge')}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => setTyped(equal())}>
            Split equally
          </Button>
        </div>
      </fieldset>
      <Field
        label="Co-hosts pay by"
        hint={
          paidAlready(balance.kind)
            ? `What co-hosts pay goes back to your card; what is unpaid then stays yours. The event starts ${dueDayInWords(balance.dueAt)}.`
            : `What is unpaid then is charged to your card. The balance is due ${dueDayInWords(balance.dueAt)}.`
        }
      >
        <Input
          type="date"
          min={range.first}
          max={range.last}
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
          className="sm:max-w-48"
        />
      </Field>
      {(submitted && problem) || split.isError ? (
        <p
          id={`${formId}-problem`}
          role="alert"
          className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
        >
          {submitted && problem
            ? problem
            : describeApiError(split.error, `The ${SPLIT_WHAT[balance.kind]} could not be split.`)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={split.isPending}>
          Split and send the links
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={split.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
