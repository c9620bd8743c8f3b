// The account routes (§2): profile, settings and the customer dashboard.
export { CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { SettingsPage } from './settings-page.tsx';
