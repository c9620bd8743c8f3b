// The listing's refundable security deposit in its booking terms (issue 46): none, or an amount held on the customer's
// card the day before the event and released 72 hours after it unless the partner claims overtime or damage. The
// value stays as typed; the shared schema judges it and its message shows on the amount field.
import { useId } from 'react';
import {
  SECURITY_DEPOSIT_LIMITS,
  SECURITY_DEPOSIT_MESSAGES,
  securityDepositInWords,
} from '#shared/security-deposits.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';

const DEFAULT_DOLLARS = '250';
const { min, max } = SECURITY_DEPOSIT_LIMITS.dollars;

export function SecurityDepositFields({
  value,
  onChange,
  errors,
}: {
  /** Whole dollars as typed; null or absent: no deposit. */
  value: unknown;
  onChange: (next: string | null) => void;
  errors: readonly string[];
}) {
  const id = useId();
  const enabled = value !== null && value !== undefined;
  const shown = enabled ? String(value) : '';
  const dollars = Number(shown);
  const valid = enabled && Number.isInteger(dollars) && dollars >= min && dollars <= max;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">Security deposit</legend>
      <div className="flex items-center justify-between gap-4 rounded-2xl bg-dusk-50 px-4 py-3.5">
        <div className="min-w-0">
          <label htmlFor={`${id}-switch`} className="font-semibold text-ink">
            Ask for a refundable security deposit
          </label>
          <p id={`${id}-description`} className="text-sm text-muted">
            Held on the customer&apos;s card the day before the event, released 72 hours after it ends unless you claim
            overtime or damage, which the customer may dispute.
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          aria-describedby={`${id}-description`}
          checked={enabled}
          onCheckedChange={(on) => onChange(on ? DEFAULT_DOLLARS : null)}
        />
      </div>
      {enabled ? (
        <Field
          label="Deposit ($)"
          required
          hint={`$${min} to $${max.toLocaleString('en-US')}`}
          error={errors.includes(SECURITY_DEPOSIT_MESSAGES.amount) ? SECURITY_DEPOSIT_MESSAGES.amount : undefined}
          className="sm:max-w-sm"
        >
          <Input value={shown} onChange={(e) => onChange(e.target.value)} inputMode="numeric" />
        </Field>
      ) : null}
      {valid ? <p className="text-sm text-muted">Customers read: {securityDepositInWords(dollars * 100)}</p> : null}
    </fieldset>
  );
}
