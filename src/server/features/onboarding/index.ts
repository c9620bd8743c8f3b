// The onboarding feature's public surface: its routes (a partner's draft, first listing and application).
export { onboardingRoutes } from './routes.ts';
