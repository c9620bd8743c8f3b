export { PortalDashboardPage } from './portal-dashboard-page.tsx';
export { PortalOnboardingCompletePage, PortalOnboardingPage, SandboxConnectPage } from './payouts-pages.tsx';
