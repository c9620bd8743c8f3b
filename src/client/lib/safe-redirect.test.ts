import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://eventide.example';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/portal/dashboard?tab=bookings', '/portal/dashboard?tab=bookings'],
    ['/profile#bookings', '/profile#bookings'],
    ['/a/../admin-dashboard', '/admin-dashboard'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each([null, '', 'dashboard', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example'])(
    'refuses %s',
    (value) => {
      expect(safeRedirect(value, ORIGIN)).toBeNull();
    },
  );
});
