import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { promptInstall, startInstallPrompt, useInstallStatus } from './install-prompt.ts';
import { readStorage, STORAGE_KEYS } from './local-storage.ts';

describe('the install prompt', () => {
  it('is offered when the browser allows it and remembers the answer', async () => {
    startInstallPrompt();
    const { result } = renderHook(() => useInstallStatus());
    expect(result.current).toBe('unavailable');
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'dismissed' as const }) });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    expect(result.current).toBe('available');
    await act(() => promptInstall());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('dismissed');
    expect(readStorage(STORAGE_KEYS.installPrompt)).toBe('dismissed');
  });
});
