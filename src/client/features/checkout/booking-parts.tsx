// Pieces the booking pages share (confirmation, booking page, paid quote): the reference with the date, the
// payment, and where to go next.
import { cartCancellationNote } from '#shared/cancellation-policies.ts';
import { Link } from 'react-router';
import { CalendarDays, Clock, MessageCircle, Receipt, Ticket } from 'lucide-react';
import type { Booking } from '#shared/checkout.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { formatMoney } from '#shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EventDetailsList } from '../../components/ui/event-details-list.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { CostSummary } from '../cart/index.ts';
import { BookingDeposits } from './booking-deposits.tsx';
import { BookingPayments } from './booking-payments.tsx';
import { clockTime, dayInWords } from '#shared/event-words.ts';

/** What has happened to the money so far, in words: the checkout's hold and what it captured, and the balances
 *  charged later (`balancesPaidCents`). */
export function paymentNote(
  payment: { amountCents: number; capturedCents: number; status: string } | null,
  balancesPaidCents = 0,
): string {
  if (!payment) return CART_MESSAGES.noChargesYet;
  const held = payment.amountCents - payment.capturedCents;
  if (payment.capturedCents === 0)
    return `${formatMoney(payment.amountCents, 'charge')} is held on your card. ${CART_MESSAGES.noChargesYet}`;
  const charged = `${formatMoney(payment.capturedCents + balancesPaidCents, 'charge')} charged for confirmed partners`;
  return payment.status === 'partially_captured'
    ? `${charged}; the rest stays on hold until the others answer.`
    : `${charged}${held > 0 ? '; the rest of the hold is released' : ''}.`;
}

/** What the balances of payment schedules charged so far. */
const balancesPaid = (booking: Booking) =>
  booking.items
    .flatMap((item) => item.instalments)
    .filter((instalment) => instalment.kind === 'balance' && instalment.status === 'paid')
    .reduce((total, instalment) => total + instalment.chargeCents, 0);

/** Reference, status, the event's day and time (`withEnd`: the end time too), and what the planner told partners. */
export function BookingHeading({ booking, withEnd = false }: { booking: Booking; withEnd?: boolean }) {
  const first = booking.items[0];
  const time = first
    ? ` · ${clockTime(first.startsAt, first.timeZone)}${withEnd ? `–${clockTime(first.endsAt, first.timeZone)}` : ''}`
    : '';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Reference</p>
          <p className="font-mono text-xl font-bold tracking-wide text-ink">{booking.reference}</p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-4 flex items-center gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="size-4 text-dusk-600" />
        {dayInWords(booking.eventDate)}
        {time}
      </p>
      <EventDetailsList details={booking.eventDetails} className="mt-3" />
    </>
  );
}

/** The breakdown, what happened to the money, payments over time, security deposits, and the cancellation promise. */
export function PaymentCard({ booking }: { booking: Booking }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-bold text-ink">Payment</h2>
      <CostSummary breakdown={booking.breakdown} />
      <p className="mt-4 flex gap-2 text-sm text-muted">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />{' '}
        {paymentNote(booking.payment, balancesPaid(booking))}
      </p>
      {/* The booking pages are their customer's: the server refuses a payment from anyone else. */}
      <BookingPayments booking={booking} mayPay />
      <BookingDeposits booking={booking} mayAnswer />
      <p className="mt-2 text-sm font-semibold text-success">
        {cartCancellationNote(booking.items.map((item) => item.cancellationTier))}
      </p>
    </Card>
  );
}

/** Where to go after booking: the booking itself, all bookings, and messages. */
export function BookingNextSteps({ bookingId, messageLabel }: { bookingId: string; messageLabel: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Button asChild>
        <Link to={`/booking/${bookingId}`}>
          <Receipt aria-hidden="true" /> Booking details
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/profile/bookings">
          <Ticket aria-hidden="true" /> My bookings
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/messages">
          <MessageCircle aria-hidden="true" /> {messageLabel}
        </Link>
      </Button>
    </div>
  );
}
