// /checkout (§2, issue 5): event details, contact, co-hosts, the availability re-check, the server's price
// breakdown, the free-cancellation promise and the card. One submit holds the total on the card and sends one
// request to each partner; the key sent with it makes a double click or a retried request book only once.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
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
import { CART_MESSAGES } from '#shared/errors.ts';
import { formatCents } from '#shared/money.ts';
import type { CheckoutRequest } from '#shared/checkout.ts';
import { eventDateProblem, lastBookableDate } from '#shared/event-dates.ts';
import { hoursOnDate, openingHoursProblem, startTimeWithin } from '#shared/opening-hours.ts';
import { unitPriceLabel } from '#shared/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { todayIso } from '../../components/ui/calendar-dates.ts';
import { useCart, useCartStatus } from '../cart/index.ts';
import { checkoutLines, useCartVenue, useCheckoutQuote, usePlaceBooking } from './api.ts';
import { contactErrors, isEmail, usePaymentAttempt } from './payment-attempt.ts';
import { CardPaymentProvider, useCardPayment } from './card-payment.tsx';
import { PriceSummary } from './price-summary.tsx';

const DEFAULT_START = '18:00';

interface CoHostDraft {
  email: string;
  name: string;
}

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
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  // Until the customer picks a time, the event starts at 18:00 or the nearest time the venue's hours that day allow.
  const startTime =
    chosenStart ?? (venueDay && venueLine ? startTimeWithin(venueDay, venueLine.hours, DEFAULT_START) : DEFAULT_START);
  const hoursProblem =
    venue && venueDay && venueLine ? openingHoursProblem(venue.name, venueDay, startTime, venueLine.hours) : null;
  const quote = useCheckoutQuote(lines, eventDate, startTime);

  const [eventName, setEventName] = useState(cart.state.eventDetails.name ?? '');
  const [guestCount, setGuestCount] = useState(
    cart.state.eventDetails.guestCount ? String(cart.state.eventDetails.guestCount) : '',
  );
  const [notes, setNotes] = useState(cart.state.eventDetails.notes ?? '');
  // Fields left untouched follow the signed-in user, so a guest who signs in here finds them filled.
  const [contactEdits, setContactEdits] = useState<{ name?: string; email?: string; phone?: string }>({});
  const contact = {
    name: contactEdits.name ?? session.user?.name ?? '',
    email: contactEdits.email ?? session.user?.email ?? '',
    phone: contactEdits.phone ?? '',
  };
  const setContact = (next: typeof contact) => setContactEdits(next);
  const [coHosts, setCoHosts] = useState<CoHostDraft[]>(cart.state.coHosts.map(({ email, name }) => ({ email, name })));
  const [coHostDraft, setCoHostDraft] = useState<CoHostDraft>({ email: '', name: '' });
  const [coHostError, setCoHostError] = useState<string | null>(null);
  const payment = useCardPayment();
  const [showErrors, setShowErrors] = useState(false);
  const place = usePlaceBooking();
  const attempt = usePaymentAttempt();

  const contactProblems = contactErrors(contact);
  const formValid = Object.keys(contactProblems).length === 0 && Object.keys(payment.errors).length === 0;
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

  const addCoHost = () => {
    const email = coHostDraft.email.trim();
    if (!isEmail(email)) return setCoHostError('Please enter a valid email address');
    if (coHosts.some((c) => c.email.toLowerCase() === email.toLowerCase()))
      return setCoHostError('That co-host is already added');
    setCoHosts([...coHosts, { email, name: coHostDraft.name.trim() || email }]);
    setCoHostDraft({ email: '', name: '' });
    setCoHostError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!session.user) {
      auth.open({ reason: 'to book your event', onSuccess: () => {} });
      return;
    }
    if (!formValid || !canPay || refreshing || !eventDate || place.isPending) return;
    const order: Omit<CheckoutRequest, 'paymentMethod'> = {
      lines,
      eventDate,
      startTime,
      eventDetails: {
        ...(eventName.trim() ? { name: eventName.trim() } : {}),
        ...(Number(guestCount) > 0 ? { guestCount: Math.floor(Number(guestCount)) } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      },
      contact: {
        name: contact.name.trim(),
        email: contact.email.trim(),
        ...(contact.phone.trim() ? { phone: contact.phone.trim() } : {}),
      },
      coHosts: coHosts.map((c) => ({ ...c, role: 'co-host' })),
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
              <Field label="Start time" required error={hoursProblem ?? undefined}>
                <Input
                  type="time"
                  step={1800}
                  value={startTime}
                  onChange={(e) => setChosenStart(e.target.value || null)}
                />
              </Field>
              <Field label="Event name" hint="Optional, shown to your partners">
                <Input
                  value={eventName}
                  maxLength={120}
                  onChange={(e) => setEventName(e.target.value)}
                  placeholder="Maya's 30th"
                />
              </Field>
              <Field label="Guests">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100000}
                  value={guestCount}
                  onChange={(e) => setGuestCount(e.target.value)}
                  placeholder="120"
                />
              </Field>
            </div>
            <Field label="Notes for your partners" className="mt-4">
              <Textarea
                rows={3}
                maxLength={2000}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                placeholder="Load-in times, accessibility needs, the vibe you want…"
              />
            </Field>
          </Section>

          <Section icon={ShieldCheck} title="Contact">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label="Full name" required error={showErrors ? contactProblems.name : undefined}>
                <Input
                  autoComplete="name"
                  value={contact.name}
                  onChange={(e) => setContact({ ...contact, name: e.target.value })}
                />
              </Field>
              <Field label="Email" required error={showErrors ? contactProblems.email : undefined}>
                <Input
                  type="email"
                  autoComplete="email"
                  value={contact.email}
                  onChange={(e) => setContact({ ...contact, email: e.target.value })}
                />
              </Field>
              <Field label="Phone" hint="Optional, for partners on the day">
                <Input
                  type="tel"
                  autoComplete="tel"
                  value={contact.phone}
                  onChange={(e) => setContact({ ...contact, phone: e.target.value })}
                />
              </Field>
            </div>
          </Section>

          <Section icon={UserPlus} title="Co-hosts">
            {coHosts.length > 0 ? (
              <ul className="mb-4 flex flex-col gap-2">
                {coHosts.map((c) => (
                  <li
                    key={c.email}
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
                      onClick={() => setCoHosts(coHosts.filter((x) => x.email !== c.email))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-4 text-sm text-muted">Co-hosts get the booking details and can message your partners.</p>
            )}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
              <Field label="Co-host email" error={coHostError ?? undefined}>
                <Input
                  type="email"
                  value={coHostDraft.email}
                  onChange={(e) => setCoHostDraft({ ...coHostDraft, email: e.target.value })}
                />
              </Field>
              <Field label="Name">
                <Input
                  value={coHostDraft.name}
                  onChange={(e) => setCoHostDraft({ ...coHostDraft, name: e.target.value })}
                />
              </Field>
              <Button type="button" variant="secondary" onClick={addCoHost} disabled={coHosts.length >= 10}>
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
                    <li key={line.listingId} className="flex items-start justify-between gap-3 text-sm">
                      <span>
                        <span className="font-semibold text-ink">{line.name}</span>
                        <span className="block text-muted">
                          {line.type === 'venue' ? 'Venue' : 'Vendor'} ·{' '}
                          {unitPriceLabel({ ...line, priceCents: line.unitPriceCents })}
                        </span>
                        {line.extras.length > 0 ? (
                          <ul
                            aria-label={`Add-ons and packages with ${line.name}`}
                            className="mt-1 flex flex-col gap-0.5 text-xs text-muted"
                          >
                            {line.extras.map((extra) => (
                              <li key={extra.extraId}>
                                + {extra.name}
                                {extra.quantity > 1 ? ` × ${extra.quantity}` : ''} · {formatCents(extra.lineTotalCents)}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                        {eventDate ? (
                          line.available ? (
                            <span className="mt-0.5 flex items-center gap-1 text-xs text-success">
                              <CheckCircle2 aria-hidden="true" className="size-3.5" /> Available
                            </span>
                          ) : (
                            <span className="mt-0.5 flex items-center gap-1 text-xs text-danger">
                              <AlertTriangle aria-hidden="true" className="size-3.5" /> {line.unavailableReason}
                            </span>
                          )
                        ) : null}
                      </span>
                      <span className="font-semibold text-ink tabular-nums">{formatCents(line.lineTotalCents)}</span>
                    </li>
                  ))}
                </ul>
                <PriceSummary breakdown={data.breakdown} />
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
              <ShieldCheck aria-hidden="true" className="size-4" /> {CART_MESSAGES.freeCancellation}
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
                ? `Request to book${data ? ` · ${formatCents(data.breakdown.customerTotal)}` : ''}`
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
