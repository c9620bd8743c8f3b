// Paying an instalment now with another card, kept for the booking from then on: a balance from the booking page, or
// a part of a split balance the organizer's card was refused for, from the event page.
import { useState, type FormEvent } from 'react';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { usePayInstalment } from './api.ts';
import { CardPaymentProvider, useCardPayment } from './card-payment.tsx';
import { usePaymentAttempt } from './payment-attempt.ts';

interface PayProps {
  bookingId: string;
  instalmentId: string;
  cents: number;
  /** Paid, or cancelled. */
  onDone(): void;
}

function PayNowForm({ bookingId, instalmentId, cents, onDone }: PayProps) {
  const payment = useCardPayment();
  const attempt = usePaymentAttempt();
  const pay = usePayInstalment(bookingId);
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(payment.errors).length > 0 || pay.isPending) return;
    attempt.payWith(payment, { name: '', email: '' }, (paymentMethod) =>
      pay.mutate(
        { instalmentId, paymentMethod },
        {
          onSuccess: () => {
            toast.success(`Paid ${formatMoney(cents, 'charge')}. This card is kept for the booking.`);
            onDone();
          },
        },
      ),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Pay with another card" className="mt-3 flex flex-col gap-3">
      {payment.fields({ showErrors: submitted, disabled: pay.isPending })}
      {attempt.cardProblem || pay.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
          {attempt.cardProblem ?? describeApiError(pay.error, 'The payment did not go through.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pay.isPending}>
          Pay {formatMoney(cents, 'charge')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={pay.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function PayWithAnotherCard(props: PayProps) {
  return (
    <CardPaymentProvider>
      <PayNowForm {...props} />
    </CardPaymentProvider>
  );
}
