import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { GUEST_ME, NO_SOCIAL_SIGN_IN, renderWithRouter, stubFetch } from '../../test/render.tsx';
import { RootLayout } from '../root-layout.tsx';
import { shouldShowBottomNav } from './bottom-nav-rules.ts';

const routes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: '*', element: <p>Some page</p> },
    ],
  },
];

function bottomNav() {
  return screen.queryByRole('navigation', { name: 'Bottom' });
}

describe('shouldShowBottomNav', () => {
  it.each([
    ['/profile', false],
    ['/profile/', false],
    ['/profile/bookings', true],
    ['/profile/chats', true],
    ['/messages', false],
    ['/settings', false],
    ['/discover', true],
    ['/stories', true],
    ['/profiles-of-note', true],
    ['/checkout', true],
  ])('%s → %s', (path, shown) => {
    expect(shouldShowBottomNav(path, false)).toBe(shown);
    expect(shouldShowBottomNav(path, true)).toBe(shown);
  });

  it('hides on the home page until the intro video was seen', () => {
    expect(shouldShowBottomNav('/', false)).toBe(false);
    expect(shouldShowBottomNav('/', true)).toBe(true);
  });
});

describe('BottomNav in the shell', () => {
  beforeEach(() => {
    localStorage.clear();
    // The sign-in modal opens from the profile tab.
    stubFetch(GUEST_ME, NO_SOCIAL_SIGN_IN);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('has the five tabs on /discover', async () => {
    renderWithRouter(routes, '/discover');
    const nav = bottomNav();
    expect(nav).toBeInTheDocument();
    const tabs = within(nav!).getAllByRole('listitem');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['About', 'Stories', 'Discover', 'Cart', 'Profile']);
    expect(within(nav!).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/');
    expect(within(nav!).getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/stories');
    expect(within(nav!).getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign Up / In' }).length).toBeGreaterThan(0));
  });

  it.each(['/profile', '/messages', '/settings'])('is hidden on %s', async (path) => {
    renderWithRouter(routes, path);
    expect(await screen.findByText('Some page')).toBeInTheDocument();
    expect(bottomNav()).not.toBeInTheDocument();
  });

  it('stays hidden on / for a first-time visitor and appears once the video-seen flag is set', async () => {
    renderWithRouter(routes, '/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(bottomNav()).not.toBeInTheDocument();
    act(() => writeStorage(STORAGE_KEYS.homeVideoSeen, '1'));
    expect(bottomNav()).toBeInTheDocument();
  });

  it('shows on / for a returning visitor', async () => {
    localStorage.setItem(STORAGE_KEYS.homeVideoSeen, '1');
    renderWithRouter(routes, '/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(bottomNav()).toBeInTheDocument();
  });

  it('opens the cart drawer with the empty-cart banner and a disabled Checkout', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, '/discover');
    await user.click(within(bottomNav()!).getByRole('button', { name: /Cart/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Your event cart' });
    expect(within(drawer).getByRole('link', { name: /Browse Venues/ })).toHaveAttribute('href', '/discover?tab=venues');
    expect(within(drawer).getByRole('link', { name: /Everything/ })).toHaveAttribute('href', '/discover');
    expect(within(drawer).getByRole('link', { name: /Vendors/ })).toHaveAttribute('href', '/discover?tab=vendors');
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('opens the sign-in modal, keeping the target, when a guest picks a profile sidebar entry', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, '/discover');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign Up / In' }).length).toBeGreaterThan(0));
    await user.click(within(bottomNav()!).getByRole('button', { name: 'Profile' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Your account' });
    await user.click(within(sidebar).getByRole('button', { name: /My Bookings/ }));
    const modal = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(modal).toHaveTextContent('Sign in to open My Bookings.');
    expect(await within(modal).findByLabelText('Email')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
