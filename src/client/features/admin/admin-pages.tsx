// The admin area (§2): the dashboard and the partner application queue; /admin/performance loads on its own.
export { AdminDashboardPage } from './admin-dashboard-page.tsx';
export { AdminApplicationsPage, AdminPartnerApplicationsPage } from './applications-page.tsx';
