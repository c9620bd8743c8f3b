import { ClipboardCheck, Gauge, LayoutDashboard } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { AdminDashboardPage } from './admin-dashboard-page.tsx';
export { AdminApplicationsPage, AdminPartnerApplicationsPage } from './applications-page.tsx';

const ADMIN_LINKS = [
  { label: 'Admin dashboard', href: '/admin-dashboard', icon: LayoutDashboard },
  { label: 'Partner applications', href: '/admin/partner-applications', icon: ClipboardCheck },
  { label: 'Performance', href: '/admin/performance', icon: Gauge },
];

export const AdminPerformancePage = plannedPage({
  title: 'Performance',
  eyebrow: 'Admin',
  icon: Gauge,
  summary: 'Web vitals and errors from real visits.',
  features: ['Track LCP, CLS, FCP and TTFB against their budgets.', 'Review client errors by error ID.'],
  links: ADMIN_LINKS.filter((link) => link.href !== '/admin/performance'),
});
