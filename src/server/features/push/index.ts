// The push feature's public surface: web pushes to a user's browsers, the keys they are signed with, which endpoints
// may be reached, and the subscribe routes.
export type { EndpointRules } from './check-push-endpoint.ts';
export { PushNotifier } from './push-notifier.ts';
export { pushRoutes } from './routes.ts';
export { loadVapidKeys } from './vapid-keys.ts';
