// Business constants and limits of spec §9 (plus the timings §4 gives), grouped by concern.
// Fees live in fees.ts, retry/breaker/rate-limit figures in resilience/*, image rules in images.ts,
// and the web-vitals table in web-vitals.ts; the groups here re-state them where a screen needs them.

/** Where people write to us (§2 /contact, the error screens' report, the legal pages). */
export const SUPPORT_EMAIL = 'support@eventide.app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CART_LIMITS = {
  maxItemsShown: 50,
  /** Venues and vendors one booking holds: a cart over it is refused at checkout with a message, not broken. */
  maxListings: 50,
  /** Lines a price request may carry at all (a bound on the request's size); a cart past maxListings is told so. */
  maxQuoteLines: 200,
  minQuantity: 1,
  /** A line's quantity at most: the guests of a per-guest price count here (#shared/pricing.ts). */
  maxQuantity: 1_000,
  minHours: 1,
  maxHours: 12,
  defaultVendorHours: 4,
  drawerAutoCloseMs: 10 * SECOND,
  drawerAnimationMs: 300,
  drawerAutoOpenDelayMs: 150,
  snapshotVersion: '2.0',
  snapshotTtlMs: 24 * HOUR,
  snapshotCheckMs: HOUR,
  saveDebounceMs: SECOND,
} as const;

export const SESSION = {
  refreshThresholdMs: 5 * MINUTE,
  authInitTimeoutMs: 10 * SECOND,
  signInRedirectDelayMs: 1500,
  signUpCloseConfirmedMs: 1500,
  signUpCloseUnconfirmedMs: 3000,
  /** After "account already exists" at signup, the modal switches to sign-in after this delay (§4). */
  existingAccountSwitchMs: 1500,
  logoutDebounceMs: 100,
  socialCloseMs: 1000,
  /** After signing in from a listing's Message button, the message action repeats after 1 s (§4). */
  messageRetryAfterSignInMs: 1000,
} as const;

export const MESSAGING = {
  messagesPageSize: 50,
  conversationsPageSize: 20,
  maxReconnectAttempts: 5,
  reconnectBaseBackoffMs: 1000,
  maxSubscriptions: 20,
  maxListenersPerKey: 10,
  maxChannelsPerTable: 2,
  messagesThrottleMs: 500,
  conversationsThrottleMs: 2000,
  globalThrottleMs: 200,
  idleCleanupIntervalMs: 120 * SECOND,
  idleChannelMs: 300 * SECOND,
  realtimeEventsPerSecond: 10,
  mockReplyDelayMs: {
    venue: { min: 2000, max: 5000 },
    vendor: { min: 1500, max: 4000 },
  },
} as const;

export const UPDATE_LAYER = {
  checkIntervalMs: 30 * MINUTE,
  firstCheckDelayMs: 10 * SECOND,
  versionRequestTimeoutMs: 5 * SECOND,
} as const;

export const DISPLAY = {
  defaultRating: 4.5,
  defaultOpeningTime: '09:00',
  defaultClosingTime: '17:00',
  defaultVendorMinimumHours: 4,
  defaultVendorPriceRange: '$100-$200/hr',
  defaultCountry: 'US',
  currency: 'USD',
  locale: 'en-US',
  mobileBreakpointPx: 768,
  mobileBottomPaddingPx: 80,
  mobileCartMaxVh: 70,
  mobileCartMaxPx: 600,
  logBufferEntries: 100,
  copyrightYear: 2025,
  defaultResponseTime: 'Usually responds within 24 hours',
  venueResponseTime: 'Usually responds within 4 hours',
  redirectToastMs: 5 * SECOND,
} as const;

export const FORM_LIMITS = {
  passwordMinLength: 8,
  nameMinLength: 2,
  businessNameMinLength: 2,
} as const;

export const SEARCH_DEFAULTS = {
  pageSize: 50,
  matchThreshold: 0.7,
  matchCount: 10,
  sortBy: 'name',
} as const;

export const CACHE = {
  resultTtlMs: 5 * MINUTE,
  resultMaxEntries: 100,
  resultEvictFraction: 0.2,
  resultCleanupIntervalMs: 5 * MINUTE,
  priceTtlMs: 5 * MINUTE,
  pricePruneAbove: 1000,
  messageTtlMs: 5 * MINUTE,
  queryStaleTimeMs: 5 * MINUTE,
  queryRetries: 1,
} as const;

export const ERROR_BOUNDARY = {
  maxRetries: 3,
  autoResetMs: 5 * SECOND,
  /** Errors whose message contains this word never auto-reset (§4). */
  noAutoResetMarker: 'Critical',
} as const;

/** §4: a lazy module is retried 3 times after the first try fails (4 attempts in all). */
export const LAZY_RETRY = {
  retries: 3,
  firstDelayMs: 100,
  factor: 3,
} as const;

export const PERFORMANCE = {
  vitals: {
    CLS: { good: 0.1, poor: 0.25 },
    FID: { good: 100, poor: 300 },
    FCP: { good: 1800, poor: 3000 },
    LCP: { good: 2500, poor: 4000 },
    TTFB: { good: 800, poor: 1800 },
  },
  budgets: {
    firstPaintMs: 1800,
    lcpMs: 2500,
    inputDelayMs: 100,
    layoutShift: 0.1,
  },
  longTaskMs: 50,
  slowResourceMs: SECOND,
  memoryCheckIntervalMs: 30 * SECOND,
  memoryWarnRatio: 0.8,
} as const;

export const IMAGES = {
  mobileQuality: 75,
  desktopQuality: 85,
  maxWidth: 1200,
  placeholderQuality: 20,
  slowConnection: {
    'slow-2g': { reduceBy: 40, min: 30 },
    '2g': { reduceBy: 30, min: 40 },
    '3g': { reduceBy: 20, min: 50 },
  },
  formats: ['avif', 'webp'],
} as const;
