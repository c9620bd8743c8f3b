import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, TOASTS } from '#shared/errors.ts';
import { SUCCESS_MESSAGES } from '#shared/auth-messages.ts';
import type { Me } from '#shared/session.ts';
import { VALIDATION_MESSAGES as V } from '#shared/validation/messages.ts';
import { STORAGE_KEYS } from '../../lib/local-storage.ts';
import {
  authSessionOf,
  GUEST_ME,
  json,
  NO_SOCIAL_SIGN_IN,
  renderWithSession,
  signedIn,
  stubFetch,
} from '../../test/render.tsx';
import {
  AuthCallbackPage,
  AuthPage,
  EmailVerifiedPage,
  LoginPage,
  PortalLoginPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './auth-pages.tsx';
import { RESET_MESSAGES } from './reset-password-page.tsx';

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/portal/login', element: <PortalLoginPage /> },
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/auth/email-verified', element: <EmailVerifiedPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/dashboard', element: <p>Customer dashboard</p> },
  { path: '/portal/dashboard', element: <p>Portal dashboard</p> },
  { path: '/profile/bookings', element: <p>Bookings page</p> },
];

/** Signs in on POST /api/auth/sign-in/email; /api/me follows. */
function signingInServer(after: Me = signedIn(['customer'])) {
  const state = { me: GUEST_ME };
  const stub = stubFetch(GUEST_ME, {
    ...NO_SOCIAL_SIGN_IN,
    '/api/me': () => json(state.me),
    '/api/auth/get-session': () => json(authSessionOf(state.me)),
    '/api/auth/sign-in/email': () => {
      state.me = after;
      return json({ redirect: false, token: 't', user: { id: 'u1' } });
    },
  });
  return { state, ...stub };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, submit = 'Sign In') {
  await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('auth pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('/auth?mode=signup opens the sign-up form, and mode links keep ?mode= in the address', async () => {
    stubFetch(GUEST_ME, NO_SOCIAL_SIGN_IN);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderWithSession(routes, '/auth?mode=signup&redirect=%2Fprofile%2Fbookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%2Fbookings');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%2Fbookings&mode=forgot-password');
  });

  it('honours a same-origin ?redirect= after signing in', async () => {
    signingInServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderWithSession(routes, '/auth?redirect=%2Fprofile%2Fbookings');
    await signIn(user);
    expect(await screen.findByText(TOASTS.signedIn)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('Bookings page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/bookings');
  });

  it.each(['https://evil.example/steal', '//evil.example/x', '/\\evil.example', '/.%2e/%2e%2e//evil.example/phish'])(
    'ignores an outside ?redirect=%s and lands on the role home',
    async (target) => {
      signingInServer();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router } = renderWithSession(routes, `/login?redirect=${encodeURIComponent(target)}`);
      await signIn(user);
      expect(await screen.findByText(SUCCESS_MESSAGES.signIn)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(await screen.findByText('Customer dashboard')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('/portal/login is the Venue & Vendor Portal sign-in and lands on the portal dashboard', async () => {
    signingInServer(signedIn(['customer', 'venue']));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSession(routes, '/portal/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue & Vendor Portal' })).toBeInTheDocument();
    await signIn(user, 'Sign In to the Portal');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('Portal dashboard')).toBeInTheDocument();
  });

  it('/portal/login ignores a ?redirect= that resolves to another host', async () => {
    signingInServer(signedIn(['customer', 'venue']));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderWithSession(
      routes,
      `/portal/login?redirect=${encodeURIComponent('/.%2e/%2e%2e//evil.example/phish')}`,
    );
    await signIn(user, 'Sign In to the Portal');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('Portal dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });

  it('tells a signed-in visitor they are signed in, with a way on', async () => {
    stubFetch(signedIn(['customer']));
    renderWithSession(routes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continue/ })).toHaveAttribute('href', '/dashboard');
  });

  describe('/auth/reset-password', () => {
    it('without a token explains the link is not valid', async () => {
      stubFetch();
      renderWithSession(routes, '/auth/reset-password');
      expect(await screen.findByText(RESET_MESSAGES.invalidLink)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Request a new link/ })).toHaveAttribute('href', '/forgot-password');
    });

    it('validates like sign-up, sends the token and goes on to sign in', async () => {
      const { calls } = stubFetch(GUEST_ME, {
        ...NO_SOCIAL_SIGN_IN,
        '/api/auth/reset-password': () => json({ status: true }),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router } = renderWithSession(routes, '/auth/reset-password?token=tok-123');
      await user.type(await screen.findByLabelText('New password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(V.passwordTooShort)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'a-new-password');
      await user.type(screen.getByLabelText('Confirm new password'), 'a-new-passw0rd');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(V.passwordsDoNotMatch)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Confirm new password'));
      await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      const call = calls.find((entry) => entry.url === '/api/auth/reset-password');
      expect(JSON.parse(String(call?.init?.body))).toEqual({ newPassword: 'a-new-password', token: 'tok-123' });
      expect(await screen.findByText(RESET_MESSAGES.done)).toBeInTheDocument();
    });

    it('an expired token (INVALID_TOKEN) shows the invalid-link state', async () => {
      stubFetch(GUEST_ME, {
        '/api/auth/reset-password': () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithSession(routes, '/auth/reset-password?token=old');
      await user.type(await screen.findByLabelText('New password'), 'a-new-password');
      await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(RESET_MESSAGES.invalidLink)).toBeInTheDocument();
    });
  });

  describe('/auth/callback', () => {
    it('a redirect mismatch is a configuration error', async () => {
      stubFetch(GUEST_ME, NO_SOCIAL_SIGN_IN);
      renderWithSession(
        routes,
        '/auth/callback?userType=customer&source=modal&provider=google&error=redirect_uri_mismatch',
      );
      expect(await screen.findByText(AUTH_ERRORS.oauthConfiguration)).toBeInTheDocument();
    });

    it('any other failure names the provider and the reason', async () => {
      stubFetch(GUEST_ME, { '/api/social-providers': () => json([{ id: 'google', name: 'Google' }]) });
      renderWithSession(routes, '/auth/callback?provider=google&error=access_denied');
      expect(await screen.findByText('Google sign in failed: access denied')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', '/auth');
    });

    it('on success reads the session, says so and goes to the redirect', async () => {
      stubFetch(signedIn(['customer']), NO_SOCIAL_SIGN_IN);
      const { router } = renderWithSession(
        routes,
        '/auth/callback?userType=customer&source=modal&provider=google&redirect=%2Fprofile%2Fbookings',
      );
      expect(await screen.findByText('Bookings page')).toBeInTheDocument();
      expect(await screen.findByText(TOASTS.signedIn)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile/bookings');
    });
  });

  describe('/auth/email-verified', () => {
    it('sends a signed-in partner on with their application', async () => {
      stubFetch(signedIn(['customer', 'venue']));
      renderWithSession(routes, '/auth/email-verified?userType=partner&source=partner');
      expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /Continue your application/ })).toHaveAttribute(
        'href',
        '/onboarding?type=venue&source=partner',
      );
    });

    it('asks a customer who is not signed in to sign in', async () => {
      stubFetch();
      renderWithSession(routes, '/auth/email-verified?userType=customer&source=signup');
      expect(await screen.findByRole('link', { name: /Sign in to continue/ })).toHaveAttribute('href', '/login');
    });

    it('explains a bad link', async () => {
      stubFetch();
      renderWithSession(routes, '/auth/email-verified?userType=customer&source=modal&error=TOKEN_EXPIRED');
      expect(await screen.findByText(/This verification link has expired/)).toBeInTheDocument();
    });
  });

  it('/verify-email resends to the address given and then cools down', async () => {
    const { calls } = stubFetch(GUEST_ME, { '/api/auth/send-verification-email': () => json({ status: true }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSession(routes, '/verify-email?email=maya%40example.com');
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(TOASTS.checkEmailToVerify)).toBeInTheDocument();
    const call = calls.find((entry) => entry.url === '/api/auth/send-verification-email');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      email: 'maya@example.com',
      callbackURL: '/auth/email-verified?userType=customer&source=verify-email',
    });
    expect(localStorage.getItem(STORAGE_KEYS.verificationSentAt)).not.toBeNull();
    expect(await screen.findByRole('button', { name: /Resend available in \d+ s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });
});
