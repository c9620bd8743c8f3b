import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/session.ts';
import { STORAGE_KEYS } from '../../lib/local-storage.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { RoleSwitcher } from './role-switcher.tsx';

const routes = [
  { path: '/discover', element: <RoleSwitcher /> },
  { path: '/portal/dashboard', element: <p>Portal dashboard</p> },
  { path: '/admin-dashboard', element: <p>Admin dashboard</p> },
];

const multi: Me = { ...signedIn(['customer', 'venue', 'vendor', 'admin']), activeRole: 'admin' };

describe('RoleSwitcher', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is hidden for a user with one role', async () => {
    stubFetch(signedIn(['customer']));
    renderWithSession(
      [
        {
          path: '/discover',
          element: (
            <>
              <RoleSwitcher />
              <p>Loaded</p>
            </>
          ),
        },
      ],
      '/discover',
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('lists the held roles with their §2 labels and shows the active one', async () => {
    stubFetch(multi);
    renderWithSession(routes, '/discover');
    const trigger = await screen.findByRole('combobox', { name: 'Switch account role' });
    expect(trigger).toHaveTextContent('Administrator');
    await userEvent.setup().click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Customer',
      'Venue Partner',
      'Vendor Partner',
      'Administrator',
    ]);
  });

  it('switching saves the role on the server and locally, then opens that role’s home with the notice', async () => {
    const { calls } = stubFetch(multi, { '/api/me/active-role': () => json({ ...multi, activeRole: 'venue' }) });
    const { router } = renderWithSession(routes, '/discover');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Switch account role' }));
    await user.click(await screen.findByRole('option', { name: 'Venue Partner' }));
    expect(await screen.findByText('Portal dashboard')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reason=role-switched');
    expect(localStorage.getItem(STORAGE_KEYS.activeRole)).toBe('venue');
    const put = calls.find((call) => call.url === '/api/me/active-role');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ role: 'venue' });
  });
});
