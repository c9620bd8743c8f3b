import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  canAccessPath,
  decideAccess,
  deriveRoles,
  guardForPath,
  resolveActiveRole,
  showRoleSwitcher,
  switchRole,
  withRedirectReason,
  type Role,
} from './roles.ts';

describe('roles', () => {
  it('derives roles from partner_type and role records; customer is everyone', () => {
    expect(deriveRoles({})).toEqual(['customer']);
    expect(deriveRoles({ partnerType: 'vendor', roleRecords: ['user', 'admin'] })).toEqual([
      'customer',
      'vendor',
      'admin',
    ]);
    expect(deriveRoles({ partnerType: 'bogus' })).toEqual(['customer']);
  });
});

describe('resolveActiveRole (§4 Session)', () => {
  it('restores the stored role when still held', () => {
    expect(resolveActiveRole('vendor', ['customer', 'vendor', 'admin'])).toBe('vendor');
  });
  it('prefers admin when the stored role is gone', () => {
    expect(resolveActiveRole('venue', ['customer', 'vendor', 'admin'])).toBe('admin');
    expect(resolveActiveRole(null, ['customer', 'admin'])).toBe('admin');
  });
  it('then the first of venue or vendor, then customer', () => {
    expect(resolveActiveRole(null, ['customer', 'vendor'])).toBe('vendor');
    expect(resolveActiveRole('nonsense', ['customer', 'venue', 'vendor'])).toBe('venue');
    expect(resolveActiveRole(null, ['customer'])).toBe('customer');
    expect(resolveActiveRole(null, [])).toBe('customer');
  });
  it('always returns a held role when the user holds any', () => {
    fc.assert(
      fc.property(fc.subarray([...ROLES], { minLength: 1 }), fc.option(fc.string()), (held, stored) => {
        expect(held).toContain(resolveActiveRole(stored, held));
      }),
    );
  });
});

describe('switchRole (§5)', () => {
  it('allows only held roles', () => {
    expect(switchRole('venue', ['customer', 'venue'])).toEqual({ ok: true, role: 'venue' });
    expect(switchRole('admin', ['customer', 'venue'])).toEqual({ ok: false, error: 'Cannot switch to this role' });
    expect(switchRole('root', ['customer'])).toEqual({ ok: false, error: 'Cannot switch to this role' });
  });
  it('shows the switcher only with more than one role', () => {
    expect(showRoleSwitcher(['customer'])).toBe(false);
    expect(showRoleSwitcher(['customer', 'customer'])).toBe(false);
    expect(showRoleSwitcher(['customer', 'vendor'])).toBe(true);
  });
});

describe('guardForPath (§2 Route guards)', () => {
  it('guards /portal for partners with the portal login', () => {
    expect(guardForPath('/portal')).toEqual({
      requires: ['venue', 'vendor'],
      fallback: '/dashboard',
      loginPath: '/portal/login',
    });
    expect(guardForPath('/portal/dashboard')?.requires).toEqual(['venue', 'vendor']);
    expect(guardForPath('/portal/login')).toBeNull();
    expect(guardForPath('/portal/auth/callback')).toBeNull();
  });
  it('guards /admin and /admin-dashboard for admins', () => {
    expect(guardForPath('/admin/applications')).toEqual({
      requires: ['admin'],
      fallback: '/dashboard',
      loginPath: '/auth',
    });
    expect(guardForPath('/admin-dashboard')?.requires).toEqual(['admin']);
  });
  it('guards /dashboard for customers with fallback /portal/dashboard', () => {
    expect(guardForPath('/dashboard')).toEqual({
      requires: ['customer'],
      fallback: '/portal/dashboard',
      loginPath: '/auth',
    });
    expect(guardForPath('/dashboard/complete-listing')?.requires).toEqual(['customer']);
  });
  it('leaves other paths open', () => {
    for (const path of ['/', '/discover', '/partner', '/partner/dashboard', '/portalx', '/dashboards', '/auth']) {
      expect(guardForPath(path)).toBeNull();
    }
  });
});

describe('decideAccess', () => {
  it('allows open paths for guests', () => {
    expect(decideAccess({ pathname: '/discover', user: null })).toEqual({ kind: 'allow' });
  });
  it('sends a signed-out user to /auth with the original path and query', () => {
    const decision = decideAccess({ pathname: '/dashboard', search: '?tab=bookings&x=1', user: null });
    expect(decision).toEqual({ kind: 'redirect', to: '/auth?redirect=%2Fdashboard%3Ftab%3Dbookings%26x%3D1' });
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(new URLSearchParams(to.split('?')[1]).get('redirect')).toBe('/dashboard?tab=bookings&x=1');
  });
  it('sends a signed-out partner-path visitor to /portal/login', () => {
    expect(decideAccess({ pathname: '/portal/onboarding', search: '', user: null })).toEqual({
      kind: 'redirect',
      to: '/portal/login?redirect=%2Fportal%2Fonboarding',
    });
  });
  it('allows a holder of the required role', () => {
    expect(decideAccess({ pathname: '/portal/dashboard', user: { roles: ['customer', 'vendor'] } })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ pathname: '/admin/performance', user: { roles: ['admin'] } })).toEqual({ kind: 'allow' });
  });
  it('sends a signed-in user lacking the role to the guard fallback', () => {
    expect(decideAccess({ pathname: '/portal/dashboard', user: { roles: ['customer'] } })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      reason: 'wrong-portal',
    });
    expect(decideAccess({ pathname: '/admin-dashboard', user: { roles: ['customer', 'venue'] } })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      reason: 'no-access',
    });
    expect(decideAccess({ pathname: '/dashboard', user: { roles: ['vendor'] } })).toEqual({
      kind: 'redirect',
      to: '/portal/dashboard',
      reason: 'wrong-portal',
    });
  });
  it('falls through admin-dashboard, portal dashboard, dashboard, home when the fallback is also closed', () => {
    expect(decideAccess({ pathname: '/dashboard', user: { roles: ['admin'] } })).toMatchObject({
      to: '/admin-dashboard',
    });
    expect(decideAccess({ pathname: '/admin', user: { roles: ['venue'] } })).toMatchObject({ to: '/portal/dashboard' });
    expect(decideAccess({ pathname: '/admin', user: { roles: [] } })).toMatchObject({ to: '/' });
  });
  it('never redirects a signed-in user to a path they cannot enter', () => {
    const paths = ['/portal', '/portal/dashboard', '/admin', '/admin-dashboard', '/dashboard', '/discover'];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.subarray<Role>([...ROLES]), (pathname, roles) => {
        const decision = decideAccess({ pathname, user: { roles } });
        if (decision.kind === 'redirect') {
          expect(decision.to).not.toBe(pathname);
          expect(canAccessPath(decision.to, roles)).toBe(true);
        } else {
          expect(canAccessPath(pathname, roles)).toBe(true);
        }
      }),
    );
  });
});

describe('redirect reasons', () => {
  it('appends the reason query value', () => {
    expect(withRedirectReason('/dashboard', 'no-access')).toBe('/dashboard?reason=no-access');
    expect(withRedirectReason('/portal?tab=a', 'wrong-portal')).toBe('/portal?tab=a&reason=wrong-portal');
  });
});
