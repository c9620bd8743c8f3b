import { describe, expect, it } from 'vitest';
import {
  CACHE,
  CART_LIMITS,
  DISPLAY,
  ERROR_BOUNDARY,
  FORM_LIMITS,
  IMAGES,
  MESSAGING,
  PERFORMANCE,
  SEARCH_DEFAULTS,
  SESSION,
  UPDATE_LAYER,
} from './constants.ts';

describe('§9 constants', () => {
  it('cart limits and timings', () => {
    expect(CART_LIMITS).toMatchObject({
      maxItemsShown: 50,
      minQuantity: 1,
      minHours: 1,
      maxHours: 12,
      defaultVendorHours: 4,
      drawerAutoCloseMs: 10_000,
      drawerAnimationMs: 300,
      drawerAutoOpenDelayMs: 150,
      snapshotVersion: '2.0',
      snapshotTtlMs: 24 * 60 * 60 * 1000,
      snapshotCheckMs: 60 * 60 * 1000,
      saveDebounceMs: 1000,
    });
  });

  it('session timings', () => {
    expect(SESSION).toMatchObject({
      refreshThresholdMs: 300_000,
      authInitTimeoutMs: 10_000,
      signInRedirectDelayMs: 1500,
      signUpCloseConfirmedMs: 1500,
      signUpCloseUnconfirmedMs: 3000,
      logoutDebounceMs: 100,
      socialCloseMs: 1000,
    });
  });

  it('messaging limits, throttles and mock reply delays', () => {
    expect(MESSAGING).toMatchObject({
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
      idleCleanupIntervalMs: 120_000,
      idleChannelMs: 300_000,
      realtimeEventsPerSecond: 10,
      mockReplyCount: 5,
    });
    expect(MESSAGING.mockReplyDelayMs.venue).toEqual({ min: 2000, max: 5000 });
    expect(MESSAGING.mockReplyDelayMs.vendor).toEqual({ min: 1500, max: 4000 });
  });

  it('update layer, search, cache', () => {
    expect(UPDATE_LAYER).toEqual({
      checkIntervalMs: 1_800_000,
      firstCheckDelayMs: 10_000,
      versionRequestTimeoutMs: 5000,
    });
    expect(SEARCH_DEFAULTS).toMatchObject({ pageSize: 50, matchThreshold: 0.7, matchCount: 10 });
    expect(CACHE).toMatchObject({
      resultTtlMs: 300_000,
      resultMaxEntries: 100,
      resultEvictFraction: 0.2,
      resultCleanupIntervalMs: 300_000,
      priceTtlMs: 300_000,
      pricePruneAbove: 1000,
      messageTtlMs: 300_000,
      queryStaleTimeMs: 300_000,
      queryRetries: 1,
    });
  });

  it('display defaults', () => {
    expect(DISPLAY).toMatchObject({
      defaultRating: 4.5,
      defaultOpeningTime: '09:00',
      defaultClosingTime: '17:00',
      mobileBreakpointPx: 768,
      mobileBottomPaddingPx: 80,
      mobileCartMaxVh: 70,
      mobileCartMaxPx: 600,
      logBufferEntries: 100,
      copyrightYear: 2025,
      defaultResponseTime: 'Usually responds within 24 hours',
      venueResponseTime: 'Usually responds within 4 hours',
      redirectToastMs: 5000,
    });
    expect(FORM_LIMITS).toEqual({ passwordMinLength: 8, nameMinLength: 2, businessNameMinLength: 2 });
  });

  it('error boundary, lazy retry, performance and images', () => {
    expect(ERROR_BOUNDARY).toMatchObject({ maxRetries: 3, autoResetMs: 5000 });
    expect(PERFORMANCE.vitals.LCP).toEqual({ good: 2500, poor: 4000 });
    expect(PERFORMANCE).toMatchObject({
      longTaskMs: 50,
      slowResourceMs: 1000,
      memoryCheckIntervalMs: 30_000,
      memoryWarnRatio: 0.8,
    });
    expect(IMAGES).toMatchObject({ mobileQuality: 75, desktopQuality: 85, maxWidth: 1200, placeholderQuality: 20 });
    expect(IMAGES.slowConnection['slow-2g']).toEqual({ reduceBy: 40, min: 30 });
  });
});
