import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERROR_SCREEN,
  RATE_LIMIT,
  classifyError,
  isAppError,
  isChunkLoadError,
  rateLimitError,
  wrapError,
} from './errors.ts';
import { mapAuthError, partnerApplicationToast, socialSignInFailed } from './auth-messages.ts';

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

describe('messages that name something', () => {
  it('put the name where §8 says', () => {
    expect(partnerApplicationToast('vendor')).toBe(
      'Partner application submitted! You can now access the vendor portal.',
    );
    expect(socialSignInFailed('Google', 'popup closed')).toBe('Google sign in failed: popup closed');
    expect(ERROR_SCREEN.componentError('VenueGallery')).toBe('VenueGallery encountered an unexpected error');
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
