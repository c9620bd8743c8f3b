import { CalendarSearch, MessageCircle, ShieldCheck } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { DISPLAY } from '#shared/constants.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatMoney } from '#shared/money.ts';
import { Rating } from '../catalogue/index.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { ContactList } from './contact-list.tsx';
import { InCartNote } from './in-cart-note.tsx';
import { InstantBookNote } from './instant-book-note.tsx';
import { cancellationPolicyInWords } from '#shared/cancellation-policies.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { paymentTermsInWords } from '#shared/payment-terms.ts';
import { securityDepositInWords } from '#shared/security-deposits.ts';

const RATE_NAMES: Partial<Record<VenueDetail['unit'], string>> = {
  hour: 'Hourly rate',
  day: 'Daily rate',
  event: 'Fixed price',
};

export interface VenueBookingPanelProps {
  venue: VenueDetail;
  onCheckAvailability: () => void;
  onMessage: () => void;
}

/** The venue's Contact & Booking panel: rate, availability, the two actions, and how to reach the host. */
export function VenueBookingPanel({ venue, onCheckAvailability, onMessage }: VenueBookingPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-ink">
            <span className="text-3xl font-extrabold tracking-tight">{formatMoney(venue.priceCents, 'listing')}</span>
            <span className="text-muted"> / {PRICE_UNIT_NAMES[venue.unit]}</span>
          </p>
          <Rating rating={venue.rating} reviews={venue.reviewsCount} />
        </div>
        <p className="mt-1 text-sm text-muted">
          {RATE_NAMES[venue.unit]} · minimum {venue.minimumHours} {venue.minimumHours === 1 ? 'hour' : 'hours'}
          {venue.unit === 'hour' && venue.dailyRateCents
            ? ` · full day ${formatMoney(venue.dailyRateCents, 'listing')}`
            : ''}
        </p>
        <AvailabilityBadge availableToday={venue.availableToday} className="mt-3" />
      </div>
      <InstantBookNote noticeHours={venue.instantBookNoticeHours} />
      <InCartNote id={venue.id} />
      <div className="flex flex-col gap-2.5">
        <Button size="lg" block onClick={onCheckAvailability}>
          <CalendarSearch aria-hidden="true" />
          Check Availability
        </Button>
        <Button size="lg" variant="secondary" block onClick={onMessage}>
          <MessageCircle aria-hidden="true" />
          Send Message
        </Button>
      </div>
      <div className="border-t border-line pt-5">
        <ContactList contact={venue.contact} responseTime={venue.responseTime || DISPLAY.venueResponseTime} />
      </div>
      <p className="flex gap-2 rounded-2xl bg-dusk-50 p-3.5 text-xs leading-5 text-dusk-600">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-lagoon-600" />
        <span>
          {cancellationPolicyInWords(venue.cancellationTier)}.{' '}
          {venue.paymentTerms.schedule === 'deposit' ? `${paymentTermsInWords(venue.paymentTerms)}. ` : ''}
          {venue.securityDepositCents === null ? '' : `${securityDepositInWords(venue.securityDepositCents)} `}
          {CART_MESSAGES.noChargesYet}
        </span>
      </p>
    </div>
  );
}
