// The old cart (before the unified cart of §3/§4), as browsers may still hold it under the key 'cart': a venue
// and a list of vendors with prices in dollars, and the event date. §4 moves it into the unified cart once.
import { z } from 'zod';
import { cartReducer, EMPTY_CART, type CartItemInput, type CartState } from './cart.ts';

const Dollars = z.coerce.number().finite().nonnegative();

const LegacyListingSchema = z.object({
  id: z.coerce.string().min(1),
  name: z.string().min(1),
  price: Dollars.optional(),
  hours: z.coerce.number().int().min(1).optional(),
  minHours: z.coerce.number().int().min(1).optional(),
  category: z.string().optional(),
  type: z.string().optional(),
  image: z.string().optional(),
});

export const LegacyCartSchema = z.object({
  venue: LegacyListingSchema.nullable().optional(),
  vendors: z.array(LegacyListingSchema.extend({ quantity: z.coerce.number().int().min(1).optional() })).default([]),
  eventDate: z.string().nullable().optional(),
});
export type LegacyCart = z.infer<typeof LegacyCartSchema>;

const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);

/** The unified cart holding what the old one held, added through the cart's own rules (hours, one venue). The old
 *  cart priced everything by the hour; the server prices each listing by its own unit at checkout. */
export function fromLegacyCart(legacy: LegacyCart): CartState {
  const inputs: CartItemInput[] = [];
  if (legacy.venue) {
    const { id, name, price, minHours, type, image } = legacy.venue;
    inputs.push({
      id,
      name,
      type: 'venue',
      priceCents: cents(price),
      unit: 'hour',
      minHours,
      category: type,
      imageUrl: image,
      ...(type ? { entityData: { type } } : {}),
    });
  }
  for (const vendor of legacy.vendors) {
    const { id, name, price, minHours, category, type, image, quantity } = vendor;
    inputs.push({
      id,
      name,
      type: 'vendor',
      priceCents: cents(price),
      unit: 'hour',
      minHours,
      quantity,
      category,
      imageUrl: image,
      entityData: { ...(category ? { category } : {}), ...(type ? { type } : {}) },
    });
  }
  const added = inputs.reduce((state, item) => cartReducer(state, { type: 'add', item }), EMPTY_CART);
  // Vendors start at 4 hours when added (§4); the hours the old cart held are kept, within the vendor's bounds.
  const withItems = legacy.vendors.reduce(
    (state, vendor) =>
      vendor.hours ? cartReducer(state, { type: 'setHours', id: vendor.id, hours: vendor.hours }) : state,
    added,
  );
  const date = legacy.eventDate?.slice(0, 10) ?? null;
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? cartReducer(withItems, { type: 'setDate', date }) : withItems;
}
