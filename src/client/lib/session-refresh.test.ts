import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRefresher, type SessionExpiry } from './session-refresh.ts';
import { deferred } from '#shared/testing/deferred.ts';

const MINUTE = 60_000;

describe('createSessionRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes once fewer than 5 minutes of validity remain, not before', async () => {
    const extended = Date.now() + 60 * MINUTE;
    const fetchSession = vi.fn<() => Promise<SessionExpiry>>().mockResolvedValue({ expiresAt: extended });
    const refresher = createSessionRefresher({ fetchSession });
    refresher.track(Date.now() + 10 * MINUTE);

    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    // Exactly 5 minutes left: not fewer yet.
    expect(fetchSession).not.toHaveBeenCalled();
    expect(refresher.refreshIfDue()).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresher.expiresAt).toBe(extended);
    refresher.stop();
  });

  it('shares one attempt between concurrent refreshes', async () => {
    const pending = deferred<SessionExpiry>();
    const fetchSession = vi.fn<() => Promise<SessionExpiry>>().mockReturnValue(pending.promise);
    const refresher = createSessionRefresher({ fetchSession });
    refresher.track(Date.now() + 2 * MINUTE); // already inside the threshold

    const first = refresher.refresh();
    const second = refresher.refresh();
    const third = refresher.refreshIfDue();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fetchSession).toHaveBeenCalledTimes(1);

    pending.resolve({ expiresAt: Date.now() + 30 * MINUTE });
    await expect(first).resolves.toEqual({ expiresAt: Date.now() + 30 * MINUTE });
    await expect(second).resolves.toEqual({ expiresAt: Date.now() + 30 * MINUTE });

    // Once settled, the next refresh is a new attempt.
    fetchSession.mockResolvedValue({ expiresAt: Date.now() + 40 * MINUTE });
    await refresher.refresh();
    expect(fetchSession).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('shares a failed attempt too, and tries again later', async () => {
    const pending = deferred<SessionExpiry>();
    const fetchSession = vi.fn<() => Promise<SessionExpiry>>().mockReturnValueOnce(pending.promise);
    const refresher = createSessionRefresher({ fetchSession, minDelayMs: 30_000 });
    refresher.track(Date.now() + MINUTE);
    const a = refresher.refresh();
    const b = refresher.refresh();
    pending.reject(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    expect(fetchSession).toHaveBeenCalledTimes(1);

    fetchSession.mockResolvedValue({ expiresAt: Date.now() + 60 * MINUTE });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('reports an ended session and stops', async () => {
    const onResult = vi.fn();
    const fetchSession = vi.fn<() => Promise<SessionExpiry>>().mockResolvedValue(null);
    const refresher = createSessionRefresher({ fetchSession, onResult });
    refresher.track(Date.now() + MINUTE);
    await refresher.refresh();
    expect(onResult).toHaveBeenCalledWith(null);
    expect(refresher.expiresAt).toBeNull();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('does not spin when the server keeps the old expiry: it waits at least minDelayMs between checks', async () => {
    const expiresAt = Date.now() + 4 * MINUTE;
    const fetchSession = vi.fn<() => Promise<SessionExpiry>>().mockResolvedValue({ expiresAt });
    const refresher = createSessionRefresher({ fetchSession, minDelayMs: 30_000 });
    refresher.track(expiresAt);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchSession).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    refresher.stop();
  });
});
