// One turn of the conversation: the new message's reading joins what was understood before. A follow-up changes
// only what it names ('in Chicago instead', 'add a photographer', 'no DJ'); 'cheaper' asks for listings priced
// below the ones shown, 'another venue' moves away from the shown venue, 'start over' forgets everything. Pure.
import { EMPTY_INTENT, type ConciergeContext, type EventIntent, type ServiceCategory } from '#shared/concierge.ts';
import type { ReadQuery } from './read-query.ts';

/** Services an event of that type usually books, when the first message names none. */
const USUAL_SERVICES: [RegExp, ServiceCategory[]][] = [
  [/wedding/, ['photography-video', 'food-beverage', 'music-djs']],
  [/gala/, ['food-beverage', 'music-djs', 'photography-video']],
  [/night|party|rave|mitzvah|quincea|concert|bash/, ['music-djs']],
  [/conference|corporate|launch|networking|fashion show/, ['tech-av', 'food-beverage']],
  [/dinner|brunch|reunion|anniversary/, ['food-beverage']],
  [/photo shoot/, ['photography-video']],
];

export interface Turn {
  intent: EventIntent;
  /** Venue ids to leave out. */
  excluded: string[];
  /** Price ceilings from 'cheaper': below the shown venue and each shown vendor (by category), in cents. */
  below: { venueCents: number | null; vendorCents: Partial<Record<ServiceCategory, number>> };
  /** Services that came from the event's type rather than the words. */
  assumedServices: ServiceCategory[];
}

function usualServices(eventType: string | null): ServiceCategory[] {
  if (!eventType) return [];
  return USUAL_SERVICES.find(([pattern]) => pattern.test(eventType))?.[1] ?? [];
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** A message naming another kind of event with its own guests or place describes a new event, not a change. */
function isNewEvent(previous: ConciergeContext, read: ReadQuery): boolean {
  const { eventType, guests, city } = read.intent;
  return (
    eventType !== null &&
    previous.intent.eventType !== null &&
    eventType !== previous.intent.eventType &&
    (guests !== null || city !== null)
  );
}

/** Nothing understood, shown or excluded yet: a client's first turn may send such a context (`{}`). */
function isBlank(context: ConciergeContext): boolean {
  const { intent, shown, excluded } = context;
  const known = Object.values(intent).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
  return !known && shown.venue === null && shown.vendors.length === 0 && excluded.length === 0;
}

export function nextTurn(previous: ConciergeContext | null, read: ReadQuery): Turn {
  const before = read.startOver || !previous || isBlank(previous) || isNewEvent(previous, read) ? null : previous;
  const was = before?.intent ?? EMPTY_INTENT;
  const named = read.intent;
  const firstTurn = before === null;
  const assumedServices =
    firstTurn && named.services.length === 0
      ? usualServices(named.eventType).filter((s) => !read.removeServices.includes(s))
      : [];
  const services = unique([...was.services, ...named.services, ...assumedServices]).filter(
    (service) => !read.removeServices.includes(service),
  );
  const intent: EventIntent = {
    eventType: named.eventType ?? was.eventType,
    guests: named.guests ?? was.guests,
    city: named.city ?? was.city,
    date: named.date ?? was.date,
    budgetCents: named.budgetCents ?? was.budgetCents,
    hours: named.hours ?? was.hours,
    vibes: unique([...was.vibes, ...named.vibes]).slice(-8),
    venueType: named.venueType ?? was.venueType,
    services: services.slice(0, 9),
  };
  const shown = before?.shown ?? { venue: null, vendors: [] };
  const excluded = unique([
    ...(before?.excluded ?? []),
    ...(read.anotherVenue && shown.venue ? [shown.venue.id] : []),
  ]).slice(-50);
  const below: Turn['below'] = { venueCents: null, vendorCents: {} };
  if (read.cheaper) {
    // 'a cheaper DJ' lowers only the DJ; 'cheaper' alone lowers everything shown.
    const only = named.services.length > 0 ? new Set(named.services) : null;
    if (!only || /\b(venue|place|space)\b/.test(read.text)) below.venueCents = shown.venue?.priceCents ?? null;
    for (const vendor of shown.vendors)
      if (!only || only.has(vendor.category)) below.vendorCents[vendor.category] = vendor.priceCents;
  }
  return { intent, excluded, below, assumedServices };
}
