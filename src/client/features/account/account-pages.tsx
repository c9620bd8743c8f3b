// The account routes (§2): profile, settings, the customer dashboard and the concierge's chat history.
export { CustomerDashboardPage } from './customer-dashboard-page.tsx';
export { ProfilePage } from './profile-page.tsx';
export { SettingsPage } from './settings-page.tsx';
export { ProfileChatsPage } from '../concierge/profile-chats-page.tsx';
