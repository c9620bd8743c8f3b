// The concierge's words for a plan, written from the plan itself so every number in them is the one the cart
// will show. The local writer's whole answer; with an LLM configured, its fallback. Pure.
import { categoryLabel } from '#shared/categories.ts';
import type { EventIntent, EventPlan, ServiceCategory } from '#shared/concierge.ts';
import { formatMoney } from '#shared/money.ts';
import type { ReadQuery } from './read-query.ts';

const money = (cents: number) => formatMoney(cents, 'listing');

function formatDay(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'your techno night for 250 guests in Brooklyn on Sat, Mar 6, 2027' */
export function describeEvent(intent: EventIntent): string {
  const parts = [`your ${intent.eventType ?? 'event'}`];
  if (intent.guests) parts.push(`for ${intent.guests.toLocaleString('en-US')} guests`);
  if (intent.city) parts.push(`in ${intent.city}`);
  if (intent.date) parts.push(`on ${formatDay(intent.date)}`);
  return parts.join(' ');
}

/** Nothing in the plan has a cheaper alternative. */
const allKept = (plan: EventPlan) =>
  plan.noCheaper.length > 0 && plan.noCheaper.length === plan.vendors.length + (plan.venue ? 1 : 0);

function opening(read: ReadQuery, plan: EventPlan, intent: EventIntent): string {
  if (!plan.venue && plan.vendors.length === 0)
    return `I couldn't find anything live for ${describeEvent(intent)} yet.`;
  if (read.cheaper && allKept(plan))
    return `This is already the lowest-priced plan I can find for ${describeEvent(intent)}.`;
  if (read.cheaper) return `Here are lower-priced picks for ${describeEvent(intent)}.`;
  if (read.anotherVenue) return `Here's another venue for ${describeEvent(intent)}.`;
  return `Here's a plan for ${describeEvent(intent)}.`;
}

function venueLine(plan: EventPlan, intent: EventIntent): string {
  const venue = plan.venue;
  if (!venue) {
    const limits = [
      intent.guests ? `for ${intent.guests} guests` : '',
      intent.city ? `in ${intent.city}` : '',
      intent.date ? 'free that day' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `Venue: none ${limits || 'matches'} right now. A different date, city or guest count may open some up.`;
  }
  const minimum = venue.minimumHours > 1 ? ` (${venue.minimumHours}-hour minimum)` : '';
  return `Venue: ${venue.name}, a ${venue.type.replace('-', ' ')} in ${venue.city} for up to ${venue.capacity.toLocaleString('en-US')} guests, ${money(venue.pricePerHourCents)}/hour${minimum}; ${plan.venueHours} hours come to ${money(venue.pricePerHourCents * plan.venueHours)}.`;
}

function vendorLines(plan: EventPlan, intent: EventIntent): string[] {
  const lines = plan.vendors.map(
    ({ category, vendor }) =>
      `${categoryLabel(category)}: ${vendor.name}, ${vendor.priceRange || `${money(vendor.priceCents)}/${vendor.unit}`}.`,
  );
  for (const category of plan.unmatched)
    lines.push(`${categoryLabel(category)}: no one${intent.city ? ` serving ${intent.city}` : ''} is listed yet.`);
  return lines;
}

function totalLine(plan: EventPlan): string | null {
  const estimate = plan.estimate;
  if (!estimate) return null;
  const total = `Estimated total ${money(estimate.customerTotalCents)}, with the 5% service fee, card processing and 8% tax.`;
  if (estimate.budgetCents === null) return total;
  const budget = money(estimate.budgetCents);
  if (estimate.overBudgetCents > 0)
    return `${total} That's ${money(estimate.overBudgetCents)} over your ${budget} budget, and the lowest-priced match I found.`;
  return `${total} That fits your ${budget} budget with ${money(estimate.budgetCents - estimate.customerTotalCents)} to spare.`;
}

function questions(intent: EventIntent): string | null {
  const missing = [
    !intent.city && 'which city',
    !intent.date && 'what date',
    !intent.guests && 'how many guests',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `To sharpen this, tell me ${list}.`;
}

function noCheaperLine(plan: EventPlan): string | null {
  const names = plan.noCheaper;
  if (names.length === 0 || allKept(plan)) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Nothing that fits costs less than ${list}, so ${names.length === 1 ? 'it stays' : 'they stay'}.`;
}

export function composeAnswer(read: ReadQuery, intent: EventIntent, plan: EventPlan): string {
  const listings = [venueLine(plan, intent), ...vendorLines(plan, intent)].join('\n');
  const paragraphs = [opening(read, plan, intent), listings, noCheaperLine(plan), totalLine(plan), questions(intent)];
  return paragraphs.filter((part): part is string => Boolean(part)).join('\n\n');
}

const OFFERED: [ServiceCategory, string][] = [
  ['photography-video', 'Add a photographer'],
  ['music-djs', 'Add a DJ'],
  ['food-beverage', 'Add catering'],
  ['security-logistics', 'Add security'],
  ['tech-av', 'Add sound and lighting'],
  ['decor-florals', 'Add decor'],
];

/** Follow-ups offered as chips: cheaper, another venue, and services the event does not have yet. */
export function suggestFollowUps(intent: EventIntent, plan: EventPlan): string[] {
  const suggestions: string[] = [];
  if (plan.estimate && (plan.estimate.overBudgetCents > 0 || plan.venue)) suggestions.push('Cheaper options');
  if (plan.venue) suggestions.push('Another venue');
  const missing = OFFERED.filter(([category]) => !intent.services.includes(category));
  suggestions.push(...missing.slice(0, 2).map(([, label]) => label));
  if (intent.eventType || intent.city) suggestions.push('Start over');
  return suggestions.slice(0, 5);
}
