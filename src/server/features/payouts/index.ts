// The payouts feature's public surface: a partner's payout account and earnings routes.
export { earningsRoutes } from './earnings-routes.ts';
export { payoutRoutes } from './routes.ts';
