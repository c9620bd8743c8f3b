// The listing's payment terms in its pricing section (issue 46): paid in full when the partner confirms, or a
// deposit then and the balance some days before the event. Values stay as typed; the shared schema judges them and
// its messages show on their fields.
import {
  PAYMENT_TERM_LIMITS,
  PAYMENT_TERMS_MESSAGES,
  paymentTermsInWords,
  PaymentTermsSchema,
} from '#shared/payment-terms.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { RadioCard } from '../../components/ui/radio-card.tsx';

type Part = Record<string, unknown>;

const DEFAULT_DEPOSIT = { depositPercent: '30', balanceDueDays: '14' };

/** The messages these fields show themselves, so that the section's list leaves them out. */
export const PAYMENT_TERMS_FIELD_MESSAGES: readonly string[] = Object.values(PAYMENT_TERMS_MESSAGES);

export function PaymentTermsFields({
  value,
  onChange,
  errors,
}: {
  value: Part | undefined;
  onChange: (next: Part) => void;
  errors: readonly string[];
}) {
  const terms = value ?? { schedule: 'full' };
  const deposit = terms.schedule === 'deposit';
  const shown = (key: 'depositPercent' | 'balanceDueDays') => (terms[key] === undefined ? '' : String(terms[key]));
  const parsed = PaymentTermsSchema.safeParse(terms);
  const errorOf = (message: string) => (errors.includes(message) ? message : undefined);
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">When do customers pay?</legend>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        {(['full', 'deposit'] as const).map((option) => (
          <RadioCard
            key={option}
            name="payment-schedule"
            value={option}
            checked={(terms.schedule ?? 'full') === option}
            onSelect={() =>
              onChange(option === 'full' ? { schedule: 'full' } : { ...DEFAULT_DEPOSIT, ...terms, schedule: 'deposit' })
            }
            label={option === 'full' ? 'In full when I confirm' : 'A deposit, then the balance before the event'}
          />
        ))}
      </div>
      {deposit ? (
        <>
          <Field
            label="Deposit (%)"
            required
            hint={`${PAYMENT_TERM_LIMITS.depositPercent.min} to ${PAYMENT_TERM_LIMITS.depositPercent.max}`}
            error={errorOf(PAYMENT_TERMS_MESSAGES.depositPercent)}
          >
            <Input
              value={shown('depositPercent')}
              onChange={(e) => onChange({ ...terms, depositPercent: e.target.value })}
              inputMode="numeric"
            />
          </Field>
          <Field
            label="Balance due (days before the event)"
            required
            hint={`${PAYMENT_TERM_LIMITS.balanceDueDays.min} to ${PAYMENT_TERM_LIMITS.balanceDueDays.max}`}
            error={errorOf(PAYMENT_TERMS_MESSAGES.balanceDueDays)}
          >
            <Input
              value={shown('balanceDueDays')}
              onChange={(e) => onChange({ ...terms, balanceDueDays: e.target.value })}
              inputMode="numeric"
            />
          </Field>
        </>
      ) : null}
      {parsed.success ? (
        <p className="text-sm text-muted sm:col-span-2">
          Customers read: {paymentTermsInWords(parsed.data).toLowerCase()}.
          {deposit ? ' Events booked closer than that are paid in full when you confirm.' : ''}
        </p>
      ) : null}
    </fieldset>
  );
}
