// The push feature's public surface: its subscribe routes, registered by the app, web pushes to a user's browsers,
// the keys they are signed with, and which endpoints may be reached.
export type { EndpointRules } from './check-push-endpoint.ts';
export { PushNotifier } from './push-notifier.ts';
export { pushRoutes } from './routes.ts';
export { loadVapidKeys } from './vapid-keys.ts';
