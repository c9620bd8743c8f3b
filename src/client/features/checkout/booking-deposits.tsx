// A booking's security deposits (issue 46), on the booking pages: for each partner that asked one, where it stands
// (to be held, held, released, charged for a claim), and a claim waiting for the customer's answer with its evidence:
// accept it, or dispute it saying why, with photos of their own (the link in the claim's mail lands here, at
// #deposit).
import { ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Booking, PartnerBooking } from '#shared/checkout.ts';
import { claimInWords, securityDepositState, type DepositClaim } from '#shared/deposit-claims.ts';
import { formatMoney } from '#shared/money.ts';
import { SECURITY_DEPOSIT_LIMITS, SECURITY_DEPOSIT_MESSAGES } from '#shared/security-deposits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhotoEvidence, type EvidencePhoto } from '../../components/ui/photo-evidence.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAnswerClaim } from './api.ts';

function ClaimEvidence({ claim }: { claim: DepositClaim }) {
  return (
    <div className="mt-2 rounded-xl bg-dusk-50 p-3">
      <p className="text-ink">
        Claimed {formatMoney(claim.amountCents, 'charge')}: {claimInWords(claim)}
      </p>
      {claim.photos.length > 0 ? (
        <ul aria-label="Photos of the damage" className="mt-2 flex flex-wrap gap-2">
          {claim.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={`Damage photo ${index + 1}`} className="size-20 rounded-lg object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {claim.customerStatement ? <p className="mt-2 text-muted">Your answer: “{claim.customerStatement}”</p> : null}
      {claim.decisionNote ? (
        <p className="mt-2 text-muted">
          Decided: {formatMoney(claim.decidedCents ?? 0, 'charge')} stands. “{claim.decisionNote}”
        </p>
      ) : null}
    </div>
  );
}

function AnswerClaim({ bookingId, claim }: { bookingId: string; claim: DepositClaim }) {
  const answer = useAnswerClaim(bookingId);
  const [disputing, setDisputing] = useState(false);
  const [statement, setStatement] = useState('');
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const send = (body: Parameters<typeof answer.mutate>[0]['answer']) =>
    answer.mutate(
      { claimId: claim.id, answer: body },
      {
        onSuccess: () =>
          toast.success(body.answer === 'accept' ? 'Claim accepted.' : 'Dispute sent: an admin will decide.'),
        onError: (error) => toast.error(describeApiError(error)),
      },
    );
  const dispute = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = statement.trim();
    if (trimmed.length < SECURITY_DEPOSIT_LIMITS.descriptionChars.min) {
      setProblem(SECURITY_DEPOSIT_MESSAGES.statement);
      return;
    }
    setProblem(null);
    send({ answer: 'dispute', statement: trimmed, photoIds: photos.map((photo) => photo.id) });
  };
  if (!disputing)
    return (
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" loading={answer.isPending} onClick={() => send({ answer: 'accept' })}>
          Accept the claim
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDisputing(true)}>
          Dispute it
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={dispute} aria-labelledby={`${id}-heading`} className="mt-3 grid gap-3">
      <p id={`${id}-heading`} className="font-semibold text-ink">
        Dispute the claim
      </p>
      <Field label="Why" required hint="An admin reads both sides and decides." error={problem ?? undefined}>
        <Textarea
          value={statement}
          onChange={(event) => setStatement(event.target.value)}
          rows={3}
          maxLength={SECURITY_DEPOSIT_LIMITS.descriptionChars.max}
        />
      </Field>
      <PhotoEvidence
        label="Your photos (optional)"
        photos={photos}
        onChange={setPhotos}
        max={SECURITY_DEPOSIT_LIMITS.photos.max}
        onBusyChange={setUploading}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" loading={answer.isPending} disabled={uploading}>
          Send the dispute
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={() => setDisputing(false)}>
          Back
        </Button>
      </div>
    </form>
  );
}

function ItemDeposit({ bookingId, item, mayAnswer }: { bookingId: string; item: PartnerBooking; mayAnswer: boolean }) {
  const deposit = item.securityDeposit!;
  const claim = deposit.claim;
  return (
    <li className="py-2">
      <p className="font-semibold text-ink">{item.name}</p>
      <p className="text-dusk-700">{securityDepositState(deposit)}</p>
      {claim ? <ClaimEvidence claim={claim} /> : null}
      {claim?.status === 'open' && mayAnswer ? <AnswerClaim bookingId={bookingId} claim={claim} /> : null}
    </li>
  );
}

/** The partners' security deposits; nothing when none asked one. `mayAnswer`: the viewer is the booking's customer. */
export function BookingDeposits({ booking, mayAnswer }: { booking: Booking; mayAnswer: boolean }) {
  const items = booking.items.filter((item) => item.securityDeposit !== null);
  if (items.length === 0) return null;
  return (
    <section id="deposit" aria-labelledby="booking-deposits-heading" className="mt-4 scroll-mt-24 text-sm">
      <h3 id="booking-deposits-heading" className="flex items-center gap-2 font-semibold text-ink">
        <ShieldAlert aria-hidden="true" className="size-4 text-brand" />
        Security deposits
      </h3>
      <ul className="mt-1 divide-y divide-line">
        {items.map((item) => (
          <ItemDeposit key={item.id} bookingId={booking.id} item={item} mayAnswer={mayAnswer} />
        ))}
      </ul>
    </section>
  );
}
