import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegacyRedirectSchema } from '#shared/analytics.ts';
import { GUEST_ME, noContent, renderWithRouter, stubFetch, type FetchCall } from '../test/render.tsx';
import { LegacyRedirect, redirectTarget } from './legacy-redirect.tsx';
import { LEGACY_REDIRECTS } from './routes.tsx';

function routesFor(from: string, to: string) {
  return [
    { path: from, element: <LegacyRedirect to={to} /> },
    { path: '*', element: <p>Landed</p> },
  ];
}

function analyticsCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.url === '/api/analytics/legacy-redirects');
}

describe('LegacyRedirect', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch(GUEST_ME, { '/api/analytics/legacy-redirects': noContent }).calls;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the §7 body and replaces the location', async () => {
    const before = Date.now();
    const { router } = renderWithRouter(routesFor('/my-bookings', '/profile/bookings'), '/my-bookings');
    expect(await screen.findByText('Landed')).toBeInTheDocument();

    expect(router.state.location.pathname).toBe('/profile/bookings');
    expect(router.state.historyAction).toBe('REPLACE');

    const posted = analyticsCalls(calls);
    expect(posted).toHaveLength(1);
    const init = posted[0]!.init!;
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['destination', 'path', 'referrer', 'timestamp', 'userAgent']);
    // The route's own schema accepts it.
    expect(LegacyRedirectSchema.safeParse(body).error).toBeUndefined();
    expect(body.path).toBe('/my-bookings');
    expect(body.destination).toBe('/profile/bookings');
    expect(body.userAgent).toBe(navigator.userAgent);
    expect(typeof body.referrer).toBe('string');
    expect(Date.parse(String(body.timestamp))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the reset token in the query and hash, and does not record it', async () => {
    const { router } = renderWithRouter(
      routesFor('/reset-password', '/auth/reset-password'),
      '/reset-password?token=abc123#type=recovery',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(router.state.location.search).toBe('?token=abc123');
    expect(router.state.location.hash).toBe('#type=recovery');
    const body = String(analyticsCalls(calls)[0]!.init!.body);
    expect(body).not.toContain('abc123');
  });

  it('adds the onboarding type and keeps other query values', async () => {
    const { router } = renderWithRouter(
      routesFor('/vendor-onboarding', '/onboarding?type=vendor'),
      '/vendor-onboarding?source=partner',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('vendor');
    expect(params.get('source')).toBe('partner');
  });

  it('can skip recording (portal structural redirects)', async () => {
    const { router } = renderWithRouter(
      [
        { path: '/portal', element: <LegacyRedirect to="/portal/dashboard" record={false} /> },
        { path: '*', element: <p>Landed</p> },
      ],
      '/portal',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/dashboard'));
    expect(analyticsCalls(calls)).toHaveLength(0);
  });
});

describe('redirectTarget', () => {
  it('lets the destination query win over the current one', () => {
    expect(redirectTarget('/onboarding?type=venue', { search: '?type=vendor&x=1', hash: '' })).toBe(
      '/onboarding?type=venue&x=1',
    );
    expect(redirectTarget('/portal/dashboard?tab=saas', { search: '', hash: '' })).toBe('/portal/dashboard?tab=saas');
  });
});

describe('LEGACY_REDIRECTS', () => {
  it('lists every redirect of §2', () => {
    const table = Object.fromEntries(LEGACY_REDIRECTS.map(({ from, to }) => [from, to]));
    expect(table).toEqual({
      '/checkout-legacy': '/checkout',
      '/booking-confirmation': '/booking/confirmation',
      '/my-bookings': '/profile/bookings',
      '/auth/verified': '/verify-email',
      '/reset-password': '/auth/reset-password',
      '/vendor-onboarding': '/onboarding?type=vendor',
      '/venue-onboarding': '/onboarding?type=venue',
      '/listing-management': '/partner/listings',
      '/partner/dashboard': '/portal',
      '/partner/bookings': '/portal/dashboard?tab=bookings',
      '/partner/saas': '/portal/dashboard?tab=saas',
      '/vendor-dashboard': '/dashboard',
      '/venue-dashboard': '/dashboard',
    });
  });
});
