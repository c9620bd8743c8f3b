import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '#shared/errors.ts';
import type { Me } from '#shared/session.ts';
import { RequireAccess } from '../components/layout/require-access.tsx';
import { json, renderWithSession, signedIn, stubFetch } from '../test/render.tsx';
import { STORAGE_KEYS } from './local-storage.ts';
import { useSession } from './session.tsx';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.email ?? 'guest'}</p>
      <p data-testid="active-role">{session.activeRole ?? 'none'}</p>
      <button type="button" onClick={session.signOut}>
        Sign out
      </button>
      <button type="button" onClick={() => void session.switchRole('venue')}>
        Be a venue
      </button>
      <button type="button" onClick={() => void session.switchRole('admin')}>
        Be an admin
      </button>
    </div>
  );
}

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/account', element: <Probe /> },
  { path: '/auth', element: <p>Sign-in page</p> },
  { element: <RequireAccess />, children: [{ path: '/dashboard', element: <Probe /> }] },
  { path: '/portal/dashboard', element: <p>Portal dashboard</p> },
];

const multi: Me = { ...signedIn(['customer', 'venue', 'vendor']), activeRole: 'customer' };

/** better-auth's answers to the §4 sign-out: every session revoked, then this one ended. */
const SIGN_OUT = {
  '/api/auth/revoke-sessions': () => json({ status: true }),
  '/api/auth/sign-out': () => json({ success: true }),
};

describe('SessionProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is loading until /api/me answers, and the 10 s init time-out forces ready', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithSession(routes, '/account');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('user')).toHaveTextContent('guest');
  });

  it('restores the active role from local storage while the user still holds it', async () => {
    localStorage.setItem(STORAGE_KEYS.activeRole, 'vendor');
    stubFetch(multi);
    renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('active-role')).toHaveTextContent('vendor');
  });

  it('ignores a stored role the user no longer holds and takes the first partner role', async () => {
    localStorage.setItem(STORAGE_KEYS.activeRole, 'admin');
    stubFetch(multi);
    renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('active-role')).toHaveTextContent('venue');
  });

  it('on a new device takes admin if held, whatever role the profile saved last', async () => {
    stubFetch({ ...signedIn(['customer', 'venue', 'admin']), activeRole: 'customer' });
    renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('active-role')).toHaveTextContent('admin');
  });

  it('signs out once for a burst of clicks (100 ms debounce), clears stored data but the home-video flag, and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.activeRole, 'venue');
    localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, 'maya@example.com');
    localStorage.setItem(STORAGE_KEYS.homeVideoSeen, '1');
    const { calls } = stubFetch(multi, SIGN_OUT);
    const { router } = renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.filter((call) => call.url === '/api/auth/sign-out')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(await screen.findByText(TOASTS.signedOut)).toBeInTheDocument();
    const signOuts = calls.filter((call) => call.url === '/api/auth/sign-out');
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]?.init?.method).toBe('POST');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.activeRole)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.homeVideoSeen)).toBe('1');
  });

  it('signing out on a guarded page goes home, not to sign-in', async () => {
    stubFetch(multi, SIGN_OUT);
    const { router } = renderWithSession(routes, '/dashboard');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(TOASTS.signedOut)).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Signing out...' while the request runs, and 'Sign out failed, please try again' when it fails", async () => {
    let fail: (() => void) | undefined;
    stubFetch(multi, {
      '/api/auth/revoke-sessions': SIGN_OUT['/api/auth/revoke-sessions'],
      '/api/auth/sign-out': () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
        }),
    });
    const { router } = renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(TOASTS.signingOut)).toBeInTheDocument();
    act(() => fail?.());
    expect(await screen.findByText(TOASTS.signOutFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('switches role: PUT /api/me/active-role, stores it, lands on the role home with the role-switched reason', async () => {
    const { calls } = stubFetch(multi, { '/api/me/active-role': () => json({ ...multi, activeRole: 'venue' }) });
    const { router } = renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Be a venue' }));
    expect(await screen.findByText('Portal dashboard')).toBeInTheDocument();
    const put = calls.find((call) => call.url === '/api/me/active-role');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ role: 'venue' });
    expect(localStorage.getItem(STORAGE_KEYS.activeRole)).toBe('venue');
    expect(router.state.location.search).toBe('?reason=role-switched');
  });

  it('refuses a role the user does not hold without asking the server', async () => {
    const { calls } = stubFetch(multi);
    renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Be an admin' }));
    expect(await screen.findByText('Cannot switch to this role')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/me/active-role')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    stubFetch(multi, { '/api/me/active-role': () => json({ error: { message: 'Cannot switch to this role' } }, 403) });
    const { router } = renderWithSession(routes, '/account');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Be a venue' }));
    expect(await screen.findByText('Cannot switch to this role')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem(STORAGE_KEYS.activeRole)).toBeNull();
  });
});
