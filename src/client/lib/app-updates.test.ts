import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_LAYER } from '#shared/constants.ts';
import { checkForUpdate, startAppUpdates, useAppUpdate } from './app-updates.ts';

describe('the update layer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the worker script afresh and lets the browser check it, unless offline or already installing', async () => {
    const registration = {
      installing: null,
      update: vi.fn(async () => undefined),
    } as unknown as ServiceWorkerRegistration;
    const fetcher = vi.fn(async () => new Response('', { status: 200 }));
    expect(await checkForUpdate('/sw.js', registration, fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(
      await checkForUpdate(
        '/sw.js',
        registration,
        vi.fn(async () => new Response('', { status: 503 })),
      ),
    ).toBe(false);
    expect(
      await checkForUpdate(
        '/sw.js',
        { ...registration, installing: {} } as unknown as ServiceWorkerRegistration,
        fetcher,
      ),
    ).toBe(false);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('checks 10 s after start and every 30 minutes, offers a found version, and applies it on Refresh Now', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { addEventListener: vi.fn() }, onLine: true });
    const updateSW = vi.fn(async () => undefined);
    const registration = {
      installing: null,
      update: vi.fn(async () => undefined),
    } as unknown as ServiceWorkerRegistration;
    let needRefresh: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    startAppUpdates((options) => {
      options.onRegisteredSW?.('/sw.js', registration);
      needRefresh = options.onNeedRefresh!;
      return updateSW;
    });
    const { result } = renderHook(() => useAppUpdate());
    await vi.advanceTimersByTimeAsync(UPDATE_LAYER.firstCheckDelayMs - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_LAYER.checkIntervalMs);
    expect(registration.update).toHaveBeenCalledTimes(2);

    expect(result.current.status).toBe('idle');
    act(() => needRefresh());
    expect(result.current.status).toBe('available');
    act(() => result.current.refresh());
    expect(updateSW).toHaveBeenCalledWith(true);
    expect(navigator.serviceWorker.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function), {
      once: true,
    });
    act(() => result.current.later());
    expect(result.current.status).toBe('later');
    vi.unstubAllGlobals();
  });
});
