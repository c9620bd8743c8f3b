import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#shared/account.ts';
import { VALIDATION_MESSAGES as V } from '#shared/validation/messages.ts';
import { STORAGE_KEYS } from '../../lib/local-storage.ts';
import { json, renderWithSession, signedIn, stubFetch, type FetchCall } from '../../test/render.tsx';
import { CustomerDashboardPage } from './customer-dashboard-page.tsx';
import { ACCOUNT_MESSAGES } from './password-forms.tsx';
import { PROFILE_SAVED } from './profile-details-form.tsx';
import { ProfilePage } from './profile-page.tsx';
import { SETTINGS_MESSAGES, SettingsPage } from './settings-page.tsx';

const PROFILE: Profile = {
  id: 'u1',
  email: 'maya@example.com',
  fullName: 'Maya Lopez',
  firstName: 'Maya',
  lastName: 'Lopez',
  username: null,
  phone: null,
  avatarUrl: null,
  partnerType: 'venue',
  businessName: 'Skyline Spaces Co.',
  applicationStatus: 'pending',
  portalNotificationsEnabled: true,
  onboardingCompleted: false,
  activeRole: 'customer',
  preferences: {},
  customerTier: 'standard',
  createdAt: '2025-03-14T10:00:00.000Z',
};

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/dashboard', element: <CustomerDashboardPage /> },
];

function bodyOf(calls: FetchCall[], url: string, method?: string) {
  const call = calls.filter((entry) => entry.url === url && (!method || entry.init?.method === method)).at(-1);
  return call ? JSON.parse(String(call.init?.body)) : undefined;
}

describe('account pages', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each(['/profile', '/settings'])(
    '%s shows the auth gate to guests, and its Sign In opens the modal',
    async (path) => {
      stubFetch();
      renderWithSession(routes, path);
      expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Create Account/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Venue & Vendor Portal/ })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: /Sign In/ }));
      expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    },
  );

  it('/profile shows name, email, roles, member since and the business', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/profile': () => json(PROFILE) });
    renderWithSession(routes, '/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Lopez' })).toBeInTheDocument();
    expect(screen.getAllByText('maya@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('March 2025')).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'Your roles' });
    // §4 on a device with no stored role: the partner role comes before customer.
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Customer', 'Venue Partner (active)']);
    expect(screen.getByText('Skyline Spaces Co.')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('/profile edits name and phone inline with the shared rules', async () => {
    const { calls } = stubFetch(signedIn(['customer']), {
      '/api/profile': () => {
        const last = calls.at(-1);
        return last?.init?.method === 'PATCH'
          ? json({ ...PROFILE, ...JSON.parse(String(last.init.body)) })
          : json(PROFILE);
      },
    });
    const user = userEvent.setup();
    renderWithSession(routes, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit name and phone' }));
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'M');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();

    await user.type(name, 'aya Lopez');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 555 010 2030');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
    expect(bodyOf(calls, '/api/profile', 'PATCH')).toEqual({ fullName: 'Maya Lopez', phone: '+1 555 010 2030' });
    expect(await screen.findByText('+1 555 010 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name and phone' })).toBeInTheDocument();
  });

  describe('/settings', () => {
    function settingsServer(handlers: Record<string, () => Response> = {}) {
      const stub = stubFetch(signedIn(['customer']), {
        '/api/profile': () => {
          const last = stub.calls.at(-1);
          return last?.init?.method === 'PATCH'
            ? json({ ...PROFILE, ...JSON.parse(String(last.init.body)) })
            : json(PROFILE);
        },
        ...handlers,
      });
      return stub;
    }

    it('has every section', async () => {
      settingsServer();
      renderWithSession(routes, '/settings');
      for (const name of [
        'Profile',
        'Notifications',
        'Haptic feedback',
        'Change password',
        'Devices',
        'Delete account',
      ]) {
        expect(await screen.findByRole('region', { name })).toBeInTheDocument();
      }
    });

    it('changes the password, signing out other sessions', async () => {
      const { calls } = settingsServer({ '/api/auth/change-password': () => json({ token: 't2' }) });
      const user = userEvent.setup();
      renderWithSession(routes, '/settings');
      const section = await screen.findByRole('region', { name: 'Change password' });
      await user.type(within(section).getByLabelText('Current password'), 'old-password');
      await user.type(within(section).getByLabelText('New password'), 'new-password-1');
      await user.type(within(section).getByLabelText('Confirm new password'), 'new-password-2');
      await user.click(within(section).getByRole('button', { name: 'Change password' }));
      expect(await within(section).findByText(V.passwordsDoNotMatch)).toBeInTheDocument();
      await user.clear(within(section).getByLabelText('Confirm new password'));
      await user.type(within(section).getByLabelText('Confirm new password'), 'new-password-1');
      await user.click(within(section).getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(bodyOf(calls, '/api/auth/change-password')).toEqual({
        currentPassword: 'old-password',
        newPassword: 'new-password-1',
        revokeOtherSessions: true,
      });
    });

    it('says so when the current password is wrong', async () => {
      settingsServer({
        '/api/auth/change-password': () => json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
      });
      const user = userEvent.setup();
      renderWithSession(routes, '/settings');
      const section = await screen.findByRole('region', { name: 'Change password' });
      await user.type(within(section).getByLabelText('Current password'), 'wrong-one');
      await user.type(within(section).getByLabelText('New password'), 'new-password-1');
      await user.type(within(section).getByLabelText('Confirm new password'), 'new-password-1');
      await user.click(within(section).getByRole('button', { name: 'Change password' }));
      expect(await within(section).findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
      expect(within(section).getByLabelText('Current password')).toHaveFocus();
    });

    it('stores the haptics choice on this device and on the profile', async () => {
      const { calls } = settingsServer();
      const user = userEvent.setup();
      renderWithSession(routes, '/settings');
      const section = await screen.findByRole('region', { name: 'Haptic feedback' });
      const toggle = within(section).getByRole('switch', { name: 'Haptic feedback' });
      expect(toggle).toHaveAttribute('aria-checked', 'false'); // not a mobile user agent
      await user.click(toggle);
      expect(localStorage.getItem(STORAGE_KEYS.haptics)).toBe('1');
      expect(await screen.findByText(SETTINGS_MESSAGES.hapticsOn)).toBeInTheDocument();
      expect(bodyOf(calls, '/api/profile', 'PATCH')).toEqual({ haptics: true });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
    });

    it('turns notifications off on the profile', async () => {
      const { calls } = settingsServer();
      const user = userEvent.setup();
      renderWithSession(routes, '/settings');
      const toggle = await screen.findByRole('switch', { name: 'Booking and message notifications' });
      expect(toggle).toHaveAttribute('aria-checked', 'true');
      await user.click(toggle);
      expect(await screen.findByText(SETTINGS_MESSAGES.notificationsOff)).toBeInTheDocument();
      expect(bodyOf(calls, '/api/profile', 'PATCH')).toEqual({ portalNotificationsEnabled: false });
    });

    it('signs out the other devices', async () => {
      const { calls } = settingsServer({ '/api/auth/revoke-other-sessions': () => json({ status: true }) });
      const user = userEvent.setup();
      renderWithSession(routes, '/settings');
      await user.click(await screen.findByRole('button', { name: 'Sign out of other devices' }));
      expect(await screen.findByText(SETTINGS_MESSAGES.otherDevicesSignedOut)).toBeInTheDocument();
      expect(calls.some((call) => call.url === '/api/auth/revoke-other-sessions' && call.init?.method === 'POST')).toBe(
        true,
      );
    });

    it('deletes the account only with the password and DELETE typed, then goes home', async () => {
      const { calls } = settingsServer({
        '/api/auth/delete-user': () => json({ success: true, message: 'User deleted' }),
      });
      localStorage.setItem(STORAGE_KEYS.activeRole, 'customer');
      const user = userEvent.setup();
      const { router } = renderWithSession(routes, '/settings');
      await user.click(await screen.findByRole('button', { name: /Delete account/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await user.type(within(dialog).getByLabelText('Your password'), 'my-password');
      await user.type(within(dialog).getByLabelText(/to confirm/), 'delete');
      await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      expect(await within(dialog).findByText(ACCOUNT_MESSAGES.typeDelete)).toBeInTheDocument();
      expect(calls.some((call) => call.url === '/api/auth/delete-user')).toBe(false);

      await user.clear(within(dialog).getByLabelText(/to confirm/));
      await user.type(within(dialog).getByLabelText(/to confirm/), 'DELETE');
      await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      expect(await screen.findByText(ACCOUNT_MESSAGES.accountDeleted)).toBeInTheDocument();
      expect(bodyOf(calls, '/api/auth/delete-user')).toEqual({ password: 'my-password' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem(STORAGE_KEYS.activeRole)).toBeNull();
    });
  });

  describe('/dashboard', () => {
    /** A booking as GET /api/bookings lists it. */
    const booking = (id: string, eventDate: string, status = 'awaiting') => ({
      id,
      reference: `EV-${id.toUpperCase().padEnd(8, 'X')}`,
      eventDate,
      status,
      eventDetails: {},
      breakdown: {
        servicesCost: 0,
        addOnsCost: 0,
        subtotal: 0,
        customerPlatformFee: 0,
        vendorPlatformFee: 0,
        processingFee: 0,
        taxAmount: 0,
        customerTotal: 0,
        vendorReceives: 0,
        platformRevenue: 0,
      },
      payment: null,
      items: [],
      cardLast4: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });

    it('shows the customer overview', async () => {
      stubFetch(signedIn(['customer']), {
        '/api/dashboard/overview': () => json({ upcomingBookings: 2, conversations: 5, customerTier: 'gold' }),
        '/api/bookings': () => json({ bookings: [booking('one', '2099-02-01'), booking('two', '2099-03-01')] }),
      });
      renderWithSession(routes, '/dashboard');
      expect(await screen.findByRole('link', { name: /2\s*Upcoming bookings/ })).toHaveAttribute(
        'href',
        '/profile/bookings',
      );
      expect(screen.getByRole('link', { name: /5\s*Conversations/ })).toHaveAttribute('href', '/messages');
      expect(screen.getByText('Gold')).toBeInTheDocument();
      expect(screen.getByText(/Welcome back, Maya/)).toBeInTheDocument();
    });

    it('lists the next three upcoming events, soonest first, each linking to its booking', async () => {
      const bookings = [
        booking('later', '2099-05-01'),
        booking('past', '2001-01-01'),
        booking('gone', '2099-01-01', 'cancelled'),
        booking('soon', '2099-02-01', 'confirmed'),
        booking('mid', '2099-03-01'),
        booking('last', '2099-06-01'),
      ];
      stubFetch(signedIn(['customer']), {
        '/api/dashboard/overview': () => json({ upcomingBookings: 4, conversations: 0, customerTier: 'standard' }),
        '/api/bookings': () => json({ bookings }),
      });
      renderWithSession(routes, '/dashboard');
      const list = await screen.findByRole('region', { name: 'Your next events' });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/booking/soon',
        '/booking/mid',
        '/booking/later',
      ]);
    });

    it('offers a retry when the overview fails', async () => {
      let fail = true;
      stubFetch(signedIn(['customer']), {
        '/api/dashboard/overview': () =>
          fail
            ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500)
            : json({ upcomingBookings: 0, conversations: 0, customerTier: 'standard' }),
      });
      const user = userEvent.setup();
      renderWithSession(routes, '/dashboard');
      expect(await screen.findByText("We couldn't load your dashboard")).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: /Try again/ }));
      expect(await screen.findByText('No upcoming events yet')).toBeInTheDocument();
    });
  });
});
