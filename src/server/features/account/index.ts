// The account feature's public surface: its routes (profile, role switch, dashboards, §7 add_partner_role_to_user)
// and what closing an account does before better-auth deletes the user.
export { closeAccountForAuth } from './delete-account.ts';
export { accountRoutes } from './routes.ts';
