// What other features use of search: the cart and message actions under a listing card.
export { ListingActions } from './listing-actions.tsx';
