// The onboarding feature's public surface: its routes (a partner's draft, first listing and application), registered
// by the app.
export { onboardingRoutes } from './routes.ts';
