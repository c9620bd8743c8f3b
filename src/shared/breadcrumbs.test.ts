import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbs,
  collapseBreadcrumbs,
  isBreadcrumbEllipsis,
  shouldShowBreadcrumbs,
  titleCaseSegment,
} from './breadcrumbs.ts';

const labels = (pathname: string) => buildBreadcrumbs(pathname).map((item) => item.label);

describe('buildBreadcrumbs', () => {
  it('starts with Home and marks only the last item current', () => {
    const items = buildBreadcrumbs('/profile/bookings');
    expect(items).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Profile', href: '/profile', current: false },
      { label: 'My Bookings', href: '/profile/bookings', current: true },
    ]);
  });

  it('uses the known labels', () => {
    expect(labels('/discover')).toEqual(['Home', 'Discover']);
    expect(labels('/checkout')).toEqual(['Home', 'Checkout']);
    expect(labels('/privacy')).toEqual(['Home', 'Privacy Policy']);
    expect(labels('/terms')).toEqual(['Home', 'Terms of Service']);
    expect(labels('/admin/partner-applications')).toEqual(['Home', 'Admin', 'Partner Applications']);
    expect(labels('/partner/pending-approval')).toEqual(['Home', 'Partner', 'Pending Approval']);
  });

  it('title-cases unknown segments from dashes', () => {
    expect(labels('/stories/rooftop-birthday-bash')).toEqual(['Home', 'Stories', 'Rooftop Birthday Bash']);
    expect(titleCaseSegment('warehouse--rave')).toBe('Warehouse Rave');
  });

  it('uses the Partner Dashboard trail for partner sections', () => {
    expect(buildBreadcrumbs('/partner/analytics')).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Partner Dashboard', href: '/portal/dashboard', current: false },
      { label: 'Analytics', href: '/partner/analytics', current: true },
    ]);
    for (const [segment, label] of [
      ['venues', 'Venues'],
      ['bookings', 'Bookings'],
      ['settings', 'Settings'],
      ['payments', 'Payments'],
      ['reviews', 'Reviews'],
    ]) {
      expect(labels(`/partner/${segment}`)).toEqual(['Home', 'Partner Dashboard', label]);
    }
    expect(labels('/partner/dashboard')).toEqual(['Home', 'Partner Dashboard']);
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(buildBreadcrumbs('/discover/?tab=venues#x').map((item) => item.href)).toEqual(['/', '/discover']);
  });
});

describe('shouldShowBreadcrumbs', () => {
  it('shows a record id as a short reference', () => {
    const labels = buildBreadcrumbs('/quotes/759b62d4-78cc-4afb-a2fc-d94501e12f4c/checkout').map((c) => c.label);
    expect(labels).toEqual(['Home', 'Quotes', '#759b62d4', 'Checkout']);
  });

  it('is hidden on / and with one item or fewer', () => {
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/'))).toBe(false);
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/'), '/')).toBe(false);
    expect(shouldShowBreadcrumbs([])).toBe(false);
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/about'))).toBe(true);
  });
});

describe('collapseBreadcrumbs', () => {
  it('keeps up to 5 items', () => {
    const five = buildBreadcrumbs('/a/b/c/d');
    expect(five).toHaveLength(5);
    expect(collapseBreadcrumbs(five)).toEqual(five);
  });

  it('collapses longer trails to first, ellipsis, last two', () => {
    const six = buildBreadcrumbs('/a/b/c/d/e');
    const shown = collapseBreadcrumbs(six);
    expect(shown).toEqual([six[0], { kind: 'ellipsis' }, six[4], six[5]]);
    expect(isBreadcrumbEllipsis(shown[1]!)).toBe(true);
    expect(isBreadcrumbEllipsis(shown[0]!)).toBe(false);
  });

  it('never shows more than 5 and always keeps Home and the current page', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z-]{0,8}$/), { maxLength: 12 }), (segments) => {
        const items = buildBreadcrumbs(`/${segments.join('/')}`);
        const shown = collapseBreadcrumbs(items);
        expect(shown.length).toBeLessThanOrEqual(5);
        expect(shown[0]).toEqual(items[0]);
        expect(shown.at(-1)).toEqual(items.at(-1));
        expect(items.filter((item) => item.current)).toHaveLength(1);
      }),
    );
  });
});
