// The cart's messages (§5, §8): its validation, and what the cart, the drawer and checkout say.
import { CANCELLATION_POLICY } from './bookings.ts';
import { EVENT_DATE_MESSAGES } from './event-dates.ts';

/** §5 the cart's validation (validateCart in cart.ts). */
export const CART_VALIDATION_MESSAGES = {
  venueRequired: 'A venue is required for booking',
  dateRequired: 'Event date is required',
  dateInPast: EVENT_DATE_MESSAGES.past,
  minimumHours: (name: string, hours: number) => `${name} requires minimum ${hours} hours`,
  noPrice: (name: string) => `${name} has no price set`,
  duplicateVendorTypes: (categories: readonly string[]) => `Multiple vendors of same type: ${categories.join(', ')}`,
  tooManyListings: (max: number) => `A booking holds at most ${max} venues and vendors. Remove some to continue.`,
} as const;

export const CART_MESSAGES = {
  itemRemoved: 'Item removed from cart',
  removeFailed: 'Could not remove item from cart',
  quantityUpdated: 'Quantity updated',
  quantityFailed: 'Could not update quantity',
  hoursUpdated: 'Hours updated',
  hoursFailed: 'Could not update hours',
  drawerFailed: 'Could not open cart drawer',
  addFailed: 'Failed to add item to cart',
  errorTitle: 'Cart Error',
  dismiss: 'Dismiss',
  platformFeeNote: 'Covers payment processing & support',
  freeCancellation: CANCELLATION_POLICY,
  noChargesYet: 'No charges until booking confirmation.',
  validation: CART_VALIDATION_MESSAGES,
} as const;
