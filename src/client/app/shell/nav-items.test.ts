import { describe, expect, it } from 'vitest';
import { DESKTOP_NAV, MOBILE_MENU_NAV, mainNavFor, profileNavFor } from './nav-items.ts';

const hrefs = (items: { href: string }[]) => items.map((item) => item.href);

describe('navigation for the roles held', () => {
  it('keeps the partner marketing page for guests and customers', () => {
    expect(hrefs(mainNavFor(DESKTOP_NAV, []))).toEqual(['/', '/discover', '/stories', '/partner']);
    expect(hrefs(mainNavFor(MOBILE_MENU_NAV, ['customer']))).toEqual(['/', '/discover', '/partner']);
    expect(hrefs(profileNavFor(['customer']))).toEqual([
      '/profile',
      '/profile/bookings',
      '/messages',
      '/dashboard',
      '/settings',
    ]);
  });

  it('leads a venue or vendor partner into the portal from the top, the phone menu and the account menu', () => {
    for (const partner of ['venue', 'vendor'] as const) {
      const top = mainNavFor(DESKTOP_NAV, ['customer', partner]);
      expect(top.find((item) => item.label === 'Partner Portal')?.href).toBe('/portal/dashboard');
      expect(hrefs(top)).not.toContain('/partner');
      expect(hrefs(mainNavFor(MOBILE_MENU_NAV, ['customer', partner]))).toEqual([
        '/',
        '/discover',
        '/portal/dashboard',
      ]);
      expect(hrefs(profileNavFor(['customer', partner]))).toContain('/portal/dashboard');
    }
  });

  it('adds the admin dashboard to an admin account menu', () => {
    expect(hrefs(profileNavFor(['customer', 'admin'])).slice(-1)).toEqual(['/admin-dashboard']);
  });
});
