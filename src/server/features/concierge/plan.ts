// The concierge's plan: the hybrid search (the same as /discover) finds venues that hold the guests in the city,
// open that day, and vendors of each service needed who work there; then the best-ranked combination whose total
// fits the budget is chosen. The total is what the cart will show: the cart's own rules for hours and the §9 fees.
import { cartReducer, EMPTY_CART, toPriceLines } from '#shared/cart.ts';
import type { EventIntent, EventPlan, PlanEstimate, PlanVendor, ServiceCategory } from '#shared/concierge.ts';
import { CONCIERGE_LIMITS } from '#shared/concierge.ts';
import { calculatePriceBreakdown } from '#shared/fees.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import { VendorSearchRequestSchema, VenueSearchRequestSchema } from '#shared/search.ts';
import { lineCostCents } from '#shared/pricing.ts';
import { searchVendors, searchVenues, type SearchContext } from '../search/index.ts';
import type { Turn } from './conversation.ts';

const VENUE_CANDIDATES = 8;
const VENDOR_CANDIDATES = 6;

const centsToDollars = (cents: number) => Math.max(0, (cents - 1) / 100);

/** The words worth searching by meaning: the event and its vibe ('techno night industrial'). */
function meaningWords(intent: EventIntent): string | undefined {
  const words = [intent.eventType ?? '', ...intent.vibes].join(' ').trim();
  return words === '' ? undefined : words.slice(0, 200);
}

/**
 * The listings the words rank first, then the best-rated others that pass the same filters, so a budget has
 * alternatives to choose from when the closest matches are too dear.
 */
async function ranked<T extends { id: string }>(
  run: (words: string | undefined) => Promise<T[]>,
  words: string | undefined,
  count: number,
): Promise<T[]> {
  const matched = words ? await run(words) : [];
  if (matched.length >= count) return matched.slice(0, count);
  const seen = new Set(matched.map((listing) => listing.id));
  const others = (await run(undefined)).filter((listing) => !seen.has(listing.id));
  return [...matched, ...others].slice(0, count);
}

/** A room far too big for the party feels empty and costs too much: first look at venues up to this size. */
const roomyCapacity = (guests: number) => Math.max(guests * 4, guests + 60);

/** What a vendor of each kind is called, searched with the event's words so a DJ ranks above a string quartet. */
const SERVICE_WORDS: Record<ServiceCategory, string> = {
  'music-djs': 'dj',
  'photography-video': 'photographer',
  'food-beverage': 'catering',
  'event-planning': 'planner',
  'decor-florals': 'decor florals',
  entertainment: 'entertainment',
  'security-logistics': 'security',
  'premium-services': 'vip',
  'tech-av': 'sound lighting',
};

async function venueCandidates(
  ctx: SearchContext,
  intent: EventIntent,
  turn: Turn,
  maxPriceCents: number | null,
): Promise<VenueCard[]> {
  const sized =
    intent.guests === null ? [] : await venuesSized(ctx, intent, turn, maxPriceCents, roomyCapacity(intent.guests));
  if (sized.length >= VENUE_CANDIDATES) return sized;
  const seen = new Set(sized.map((venue) => venue.id));
  const any = await venuesSized(ctx, intent, turn, maxPriceCents, undefined);
  return [...sized, ...any.filter((venue) => !seen.has(venue.id))].slice(0, VENUE_CANDIDATES);
}

async function venuesSized(
  ctx: SearchContext,
  intent: EventIntent,
  turn: Turn,
  maxPriceCents: number | null,
  maxCapacity: number | undefined,
): Promise<VenueCard[]> {
  const run = async (words: string | undefined) => {
    const params = VenueSearchRequestSchema.parse({
      search_query: words,
      location: intent.city ?? undefined,
      min_capacity: intent.guests ?? undefined,
      max_capacity: maxCapacity,
      venue_types: intent.venueType ? [intent.venueType] : undefined,
      max_price: maxPriceCents === null ? undefined : centsToDollars(maxPriceCents),
      date: intent.date ?? undefined,
      sort_by: words ? 'relevance' : 'rating',
      limit: VENUE_CANDIDATES + turn.excluded.length,
    });
    const cards = JSON.parse((await searchVenues(ctx, params, true)).cardsJson) as VenueCard[];
    return cards.filter((card) => !turn.excluded.includes(card.id));
  };
  return ranked(run, meaningWords(intent), VENUE_CANDIDATES);
}

async function vendorCandidates(
  ctx: SearchContext,
  intent: EventIntent,
  category: ServiceCategory,
  maxPriceCents: number | undefined,
): Promise<VendorCard[]> {
  const run = async (words: string | undefined) => {
    const params = VendorSearchRequestSchema.parse({
      search_query: words,
      location: intent.city ?? undefined,
      vendor_types: [category],
      max_price: maxPriceCents === undefined ? undefined : centsToDollars(maxPriceCents),
      sort_by: words ? 'relevance' : 'rating',
      limit: VENDOR_CANDIDATES,
    });
    return JSON.parse((await searchVendors(ctx, params, true)).cardsJson) as VendorCard[];
  };
  return ranked(run, [SERVICE_WORDS[category], meaningWords(intent)].filter(Boolean).join(' '), VENDOR_CANDIDATES);
}

/** Candidates below a 'cheaper' ceiling; when there are none, the same search without it (and `noCheaper`). */
async function belowOrSame<T>(
  search: (ceiling: number | undefined) => Promise<T[]>,
  ceiling: number | null | undefined,
): Promise<{ list: T[]; noCheaper: boolean }> {
  if (ceiling === null || ceiling === undefined) return { list: await search(undefined), noCheaper: false };
  const cheaper = await search(ceiling);
  return cheaper.length > 0 ? { list: cheaper, noCheaper: false } : { list: await search(undefined), noCheaper: true };
}

/** The venue's hours in the cart: the event's length (4 h unless said), raised to the venue's minimum by the cart. */
function requestedHours(intent: EventIntent): number {
  return intent.hours ?? CONCIERGE_LIMITS.defaultEventHours;
}

/** The cart the plan would make, and its total (§9 fees), exactly as the cart computes them. */
export function estimatePlan(
  venue: VenueCard | null,
  vendors: readonly VendorCard[],
  intent: EventIntent,
): { estimate: PlanEstimate; venueHours: number } {
  let cart = EMPTY_CART;
  if (venue) cart = cartReducer(cart, { type: 'add', item: venueCartItem(venue, intent.date, requestedHours(intent)) });
  for (const vendor of vendors) cart = cartReducer(cart, { type: 'add', item: vendorCartItem(vendor, intent.date) });
  const breakdown = calculatePriceBreakdown(toPriceLines(cart.items));
  const venueHours = cart.items.find((item) => item.type === 'venue')?.hours ?? 0;
  const budgetCents = intent.budgetCents;
  return {
    venueHours,
    estimate: {
      subtotalCents: breakdown.subtotal,
      customerTotalCents: breakdown.customerTotal,
      budgetCents,
      overBudgetCents: budgetCents === null ? 0 : Math.max(0, breakdown.customerTotal - budgetCents),
    },
  };
}

interface Choice {
  venue: VenueCard | null;
  /** One per service asked for, in the same order; undefined where no vendor offers it. */
  vendors: (VendorCard | undefined)[];
}

const present = (vendors: Choice['vendors']) => vendors.filter((vendor): vendor is VendorCard => vendor !== undefined);
const totalOf = (venue: VenueCard | null, vendors: Choice['vendors'], intent: EventIntent) =>
  estimatePlan(venue, present(vendors), intent).estimate.customerTotalCents;
const cheapestOf = (list: readonly VendorCard[]) => [...list].sort((a, b) => a.priceCents - b.priceCents)[0];
/** A venue's least cost: its price for its minimum hours (hours count for an hourly price only). */
const venueFloor = (venue: VenueCard) =>
  lineCostCents({
    priceCents: venue.priceCents,
    unit: venue.unit,
    quantity: 1,
    hours: Math.max(venue.minimumHours, 1),
  });

/**
 * The best-ranked venue for which the vendors can fit the budget, each vendor then taken as high in its ranking as
 * the budget still allows (services in the order asked). When nothing fits, the cheapest combination, so the
 * answer can say by how much it is over.
 */
function choose(venues: readonly VenueCard[], vendorLists: readonly VendorCard[][], intent: EventIntent): Choice {
  const top: Choice = { venue: venues[0] ?? null, vendors: vendorLists.map((list) => list[0]) };
  const budget = intent.budgetCents;
  if (budget === null || totalOf(top.venue, top.vendors, intent) <= budget) return top;

  const cheapest = vendorLists.map(cheapestOf);
  for (const venue of venues) {
    if (totalOf(venue, cheapest, intent) > budget) continue;
    const chosen = [...cheapest];
    vendorLists.forEach((list, i) => {
      const fits = list.find(
        (candidate) =>
          totalOf(
            venue,
            chosen.map((vendor, j) => (j === i ? candidate : vendor)),
            intent,
          ) <= budget,
      );
      if (fits) chosen[i] = fits;
    });
    return { venue, vendors: chosen };
  }
  const cheapestVenue = [...venues].sort((a, b) => venueFloor(a) - venueFloor(b))[0] ?? null;
  return { venue: cheapestVenue, vendors: cheapest };
}

export async function makePlan(ctx: SearchContext, turn: Turn): Promise<EventPlan> {
  const { intent } = turn;
  const [venues, ...vendorLists] = await Promise.all([
    belowOrSame((ceiling) => venueCandidates(ctx, intent, turn, ceiling ?? null), turn.below.venueCents),
    ...intent.services.map((category) =>
      belowOrSame((ceiling) => vendorCandidates(ctx, intent, category, ceiling), turn.below.vendorCents[category]),
    ),
  ]);
  const choice = choose(
    venues!.list as VenueCard[],
    vendorLists.map((found) => found.list as VendorCard[]),
    intent,
  );
  const vendors: PlanVendor[] = intent.services.flatMap((category, i) => {
    const vendor = choice.vendors[i];
    return vendor ? [{ category, vendor }] : [];
  });
  const unmatched = intent.services.filter((_, i) => choice.vendors[i] === undefined);
  const noCheaper = [
    ...(venues!.noCheaper && choice.venue ? [choice.venue.name] : []),
    ...intent.services.flatMap((_, i) =>
      vendorLists[i]!.noCheaper && choice.vendors[i] ? [choice.vendors[i].name] : [],
    ),
  ];
  const anything = choice.venue !== null || vendors.length > 0;
  const { estimate, venueHours } = estimatePlan(choice.venue, present(choice.vendors), intent);
  return { venue: choice.venue, vendors, unmatched, noCheaper, venueHours, estimate: anything ? estimate : null };
}
