import { ClipboardCheck, Gauge, LayoutDashboard, Users } from 'lucide-react';
import { plannedPage } from '../../app/planned-page.tsx';

export { AdminDashboardPage } from './admin-dashboard-page.tsx';

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

export const AdminApplicationsPage = plannedPage({
  title: 'Applications',
  eyebrow: 'Admin',
  icon: Users,
  summary: 'Every partner application, with its status.',
  features: ['Filter applications by status and partner type.', 'Open any application to review it.'],
  links: ADMIN_LINKS,
});

export const AdminPartnerApplicationsPage = plannedPage({
  title: 'Partner applications',
  eyebrow: 'Admin',
  icon: ClipboardCheck,
  summary: 'Review venue and vendor applications and approve or decline them.',
  features: ['See each applicant’s business details and listing.', 'Approve or decline with a note the partner receives by email.'],
  links: ADMIN_LINKS.filter((link) => link.href !== '/admin/partner-applications'),
});
