import { describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  AppError,
  ERROR_SCREEN,
  MESSAGING_MESSAGES,
  RATE_LIMIT,
  TOASTS,
  classifyError,
  isAppError,
  isChunkLoadError,
  rateLimitError,
  wrapError,
} from './errors.ts';
import { SUCCESS_MESSAGES, mapAuthError, partnerApplicationToast, socialSignInFailed } from './auth-messages.ts';
import { CART_MESSAGES } from './cart-messages.ts';

describe('AppError', () => {
  it('defaults status to 500 and serialises', () => {
    const error = new AppError('OPERATION_FAILED', 'Operation failed');
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.status).toBe(500);
    expect(error.toJSON()).toEqual({ code: 'OPERATION_FAILED', message: 'Operation failed', status: 500 });
    expect(new AppError('X', 'y', 404, { details: { a: 1 } }).toJSON()).toEqual({
      code: 'X',
      message: 'y',
      status: 404,
      details: { a: 1 },
    });
  });
});

describe('wrapError (§8 generic wrapper)', () => {
  it('keeps a database code', () => {
    const wrapped = wrapError({ code: '23505', message: 'duplicate key' });
    expect([wrapped.code, wrapped.message, wrapped.status]).toEqual(['23505', 'duplicate key', 500]);
    expect(wrapError({ code: 'PGRST116' }).message).toBe('Unknown database error');
  });
  it('maps network failures to CLIENT_ERROR', () => {
    const wrapped = wrapError(new TypeError('Failed to fetch'));
    expect([wrapped.code, wrapped.message]).toEqual(['CLIENT_ERROR', 'Network or client error']);
  });
  it('maps anything else to OPERATION_FAILED and passes AppErrors through', () => {
    expect(wrapError(new Error('boom')).toJSON()).toEqual({
      code: 'OPERATION_FAILED',
      message: 'Operation failed',
      status: 500,
    });
    const original = new AppError('A', 'b', 400);
    expect(wrapError(original)).toBe(original);
  });
});

describe('rate limit errors', () => {
  it('use code RATE_LIMIT_EXCEEDED, status 429 and the seconds', () => {
    expect(RATE_LIMIT.loginMessage(42)).toBe('Too many login attempts. Please try again in 42 seconds.');
    const error = rateLimitError('signup');
    expect([error.code, error.status, error.message]).toEqual([
      'RATE_LIMIT_EXCEEDED',
      429,
      'Too many signup attempts. Please try again in 60 seconds.',
    ]);
  });
});

describe('mapAuthError (§8 table)', () => {
  it.each([
    ['User already exists', 'This email is already registered. Please sign in.'],
    [{ code: 'USER_ALREADY_EXISTS', message: '' }, 'This email is already registered. Please sign in.'],
    [new Error('Invalid login credentials'), 'Incorrect email or password. Please try again.'],
    ['Invalid email or password', 'Incorrect email or password. Please try again.'],
    ['Email not confirmed', 'Please verify your email before signing in.'],
    [{ code: 'EMAIL_NOT_VERIFIED' }, 'Please verify your email before signing in.'],
    ['Network request failed', 'Connection issue. Please check your internet.'],
    ['Invalid email', 'Please enter a valid email address.'],
    ['Password too short', 'Password must be at least 8 characters.'],
    ['Passwords do not match', 'Passwords must match.'],
    ['Required field', 'This field is required.'],
    ['Invalid partner type', 'Please select venue or vendor.'],
    ['The moon is in retrograde', 'Something went wrong. Please try again.'],
    [null, 'Something went wrong. Please try again.'],
  ])('%s', (cause, shown) => {
    expect(mapAuthError(cause)).toBe(shown);
  });
});

describe('message catalogue', () => {
  it('has the §8 success messages and toasts', () => {
    expect(SUCCESS_MESSAGES).toEqual({
      signIn: 'Welcome back! Redirecting to your dashboard...',
      signUp: 'Account created! Please check your email to verify.',
      partnerApplication: 'Partner application submitted! Check your email for next steps.',
      passwordResetSent: 'Password reset link sent to your email.',
    });
    expect(TOASTS).toMatchObject({
      welcomeBack: 'Welcome back!',
      resetLinkSent: 'Reset link sent!',
      verifyEmail: 'Please verify your email.',
      signOutFailed: 'Sign out failed, please try again',
      accountCreated: 'Account created successfully!',
      checkEmailToVerify: 'Please check your email to verify your account.',
      signedIn: 'Successfully signed in!',
      signedOut: 'Signed out successfully',
    });
    expect(partnerApplicationToast('vendor')).toBe(
      'Partner application submitted! You can now access the vendor portal.',
    );
  });

  it('has the auth, cart and messaging errors', () => {
    expect(AUTH_ERRORS).toMatchObject({
      initFailed: 'Failed to initialize auth',
      notAuthenticated: 'Not authenticated',
      notPartner: 'Not authenticated or not a partner',
      partnerTypeNotFound: 'Partner type not found',
      oauthConfiguration: 'OAuth configuration error. Please contact support.',
    });
    expect(socialSignInFailed('Google', 'popup closed')).toBe('Google sign in failed: popup closed');
    expect(CART_MESSAGES.validation.venueRequired).toBe('A venue is required for booking');
    expect(MESSAGING_MESSAGES.sendFailedRetry).toBe('Failed to send message. Please try again.');
  });

  it('has the error screen texts', () => {
    expect(ERROR_SCREEN.title).toBe('Something went wrong');
    expect(ERROR_SCREEN.componentError('VenueGallery')).toBe('VenueGallery encountered an unexpected error');
    expect(ERROR_SCREEN.defaultMessage).toBe('An unexpected error occurred. Please try refreshing the page.');
    expect(ERROR_SCREEN.isolatedMessage).toBe("This component encountered an error and couldn't load properly.");
    expect(ERROR_SCREEN.imageUnavailable).toBe('Image unavailable');
  });
});

describe('classifyError (§8)', () => {
  it('spots chunk-load failures', () => {
    const chunk = new Error('Failed to fetch dynamically imported module: /assets/discover.js');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(classifyError(chunk)).toMatchObject({ category: 'chunk', severity: 'medium', action: 'refresh' });
  });

  it.each([
    ['Failed to fetch', 'network', 'medium'],
    ['Request timed out', 'network', 'medium'],
    ['JWT expired', 'authentication', 'high'],
    ['Payment declined', 'payment', 'high'],
    ["Cannot read properties of undefined (reading 'name')", 'null-reference', 'medium'],
    ['Rendered more hooks than during the previous render', 'render', 'high'],
    ['Something odd', 'unknown', 'high'],
  ] as const)('%s → %s', (message, category, severity) => {
    expect(classifyError(new Error(message))).toMatchObject({ category, severity });
  });

  it('asks authentication failures to sign in again', () => {
    expect(classifyError('Not authenticated')).toEqual({
      category: 'authentication',
      severity: 'high',
      userMessage: 'Please sign in again',
      action: 'sign-in',
    });
  });
});
