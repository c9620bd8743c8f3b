// The listing's cancellation policy in its booking terms (issue 46): one of the fixed tiers, each stated in the words
// customers read. A customer's cancellation is refunded by the tier their booking was made with; a partner's own
// cancellation always refunds in full.
import {
  CANCELLATION_TIER_LABELS,
  CANCELLATION_TIERS,
  cancellationPolicyInWords,
  DEFAULT_CANCELLATION_TIER,
} from '#shared/cancellation-policies.ts';
import { RadioCard } from '../../components/ui/radio-card.tsx';

export function CancellationPolicyFields({
  value,
  onChange,
}: {
  value: unknown;
  onChange: (tier: (typeof CANCELLATION_TIERS)[number]) => void;
}) {
  const chosen = CANCELLATION_TIERS.find((tier) => tier === value) ?? DEFAULT_CANCELLATION_TIER;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">Cancellation policy</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CANCELLATION_TIERS.map((tier) => (
          <RadioCard
            key={tier}
            name="cancellation-policy"
            value={tier}
            checked={chosen === tier}
            onSelect={() => onChange(tier)}
            label={
              <>
                {CANCELLATION_TIER_LABELS[tier]}
                {tier === DEFAULT_CANCELLATION_TIER ? <span className="font-normal text-muted"> (default)</span> : null}
              </>
            }
            description={`${cancellationPolicyInWords(tier)}.`}
          />
        ))}
      </div>
      <p className="text-sm text-muted">
        Bookings keep the policy they were made with. If you cancel, the customer is always refunded in full.
      </p>
    </fieldset>
  );
}
