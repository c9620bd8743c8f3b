import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_OFFER_DELAY_MS, promptInstall, startInstallPrompt, useInstallStatus } from './install-prompt.ts';
import { readStorage, STORAGE_KEYS } from './local-storage.ts';

describe('the install prompt', () => {
  afterEach(() => vi.useRealTimers());

  it('is offered when the browser allows it, once the visitor has been here a while, and remembers the answer', async () => {
    vi.useFakeTimers();
    startInstallPrompt();
    const { result } = renderHook(() => useInstallStatus());
    expect(result.current).toBe('unavailable');
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(INSTALL_OFFER_DELAY_MS - 1000));
    expect(result.current).toBe('unavailable');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('available');
    await act(() => promptInstall());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('dismissed');
    expect(readStorage(STORAGE_KEYS.installPrompt)).toBe('dismissed');
  });
});
