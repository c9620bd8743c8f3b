import { useMemo, useState } from 'react';
import { CalendarCheck2, CalendarX2, ShoppingBag } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { WEEKDAY_NAMES, addDays, formatLongDate, monthOf } from '../../components/ui/calendar-dates.ts';
import { MonthCalendar } from '../../components/ui/month-calendar.tsx';
import { cn } from '../../lib/cn.ts';
import { useAddAhead } from '../../components/layout/shell-context.ts';
import { formatMoney } from '#shared/money.ts';
import { venueCartItem } from '#shared/listing-cart-items.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { useCart } from '../cart/index.ts';
import { checkAvailability, startingHours, type AvailabilityCheck } from './availability.ts';
import { FreeTimesNote } from './free-times-note.tsx';
import { HoursStepper } from './hours-stepper.tsx';
import { formatHoursRange } from '#shared/opening-hours.ts';
import { ResponsiveDialog } from './responsive-dialog.tsx';
import { CALENDAR_HORIZON_DAYS, CalendarLegend } from './calendar-legend.tsx';

export interface AvailabilityDialogProps {
  venue: VenueDetail;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the check says, in words: a headline and a line of detail. */
export function describeCheck(
  check: AvailabilityCheck,
  venueName: string,
): { tone: 'good' | 'bad'; title: string; detail: string } {
  const day = formatLongDate(check.date);
  switch (check.status) {
    case 'available':
      return {
        tone: 'good',
        title: `Available on ${day}`,
        detail: `${venueName} is open ${formatHoursRange(check.opensAt, check.closesAt)} that day.`,
      };
    case 'booked':
      return {
        tone: 'bad',
        title: `Not available on ${day}`,
        detail: 'That date is already booked. Try another day, or message the host about it.',
      };
    case 'closed':
      return {
        tone: 'bad',
        title: `Closed on ${WEEKDAY_NAMES[check.weekday] ?? 'that day'}s`,
        detail: `${venueName} doesn't host events on ${day}. Pick another day.`,
      };
    case 'past':
      return { tone: 'bad', title: 'That day has passed', detail: 'Pick a date from today onwards.' };
    default:
      return { tone: 'bad', title: 'Pick a valid date', detail: 'Choose a day on the calendar.' };
  }
}

/** Check Availability: pick a day, see whether the venue is free, then add it to the cart with that date and hours. */
export function AvailabilityDialog({ venue, today, open, onOpenChange }: AvailabilityDialogProps) {
  const cart = useCart();
  useAddAhead();
  const cartDate = cart.state.selectedDate && cart.state.selectedDate >= today ? cart.state.selectedDate : null;
  const [selected, setSelected] = useState<string | null>(cartDate);
  const [month, setMonth] = useState(() => monthOf(cartDate ?? today));
  const [hours, setHours] = useState(() => startingHours(venue.minimumHours));
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setSelected(cartDate);
      setMonth(monthOf(cartDate ?? today));
      setHours(
        startingHours(
          venue.minimumHours,
          cartDate ? openHoursOf(checkAvailability(venue, cartDate, today)) : undefined,
        ),
      );
    }
  }

  const unavailable = useMemo(() => new Set(venue.unavailableDates), [venue.unavailableDates]);
  const check = selected ? checkAvailability(venue, selected, today) : null;
  const message = check ? describeCheck(check, venue.name) : null;
  const available = check?.status === 'available';
  const maxHours = available ? startingHours(CART_LIMITS.maxHours, check.openHours) : CART_LIMITS.maxHours;
  const minHours = Math.min(startingHours(venue.minimumHours), maxHours);
  const inCart = cart.has(venue.id);

  const pick = (date: string) => {
    setSelected(date);
    const result = checkAvailability(venue, date, today);
    if (result.status === 'available') setHours(startingHours(venue.minimumHours, result.openHours));
  };

  const addToCart = () => {
    if (!check || check.status !== 'available') return;
    cart.addItem({ ...venueCartItem(venue, check.date), hours });
    if (!cart.state.selectedDate || cart.state.selectedDate < today) cart.setSelectedDate(check.date);
    onOpenChange(false);
  };

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Check availability"
      description={`Pick your event date to see if ${venue.name} is free.`}
      footer={
        <div className="flex flex-col gap-4">
          {available ? (
            <HoursStepper
              value={hours}
              onChange={setHours}
              min={minHours}
              max={maxHours}
              hint={`${formatMoney(venue.priceCents, 'listing')} per ${PRICE_UNIT_NAMES[venue.unit]} · minimum ${venue.minimumHours}`}
            />
          ) : null}
          <Button block size="lg" disabled={!available} onClick={addToCart}>
            <ShoppingBag aria-hidden="true" />
            {inCart ? 'Update in cart' : 'Add to cart'}
          </Button>
        </div>
      }
    >
      <MonthCalendar
        label="Event date"
        month={month}
        onMonthChange={setMonth}
        today={today}
        min={today}
        max={addDays(today, CALENDAR_HORIZON_DAYS - 1)}
        selected={selected}
        onSelect={pick}
        isUnavailable={(date) => unavailable.has(date) || checkAvailability(venue, date, today).status === 'closed'}
        describe={(date) => {
          const status = checkAvailability(venue, date, today).status;
          return status === 'booked' ? 'unavailable' : status === 'closed' ? 'closed' : undefined;
        }}
      />
      <div className="mt-3">
        <CalendarLegend />
      </div>
      <div
        aria-live="polite"
        className={cn(
          'mt-4 flex min-h-[4.5rem] items-start gap-3 rounded-2xl p-4 text-sm',
          !message && 'bg-dusk-50 text-muted',
          message?.tone === 'good' && 'bg-lagoon-50 text-lagoon-800',
          message?.tone === 'bad' && 'bg-danger-soft text-danger',
        )}
      >
        {message ? (
          <>
            {message.tone === 'good' ? (
              <CalendarCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <div>
              <p className="font-bold">{message.title}</p>
              <p className="mt-0.5 text-dusk-700">{message.detail}</p>
              {available ? (
                <div className="mt-2">
                  <FreeTimesNote kind="venue" id={venue.id} date={check.date} />
                </div>
              ) : null}
            </div>
          </>
        ) : (
          <p>Select a date to check it. Crossed-out days are booked or closed.</p>
        )}
      </div>
    </ResponsiveDialog>
  );
}

function openHoursOf(check: AvailabilityCheck): number | undefined {
  return check.status === 'available' ? check.openHours : undefined;
}
