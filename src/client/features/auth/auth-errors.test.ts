import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, AUTH_FORM_MESSAGES } from '#shared/errors.ts';
import { ApiError } from '../../lib/api.ts';
import { authErrorMessage, isAccountExists, isEmailNotVerified, oauthErrorMessage } from './auth-errors.ts';

const http = (status: number, code: string, message: string) => new ApiError({ kind: 'http', status, code, message });

describe('authErrorMessage', () => {
  it('maps better-auth codes through the §8 table', () => {
    expect(authErrorMessage(http(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      AUTH_FORM_MESSAGES.invalidCredentials,
    );
    expect(authErrorMessage(http(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe(
      AUTH_FORM_MESSAGES.emailNotConfirmed,
    );
    expect(authErrorMessage(http(500, 'INTERNAL', 'Kaboom'))).toBe(AUTH_FORM_MESSAGES.fallback);
    expect(authErrorMessage(new ApiError({ kind: 'network', message: 'Network or client error' }))).toBe(
      AUTH_FORM_MESSAGES.network,
    );
  });

  it('shows rate limits and too-common passwords as the server words them', () => {
    expect(
      authErrorMessage(http(429, 'RATE_LIMIT_EXCEEDED', 'Too many signup attempts. Please try again in 30 seconds.')),
    ).toBe('Too many signup attempts. Please try again in 30 seconds.');
    const common = 'This password is too common. Please choose a less common one.';
    expect(authErrorMessage(http(400, 'PASSWORD_TOO_COMMON', common))).toBe(common);
  });

  it('recognises an existing account and an unverified email', () => {
    expect(isAccountExists(http(422, 'USER_ALREADY_EXISTS', 'User already exists'))).toBe(true);
    expect(
      isAccountExists(http(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.')),
    ).toBe(true);
    expect(isAccountExists(http(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(false);
    expect(isEmailNotVerified(http(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe(true);
    expect(isEmailNotVerified(http(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(false);
  });
});

describe('oauthErrorMessage', () => {
  it('calls a redirect mismatch a configuration error', () => {
    expect(oauthErrorMessage('Google', 'redirect_uri_mismatch')).toBe(AUTH_ERRORS.oauthConfiguration);
    expect(oauthErrorMessage('Google', 'invalid_request', 'Redirect URI mismatch for client')).toBe(
      AUTH_ERRORS.oauthConfiguration,
    );
  });

  it('otherwise names the provider and the reason', () => {
    expect(oauthErrorMessage('GitHub', 'access_denied')).toBe('GitHub sign in failed: access denied');
    expect(oauthErrorMessage('GitHub', 'server_error', 'The provider is down')).toBe(
      'GitHub sign in failed: The provider is down',
    );
  });
});
