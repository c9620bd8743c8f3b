import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, AUTH_FORM_MESSAGES, TOASTS } from '#shared/errors.ts';
import { SUCCESS_MESSAGES, partnerApplicationToast } from '#shared/auth-messages.ts';
import type { Me } from '#shared/session.ts';
import { VALIDATION_MESSAGES as V } from '#shared/validation/messages.ts';
import {
  authSessionOf,
  GUEST_ME,
  json,
  NO_SOCIAL_SIGN_IN,
  renderWithSession,
  signedIn,
  stubFetch,
  type FetchCall,
} from '../../test/render.tsx';
import { browserLocation } from './api.ts';
import { useAuthModal, type AuthModalOptions } from '../../components/layout/auth-modal-context.ts';

function Opener({ options }: { options?: AuthModalOptions }) {
  const modal = useAuthModal();
  return (
    <button type="button" onClick={() => modal.open(options)}>
      Open
    </button>
  );
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** A fake server: /api/me answers `state.me`; handlers answer the other paths and may sign the user in. */
function server(handlers: Record<string, Handler> = {}) {
  const state: { me: Me } = { me: GUEST_ME };
  const overrides: Record<string, () => Response | Promise<Response>> = {
    '/api/me': () => json(state.me),
    '/api/auth/get-session': () => json(authSessionOf(state.me)),
    ...NO_SOCIAL_SIGN_IN, // tests of the social buttons stub their own
  };
  const stub = stubFetch(GUEST_ME, overrides);
  for (const [path, handler] of Object.entries(handlers)) {
    overrides[path] = () => handler(stub.calls.at(-1)!);
  }
  const bodyOf = (path: string) => {
    const call = stub.calls.find((entry) => entry.url === path);
    return call ? (JSON.parse(String(call.init?.body)) as Record<string, unknown>) : undefined;
  };
  return { state, calls: stub.calls, bodyOf };
}

async function openModal(options?: AuthModalOptions) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = renderWithSession(
    [
      { path: '/page', element: <Opener options={options} /> },
      { path: '/profile/bookings', element: <p>Bookings page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/partner/email-confirmation', element: <p>Partner email confirmation</p> },
    ],
    '/page',
  );
  await user.click(await screen.findByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog');
  // The first opening loads the forms lazily.
  await within(dialog).findAllByRole('button', {
    name: /^(Sign In|Create Account|Submit Application|Send Reset Link)$/,
  });
  return { user, dialog, ...result };
}

const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

async function fillSignIn(
  user: ReturnType<typeof userEvent.setup>,
  email = 'maya@example.com',
  password = 'correct-horse',
) {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

describe('auth modal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  describe('modes', () => {
    it('opens in sign-in mode by default and each link switches mode', async () => {
      server();
      const { user, dialog } = await openModal();
      expect(title()).toBe('Welcome back');
      await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
      expect(title()).toBe('Create your account');
      expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Partner sign up' }));
      expect(title()).toBe('Become a partner');
      expect(within(dialog).getByLabelText('Business name')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
      expect(title()).toBe('Reset your password');
      await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
      expect(title()).toBe('Welcome back');
    });

    it('a mode switch clears the error message', async () => {
      server({
        '/api/auth/sign-in/email': () =>
          json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      });
      const { user, dialog } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByText(AUTH_FORM_MESSAGES.invalidCredentials)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
      expect(within(dialog).queryByText(AUTH_FORM_MESSAGES.invalidCredentials)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      expect(within(dialog).queryByText(AUTH_FORM_MESSAGES.invalidCredentials)).not.toBeInTheDocument();
    });

    it('a mode switch clears the success message', async () => {
      const { bodyOf } = server({ '/api/auth/request-password-reset': () => json({ status: true }) });
      const { user, dialog } = await openModal({ mode: 'forgot-password' });
      await user.type(within(dialog).getByLabelText('Email'), 'maya@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(dialog).findByText(SUCCESS_MESSAGES.passwordResetSent)).toBeInTheDocument();
      expect(await screen.findByText(TOASTS.resetLinkSent)).toBeInTheDocument();
      expect(bodyOf('/api/auth/request-password-reset')).toEqual({
        email: 'maya@example.com',
        redirectTo: '/auth/reset-password',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
      expect(within(dialog).queryByText(SUCCESS_MESSAGES.passwordResetSent)).not.toBeInTheDocument();
      // The email typed carries over to the next mode.
      expect(within(dialog).getByLabelText('Email')).toHaveValue('maya@example.com');
    });
  });

  describe('§5 validation messages', () => {
    it('sign-in: required, email pattern, password length; errors are tied to their fields', async () => {
      const { calls } = server();
      const { user, dialog } = await openModal();
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await within(dialog).findByText(V.emailRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(V.passwordRequired)).toBeInTheDocument();
      const email = within(dialog).getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(V.emailRequired);
      expect(email).toHaveFocus();

      await user.type(email, 'maya@example');
      await user.type(within(dialog).getByLabelText('Password'), 'short');
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await within(dialog).findByText(V.emailInvalid)).toBeInTheDocument();
      expect(within(dialog).getByText(V.passwordTooShort)).toBeInTheDocument();
      expect(calls.some((call) => call.url.startsWith('/api/auth/sign-in'))).toBe(false);
    });

    it('customer sign-up: full name required and too short, passwords must match', async () => {
      server();
      const { user, dialog } = await openModal({ mode: 'signup-user' });
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      expect(await within(dialog).findByText(V.fullNameRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(V.emailRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(V.passwordRequired)).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Full name'), ' M ');
      await user.type(within(dialog).getByLabelText('Email'), 'maya@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'long-enough-2');
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
      expect(await within(dialog).findByText(V.fullNameTooShort)).toBeInTheDocument();
      expect(within(dialog).getByText(V.passwordsDoNotMatch)).toBeInTheDocument();
    });

    it('partner sign-up: business name required and too short, partner type must be chosen', async () => {
      server();
      const { user, dialog } = await openModal({ mode: 'signup-partner' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
      expect(await within(dialog).findByText(V.businessNameRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(V.partnerTypeInvalid)).toBeInTheDocument();
      expect(within(dialog).getByText(V.firstNameRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(V.lastNameRequired)).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Business name'), 'A');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
      expect(await within(dialog).findByText(V.businessNameTooShort)).toBeInTheDocument();
    });

    it('forgot password: email required and valid', async () => {
      server();
      const { user, dialog } = await openModal({ mode: 'forgot-password' });
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(dialog).findByText(V.emailRequired)).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
      expect(await within(dialog).findByText(V.emailInvalid)).toBeInTheDocument();
    });
  });

  describe('sign-in', () => {
    it('shows the success message, closes after 1.5 s and runs the success callback', async () => {
      const onSuccess = vi.fn();
      const api = server({
        '/api/auth/sign-in/email': () => {
          api.state.me = signedIn(['customer']);
          return json({ redirect: false, token: 't', user: { id: 'u1' } });
        },
      });
      const { user, dialog } = await openModal({ onSuccess });
      await fillSignIn(user);
      // The page stays where it is: no word of a dashboard.
      expect(await within(dialog).findByText(TOASTS.signedIn)).toBeInTheDocument();
      expect(within(dialog).queryByText(SUCCESS_MESSAGES.signIn)).toBeNull();
      expect(await screen.findByText(TOASTS.welcomeBack)).toBeInTheDocument();
      expect(api.bodyOf('/api/auth/sign-in/email')).toEqual({ email: 'maya@example.com', password: 'correct-horse' });

      await act(() => vi.advanceTimersByTimeAsync(1300));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(onSuccess).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(250));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    });

    it('without a callback it reloads softly: the session is read again and the redirect target opens', async () => {
      const api = server({
        '/api/auth/sign-in/email': () => {
          api.state.me = signedIn(['customer']);
          return json({ redirect: false, token: 't', user: { id: 'u1' } });
        },
      });
      const { user, router } = await openModal({ redirectTo: '/profile/bookings' });
      const meCallsBefore = api.calls.filter((call) => call.url === '/api/me').length;
      await fillSignIn(user);
      expect(await screen.findByText(TOASTS.signedIn)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(await screen.findByText('Bookings page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile/bookings');
      expect(api.calls.filter((call) => call.url === '/api/me').length).toBeGreaterThan(meCallsBefore);
    });

    it('says it is redirecting to the dashboard only when it goes there', async () => {
      const api = server({
        '/api/auth/sign-in/email': () => {
          api.state.me = signedIn(['customer']);
          return json({ redirect: false, token: 't', user: { id: 'u1' } });
        },
      });
      const { user, dialog, router } = await openModal({ redirectTo: '/dashboard' });
      await fillSignIn(user);
      expect(await within(dialog).findByText(SUCCESS_MESSAGES.signIn)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('with no callback and no target, stays on the page and does not promise a dashboard', async () => {
      const api = server({
        '/api/auth/sign-in/email': () => {
          api.state.me = signedIn(['customer']);
          return json({ redirect: false, token: 't', user: { id: 'u1' } });
        },
      });
      const { user, dialog, router } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByText(TOASTS.signedIn)).toBeInTheDocument();
      expect(within(dialog).queryByText(SUCCESS_MESSAGES.signIn)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1600));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/page');
    });

    it('a new submit clears the server error, also when the form refuses it', async () => {
      server({
        '/api/auth/sign-in/email': () =>
          json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      });
      const { user, dialog } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_FORM_MESSAGES.invalidCredentials);
      await user.clear(within(dialog).getByLabelText('Password'));
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await within(dialog).findByText(V.passwordRequired)).toBeInTheDocument();
      expect(within(dialog).queryByText(AUTH_FORM_MESSAGES.invalidCredentials)).toBeNull();
    });

    it('maps a wrong password to the §8 message', async () => {
      server({
        '/api/auth/sign-in/email': () =>
          json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      });
      const { user, dialog } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_FORM_MESSAGES.invalidCredentials);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('shows the rate-limit message as the server words it', async () => {
      const message = 'Too many login attempts. Please try again in 42 seconds.';
      server({ '/api/auth/sign-in/email': () => json({ error: { code: 'RATE_LIMIT_EXCEEDED', message } }, 429) });
      const { user, dialog } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    });

    it('offers to resend the verification email when the email is not verified', async () => {
      const api = server({
        '/api/auth/sign-in/email': () => json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403),
        '/api/auth/send-verification-email': () => json({ status: true }),
      });
      const { user, dialog } = await openModal();
      await fillSignIn(user);
      expect(await within(dialog).findByText(AUTH_FORM_MESSAGES.emailNotConfirmed)).toBeInTheDocument();
      expect(await screen.findByText(TOASTS.verifyEmail)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));
      expect(await screen.findByText(TOASTS.checkEmailToVerify)).toBeInTheDocument();
      expect(api.bodyOf('/api/auth/send-verification-email')).toEqual({
        email: 'maya@example.com',
        callbackURL: '/auth/email-verified?userType=customer&source=modal',
      });
      expect(within(dialog).getByRole('button', { name: 'Verification email sent' })).toBeDisabled();
    });
  });

  describe('sign-up', () => {
    async function signUp(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
      await user.type(within(dialog).getByLabelText('Full name'), '  Maya Lopez ');
      await user.type(within(dialog).getByLabelText('Email'), 'maya@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'long-enough-1');
      await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    }

    it('unconfirmed email: the verify-your-email message, the modal closes after 3 s', async () => {
      const api = server({
        '/api/auth/sign-up/email': () =>
          json({ token: null, user: { email: 'maya@example.com', emailVerified: false } }),
      });
      const { user, dialog } = await openModal({ mode: 'signup-user' });
      await signUp(user, dialog);
      expect(await within(dialog).findByText(SUCCESS_MESSAGES.signUp)).toBeInTheDocument();
      expect(await screen.findByText(TOASTS.checkEmailToVerify)).toBeInTheDocument();
      expect(api.bodyOf('/api/auth/sign-up/email')).toEqual({
        name: 'Maya Lopez',
        email: 'maya@example.com',
        password: 'long-enough-1',
        callbackURL: '/auth/email-verified?userType=customer&source=modal',
      });
      await act(() => vi.advanceTimersByTimeAsync(2700));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(350));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('confirmed email: the account-created message, closes after 1.5 s and opens the dashboard', async () => {
      const api = server({
        '/api/auth/sign-up/email': () => {
          api.state.me = signedIn(['customer']);
          return json({ token: 't', user: { email: 'maya@example.com', emailVerified: true } });
        },
      });
      const { user, dialog, router } = await openModal({ mode: 'signup-user' });
      await signUp(user, dialog);
      expect(await within(dialog).findByText(TOASTS.accountCreated)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1300));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('an existing account: the error, then after 1.5 s sign-in mode with an info toast and the email kept', async () => {
      server({
        '/api/partners/sign-up': () =>
          json({ error: { code: 'USER_ALREADY_EXISTS', message: 'User already exists' } }, 422),
      });
      const { user, dialog } = await openModal({ mode: 'signup-partner' });
      await user.type(within(dialog).getByLabelText('First name'), 'Valentina');
      await user.type(within(dialog).getByLabelText('Last name'), 'Venue');
      await user.type(within(dialog).getByLabelText('Business name'), 'Skyline Spaces Co.');
      await user.click(within(dialog).getByLabelText(/Venue/));
      await user.type(within(dialog).getByLabelText('Email'), 'venue@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'long-enough-1');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERRORS.accountExists);
      await act(() => vi.advanceTimersByTimeAsync(1300));
      expect(title()).toBe('Become a partner');
      await act(() => vi.advanceTimersByTimeAsync(250));
      await waitFor(() => expect(title()).toBe('Welcome back'));
      expect(await screen.findByText(AUTH_FORM_MESSAGES.alreadyRegistered)).toBeInTheDocument();
      expect(within(dialog).queryByText(AUTH_ERRORS.accountExists)).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveValue('venue@example.com');
    });

    it('partner sign-up: POST /api/partners/sign-up, the §8 message and the portal toast', async () => {
      const api = server({
        '/api/partners/sign-up': () =>
          json({ userId: 'u2', email: 'vic@example.com', partnerType: 'vendor', emailVerified: false }, 201),
      });
      const { user, dialog, router } = await openModal({ mode: 'signup-partner' });
      await user.type(within(dialog).getByLabelText('First name'), 'Victor');
      await user.type(within(dialog).getByLabelText('Last name'), 'Vendor');
      await user.type(within(dialog).getByLabelText('Business name'), 'Victor Sound & Light');
      await user.click(within(dialog).getByLabelText(/Vendor/));
      await user.type(within(dialog).getByLabelText('Email'), 'vic@example.com');
      await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
      await user.type(within(dialog).getByLabelText('Confirm password'), 'long-enough-1');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
      expect(await within(dialog).findByText(SUCCESS_MESSAGES.partnerApplication)).toBeInTheDocument();
      expect(await screen.findByText(partnerApplicationToast('vendor'))).toBeInTheDocument();
      expect(api.bodyOf('/api/partners/sign-up')).toEqual({
        firstName: 'Victor',
        lastName: 'Vendor',
        businessName: 'Victor Sound & Light',
        partnerType: 'vendor',
        email: 'vic@example.com',
        password: 'long-enough-1',
        callbackURL: '/auth/email-verified?userType=partner&source=modal',
      });
      // Not confirmed yet: 3 s, then on to the partner flow.
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(await screen.findByText('Partner email confirmation')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?email=vic%40example.com');
    });
  });

  describe('social sign-in', () => {
    it('names the provider while redirecting, leaves for the provider and closes after 1 s', async () => {
      const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      const api = server({
        '/api/social-providers': () => json([{ id: 'google', name: 'Google' }]),
        '/api/auth/sign-in/social': () => json({ url: 'https://accounts.example.com/authorize?x=1', redirect: true }),
      });
      const { user, dialog } = await openModal({ redirectTo: '/profile/bookings' });
      await user.click(await within(dialog).findByRole('button', { name: 'Google' }));
      expect(await within(dialog).findByText('Redirecting to Google...')).toBeInTheDocument();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.com/authorize?x=1'));
      const callbackURL =
        '/auth/callback?userType=customer&source=modal&provider=google&redirect=%2Fprofile%2Fbookings';
      expect(api.bodyOf('/api/auth/sign-in/social')).toEqual({
        provider: 'google',
        callbackURL,
        errorCallbackURL: callbackURL,
      });
      await act(() => vi.advanceTimersByTimeAsync(1100));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows no social buttons when the server lists no providers', async () => {
      server({ '/api/social-providers': () => json([]) });
      const { dialog } = await openModal();
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(within(dialog).queryByText('or continue with')).not.toBeInTheDocument();
    });
  });
});
