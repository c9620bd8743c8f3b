import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryable, retryDelay, withRetry } from './retry.ts';

describe('isRetryable (§8)', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new Error('Network request failed'), true],
    [{ name: 'TimeoutError', message: 'signal timed out' }, true],
    [new Error('Request timeout'), true],
    [{ status: 500 }, true],
    [{ status: 503 }, true],
    [{ statusCode: 502 }, true],
    [{ status: 408 }, true],
    [{ status: 429 }, true],
    [{ code: 'PGRST116' }, true],
    [{ code: 'ECONNRESET' }, true],
    [{ status: 400 }, false],
    [{ status: 404 }, false],
    [{ code: 'PGRST204' }, false],
    [{ code: '23505', message: 'duplicate key' }, false],
    [new Error('Validation failed'), false],
    [null, false],
  ])('%o → %s', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('retryDelay', () => {
  it('grows by 1.5 from 50 ms without jitter at the midpoint', () => {
    const mid = () => 0.5;
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, mid))).toEqual([50, 75, 113]);
    expect(retryDelay(20, mid)).toBe(1000);
  });
  it('stays within ±10% and never above the max delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempt, r) => {
        const nominal = Math.min(1000, 50 * 1.5 ** (attempt - 1));
        const delay = retryDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(nominal * 0.9));
        expect(delay).toBeLessThanOrEqual(Math.min(1000, Math.ceil(nominal * 1.1)));
      }),
    );
  });
});

describe('withRetry', () => {
  const noJitter = () => 0.5;

  it('retries a retryable failure up to 2 times, then succeeds', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw { status: 503 };
        return 'ok';
      },
      { sleep: async (ms) => void sleeps.push(ms), random: noJitter },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([50, 75]);
  });

  it('gives up after 2 retries with the last error', async () => {
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls += 1;
        throw Object.assign(new Error(`fail ${calls}`), { status: 500 });
      },
      { sleep: async () => {}, random: noJitter },
    );
    await expect(failing).rejects.toThrow('fail 3');
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw { status: 400, message: 'bad' };
        },
        { sleep: async () => {} },
      ),
    ).rejects.toEqual({ status: 400, message: 'bad' });
    expect(calls).toBe(1);
  });

  it('accepts overrides', async () => {
    let calls = 0;
    const retries: number[] = [];
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new Error('x');
        },
        {
          maxRetries: 4,
          shouldRetry: () => true,
          sleep: async () => {},
          onRetry: ({ attempt }) => retries.push(attempt),
        },
      ),
    ).rejects.toThrow('x');
    expect(calls).toBe(5);
    expect(retries).toEqual([1, 2, 3, 4]);
  });
});
