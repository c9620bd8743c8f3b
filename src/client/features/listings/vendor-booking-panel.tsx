import { useContext, useEffect, useId, useTransition } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { MessageCircle, ShieldCheck, ShoppingBag, Users } from 'lucide-react';
import type { VendorDetail } from '#shared/listing-detail.ts';
import { hoursWhenAdded } from '#shared/cart.ts';
import { isHourly } from '#shared/pricing.ts';
import { CART_LIMITS, DISPLAY } from '#shared/constants.ts';
import { ShellContext, useAddAhead } from '../../components/layout/shell-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { vendorCartItem } from '#shared/listing-cart-items.ts';
import { useCart } from '../cart/index.ts';
import { Rating } from '../catalogue/index.ts';
import { ContactList } from './contact-list.tsx';
import { FreeTimesNote } from './free-times-note.tsx';
import { HoursStepper } from './hours-stepper.tsx';
import { InCartNote } from './in-cart-note.tsx';
import { InstantBookNote } from './instant-book-note.tsx';
import { useToday } from './use-today.ts';
import { vendorMinimumHours, vendorPriceRange, vendorRates } from './vendor-pricing.ts';
import { cancellationPolicyInWords } from '#shared/cancellation-policies.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { paymentTermsInWords } from '#shared/payment-terms.ts';
import { securityDepositInWords } from '#shared/security-deposits.ts';

/** A per-guest price starts at the event's guest count, else this many. */
const GUESTS = { initial: 50, max: CART_LIMITS.maxQuantity } as const;

export const VENDOR_BOOKING_MESSAGES = { dateRequired: 'Pick your event date first.' } as const;

/** The date is checked (today or later); hours and guests are kept inside their limits by their controls. */
interface BookingForm {
  date: string;
  hours: number;
  guests: string;
}

export interface VendorBookingPanelProps {
  vendor: VendorDetail;
  onMessage: () => void;
}

/** The vendor's Contact & Booking panel: rates, the event date, the hours of an hourly price or the guests of a
 *  per-guest one, Add to cart, Send Message, contact. */
export function VendorBookingPanel({ vendor, onMessage }: VendorBookingPanelProps) {
  const cart = useCart();
  useAddAhead();
  const shell = useContext(ShellContext);
  const today = useToday();
  const minHours = Math.min(CART_LIMITS.maxHours, Math.max(CART_LIMITS.minHours, vendorMinimumHours(vendor)));
  // §4: the hours the cart would start the vendor at (4, or its minimum when that is more).
  const startHours = Math.max(minHours, hoursWhenAdded(vendorCartItem(vendor)));
  const cartDate = cart.state.selectedDate && cart.state.selectedDate >= today ? cart.state.selectedDate : '';
  const hourly = isHourly(vendor.unit);
  const perGuest = vendor.unit === 'guest';
  const { register, control, handleSubmit, formState, getFieldState, resetField } = useForm<BookingForm>({
    defaultValues: {
      date: cartDate,
      hours: startHours,
      guests: String(cart.state.eventDetails.guestCount || GUESTS.initial),
    },
    shouldFocusError: false,
  });
  // The cart is read back after the first render (from this device, then the account): its date fills the field
  // once it comes, unless the planner has already picked one here.
  useEffect(() => {
    if (cartDate && !getFieldState('date').isDirty) resetField('date', { defaultValue: cartDate });
  }, [cartDate, getFieldState, resetField]);
  const hoursField = useController({ control, name: 'hours' });
  const chosenDate = useWatch({ control, name: 'date' });
  const formId = useId();
  const inCart = cart.has(vendor.id);
  const [adding, startAdding] = useTransition();
  const hydrated = useHydrated();

  const addToCart = handleSubmit(({ date, hours, guests }) => {
    const guestCount = Math.min(GUESTS.max, Math.max(1, Math.floor(Number(guests)) || 1));
    const item = vendorCartItem(vendor, date);
    // The press paints at once (the button busy, so a second press adds nothing more); the cart, the panel's switch
    // to View cart and the badges render right after.
    startAdding(() => {
      // The hours price an hourly vendor only.
      cart.addItem({ ...item, ...(perGuest ? { quantity: guestCount } : {}) }, hourly ? { hours } : {});
      if (!cart.state.selectedDate || cart.state.selectedDate < today) cart.setSelectedDate(date);
    });
  });

  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-2xl font-extrabold tracking-tight text-ink">{vendorPriceRange(vendor)}</p>
          <Rating rating={vendor.rating} reviews={vendor.reviewsCount} />
        </div>
        <dl className="mt-2 flex flex-col gap-1 text-sm">
          {vendorRates(vendor).map((rate) => (
            <div key={rate.label} className="flex justify-between gap-3">
              <dt className="text-muted">{rate.label}</dt>
              <dd className="font-semibold text-ink">{rate.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <InstantBookNote noticeHours={vendor.instantBookNoticeHours} />
      <InCartNote id={vendor.id} />
      {inCart ? (
        shell ? (
          <Button size="lg" block variant="dark" onClick={shell.openCart}>
            <ShoppingBag aria-hidden="true" />
            View cart
          </Button>
        ) : null
      ) : (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4 rounded-2xl border border-line p-4"
          onSubmit={addToCart}
        >
          <Field label="Event date" error={formState.errors.date?.message}>
            <Input
              type="date"
              min={today}
              {...register('date', {
                validate: (date) => (date !== '' && date >= today) || VENDOR_BOOKING_MESSAGES.dateRequired,
              })}
            />
          </Field>
          <FreeTimesNote kind="vendor" id={vendor.id} date={chosenDate && chosenDate >= today ? chosenDate : null} />
          {hourly ? (
            <HoursStepper
              value={hoursField.field.value}
              onChange={hoursField.field.onChange}
              min={minHours}
              max={CART_LIMITS.maxHours}
              hint={`Minimum ${minHours} ${minHours === 1 ? 'hour' : 'hours'}`}
            />
          ) : null}
          {perGuest ? (
            <Field label="Guests" hint="The price is per guest">
              <Input type="number" inputMode="numeric" min={1} max={GUESTS.max} {...register('guests')} />
            </Field>
          ) : null}
          <Button type="submit" size="lg" block disabled={adding || !hydrated} aria-busy={adding}>
            <ShoppingBag aria-hidden="true" />
            Add to cart
          </Button>
        </form>
      )}
      <Button size="lg" variant="secondary" block onClick={onMessage}>
        <MessageCircle aria-hidden="true" />
        Send Message
      </Button>
      <div className="border-t border-line pt-5">
        <ContactList contact={vendor.contact} responseTime={vendor.responseTime || DISPLAY.defaultResponseTime} />
        {vendor.partnerPlanners > 0 ? (
          <p className="mt-3 flex items-center gap-3 text-[0.9375rem] text-muted">
            <Users aria-hidden="true" className="size-[1.125rem] shrink-0" />
            Trusted by {vendor.partnerPlanners} partner planners
          </p>
        ) : null}
      </div>
      <p className="flex gap-2 rounded-2xl bg-dusk-50 p-3.5 text-xs leading-5 text-dusk-600">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-lagoon-600" />
        <span>
          {cancellationPolicyInWords(vendor.cancellationTier)}.{' '}
          {vendor.paymentTerms.schedule === 'deposit' ? `${paymentTermsInWords(vendor.paymentTerms)}. ` : ''}
          {vendor.securityDepositCents === null ? '' : `${securityDepositInWords(vendor.securityDepositCents)} `}
          {CART_MESSAGES.noChargesYet}
        </span>
      </p>
    </div>
  );
}
