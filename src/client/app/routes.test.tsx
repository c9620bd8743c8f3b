import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes.tsx';

const routes = createRoutes();

// Every concrete path named in spec §2 "Routes" (dynamic segments filled in).
const SPEC_PATHS = [
  '/',
  '/discover',
  '/stories',
  '/stories/warehouse-rave',
  '/sponsorships',
  '/demo',
  '/venue/v1',
  '/vendor/d1',
  '/checkout',
  '/booking/confirmation',
  '/booking/b1',
  '/booking/error/pi_1',
  '/quotes/q1/checkout',
  '/quotes/q1/success',
  '/profile',
  '/profile/bookings',
  '/profile/chats',
  '/messages',
  '/settings',
  '/terms',
  '/privacy',
  '/about',
  '/contact',
  '/help',
  '/waitlist',
  '/auth',
  '/auth/callback',
  '/auth/email-verified',
  '/verify-email',
  '/forgot-password',
  '/auth/reset-password',
  '/login',
  '/signup',
  '/email-verification',
  '/complete-profile',
  '/complete-profile/venue/v1',
  '/partner/complete-profile',
  '/profile/venue/complete',
  '/profile/vendor/complete',
  '/dashboard/complete-listing',
  '/onboarding',
  '/partner',
  '/partner/auth',
  '/partner/create-account',
  '/partner/apply/venue',
  '/partner/email-confirmation',
  '/partner/close-confirmation',
  '/partner/pending-approval',
  '/partner/pricing',
  '/partner/listings',
  '/partner/analytics',
  '/partner/settings',
  '/portal/onboarding/complete',
  '/portal/login',
  '/portal/auth/callback',
  '/portal/dashboard',
  '/portal/onboarding',
  '/portal/verify-email',
  '/dashboard',
  '/admin-dashboard',
  '/admin/performance',
  '/admin/applications',
  '/admin/partner-applications',
  '/admin/deposit-claims',
  '/admin/ledger',
];

const REDIRECT_PATHS = [
  '/checkout-legacy',
  '/booking-confirmation',
  '/my-bookings',
  '/auth/verified',
  '/reset-password',
  '/vendor-onboarding',
  '/venue-onboarding',
  '/listing-management',
  '/partner/dashboard',
  '/partner/bookings',
  '/partner/saas',
  '/vendor-dashboard',
  '/venue-dashboard',
  '/portal',
];

function leafPath(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

describe('route table', () => {
  it.each(SPEC_PATHS)('%s has its own page', (pathname) => {
    const matches = matchRoutes(routes, pathname);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path === '*' || leaf?.path === 'portal/*').toBe(false);
    expect(leaf?.lazy ?? leaf?.element).toBeTruthy();
  });

  it.each(REDIRECT_PATHS)('%s is registered as a redirect', (pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    expect(leaf?.path).toBe(pathname === '/' ? undefined : pathname.slice(1));
    expect(leaf?.element).toBeTruthy();
    expect(leaf?.lazy).toBeUndefined();
  });

  it('sends unknown paths to the not-found screen and unknown portal paths to the dashboard redirect', () => {
    expect(leafPath('/no/such/page')).toBe('*');
    expect(leafPath('/portal/anything/else')).toBe('portal/*');
  });

  it('guards the portal, the dashboard and the admin area', () => {
    const guarded = (pathname: string) =>
      (matchRoutes(routes, pathname) ?? []).some((match) => {
        const element = match.route.element as { type?: { name?: string } } | undefined;
        return element?.type?.name === 'RequireAccess';
      });
    for (const pathname of [
      '/portal/dashboard',
      '/portal/onboarding/complete',
      '/dashboard',
      '/admin-dashboard',
      '/admin/partner-applications',
      '/complete-profile',
    ]) {
      expect(guarded(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/admin/no-such-page', '/admin-nothing', '/dashboard/no/such/page']) {
      expect(leafPath(pathname), pathname).toBe('*');
      expect(guarded(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', '/discover', '/portal/login', '/partner', '/profile']) {
      expect(guarded(pathname), pathname).toBe(false);
    }
  });
});
