// The listing's cancellation policy in its booking terms (issue 46): one of the fixed tiers, each stated in the words
// customers read. A customer's cancellation is refunded by the tier their booking was made with; a partner's own
// cancellation always refunds in full.
import {
  CANCELLATION_TIER_LABELS,
  CANCELLATION_TIERS,
  cancellationPolicyInWords,
  DEFAULT_CANCELLATION_TIER,
} from '#shared/cancellation-policies.ts';
import { cn } from '../../lib/cn.ts';

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
          <label
            key={tier}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border px-4 py-3',
              chosen === tier ? 'border-brand bg-ember-50' : 'border-line-strong',
            )}
          >
            <input
              type="radio"
              name="cancellation-policy"
              value={tier}
              checked={chosen === tier}
              onChange={() => onChange(tier)}
              className="mt-1 accent-brand"
              aria-describedby={`cancellation-${tier}`}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {CANCELLATION_TIER_LABELS[tier]}
                {tier === DEFAULT_CANCELLATION_TIER ? <span className="font-normal text-muted"> (default)</span> : null}
              </span>
              <span id={`cancellation-${tier}`} className="block text-sm text-muted">
                {cancellationPolicyInWords(tier)}.
              </span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted">
        Bookings keep the policy they were made with. If you cancel, the customer is always refunded in full.
      </p>
    </fieldset>
  );
}
