// A booking line's security deposit in the partner's bookings (issue 46): where it stands, and while it is held, a
// claim for overtime (half hours at the line's hourly rate) or damage (an amount, what happened and photos), together
// at most the deposit. The shared schema and the server judge it; their messages show on the form.
import { ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PartnerBookingRow } from '#shared/checkout.ts';
import { FileClaimRequestSchema, securityDepositStateForPartner } from '#shared/deposit-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { claimTotalCents, SECURITY_DEPOSIT_LIMITS, SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PhotoEvidence, type EvidencePhoto } from '../../components/ui/photo-evidence.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useFileClaim } from './api.ts';

const money = (cents: number) => formatMoney(cents, 'charge');

const dollarsToCents = (value: string) => (value.trim() === '' ? 0 : Math.round(Number(value) * 100));

function ClaimForm({ item, onDone }: { item: PartnerBookingRow; onDone(): void }) {
  const deposit = item.securityDeposit!;
  const hourly = item.unit === 'hour';
  const fileClaim = useFileClaim();
  const [overtime, setOvertime] = useState('');
  const [damage, setDamage] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();
  const request = {
    overtimeHours: overtime.trim() === '' ? 0 : Number(overtime),
    damageCents: dollarsToCents(damage),
    description,
    photoIds: photos.map((photo) => photo.id),
  };
  const total = claimTotalCents(
    {
      overtimeHours: Number.isFinite(request.overtimeHours) ? request.overtimeHours : 0,
      damageCents: request.damageCents || 0,
    },
    hourly ? item.unitPriceCents : 0,
  );
  const problemOf = (message: string) => (problems.includes(message) ? message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FileClaimRequestSchema.safeParse(request);
    const found = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    if (total > deposit.amountCents) found.push(SECURITY_DEPOSIT_MESSAGES.overDeposit(deposit.amountCents));
    setProblems(found);
    if (found.length > 0 || !parsed.success) return;
    fileClaim.mutate(
      { itemId: item.id, claim: parsed.data },
      {
        onSuccess: () => {
          toast.success('Claim sent: the customer has 48 hours to answer.');
          onDone();
        },
        onError: (error) => setProblems([describeApiError(error)]),
      },
    );
  };

  const fieldMessages: readonly string[] = [
    SECURITY_DEPOSIT_MESSAGES.overtimeHours,
    SECURITY_DEPOSIT_MESSAGES.damageAmount,
    SECURITY_DEPOSIT_MESSAGES.description,
    SECURITY_DEPOSIT_MESSAGES.photos,
  ];
  const other = problems.filter((message) => !fieldMessages.includes(message));
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="mt-3 grid gap-3 rounded-2xl border border-line p-4"
    >
      <p id={`${id}-heading`} className="font-semibold text-ink">
        Claim from the {money(deposit.amountCents)} deposit
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {hourly ? (
          <Field
            label="Overtime (hours)"
            hint={`In half hours, at ${money(item.unitPriceCents)} an hour`}
            error={problemOf(SECURITY_DEPOSIT_MESSAGES.overtimeHours)}
          >
            <Input value={overtime} onChange={(e) => setOvertime(e.target.value)} inputMode="decimal" />
          </Field>
        ) : null}
        <Field label="Damage ($)" hint="Leave empty for none" error={problemOf(SECURITY_DEPOSIT_MESSAGES.damageAmount)}>
          <Input value={damage} onChange={(e) => setDamage(e.target.value)} inputMode="decimal" />
        </Field>
      </div>
      {request.damageCents > 0 ? (
        <>
          <Field label="What was damaged" required error={problemOf(SECURITY_DEPOSIT_MESSAGES.description)}>
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={2000} />
          </Field>
          <PhotoEvidence
            label="Photos of the damage"
            required
            photos={photos}
            onChange={setPhotos}
            max={SECURITY_DEPOSIT_LIMITS.photos.max}
            error={problemOf(SECURITY_DEPOSIT_MESSAGES.photos)}
            onBusyChange={setUploading}
          />
        </>
      ) : null}
      <p className="text-sm text-ink">
        Total claimed: <span className="font-semibold tabular-nums">{money(total)}</span>
      </p>
      {other.length > 0 ? (
        <ul role="alert" className="text-sm text-danger">
          {other.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" loading={fileClaim.isPending} disabled={uploading}>
          Send the claim
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The deposit's line in a partner booking, and its claim form while it is held. */
export function DepositClaim({ item }: { item: PartnerBookingRow }) {
  const [open, setOpen] = useState(false);
  const deposit = item.securityDeposit;
  if (!deposit) return null;
  return (
    <div className="mt-1 text-sm">
      <p className="flex items-start gap-1.5 text-dusk-700">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {securityDepositStateForPartner(deposit)}
      </p>
      {deposit.status === 'held' && !open ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
          File a claim
        </Button>
      ) : null}
      {deposit.status === 'held' && open ? <ClaimForm item={item} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}
