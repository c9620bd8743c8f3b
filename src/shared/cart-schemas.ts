// The cart's shapes as schemas (spec §3): what is saved on a device, sent to the server and checked there. The rules
// are in cart.ts, which takes only the types from here, so the client's first view keeps the cart without zod.
import { z } from 'zod';
import { CART_LIMITS } from './constants.ts';
import { PriceUnitSchema } from './listings.ts';
import { EmailSchema } from './validation/fields.ts';

export const CART_ITEM_TYPES = ['venue', 'vendor', 'addon', 'package'] as const;
export const CartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export type CartItemType = z.infer<typeof CartItemTypeSchema>;

export const CartEntityDataSchema = z.object({
  type: z.string().optional(),
  category: z.string().optional(),
});
export type CartEntityData = z.infer<typeof CartEntityDataSchema>;

export const CartItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  type: CartItemTypeSchema,
  priceCents: z.number().int().nonnegative(),
  /** What one price buys (#shared/pricing.ts); carts saved before it was kept were priced by the hour. */
  unit: PriceUnitSchema.default('hour'),
  quantity: z.number().int().min(CART_LIMITS.minQuantity),
  hours: z.number().int().min(CART_LIMITS.minHours).max(CART_LIMITS.maxHours),
  minHours: z.number().int().min(1).max(CART_LIMITS.maxHours).optional(),
  category: z.string().optional(),
  features: z.array(z.string()).optional(),
  imageUrl: z.string().optional(),
  /** Event date for this item, YYYY-MM-DD. */
  date: z.string().nullable().optional(),
  entityData: CartEntityDataSchema.optional(),
  /** An add-on's or package's venue or vendor (its id): the extra is booked with it and leaves the cart with it. */
  parentId: z.string().optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CoHostSchema = z.object({
  email: EmailSchema,
  name: z.string(),
  role: z.string(),
});
export type CoHost = z.infer<typeof CoHostSchema>;

/** What the planner tells partners about the event; the limits are the checkout form's. */
export const EventDetailsSchema = z.object({
  name: z.string().max(120, 'Keep the event name under 120 characters.').optional(),
  eventType: z.string().max(60).optional(),
  guestCount: z.number().int().nonnegative().max(100_000, 'Guests must be 100,000 or fewer.').optional(),
  startTime: z.string().max(5).optional(),
  notes: z.string().max(2000, 'Keep the notes under 2,000 characters.').optional(),
});
export type EventDetails = z.infer<typeof EventDetailsSchema>;

export const CartValidationSchema = z.object({
  isValid: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type CartValidation = z.infer<typeof CartValidationSchema>;

export const CartStateSchema = z.object({
  items: z.array(CartItemSchema),
  selectedDate: z.string().nullable(),
  selectedVenueId: z.string().nullable(),
  coHosts: z.array(CoHostSchema),
  eventDetails: EventDetailsSchema,
  lastValidation: CartValidationSchema.nullable(),
});
export type CartState = z.infer<typeof CartStateSchema>;
