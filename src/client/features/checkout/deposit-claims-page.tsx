// /admin/deposit-claims (admin guard): disputed claims on security deposits, the longest waiting first, each with
// the partner's claim and photos and the customer's reasons, and the decision: how much of the claim stands (paid to
// the partner; the rest is refunded to the customer) and a note both read.
import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { claimInWords, type DisputedClaim } from '#shared/deposit-claims.ts';
import { dayInWords, dayOf } from '#shared/event-words.ts';
import { formatMoney } from '#shared/money.ts';
import { SECURITY_DEPOSIT_LIMITS, SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useDecideClaim, useDisputedClaims } from './api.ts';

const money = (cents: number) => formatMoney(cents, 'charge');

function Photos({ urls, label }: { urls: readonly string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`${label} ${index + 1}`} className="size-24 rounded-lg object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Decision({ row }: { row: DisputedClaim }) {
  const decide = useDecideClaim();
  const [dollars, setDollars] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; note?: string }>({});
  const claimed = row.claim.amountCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(dollars) * 100);
    const found = {
      ...(dollars.trim() === '' || !Number.isFinite(cents) || cents < 0 || cents > claimed
        ? { amount: SECURITY_DEPOSIT_MESSAGES.decision(claimed) }
        : {}),
      ...(note.trim().length < SECURITY_DEPOSIT_LIMITS.descriptionChars.min
        ? { note: SECURITY_DEPOSIT_MESSAGES.statement }
        : {}),
    };
    setProblems(found);
    if (found.amount || found.note) return;
    decide.mutate(
      { claimId: row.claim.id, decision: { amountCents: cents, note: note.trim() } },
      {
        onSuccess: () =>
          toast.success(`Decided: ${money(cents)} paid to the partner, ${money(claimed - cents)} refunded.`),
        onError: (error) => toast.error(describeApiError(error)),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Decide the claim on ${row.reference}`}
      className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]"
    >
      <Field label="Amount that stands ($)" required hint={`$0 to ${money(claimed)}`} error={problems.amount}>
        <Input value={dollars} onChange={(e) => setDollars(e.target.value)} inputMode="decimal" />
      </Field>
      <Field label="Note to both sides" required error={problems.note}>
        <Textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          maxLength={SECURITY_DEPOSIT_LIMITS.descriptionChars.max}
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" loading={decide.isPending}>
          Decide
        </Button>
      </div>
    </form>
  );
}

function DisputedClaimCard({ row }: { row: DisputedClaim }) {
  const { claim } = row;
  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold text-ink">
            {row.lineName} · <span className="font-mono">{row.reference}</span>
          </h2>
          <p className="text-sm text-muted">Event {dayInWords(dayOf(row.startsAt, row.timeZone))}</p>
        </div>
        <div className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
          <section aria-label="The partner's claim">
            <p className="font-semibold text-ink">
              {row.partnerName ?? 'The partner'} claims {money(claim.amountCents)}
            </p>
            <p className="text-dusk-700">{claimInWords(claim)}</p>
            <p className="text-muted">From a deposit of {money(row.depositCents)}</p>
            <Photos urls={claim.photos} label="Partner's photo" />
          </section>
          <section aria-label="The customer's answer">
            <p className="font-semibold text-ink">{row.customerName} disputes it</p>
            <p className="text-dusk-700">“{claim.customerStatement}”</p>
            <Photos urls={claim.customerPhotos} label="Customer's photo" />
          </section>
        </div>
        <Decision row={row} />
      </Card>
    </li>
  );
}

export function AdminDepositClaimsPage() {
  const claims = useDisputedClaims();
  return (
    <PageFrame
      title="Disputed claims"
      eyebrow="Admin"
      icon={Scale}
      description="Claims on security deposits that customers dispute. The amount is held by us until you decide."
    >
      {claims.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : claims.isError ? (
        <LoadErrorCard
          title="We couldn't load the disputed claims"
          error={claims.error}
          onRetry={() => void claims.refetch()}
          retrying={claims.isRefetching}
          headingLevel="h2"
        />
      ) : claims.data.claims.length === 0 ? (
        <EmptyState icon={<Scale />} title="No disputed claims" description="Disputes customers send appear here." />
      ) : (
        <ul className="grid gap-4">
          {claims.data.claims.map((row) => (
            <DisputedClaimCard key={row.claim.id} row={row} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
