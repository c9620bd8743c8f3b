import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRetry } from './lazy-retry.ts';

const chunkError = () => new Error('Failed to fetch dynamically imported module');

describe('lazyRetry (§4: retried 3 times, 100 ms then tripled)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the first import works', async () => {
    const load = vi.fn().mockResolvedValue({ default: 'module' });
    await expect(lazyRetry(load)).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after 100 ms, then 300 ms, then 900 ms more', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('loaded');
    const result = lazyRetry(load);

    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return load.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(99)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(299)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(899)).toBe(3);
    expect(await callsAfter(1)).toBe(4);
    await expect(result).resolves.toBe('loaded');
  });

  it('gives up after four attempts in all with the last error', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockRejectedValueOnce(new Error('third'))
      .mockRejectedValueOnce(new Error('fourth'))
      .mockResolvedValue('too late');
    const result = lazyRetry(load);
    const settled = expect(result).rejects.toThrow('fourth');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });
});
