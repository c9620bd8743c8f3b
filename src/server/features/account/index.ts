// The account feature's public surface: its routes (profile, role switch, dashboards), registered by the app, and
// what closing an account does before better-auth deletes the user.
export { closeAccountForAuth } from './delete-account.ts';
export { accountRoutes } from './routes.ts';
