// Breadcrumbs built from the path (spec §2 Shared shell).
import { isUuid } from './ids.ts';

export interface Breadcrumb {
  label: string;
  href: string;
  /** True only for the last item: the page being shown. */
  current: boolean;
}

export interface BreadcrumbEllipsis {
  kind: 'ellipsis';
}

export type BreadcrumbDisplayItem = Breadcrumb | BreadcrumbEllipsis;

export const MAX_BREADCRUMBS = 5;

export const HOME_CRUMB_LABEL = 'Home';
export const PARTNER_DASHBOARD_LABEL = 'Partner Dashboard';
/** /partner/dashboard redirects to the portal (§2), so the crumb links there directly. */
export const PARTNER_DASHBOARD_HREF = '/portal/dashboard';

/** Labels by full path; checked before the per-segment labels. */
const PATH_LABELS: Record<string, string> = {
  '/discover': 'Discover',
  '/venues': 'Venues',
  '/vendors': 'Vendors',
  '/checkout': 'Checkout',
  '/booking': 'Booking',
  '/booking/confirmation': 'Confirmation',
  '/profile': 'Profile',
  '/profile/bookings': 'My Bookings',
  '/profile/chats': 'Chats',
  '/messages': 'Messages',
  '/bookings': 'Bookings',
  '/partner': 'Partner',
  '/partner/apply': 'Apply',
  '/partner/auth': 'Partner Sign In',
  '/partner/create-account': 'Create Account',
  '/partner/email-confirmation': 'Email Confirmation',
  '/partner/close-confirmation': 'Confirmation',
  '/partner/pending-approval': 'Pending Approval',
  '/partner/pricing': 'Pricing',
  '/partner/listings': 'Listings',
  '/partner/complete-profile': 'Complete Profile',
  '/admin': 'Admin',
  '/admin-dashboard': 'Admin Dashboard',
  '/admin/performance': 'Performance',
  '/admin/applications': 'Applications',
  '/admin/partner-applications': 'Partner Applications',
  '/help': 'Help',
  '/about': 'About',
  '/contact': 'Contact',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
};

/** §2: partner paths shown as Partner Dashboard plus one of these sections. */
const PARTNER_SECTIONS: Record<string, string> = {
  venues: 'Venues',
  bookings: 'Bookings',
  analytics: 'Analytics',
  settings: 'Settings',
  payments: 'Payments',
  reviews: 'Reviews',
};

export function titleCaseSegment(segment: string): string {
  return segment
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A record's id reads as a short reference (#1a2b3c4d), not as words. */
function segmentLabel(segment: string): string {
  const decoded = decodeSegment(segment);
  return isUuid(decoded) ? `#${decoded.slice(0, 8)}` : titleCaseSegment(decoded);
}

function markLast(items: Omit<Breadcrumb, 'current'>[]): Breadcrumb[] {
  return items.map((item, index) => ({ ...item, current: index === items.length - 1 }));
}

export function buildBreadcrumbs(pathname: string): Breadcrumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const items: Omit<Breadcrumb, 'current'>[] = [{ label: HOME_CRUMB_LABEL, href: '/' }];

  if (segments[0] === 'partner' && segments[1] === 'dashboard' && segments.length === 2) {
    items.push({ label: PARTNER_DASHBOARD_LABEL, href: PARTNER_DASHBOARD_HREF });
    return markLast(items);
  }

  const section = segments[0] === 'partner' && segments[1] !== undefined ? PARTNER_SECTIONS[segments[1]] : undefined;
  let start = 0;
  if (section !== undefined) {
    items.push({ label: PARTNER_DASHBOARD_LABEL, href: PARTNER_DASHBOARD_HREF });
    items.push({ label: section, href: `/partner/${segments[1]}` });
    start = 2;
  }

  for (let index = start; index < segments.length; index += 1) {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const segment = segments[index] ?? '';
    const label = PATH_LABELS[href] ?? PATH_LABELS[`/${segment}`] ?? segmentLabel(segment);
    items.push({ label, href });
  }
  return markLast(items);
}

/** Hidden on / and when there is one item or fewer. */
export function shouldShowBreadcrumbs(items: readonly Breadcrumb[], pathname?: string): boolean {
  if (pathname !== undefined && (pathname === '/' || pathname === '')) return false;
  return items.length > 1;
}

/** At most 5 shown; longer trails become first, ellipsis, last two. */
export function collapseBreadcrumbs(items: readonly Breadcrumb[]): BreadcrumbDisplayItem[] {
  if (items.length <= MAX_BREADCRUMBS) return [...items];
  const first = items[0] as Breadcrumb;
  return [first, { kind: 'ellipsis' }, ...items.slice(-2)];
}

export function isBreadcrumbEllipsis(item: BreadcrumbDisplayItem): item is BreadcrumbEllipsis {
  return 'kind' in item && item.kind === 'ellipsis';
}
