// A signed-in user's cart lives on the server; the cart a guest built on this device joins it at sign-in.
// The merge is idempotent (merging the same guest cart twice changes nothing), so a retried sign-in or a
// repeated request never doubles a quantity.
import { z } from 'zod';
import { shownDate } from './event-date-schemas.ts';
import { EMPTY_CART } from './cart.ts';
import { CO_HOST_RULES } from './checkout.ts';
import { CartStateSchema, type CartItem, type CartState, type CoHost, type EventDetails } from './cart-schemas.ts';

/** More than anyone books for one event; a bound on what one account stores. */
export const MAX_STORED_CART_ITEMS = 200;

/** What the server stores and answers: the cart's state, without the last validation (it is the client's view). */
export const StoredCartStateSchema = CartStateSchema.extend({
  items: CartStateSchema.shape.items.max(MAX_STORED_CART_ITEMS, `A cart holds at most ${MAX_STORED_CART_ITEMS} items.`),
  coHosts: CartStateSchema.shape.coHosts.max(CO_HOST_RULES.max, CO_HOST_RULES.tooMany),
  selectedDate: shownDate('Event date must be a date (YYYY-MM-DD).').nullable(),
});

export const ServerCartSchema = z.object({
  cart: CartStateSchema,
  /** When the account's cart last changed (ISO), or null when it has none yet. */
  updatedAt: z.string().nullable(),
});
export type ServerCart = z.infer<typeof ServerCartSchema>;

export const CartMergeRequestSchema = z.object({ guest: StoredCartStateSchema.nullable() });

/**
 * The account's cart with the guest's added:
 * - the guest's venue replaces the account's (as adding a venue does, §4): it is the newest choice;
 * - an item in both keeps the larger quantity and the larger hours; other guest items are appended;
 * - the guest's date, event details and co-hosts win where the guest set them.
 */
export function mergeCarts(account: CartState, guest: CartState | null): CartState {
  if (!guest) return account;
  const guestVenue = guest.items.find((item) => item.type === 'venue');
  const items: CartItem[] = account.items.filter(
    (item) => !(guestVenue && item.type === 'venue' && item.id !== guestVenue.id),
  );
  for (const item of guest.items) {
    const index = items.findIndex((existing) => existing.id === item.id);
    const existing = items[index];
    if (existing)
      items[index] = {
        ...existing,
        quantity: Math.max(existing.quantity, item.quantity),
        hours: Math.max(existing.hours, item.hours),
      };
    else items.push(item);
  }
  return {
    ...EMPTY_CART,
    items,
    selectedDate: guest.selectedDate ?? account.selectedDate,
    selectedVenueId: items.find((item) => item.type === 'venue')?.id ?? null,
    eventDetails: mergeDetails(account.eventDetails, guest.eventDetails),
    coHosts: mergeCoHosts(account.coHosts, guest.coHosts),
  };
}

function mergeDetails(account: EventDetails, guest: EventDetails): EventDetails {
  const merged: EventDetails = { ...account };
  for (const [key, value] of Object.entries(guest) as [keyof EventDetails, EventDetails[keyof EventDetails]][]) {
    if (value !== undefined && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The account's co-hosts, then the guest cart's new ones while there is room (a cart over the limit saves no more). */
function mergeCoHosts(account: readonly CoHost[], guest: readonly CoHost[]): CoHost[] {
  const byEmail = new Map(account.map((host) => [host.email.toLowerCase(), host]));
  for (const host of guest) {
    const email = host.email.toLowerCase();
    if (byEmail.has(email) || byEmail.size < CO_HOST_RULES.max) byEmail.set(email, host);
  }
  return [...byEmail.values()];
}
