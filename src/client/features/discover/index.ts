// What other features use of discover: the cart and message actions under a listing card.
export { ListingActions } from './listing-actions.tsx';
