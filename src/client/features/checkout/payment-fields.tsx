// The card form of the sandbox payment provider (DESIGN.md): number, expiry, CVC, with the test cards
// listed. It checks what it can before sending; the provider decides the rest.
import { CreditCard } from 'lucide-react';
import { isValidCardNumber, SANDBOX_TEST_CARDS } from '#shared/payments.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

export type CardErrors = Partial<Record<keyof CardInput, string>>;

/** Card problems a person can fix before paying; `today` is YYYY-MM-DD. */
export function cardErrors(card: CardInput, today: string): CardErrors {
  const errors: CardErrors = {};
  const digits = card.number.replace(/\D/g, '');
  if (!digits) errors.number = 'Card number is required';
  else if (!isValidCardNumber(digits)) errors.number = 'Your card number is not valid.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!match) errors.expiry = 'Use MM / YY';
  else {
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
    if (month < 1 || month > 12) errors.expiry = 'Use MM / YY';
    else if (year < thisYear || (year === thisYear && month < thisMonth)) errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Use the 3 or 4 digits on the back';
  return errors;
}

function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function PaymentFields({
  card,
  onChange,
  errors,
  disabled,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: CardErrors;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="sr-only">Card details</legend>
      <Field label="Card number" error={errors.number} required>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.number}
          onChange={(e) => onChange({ ...card, number: groupDigits(e.target.value) })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry" error={errors.expiry} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
          />
        </Field>
        <Field label="CVC" error={errors.cvc} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          />
        </Field>
      </div>
      <details className="rounded-xl bg-dusk-50 px-4 py-3 text-sm text-muted">
        <summary className="flex cursor-pointer items-center gap-2 font-semibold text-ink">
          <CreditCard aria-hidden="true" className="size-4" /> Sandbox test cards
        </summary>
        <ul className="mt-2 flex flex-col gap-1">
          {Object.entries(SANDBOX_TEST_CARDS).map(([number, card]) => (
            <li key={number} className="flex justify-between gap-3">
              <span className="font-mono tabular-nums">{groupDigits(number)}</span>
              <span>{card.label}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2">Any future expiry and any 3 digits work.</p>
      </details>
    </fieldset>
  );
}
