import { useMemo, useState } from 'react';
import { CalendarSearch, MessageCircle } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { addDays, monthOf, weekdayOf } from '../../../components/ui/calendar-dates.ts';
import { MonthCalendar } from '../../../components/ui/month-calendar.tsx';
import { formatMoney } from '#shared/money.ts';
import { checkAvailability } from '../availability.ts';
import { CALENDAR_HORIZON_DAYS, CalendarLegend } from '../calendar-legend.tsx';
import { ListingSection } from '../listing-section.tsx';
import { WeeklyHoursList } from '../weekly-hours.tsx';

export interface AvailabilityTabProps {
  venue: VenueDetail;
  today: string;
  onCheckAvailability: () => void;
  onMessage: () => void;
}

/** Availability tab: weekly hours, the hourly price, a contact note and the taken dates on a month calendar. */
export function AvailabilityTab({ venue, today, onCheckAvailability, onMessage }: AvailabilityTabProps) {
  const [month, setMonth] = useState(() => monthOf(today));
  const horizon = addDays(today, CALENDAR_HORIZON_DAYS - 1);
  const unavailable = useMemo(() => new Set(venue.unavailableDates), [venue.unavailableDates]);
  const statusOf = (date: string) => checkAvailability(venue, date, today).status;
  const upcomingBlocked = venue.unavailableDates.filter((date) => date >= today).length;

  return (
    <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:gap-10">
      <div>
        <ListingSection id="availability-hours" title="Opening hours" headingLevel="h3">
          <WeeklyHoursList schedule={venue} todayWeekday={weekdayOf(today)} />
        </ListingSection>
        <ListingSection id="availability-price" title="Price" headingLevel="h3">
          <p className="text-[0.9375rem] text-ink">
            <span className="text-2xl font-extrabold tracking-tight">{formatMoney(venue.priceCents, 'listing')}</span>
            <span className="text-muted"> per {PRICE_UNIT_NAMES[venue.unit]}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Minimum {venue.minimumHours} {venue.minimumHours === 1 ? 'hour' : 'hours'}
            {venue.dailyRateCents ? ` · full day ${formatMoney(venue.dailyRateCents, 'listing')}` : ''}
          </p>
        </ListingSection>
        <ListingSection id="availability-contact" title="Need something special?" headingLevel="h3">
          <p className="text-[0.9375rem] leading-7 text-dusk-700">
            For a date further out, a hold on a date, load-in the day before or a custom schedule, contact{' '}
            {venue.contact.name ?? 'the host'}
            {venue.contact.phone ? ` at ${venue.contact.phone}` : ''}. {venue.responseTime}.
          </p>
          <Button variant="secondary" className="mt-4" onClick={onMessage}>
            <MessageCircle aria-hidden="true" />
            Message the host
          </Button>
        </ListingSection>
      </div>
      <div className="md:pt-0">
        <div className="rounded-3xl border border-line bg-surface p-4 shadow-card sm:p-5">
          <h3 className="mb-1 text-lg font-bold tracking-tight text-ink">Calendar</h3>
          <p className="mb-4 text-sm text-muted">
            {upcomingBlocked === 0
              ? 'No dates taken yet in the next four months.'
              : `${upcomingBlocked} ${upcomingBlocked === 1 ? 'date is' : 'dates are'} taken in the next four months.`}
          </p>
          <MonthCalendar
            label="Availability calendar"
            month={month}
            onMonthChange={setMonth}
            today={today}
            min={today}
            max={horizon}
            isUnavailable={(date) => date >= today && (unavailable.has(date) || statusOf(date) === 'closed')}
            describe={(date) => {
              if (date < today) return undefined;
              const status = statusOf(date);
              return status === 'booked' ? 'unavailable' : status === 'closed' ? 'closed' : 'available';
            }}
          />
          <div className="mt-4 border-t border-line pt-4">
            <CalendarLegend />
          </div>
          <Button block className="mt-5" onClick={onCheckAvailability}>
            <CalendarSearch aria-hidden="true" />
            Check a date
          </Button>
        </div>
      </div>
    </div>
  );
}
