// Prices a cart from stored listing and extra prices (never the client's), checks it with the §5 rules and
// re-checks each venue's availability for the slot. The result feeds the quote endpoint and the checkout itself.
import { and, eq, inArray } from 'drizzle-orm';
import { validateCart, type CartItem, type CartValidation } from '#shared/cart.ts';
import type { CheckoutLine, PriceQuote, PriceQuoteRequest } from '#shared/checkout.ts';
import type { ExtraKind, ExtraLine } from '#shared/extras.ts';
import { calculatePriceBreakdown, splitCustomerCharges, splitPayouts } from '#shared/fees.ts';
import type { CancellationTier } from '#shared/cancellation-policies.ts';
import { eventWindow, type TimeWindow, type WindowResult } from '#shared/event-window.ts';
import { confirmsAtOnce } from '#shared/instant-book.ts';
import {
  PAY_IN_FULL,
  paymentTermsOf,
  scheduleInstalments,
  type Instalment,
  type PaymentTerms,
} from '#shared/payment-terms.ts';
import { lineCostCents, vendorPricing, venuePricing, type ListingPricing, type PriceUnit } from '#shared/pricing.ts';
import { createPriceCache, type ResultCache } from '#shared/resilience/result-cache.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time-zones.ts';
import type { Db } from '../../db/client.ts';
import { listingExtras, vendors, venues } from '../../db/schema/index.ts';
import {
  freeAlternatives,
  hoursProblem,
  listingsHoursOf,
  listingUnavailability,
  liveVendor,
  liveVenue,
  type ListingChanges,
} from '../listings/index.ts';

export interface ListingPrice {
  type: 'venue' | 'vendor';
  listingId: string;
  name: string;
  category: string | null;
  unitPriceCents: number;
  unit: PriceUnit;
  minHours: number;
  partnerUserId: string | null;
  paymentTerms: PaymentTerms;
  /** Instant book's notice in hours; null: a request the partner answers. */
  instantBookNoticeHours: number | null;
  cancellationTier: CancellationTier;
  securityDepositCents: number | null;
  /** The clock its events keep (#shared/time-zones.ts). */
  timeZone: string;
}

/** An add-on or package on offer, with the listing it is booked with. */
export interface ExtraPrice {
  extraId: string;
  listingId: string;
  kind: ExtraKind;
  name: string;
  unitPriceCents: number;
}

export interface PricedCart extends PriceQuote {
  /** Per line, in the order of the request: who is paid, how much of vendorReceives, and in which instalments. */
  partners: { partnerUserId: string | null; payoutCents: number; instalments: Instalment[] }[];
  slot: TimeWindow | null;
  /** The clock the event keeps: its venue's, else its first listing's (ADR 026). */
  timeZone: string;
}

/** §9 price-calculation cache: listings' and extras' stored prices, 5 minutes, pruned above 1000 entries. Quotes
 *  read through it; a checkout always reads afresh, so it never books a paused listing or a stale price. Any listing
 *  change empties it (`forgetPricesOnListingChanges`), so a partner's new price or terms are quoted at once. */
export type PriceCache = ResultCache<string, ListingPrice | ExtraPrice>;
export const createListingPriceCache = (): PriceCache => createPriceCache<ListingPrice | ExtraPrice>();

/** Every listing change, made here or on another instance, empties the cache: an extra's key does not name its listing,
 *  and changes are rare beside quotes. */
export function forgetPricesOnListingChanges(cache: PriceCache, changes: ListingChanges): void {
  changes.onChange(async () => cache.clear());
}

const isExtraPrice = (price: ListingPrice | ExtraPrice): price is ExtraPrice => 'extraId' in price;

async function loadPrices(
  db: Db,
  lines: readonly CheckoutLine[],
  cache: PriceCache | null,
): Promise<Map<string, ListingPrice>> {
  const found = new Map<string, ListingPrice>();
  const clearsWhenAsked = cache?.clears ?? 0;
  const missing = { venue: [] as string[], vendor: [] as string[] };
  for (const line of lines) {
    const cached = cache?.get(`${line.type}:${line.listingId}`);
    if (cached && !isExtraPrice(cached)) found.set(line.listingId, cached);
    else missing[line.type].push(line.listingId);
  }
  const [venueRows, vendorRows] = await Promise.all([
    missing.venue.length
      ? db
          .select({
            id: venues.id,
            name: venues.name,
            category: venues.type,
            pricingModel: venues.pricingModel,
            hourlyRateCents: venues.hourlyRateCents,
            dailyRateCents: venues.dailyRateCents,
            basePriceCents: venues.basePriceCents,
            minimumHours: venues.minimumHours,
            depositPercent: venues.depositPercent,
            balanceDueDays: venues.balanceDueDays,
            instantBookNoticeHours: venues.instantBookNoticeHours,
            cancellationTier: venues.cancellationTier,
            securityDepositCents: venues.securityDepositCents,
            timeZone: venues.timeZone,
            owner: venues.userId,
          })
          .from(venues)
          .where(and(inArray(venues.id, missing.venue), liveVenue))
          .then((rows) => rows.map((row) => ({ ...row, pricing: venuePricing(row) })))
      : [],
    missing.vendor.length
      ? db
          .select({
            id: vendors.id,
            name: vendors.name,
            category: vendors.category,
            pricingModel: vendors.pricingModel,
            unit: vendors.unit,
            priceCents: vendors.priceCents,
            minimumHours: vendors.minimumHours,
            depositPercent: vendors.depositPercent,
            balanceDueDays: vendors.balanceDueDays,
            instantBookNoticeHours: vendors.instantBookNoticeHours,
            cancellationTier: vendors.cancellationTier,
            securityDepositCents: vendors.securityDepositCents,
            timeZone: vendors.timeZone,
            owner: vendors.userId,
          })
          .from(vendors)
          .where(and(inArray(vendors.id, missing.vendor), liveVendor))
          .then((rows) => rows.map((row) => ({ ...row, pricing: vendorPricing(row) })))
      : [],
  ]);
  const add = (
    type: 'venue' | 'vendor',
    rows: {
      id: string;
      name: string;
      category: string | null;
      pricing: ListingPricing;
      owner: string | null;
      depositPercent: number | null;
      balanceDueDays: number | null;
      instantBookNoticeHours: number | null;
      cancellationTier: CancellationTier;
      securityDepositCents: number | null;
      timeZone: string;
    }[],
  ) => {
    for (const row of rows) {
      const { priceCents, unit, minHours } = row.pricing;
      const price: ListingPrice = {
        type,
        listingId: row.id,
        name: row.name,
        category: row.category,
        unitPriceCents: priceCents,
        unit,
        minHours,
        partnerUserId: row.owner,
        paymentTerms: paymentTermsOf(row),
        instantBookNoticeHours: row.instantBookNoticeHours,
        cancellationTier: row.cancellationTier,
        securityDepositCents: row.securityDepositCents,
        timeZone: row.timeZone,
      };
      cache?.setUnlessCleared(`${type}:${row.id}`, price, clearsWhenAsked);
      found.set(row.id, price);
    }
  };
  add('venue', venueRows);
  add('vendor', vendorRows);
  return found;
}

/** The extras the lines ask for that their own listing offers now (one offered by another listing is not found). */
async function loadExtraPrices(
  db: Db,
  lines: readonly CheckoutLine[],
  cache: PriceCache | null,
): Promise<Map<string, ExtraPrice>> {
  const found = new Map<string, ExtraPrice>();
  const clearsWhenAsked = cache?.clears ?? 0;
  const missing: string[] = [];
  for (const extraId of lines.flatMap((line) => (line.extras ?? []).map((extra) => extra.extraId))) {
    const cached = cache?.get(`extra:${extraId}`);
    if (cached && isExtraPrice(cached)) found.set(extraId, cached);
    else missing.push(extraId);
  }
  if (missing.length > 0) {
    const rows = await db
      .select({
        id: listingExtras.id,
        venueId: listingExtras.venueId,
        vendorId: listingExtras.vendorId,
        kind: listingExtras.kind,
        name: listingExtras.name,
        price: listingExtras.priceCents,
      })
      .from(listingExtras)
      .where(and(inArray(listingExtras.id, missing), eq(listingExtras.isActive, true)));
    for (const row of rows) {
      const price: ExtraPrice = {
        extraId: row.id,
        listingId: (row.venueId ?? row.vendorId)!,
        kind: row.kind,
        name: row.name,
        unitPriceCents: row.price,
      };
      cache?.setUnlessCleared(`extra:${row.id}`, price, clearsWhenAsked);
      found.set(row.id, price);
    }
  }
  const offeredBy = new Map(
    lines.flatMap((line) => (line.extras ?? []).map((extra) => [extra.extraId, line.listingId] as const)),
  );
  for (const [extraId, price] of found) if (offeredBy.get(extraId) !== price.listingId) found.delete(extraId);
  return found;
}

/** The event's slot: the date at the start time for the venue's hours on the event's clock, or null without a
 *  date; a start the clocks skip that day is an error with its message. */
export function eventSlot(
  eventDate: string | null,
  startTime: string,
  hours: number,
  timeZone: string,
): WindowResult | null {
  if (!eventDate) return null;
  return eventWindow({ date: eventDate, startTime, hours, timeZone });
}

/** Every line's start and hours inside its listing's hours that day (issue 41: a venue's opening hours; issue 47: a
 *  vendor's working hours): a cart error for each that is not. */
async function withListingHours(
  db: Db,
  validation: CartValidation,
  lines: readonly CheckoutLine[],
  request: PriceQuoteRequest,
): Promise<CartValidation> {
  const { eventDate } = request;
  if (!eventDate) return validation;
  const listings = await listingsHoursOf(
    db,
    lines.map((line) => ({ type: line.type, id: line.listingId })),
  );
  const problems = lines.flatMap((line) => {
    const listing = listings.get(line.listingId);
    const problem = listing && hoursProblem(listing, eventDate, request.startTime, line.hours);
    return problem ? [problem] : [];
  });
  return problems.length ? { ...validation, isValid: false, errors: [...validation.errors, ...problems] } : validation;
}

/**
 * Prices the cart. Lines whose listing is gone (deleted, paused, unapproved) are reported in `missing`, extras no
 * longer offered in `missingExtras`; both are left out of the price. A listing's extras are priced on its line:
 * its partner's booking, charge and payout include them.
 */
export async function priceCart(
  db: Db,
  request: PriceQuoteRequest,
  today: string,
  cache: PriceCache | null,
  bookedAt = new Date(),
): Promise<PricedCart & { missing: string[]; missingExtras: string[] }> {
  const [prices, extraPrices] = await Promise.all([
    loadPrices(db, request.lines, cache),
    loadExtraPrices(db, request.lines, cache),
  ]);
  const missing = request.lines.filter((line) => !prices.has(line.listingId)).map((line) => line.listingId);
  const missingExtras = request.lines.flatMap((line) =>
    (line.extras ?? []).filter((extra) => !extraPrices.has(extra.extraId)).map((extra) => extra.extraId),
  );
  const lines = request.lines.filter((line) => prices.has(line.listingId));
  const venueLine = lines.find((line) => line.type === 'venue');
  const timeZone = prices.get((venueLine ?? lines[0])?.listingId ?? '')?.timeZone ?? DEFAULT_TIME_ZONE;
  const asked = eventSlot(
    request.eventDate,
    request.startTime,
    venueLine?.hours ?? Math.max(1, ...lines.map((l) => l.hours)),
    timeZone,
  );
  const slot = asked?.ok ? asked.window : null;

  const extrasOf = (line: CheckoutLine): ExtraLine[] =>
    (line.extras ?? []).flatMap(({ extraId, quantity }) => {
      const extra = extraPrices.get(extraId);
      if (!extra) return [];
      return [
        {
          extraId,
          quantity,
          kind: extra.kind,
          name: extra.name,
          unitPriceCents: extra.unitPriceCents,
          lineTotalCents: lineCostCents({ priceCents: extra.unitPriceCents, quantity, unit: 'item' }),
        },
      ];
    });

  const cartItems: CartItem[] = lines.map((line) => {
    const price = prices.get(line.listingId)!;
    return {
      id: line.listingId,
      name: price.name,
      type: line.type,
      priceCents: price.unitPriceCents,
      unit: price.unit,
      quantity: line.quantity,
      hours: line.hours,
      minHours: price.minHours,
      ...(price.category
        ? {
            category: price.category,
            entityData: line.type === 'vendor' ? { category: price.category } : { type: price.category },
          }
        : {}),
    };
  });
  const checked = await withListingHours(
    db,
    validateCart({ items: cartItems, selectedDate: request.eventDate }, today),
    lines,
    request,
  );
  const validation =
    asked && !asked.ok ? { ...checked, isValid: false, errors: [...checked.errors, asked.error] } : checked;
  // Each line is charged and paid on its own, keyed by its position (partnerId: the line's index): two lines never
  // share a charge, so the charges sum to the total and the payouts to vendorReceives whatever the lines name.
  const payoutLines = lines.flatMap((line, index) => {
    const price = prices.get(line.listingId)!;
    return [
      {
        partnerId: String(index),
        kind: 'service' as const,
        priceCents: price.unitPriceCents,
        quantity: line.quantity,
        hours: line.hours,
        unit: price.unit,
      },
      ...extrasOf(line).map((extra) => ({
        partnerId: String(index),
        kind: extra.kind,
        priceCents: extra.unitPriceCents,
        quantity: extra.quantity,
        unit: 'item' as const,
      })),
    ];
  });
  const breakdown = calculatePriceBreakdown({
    services: payoutLines.filter((l) => l.kind !== 'addon'),
    addOns: payoutLines.filter((l) => l.kind === 'addon'),
  });
  const charges = new Map(splitCustomerCharges(payoutLines).map((c) => [c.partnerId, c.chargeCents]));
  const payouts = new Map(splitPayouts(payoutLines).map((p) => [p.partnerId, p.payoutCents]));

  // Each line's instalments by its listing's payment terms; without a date, as if paid in full.
  const instalmentsOf = lines.map((line, index) => {
    const terms = prices.get(line.listingId)!.paymentTerms;
    const money = { chargeCents: charges.get(String(index)) ?? 0, payoutCents: payouts.get(String(index)) ?? 0 };
    return scheduleInstalments({
      ...money,
      terms: slot ? terms : PAY_IN_FULL,
      startsAt: slot?.startsAt ?? bookedAt,
      bookedAt,
    });
  });

  const inCart = lines.map((line) => line.listingId);
  const priced = await Promise.all(
    lines.map(async (line, index) => {
      const price = prices.get(line.listingId)!;
      const lineExtras = extrasOf(line);
      const window = slot && {
        startsAt: slot.startsAt,
        endsAt: new Date(slot.startsAt.getTime() + line.hours * 3_600_000),
      };
      const reason =
        window && request.eventDate ? await listingUnavailability(db, line, request.eventDate, window, bookedAt) : null;
      const alternatives =
        reason && window && request.eventDate
          ? await freeAlternatives(db, line, request.eventDate, window, bookedAt, inCart)
          : [];
      const ownCents = lineCostCents({
        priceCents: price.unitPriceCents,
        quantity: line.quantity,
        hours: line.hours,
        unit: price.unit,
      });
      return {
        ...line,
        name: price.name,
        category: price.category,
        unitPriceCents: price.unitPriceCents,
        unit: price.unit,
        minHours: price.minHours,
        extras: lineExtras,
        lineTotalCents: ownCents + lineExtras.reduce((total, extra) => total + extra.lineTotalCents, 0),
        chargeCents: charges.get(String(index)) ?? 0,
        paymentTerms: price.paymentTerms,
        confirmsAtOnce: slot !== null && confirmsAtOnce(price.instantBookNoticeHours, slot.startsAt, bookedAt),
        instantBookNoticeHours: price.instantBookNoticeHours,
        cancellationTier: price.cancellationTier,
        securityDepositCents: price.securityDepositCents,
        instalments: instalmentsOf[index]!.map(({ kind, dueAt, chargeCents: cents }) => ({
          kind,
          dueAt: dueAt?.toISOString() ?? null,
          chargeCents: cents,
        })),
        available: reason === null,
        unavailableReason: reason,
        alternatives,
      };
    }),
  );
  return {
    lines: priced,
    breakdown,
    validation,
    partners: lines.map((line, index) => ({
      partnerUserId: prices.get(line.listingId)!.partnerUserId,
      payoutCents: payouts.get(String(index)) ?? 0,
      instalments: instalmentsOf[index]!,
    })),
    slot,
    timeZone,
    missing,
    missingExtras,
  };
}
