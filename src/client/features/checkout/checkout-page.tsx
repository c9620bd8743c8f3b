// /checkout (§2, issue 5): event details, contact, co-hosts, the availability re-check, the server's price
// breakdown, the free-cancellation promise and the card. One submit holds the total on the card and sends one
// request to each partner; the key sent with it makes a double click or a retried request book only once.
import { requestNote } from '#shared/instant-book.ts';
import { cartCancellationNote, ownCancellationInWords } from '#shared/cancellation-policies.ts';
import { securityDepositInWords } from '#shared/security-deposits.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  AlertTriangle,
  CalendarDays,
  CheckCircle2,
  Compass,
  CreditCard,
  Lock,
  ShieldCheck,
  ShoppingBag,
  UserPlus,
  X,
} from 'lucide-react';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { formatMoney } from '#shared/money.ts';
import { z } from 'zod';
import { CoHostSchema } from '#shared/cart-schemas.ts';
import { CO_HOST_RULES, ContactSchema, type CheckoutRequest } from '#shared/checkout.ts';
import { eventDateProblem, lastBookableDate } from '#shared/event-dates.ts';
import { EmailSchema } from '#shared/validation/fields.ts';
import { hoursOnDate, openingHoursProblem, startTimeWithin } from '#shared/opening-hours.ts';
import { unitPriceLabel } from '#shared/pricing.ts';
import { timeZoneLabel } from '#shared/time-zones.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import {
  checkoutLines,
  CostSummary,
  InstantBookMark,
  PaymentPlan,
  useCart,
  useCartStatus,
  useCheckoutQuote,
} from '../cart/index.ts';
import { useCartVenue, usePlaceBooking } from './api.ts';
import { usePaymentAttempt } from './payment-attempt.ts';
import { FreeAlternatives } from './free-alternatives.tsx';
import { CardPaymentProvider, useCardPayment } from './card-payment.tsx';

const DEFAULT_START = '18:00';

/** What the customer types; the contact is checked as the server checks it (CheckoutRequestSchema). */
const CheckoutFormSchema = z.object({
  /** Empty until the customer picks a time: the event then starts at the time the venue's hours allow. */
  startTime: z.string(),
  eventName: z.string(),
  guestCount: z.string(),
  notes: z.string(),
  contact: ContactSchema,
  coHosts: z.array(CoHostSchema.pick({ email: true, name: true })),
});
type CheckoutFormValues = z.input<typeof CheckoutFormSchema>;

const CoHostDraftSchema = z.object({ email: EmailSchema, name: z.string().trim() });

function Section({ icon: Icon, title, children }: { icon: typeof CalendarDays; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2.5 text-lg font-bold tracking-tight text-ink">
        <span className="grid size-9 place-items-center rounded-xl bg-dusk-100 text-dusk-700">
          <Icon aria-hidden="true" className="size-[1.125rem]" />
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function CheckoutPage() {
  // The form starts from the cart's event details: it waits for the cart saved on this device to be read back.
  if (!useCartStatus().restored) return <LoadingScreen />;
  return (
    <CardPaymentProvider>
      <CheckoutForm />
    </CardPaymentProvider>
  );
}

function CheckoutForm() {
  const cart = useCart();
  const cartStatus = useCartStatus();
  const session = useSession();
  const auth = useAuthModal();
  const navigate = useNavigate();
  const today = todayIso();

  const lines = useMemo(() => checkoutLines(cart.items), [cart.items]);
  const eventDate = cart.state.selectedDate;
  const dateProblem = eventDate ? eventDateProblem(eventDate, today) : null;
  const venueLine = lines.find((line) => line.type === 'venue');
  const venue = useCartVenue(venueLine?.listingId).data;
  const venueDay = venue && eventDate && !dateProblem ? hoursOnDate(venue, eventDate) : null;
  // The event details start from the cart; the contact follows the signed-in user until the customer edits it, so a
  // guest who signs in here finds it filled.
  const [details] = useState(() => ({
    startTime: cart.state.eventDetails.startTime ?? '',
    eventName: cart.state.eventDetails.name ?? '',
    guestCount: cart.state.eventDetails.guestCount ? String(cart.state.eventDetails.guestCount) : '',
    notes: cart.state.eventDetails.notes ?? '',
    coHosts: cart.state.coHosts.map(({ email, name }) => ({ email, name })),
  }));
  const { register, control, handleSubmit, formState } = useForm<
    CheckoutFormValues,
    unknown,
    z.output<typeof CheckoutFormSchema>
  >({
    resolver: zodResolver(CheckoutFormSchema),
    values: {
      ...details,
      contact: { name: session.user?.name ?? '', email: session.user?.email ?? '', phone: '' },
    },
    resetOptions: { keepDirtyValues: true, keepIsSubmitted: true },
    // Focus stays on the button: a guest is asked to sign in from it, and the dialog gives focus back to it.
    shouldFocusError: false,
  });
  const chosenStart = useWatch({ control, name: 'startTime' });
  // The start the customer picks stays with the cart, as the date does.
  const { setStartTime } = cart;
  useEffect(() => setStartTime(chosenStart ?? ''), [chosenStart, setStartTime]);
  // Until the customer picks a time, the event starts at 18:00 or the nearest time the venue's hours that day allow.
  const startTime =
    chosenStart || (venueDay && venueLine ? startTimeWithin(venueDay, venueLine.hours, DEFAULT_START) : DEFAULT_START);
  const hoursProblem =
    venue && venueDay && venueLine ? openingHoursProblem(venue.name, venueDay, startTime, venueLine.hours) : null;
  const quote = useCheckoutQuote(lines, eventDate, startTime);

  const coHosts = useFieldArray({ control, name: 'coHosts', keyName: 'key' });
  const coHostDraft = useForm<z.input<typeof CoHostDraftSchema>, unknown, z.output<typeof CoHostDraftSchema>>({
    resolver: zodResolver(CoHostDraftSchema),
    defaultValues: { email: '', name: '' },
    reValidateMode: 'onSubmit',
  });
  const payment = useCardPayment();
  const showErrors = formState.isSubmitted;
  const place = usePlaceBooking();
  const attempt = usePaymentAttempt();
  const errors = formState.errors;

  const data = quote.data;
  const unavailable = data?.lines.filter((line) => !line.available) ?? [];
  const canPay = Boolean(data && data.validation.isValid && unavailable.length === 0 && eventDate);
  // Prices or the cart being refreshed hold the button back without disabling it, so it keeps focus (after the
  // sign-in dialog gives focus back to it, say, while the cart merges).
  const refreshing = quote.isFetching || cartStatus.loading;

  if (cart.items.length === 0) {
    return (
      <PageFrame title="Checkout" eyebrow="Checkout" icon={CreditCard}>
        <EmptyState
          as="h2"
          icon={<ShoppingBag />}
          title="Your cart is empty"
          description="Add a venue and the vendors you need, then come back to book them all at once."
          actions={
            <>
              <Button asChild>
                <Link to="/discover?tab=venues">Browse Venues</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/discover?tab=vendors">Add vendors</Link>
              </Button>
            </>
          }
        />
      </PageFrame>
    );
  }

  const addCoHost = coHostDraft.handleSubmit(({ email, name }) => {
    if (coHosts.fields.some((c) => c.email.toLowerCase() === email.toLowerCase())) {
      coHostDraft.setError('email', { message: CO_HOST_RULES.duplicate });
      return;
    }
    coHosts.append({ email, name: name || email });
    coHostDraft.reset();
  });

  const askToSignIn = () => auth.open({ reason: 'to book your event', onSuccess: () => {} });

  const book = handleSubmit((values) => {
    const cardReady = Object.keys(payment.errors).length === 0;
    if (!cardReady || !canPay || refreshing || !eventDate || place.isPending) return;
    const guestCount = Number(values.guestCount);
    const order: Omit<CheckoutRequest, 'paymentMethod'> = {
      lines,
      eventDate,
      startTime,
      eventDetails: {
        ...(values.eventName.trim() ? { name: values.eventName.trim() } : {}),
        ...(guestCount > 0 ? { guestCount: Math.floor(guestCount) } : {}),
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      },
      contact: {
        name: values.contact.name,
        email: values.contact.email,
        ...(values.contact.phone ? { phone: values.contact.phone } : {}),
      },
      coHosts: values.coHosts.map((c) => ({ ...c, role: 'co-host' })),
    };
    attempt.payWith(payment, { name: order.contact.name, email: order.contact.email }, (paymentMethod) =>
      place.mutate(
        { request: { ...order, paymentMethod }, key: attempt.currentKey() },
        {
          onSuccess: ({ booking }) => {
            cart.clear();
            void navigate(`/booking/confirmation?booking=${booking.id}`);
          },
          onError: attempt.onError,
          onSettled: attempt.onSettled,
        },
      ),
    );
  });
  // A guest signs in first, before the form is checked: the contact fills in from the account.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (session.user) return book(event);
    event.preventDefault();
    askToSignIn();
  };

  return (
    <PageFrame
      title="Checkout"
      eyebrow="Checkout"
      icon={CreditCard}
      description="One payment for the venue and every vendor. Each partner confirms, then only their share is charged."
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-6">
          <Section icon={CalendarDays} title="Your event">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field
                label="Event date"
                required
                error={showErrors && !eventDate ? 'Event date is required' : (dateProblem ?? undefined)}
              >
                <Input
                  type="date"
                  min={today}
                  max={lastBookableDate(today)}
                  value={eventDate ?? ''}
                  onChange={(e) => cart.setSelectedDate(e.target.value || null)}
                />
              </Field>
              <Field
                label="Start time"
                required
                hint={data ? `${timeZoneLabel(data.timeZone)}, where the event is` : undefined}
                error={hoursProblem ?? undefined}
              >
                <Input type="time" step={1800} {...register('startTime')} value={startTime} />
              </Field>
              <Field label="Event name" hint="Optional, shown to your partners">
                <Input maxLength={120} placeholder="Maya's 30th" {...register('eventName')} />
              </Field>
              <Field label="Guests">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100000}
                  placeholder="120"
                  {...register('guestCount')}
                />
              </Field>
            </div>
            <Field label="Notes for your partners" className="mt-4">
              <Textarea
                rows={3}
                maxLength={2000}
                placeholder="Load-in times, accessibility needs, the vibe you want…"
                {...register('notes')}
              />
            </Field>
          </Section>

          <Section icon={ShieldCheck} title="Contact">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label="Full name" required error={errors.contact?.name?.message}>
                <Input autoComplete="name" {...register('contact.name')} />
              </Field>
              <Field label="Email" required error={errors.contact?.email?.message}>
                <Input type="email" autoComplete="email" {...register('contact.email')} />
              </Field>
              <Field label="Phone" hint="Optional, for partners on the day" error={errors.contact?.phone?.message}>
                <Input type="tel" autoComplete="tel" maxLength={40} {...register('contact.phone')} />
              </Field>
            </div>
          </Section>

          <Section icon={UserPlus} title="Co-hosts">
            {coHosts.fields.length > 0 ? (
              <ul className="mb-4 flex flex-col gap-2">
                {coHosts.fields.map((c, index) => (
                  <li
                    key={c.key}
                    className="flex items-center justify-between gap-3 rounded-xl bg-dusk-50 px-3.5 py-2.5 text-sm"
                  >
                    <span>
                      <span className="font-semibold text-ink">{c.name}</span>{' '}
                      <span className="text-muted">{c.email}</span>
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => coHosts.remove(index)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-4 text-sm text-muted">
                Each co-host gets an invitation by mail; once they accept, they see the event page and can message your
                partners.
              </p>
            )}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
              <Field label="Co-host email" error={coHostDraft.formState.errors.email?.message}>
                <Input type="email" {...coHostDraft.register('email')} />
              </Field>
              <Field label="Name">
                <Input {...coHostDraft.register('name')} />
              </Field>
              <Button
                type="button"
                variant="secondary"
                onClick={() => void addCoHost()}
                disabled={coHosts.fields.length >= CO_HOST_RULES.max}
              >
                Add
              </Button>
            </div>
          </Section>

          <Section icon={Lock} title="Payment">
            {payment.fields({ showErrors, disabled: place.isPending })}
          </Section>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24" aria-label="Order summary">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-bold tracking-tight text-ink">Your event cart</h2>
            {quote.isPending && !data ? (
              <div aria-hidden="true" className="flex flex-col gap-3">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : quote.isError && !data ? (
              <p role="alert" className="text-sm text-danger">
                {describeApiError(quote.error, 'Prices could not be loaded. Please try again.')}{' '}
                <Button type="button" variant="link" onClick={() => void quote.refetch()}>
                  Retry
                </Button>
              </p>
            ) : data ? (
              <>
                <ul className="mb-4 flex flex-col gap-3">
                  {data.lines.map((line) => (
                    <li key={line.listingId} className="text-sm">
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0 flex-1">
                          <span className="font-semibold text-ink">{line.name}</span>
                          <span className="block text-muted">
                            {line.type === 'venue' ? 'Venue' : 'Vendor'} ·{' '}
                            {unitPriceLabel({ ...line, priceCents: line.unitPriceCents }, 'charge')}
                          </span>
                          {line.extras.length > 0 ? (
                            <ul
                              aria-label={`Add-ons and packages with ${line.name}`}
                              className="mt-1 flex flex-col gap-0.5 text-xs text-muted"
                            >
                              {line.extras.map((extra) => (
                                <li key={extra.extraId}>
                                  + {extra.name}
                                  {extra.quantity > 1 ? ` × ${extra.quantity}` : ''} ·{' '}
                                  {formatMoney(extra.lineTotalCents, 'charge')}
                                </li>
                              ))}
                            </ul>
                          ) : null}
                          {eventDate ? (
                            line.available ? (
                              <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs">
                                <span className="flex items-center gap-1 text-success">
                                  <CheckCircle2 aria-hidden="true" className="size-3.5" /> Available
                                </span>
                                {line.confirmsAtOnce ? (
                                  <InstantBookMark />
                                ) : (
                                  <span className="text-muted">{requestNote(line.instantBookNoticeHours)}</span>
                                )}
                              </span>
                            ) : (
                              <span className="mt-0.5 flex items-center gap-1 text-xs text-danger">
                                <AlertTriangle aria-hidden="true" className="size-3.5" /> {line.unavailableReason}
                              </span>
                            )
                          ) : null}
                          {ownCancellationInWords(line.cancellationTier) ? (
                            <span className="mt-0.5 block text-xs text-muted">
                              {ownCancellationInWords(line.cancellationTier)}
                            </span>
                          ) : null}
                          {line.securityDepositCents === null ? null : (
                            <span className="mt-0.5 block text-xs text-muted">
                              {securityDepositInWords(line.securityDepositCents)}
                            </span>
                          )}
                        </div>
                        <span className="shrink-0 font-semibold text-ink tabular-nums">
                          {formatMoney(line.lineTotalCents, 'charge')}
                        </span>
                      </div>
                      {eventDate && !line.available ? <FreeAlternatives line={line} eventDate={eventDate} /> : null}
                    </li>
                  ))}
                </ul>
                <CostSummary breakdown={data.breakdown} />
                <PaymentPlan lines={data.lines} className="mt-4" />
                {data.validation.errors.length + data.validation.warnings.length > 0 ? (
                  <ul className="mt-4 flex flex-col gap-1.5 text-sm" aria-label="Cart checks">
                    {data.validation.errors.map((message) => (
                      <li key={message} className="flex gap-2 text-danger">
                        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {message}
                      </li>
                    ))}
                    {data.validation.warnings.map((message) => (
                      <li key={message} className="flex gap-2 text-gold-700">
                        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {message}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </Card>

          <Card className="flex flex-col gap-3 p-5 sm:p-6">
            <p className="flex items-center gap-2 text-sm font-semibold text-success">
              <ShieldCheck aria-hidden="true" className="size-4" />{' '}
              {cartCancellationNote(data?.lines.map((line) => line.cancellationTier) ?? [])}
            </p>
            <p className="text-sm text-muted">{CART_MESSAGES.noChargesYet}</p>
            {attempt.cardProblem || place.isError ? (
              <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
                {attempt.cardProblem ??
                  describeApiError(
                    place.error,
                    'The booking did not go through. Nothing was charged; please try again.',
                  )}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              block
              loading={place.isPending}
              disabled={!canPay}
              aria-disabled={refreshing || undefined}
            >
              {session.user
                ? `Request to book${data ? ` · ${formatMoney(data.breakdown.customerTotal, 'charge')}` : ''}`
                : 'Sign in to book'}
            </Button>
            <Button asChild variant="link">
              <Link to="/discover">
                <Compass aria-hidden="true" /> Keep building your event
              </Link>
            </Button>
          </Card>
        </aside>
      </form>
    </PageFrame>
  );
}
