// The mails of a booking's life (issue 5): to the customer and to each partner at request, confirmation,
// decline, expiry and cancellation. Sent through the mail adapter; a failed send is logged, never fatal.
import { formatMoney } from '#shared/money.ts';
import type { OutgoingMail } from '../../adapters/mail/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { CANCELLATION_POLICY } from '#shared/bookings.ts';

export interface MailFacts {
  reference: string;
  bookingId: string;
  eventDate: string;
  itemName: string;
}

const link = (ctx: CheckoutContext, path: string) => `${ctx.appUrl}${path}`;

export function requestSentMail(
  ctx: CheckoutContext,
  to: string,
  facts: { reference: string; bookingId: string; eventDate: string; items: string[]; totalCents: number },
): OutgoingMail {
  const text =
    `Your booking request ${facts.reference} for ${facts.eventDate} is on its way to ${facts.items.join(', ')}. ` +
    `We hold ${formatMoney(facts.totalCents, 'charge')} on your card and charge each partner's share only when they confirm. ` +
    `${CANCELLATION_POLICY}.\n\nSee your booking: ${link(ctx, `/booking/${facts.bookingId}`)}`;
  return { to, subject: `Booking request ${facts.reference} sent`, text };
}

export function newRequestMail(
  ctx: CheckoutContext,
  to: string,
  facts: MailFacts & { payoutCents: number },
): OutgoingMail {
  const text =
    `New booking request ${facts.reference}: ${facts.itemName} on ${facts.eventDate}. You receive ${formatMoney(facts.payoutCents, 'charge')} after the platform fee. ` +
    `Please confirm or decline within 48 hours.\n\nAnswer it: ${link(ctx, '/portal/dashboard?tab=bookings')}`;
  return { to, subject: `New booking request ${facts.reference}`, text };
}

const CUSTOMER_OUTCOMES = {
  confirmed: (f: MailFacts) =>
    `${f.itemName} confirmed your booking for ${f.eventDate}. Their share of your payment has been charged.`,
  declined: (f: MailFacts) =>
    `${f.itemName} could not take your booking for ${f.eventDate}. Nothing was charged for it; the hold is released.`,
  expired: (f: MailFacts) =>
    `${f.itemName} did not answer your request for ${f.eventDate} in time. Nothing was charged for it; the hold is released.`,
  cancelled: (f: MailFacts) => `Your booking of ${f.itemName} for ${f.eventDate} is cancelled.`,
  completed: (f: MailFacts) => `We hope ${f.eventDate} went well! Your booking of ${f.itemName} is complete.`,
} as const;

export function outcomeMail(
  ctx: CheckoutContext,
  to: string,
  status: keyof typeof CUSTOMER_OUTCOMES,
  facts: MailFacts,
  extra = '',
): OutgoingMail {
  const text = `${CUSTOMER_OUTCOMES[status](facts)}${extra ? ` ${extra}` : ''}\n\nSee your booking: ${link(ctx, `/booking/${facts.bookingId}`)}`;
  return { to, subject: `Booking ${facts.reference}: ${facts.itemName} ${status}`, text };
}

export function partnerCancelledMail(ctx: CheckoutContext, to: string, facts: MailFacts): OutgoingMail {
  const text = `The customer cancelled booking ${facts.reference} (${facts.itemName}, ${facts.eventDate}).\n\nYour bookings: ${link(ctx, '/portal/dashboard?tab=bookings')}`;
  return { to, subject: `Booking ${facts.reference} cancelled`, text };
}

export async function sendQuietly(ctx: CheckoutContext, mails: OutgoingMail[]): Promise<void> {
  await Promise.all(
    mails.map((mail) =>
      ctx.mailer
        .send(mail)
        .catch((error: unknown) => ctx.log.warn({ err: error, subject: mail.subject }, 'booking mail failed')),
    ),
  );
}
