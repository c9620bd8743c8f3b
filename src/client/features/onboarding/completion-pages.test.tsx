import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { CompleteListingPage, CompleteProfilePage, VenueProfileCompletePage } from './completion-pages.tsx';

const listings = [
  {
    kind: 'venue',
    id: 'v2',
    name: 'Harbor Loft',
    state: 'pending',
    percent: 40,
    missing: [
      { key: 'photos', label: 'At least one photo, with a main one', required: true, section: 'photos' },
      { key: 'policy', label: 'Your own cancellation terms', required: false, section: 'policy' },
    ],
  },
  { kind: 'venue', id: 'v1', name: 'Skyline Terrace', state: 'live', percent: 100, missing: [] },
];

describe('profile completion pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/dashboard/complete-listing lists each listing with its meter, least complete first', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/partner/listings/completeness': () => json({ listings }) });
    renderWithSession(
      [{ path: '/dashboard/complete-listing', element: <CompleteListingPage /> }],
      '/dashboard/complete-listing',
    );
    const list = await screen.findByRole('list', { name: 'Your listings, least complete first' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('progressbar', { name: 'Harbor Loft completeness' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(first!).getByText('40% complete · 1 needed, 1 recommended')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Finish Harbor Loft' })).toHaveAttribute(
      'href',
      '/complete-profile/venue/v2',
    );
  });

  it('/profile/venue/complete opens the least complete venue', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/partner/listings/completeness': () => json({ listings }) });
    const { router } = renderWithSession(
      [
        { path: '/profile/venue/complete', element: <VenueProfileCompletePage /> },
        { path: '/complete-profile/:entityType/:entityId', element: <p>editor</p> },
      ],
      '/profile/venue/complete',
    );
    expect(await screen.findByText('editor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complete-profile/venue/v2');
  });

  it('/complete-profile shows how complete the profile is', async () => {
    stubFetch(signedIn(['customer']), {
      '/api/profile': () =>
        json({
          id: 'u1',
          email: 'maya@example.com',
          fullName: 'Maya Lopez',
          firstName: 'Maya',
          lastName: 'Lopez',
          username: null,
          phone: null,
          avatarUrl: null,
          partnerType: null,
          businessName: null,
          applicationStatus: 'pending',
          portalNotificationsEnabled: true,
          onboardingCompleted: false,
          activeRole: 'customer',
          preferences: {},
          customerTier: 'standard',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
    });
    renderWithSession([{ path: '/complete-profile', element: <CompleteProfilePage /> }], '/complete-profile');
    expect(await screen.findByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      within(screen.getByRole('list', { name: 'Still missing' })).getByText('A phone number partners can reach you on'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/partner');
  });
});
