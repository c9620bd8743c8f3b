// The payouts feature's public surface: a partner's payout account and earnings routes, registered by the app as one
// plugin.
export { payoutRoutes } from './routes.ts';
