import { describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS } from './safe-redirect-cases.ts';
import { safeRedirectPath } from './safe-redirect.ts';

const ORIGIN = 'https://eventide.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/portal/dashboard?tab=bookings', '/portal/dashboard?tab=bookings'],
    ['/profile#bookings', '/profile#bookings'],
    ['/a/../admin-dashboard', '/admin-dashboard'],
    ['https://eventide.example/auth/email-verified?userType=partner', '/auth/email-verified?userType=partner'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN, '/home')).toBe(expected);
  });

  it.each([...OFF_SITE_REDIRECTS, 'http://eventide.example/dashboard', '', null, 42])(
    'answers the fallback for %j',
    (value) => {
      expect(safeRedirectPath(value, ORIGIN, '/home')).toBe('/home');
    },
  );
});
