import { describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS } from '#shared/safe-redirect-cases.ts';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect (a ?redirect= query on this page)', () => {
  it('follows a path on this site', () => {
    expect(safeRedirect('/portal/dashboard?tab=bookings#top')).toBe('/portal/dashboard?tab=bookings#top');
  });

  it.each(OFF_SITE_REDIRECTS)('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
