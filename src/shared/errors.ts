// The error catalogue of spec §8: error type, wrapper codes, auth mapping, user-facing messages and
// error classification.
import { CANCELLATION_POLICY } from './bookings.ts';
import { EVENT_DATE_MESSAGES } from './event-dates.ts';
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

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return '';
}

function field(error: unknown, key: string): unknown {
  return error && typeof error === 'object' && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

/**
 * §8 generic wrapper: a database error keeps its own code (message default 'Unknown database error');
 * a fetch/network TypeError becomes CLIENT_ERROR; anything else OPERATION_FAILED.
 */
export function wrapError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = field(error, 'code');
  const status = field(error, 'status');
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

// Checked in order; credentials come before "invalid email" so "Invalid email or password" maps right.
// Patterns also cover the auth library's codes (USER_ALREADY_EXISTS, EMAIL_NOT_VERIFIED, ...).
const AUTH_RULES: [RegExp, string][] = [
  [/already (exists|registered)|user exists/, AUTH_FORM_MESSAGES.alreadyRegistered],
  [
    /invalid login credentials|invalid (email or password|credentials|password)|incorrect (email|password)/,
    AUTH_FORM_MESSAGES.invalidCredentials,
  ],
  [/email not (confirmed|verified)/, AUTH_FORM_MESSAGES.emailNotConfirmed],
  [/network|failed to fetch|fetch failed|load failed|offline/, AUTH_FORM_MESSAGES.network],
  [/invalid email|email.*invalid/, AUTH_FORM_MESSAGES.invalidEmail],
  [/password (is )?too short|at least 8/, AUTH_FORM_MESSAGES.passwordTooShort],
  [/passwords do not match|passwords must match/, AUTH_FORM_MESSAGES.passwordsDoNotMatch],
  [/invalid partner type|select venue or vendor/, AUTH_FORM_MESSAGES.invalidPartnerType],
  [/required/, AUTH_FORM_MESSAGES.required],
];

/** §8 auth mapping (form): a cause (error, message, or { code, message }) to the text shown. */
export function mapAuthError(causeOrMessage: unknown): string {
  const code = field(causeOrMessage, 'code');
  const text = [messageOf(causeOrMessage), typeof code === 'string' ? code : '']
    .join(' ')
    .toLowerCase()
    .replace(/_/g, ' ');
  return AUTH_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? AUTH_FORM_MESSAGES.fallback;
}

export const SUCCESS_MESSAGES = {
  signIn: 'Welcome back! Redirecting to your dashboard...',
  signUp: 'Account created! Please check your email to verify.',
  partnerApplication: 'Partner application submitted! Check your email for next steps.',
  passwordResetSent: 'Password reset link sent to your email.',
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

export function partnerApplicationToast(type: string): string {
  return `Partner application submitted! You can now access the ${type} portal.`;
}

export const AUTH_ERRORS = {
  initFailed: 'Failed to initialize auth',
  initFailedStatus: 500,
  notAuthenticated: 'Not authenticated',
  notPartner: 'Not authenticated or not a partner',
  partnerTypeNotFound: 'Partner type not found',
  oauthConfiguration: 'OAuth configuration error. Please contact support.',
  accountExists: VALIDATION_MESSAGES.accountExists,
} as const;

export function socialSignInFailed(provider: string, reason: string): string {
  return `${provider} sign in failed: ${reason}`;
}

/** §4: the modal names the provider while redirecting. */
export function socialRedirecting(provider: string): string {
  return `Redirecting to ${provider}...`;
}

/** §5 the cart's validation (validateCart in cart.ts). */
export const CART_VALIDATION_MESSAGES = {
  venueRequired: 'A venue is required for booking',
  dateRequired: 'Event date is required',
  dateInPast: EVENT_DATE_MESSAGES.past,
  minimumHours: (name: string, hours: number) => `${name} requires minimum ${hours} hours`,
  noPrice: (name: string) => `${name} has no price set`,
  duplicateVendorTypes: (categories: readonly string[]) => `Multiple vendors of same type: ${categories.join(', ')}`,
} as const;

export const CART_MESSAGES = {
  itemRemoved: 'Item removed from cart',
  removeFailed: 'Could not remove item from cart',
  quantityUpdated: 'Quantity updated',
  quantityFailed: 'Could not update quantity',
  hoursUpdated: 'Hours updated',
  hoursFailed: 'Could not update hours',
  drawerFailed: 'Could not open cart drawer',
  addFailed: 'Failed to add item to cart',
  outsideProvider: 'useCart must be used within a CartProvider',
  errorTitle: 'Cart Error',
  dismiss: 'Dismiss',
  platformFeeNote: 'Covers payment processing & support',
  freeCancellation: CANCELLATION_POLICY,
  noChargesYet: 'No charges until booking confirmation.',
  validation: CART_VALIDATION_MESSAGES,
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
  const name = field(error, 'name');
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
