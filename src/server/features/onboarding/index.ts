// The onboarding feature's public surface: its routes, registered by the app.
export { onboardingRoutes } from './routes.ts';
