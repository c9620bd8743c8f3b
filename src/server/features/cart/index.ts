// The cart feature's public surface: its routes, registered by the app, and a signed-in user's saved cart (checkout
// empties it).
export { emptyAccountCart, readAccountCart, saveAccountCart } from './account-cart.ts';
export { cartRoutes } from './routes.ts';
