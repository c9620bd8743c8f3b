// The error catalogue of spec §8: error type, wrapper codes, user-facing messages and error classification. The
// auth forms' mapping and messages are in auth-messages.ts, the cart's in cart-messages.ts: the app's shell imports
// this module, and they would come with it.
import { VALIDATION_MESSAGES } from './validation/messages.ts';

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: string, message: string, status = 500, options: { cause?: unknown; details?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    if (options.details !== undefined) this.details = options.details;
  }

  toJSON(): { code: string; message: string; status: number; details?: unknown } {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const ERROR_CODES = {
  clientError: 'CLIENT_ERROR',
  operationFailed: 'OPERATION_FAILED',
  circuitOpen: 'CIRCUIT_OPEN',
  rateLimitExceeded: 'RATE_LIMIT_EXCEEDED',
} as const;

export const GENERIC_ERROR_MESSAGES = {
  unknownDatabase: 'Unknown database error',
  networkOrClient: 'Network or client error',
  operationFailed: 'Operation failed',
  circuitOpen: 'Circuit breaker is OPEN',
} as const;

/** The message of an error, a string, or anything with a string `message`; '' otherwise. */
export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return '';
}

/** `error[key]`, when `error` is an object that has it. */
export function errorField(error: unknown, key: string): unknown {
  return error && typeof error === 'object' && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * §8 generic wrapper: a database error keeps its own code (message default 'Unknown database error');
 * a fetch/network TypeError becomes CLIENT_ERROR; anything else OPERATION_FAILED.
 */
export function wrapError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = errorField(error, 'code');
  const status = errorField(error, 'status');
  const knownStatus = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
  if (typeof code === 'string' && code.length > 0) {
    return new AppError(code, messageOf(error) || GENERIC_ERROR_MESSAGES.unknownDatabase, knownStatus, {
      cause: error,
    });
  }
  if (error instanceof TypeError || /network|fetch/i.test(messageOf(error))) {
    return new AppError(ERROR_CODES.clientError, GENERIC_ERROR_MESSAGES.networkOrClient, knownStatus, { cause: error });
  }
  return new AppError(ERROR_CODES.operationFailed, GENERIC_ERROR_MESSAGES.operationFailed, knownStatus, {
    cause: error,
  });
}

export const RATE_LIMIT = {
  code: ERROR_CODES.rateLimitExceeded,
  status: 429,
  defaultRetryAfterSeconds: 60,
  loginMessage: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  signupMessage: (seconds: number) => `Too many signup attempts. Please try again in ${seconds} seconds.`,
  /** Any other route's limit, in the same words. */
  requestsMessage: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
} as const;

export function rateLimitError(
  kind: 'login' | 'signup',
  seconds: number = RATE_LIMIT.defaultRetryAfterSeconds,
): AppError {
  const message = kind === 'login' ? RATE_LIMIT.loginMessage(seconds) : RATE_LIMIT.signupMessage(seconds);
  return new AppError(RATE_LIMIT.code, message, RATE_LIMIT.status, { details: { retryAfterSeconds: seconds } });
}

export const AUTH_FORM_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please sign in.',
  invalidCredentials: 'Incorrect email or password. Please try again.',
  emailNotConfirmed: 'Please verify your email before signing in.',
  network: 'Connection issue. Please check your internet.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords must match.',
  required: 'This field is required.',
  invalidPartnerType: 'Please select venue or vendor.',
  fallback: 'Something went wrong. Please try again.',
} as const;

export const TOASTS = {
  welcomeBack: 'Welcome back!',
  resetLinkSent: 'Reset link sent!',
  verifyEmail: 'Please verify your email.',
  signOutFailed: 'Sign out failed, please try again',
  accountCreated: 'Account created successfully!',
  checkEmailToVerify: 'Please check your email to verify your account.',
  signedIn: 'Successfully signed in!',
  signedOut: 'Signed out successfully',
  signingOut: 'Signing out...',
  canSendMessages: 'Welcome! You can now send messages.',
} as const;

export const AUTH_ERRORS = {
  initFailed: 'Failed to initialize auth',
  initFailedStatus: 500,
  notAuthenticated: 'Not authenticated',
  notPartner: 'Not authenticated or not a partner',
  partnerTypeNotFound: 'Partner type not found',
  oauthConfiguration: 'OAuth configuration error. Please contact support.',
  accountExists: VALIDATION_MESSAGES.accountExists,
} as const;

export const MESSAGING_MESSAGES = {
  loadConversationsFailed: 'Failed to load conversations',
  sendFailed: 'Failed to send message',
  sent: 'Message sent successfully!',
  sendFailedRetry: 'Failed to send message. Please try again.',
} as const;

export const ERROR_SCREEN = {
  title: 'Something went wrong',
  componentError: (component: string) => `${component} encountered an unexpected error`,
  defaultMessage: 'An unexpected error occurred. Please try refreshing the page.',
  isolatedMessage: "This component encountered an error and couldn't load properly.",
  imageUnavailable: 'Image unavailable',
  repeatCount: (count: number) => `This error has occurred ${count} times`,
  tryAgain: 'Try Again',
  refreshPage: 'Refresh Page',
  goHome: 'Go Home',
  contactSupport: 'Contact Support',
  contactHref: '/contact',
  reportIssue: 'Report Issue',
  loading: 'Loading...',
  clearCacheAndRetry: 'Clear Cache & Retry',
  hardRefresh: 'Hard Refresh',
} as const;

export type ErrorCategory =
  'network' | 'authentication' | 'payment' | 'chunk' | 'render' | 'null-reference' | 'unknown';
export type ErrorSeverity = 'low' | 'medium' | 'high';
export type ErrorAction = 'refresh' | 'sign-in' | 'retry' | 'go-home' | 'contact-support';

export interface ErrorClassification {
  category: ErrorCategory;
  severity: ErrorSeverity;
  userMessage?: string;
  action?: ErrorAction;
}

const CHUNK_PATTERN =
  /loading (css )?chunk|chunkloaderror|dynamically imported module|importing a module script failed|failed to fetch dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  const name = errorField(error, 'name');
  return name === 'ChunkLoadError' || CHUNK_PATTERN.test(messageOf(error));
}

/** §8 classification by message. Chunk failures come first: their messages also mention fetching. */
export function classifyError(error: unknown): ErrorClassification {
  const text = messageOf(error).toLowerCase();
  if (isChunkLoadError(error)) {
    return {
      category: 'chunk',
      severity: 'medium',
      userMessage: 'A new version is available. Please refresh the page.',
      action: 'refresh',
    };
  }
  if (/network|failed to fetch|fetch failed|timeout|timed out|offline|connection/.test(text)) {
    return { category: 'network', severity: 'medium', userMessage: AUTH_FORM_MESSAGES.network, action: 'retry' };
  }
  if (
    /unauthori[sz]ed|not authenticated|authentication|auth session|jwt|session expired|token expired|invalid token|forbidden/.test(
      text,
    )
  ) {
    return { category: 'authentication', severity: 'high', userMessage: 'Please sign in again', action: 'sign-in' };
  }
  if (/payment|card|stripe|checkout|charge/.test(text)) {
    return { category: 'payment', severity: 'high', action: 'contact-support' };
  }
  if (/\b(null|undefined)\b/.test(text)) {
    return { category: 'null-reference', severity: 'medium', action: 'retry' };
  }
  if (/render|react|hydrat|component/.test(text)) {
    return { category: 'render', severity: 'high', action: 'refresh' };
  }
  return { category: 'unknown', severity: 'high' };
}
