import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRetry, lazyRetryDelays } from './lazy-retry.ts';

describe('lazyRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms, then 300 ms (tripled) between the three attempts', () => {
    expect(lazyRetryDelays()).toEqual([100, 300]);
    expect(lazyRetryDelays({ attempts: 4 })).toEqual([100, 300, 900]);
  });

  it('resolves at once when the first import works', async () => {
    const load = vi.fn().mockResolvedValue({ default: 'module' });
    await expect(lazyRetry(load)).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after 100 ms and then after 300 ms more', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue('loaded');
    const result = lazyRetry(load);

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('loaded');
  });

  it('gives up after three attempts with the last error', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockRejectedValueOnce(new Error('third'))
      .mockResolvedValue('too late');
    const result = lazyRetry(load);
    const settled = expect(result).rejects.toThrow('third');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
