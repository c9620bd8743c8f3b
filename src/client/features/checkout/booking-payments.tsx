// A booking's payments over time (issue 46), on the booking pages: for each partner, the instalment charged at
// confirmation and any balance with its day and how it went. A balance still to pay can be paid now with another
// card (the link in the reminder and failure mails lands here, at #payments).
import { AlertTriangle, CheckCircle2, CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { BookedInstalment, Booking, PartnerBooking } from '#shared/checkout.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { dueDayInWords } from '../cart/index.ts';
import { PayWithAnotherCard } from './pay-with-another-card.tsx';

const hasBalance = (item: PartnerBooking) => item.instalments.some((instalment) => instalment.kind === 'balance');

/** Whether the balance can be paid now: its partner confirmed, it is neither paid, cancelled nor being charged, and
 *  not split with co-hosts (their shares are paid from the event page's links). */
const payable = (item: PartnerBooking, instalment: BookedInstalment) =>
  item.status === 'confirmed' &&
  instalment.kind === 'balance' &&
  !instalment.split &&
  (instalment.status === 'scheduled' || instalment.status === 'failed');

const INSTALMENT_WORDS: Record<BookedInstalment['kind'], string> = {
  full: 'Payment',
  deposit: 'Deposit',
  balance: 'Balance',
};

/** An instalment in words: what it is, how much, and where it stands ('Balance $400.00 due Fri, Jun 4'). */
export function instalmentState(item: Pick<PartnerBooking, 'name'>, instalment: BookedInstalment): string {
  const amount = formatMoney(instalment.chargeCents, 'charge');
  const what = `${INSTALMENT_WORDS[instalment.kind]} ${amount}`;
  switch (instalment.status) {
    case 'paid':
      return `${what} paid${instalment.split ? ', shared with co-hosts' : ''}${instalment.refundedCents > 0 ? `, ${formatMoney(instalment.refundedCents, 'charge')} refunded` : ''}`;
    case 'cancelled':
      return `${what} not charged`;
    case 'processing':
      return `${what} being charged now`;
    case 'failed':
      return `${what} could not be charged`;
    case 'scheduled':
      return instalment.kind === 'balance'
        ? `${what} due ${dueDayInWords(instalment.dueAt!)}${instalment.split ? ', split with co-hosts' : ''}`
        : `${what} charged when ${item.name} confirms`;
  }
}

function ItemPayments({ bookingId, item, mayPay }: { bookingId: string; item: PartnerBooking; mayPay: boolean }) {
  const [paying, setPaying] = useState<string | null>(null);
  return (
    <li className="py-2.5">
      <p className="font-semibold text-ink">{item.name}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {item.instalments.map((instalment) => (
          <li key={instalment.id} className="text-dusk-700">
            <span className="flex items-start gap-1.5">
              {instalment.status === 'paid' ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : instalment.status === 'failed' || instalment.lastError ? (
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              ) : null}
              <span>
                {instalmentState(item, instalment)}
                {instalment.lastError ? <span className="block text-danger">{instalment.lastError}</span> : null}
              </span>
            </span>
            {mayPay && payable(item, instalment) ? (
              paying === instalment.id ? (
                <PayWithAnotherCard
                  bookingId={bookingId}
                  instalmentId={instalment.id}
                  cents={instalment.chargeCents}
                  onDone={() => setPaying(null)}
                />
              ) : (
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => setPaying(instalment.id)}>
                  <CreditCard aria-hidden="true" /> Pay now with another card
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The partners paid over time; nothing when every partner is paid in full at confirmation. `mayPay`: the viewer is
 *  the booking's customer (partners and admins read it too). */
export function BookingPayments({ booking, mayPay }: { booking: Booking; mayPay: boolean }) {
  const items = booking.items.filter(hasBalance);
  if (items.length === 0) return null;
  return (
    <section id="payments" aria-labelledby="booking-payments-heading" className="mt-4 scroll-mt-24 text-sm">
      <h3 id="booking-payments-heading" className="font-semibold text-ink">
        Payments over time
      </h3>
      {booking.cardLast4 ? (
        <p className="text-muted">Balances are charged to the card ending {booking.cardLast4} on their days.</p>
      ) : null}
      <ul className="mt-1 divide-y divide-line">
        {items.map((item) => (
          <ItemPayments key={item.id} bookingId={booking.id} item={item} mayPay={mayPay} />
        ))}
      </ul>
    </section>
  );
}
