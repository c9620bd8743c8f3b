import { describe, expect, it } from 'vitest';
import { behindBreaker } from './behind-breaker.ts';

describe('behindBreaker', () => {
  it('passes calls and fields through, and fails at once after 5 outages in a row', async () => {
    let calls = 0;
    let down = false;
    const provider = {
      name: 'test',
      async ping(value: number) {
        calls += 1;
        if (down) throw new Error('unreachable');
        return value * 2;
      },
    };
    const guarded = behindBreaker(provider);
    expect(guarded.name).toBe('test');
    await expect(guarded.ping(2)).resolves.toBe(4);
    down = true;
    for (let i = 0; i < 5; i += 1) await expect(guarded.ping(1)).rejects.toThrow('unreachable');
    await expect(guarded.ping(1)).rejects.toThrow('Circuit breaker is OPEN');
    expect(calls).toBe(6);
  });

  it('does not count answers that are not outages', async () => {
    const declined = Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError' });
    const provider = { authorize: async () => Promise.reject(declined) };
    const guarded = behindBreaker(provider, (error) => (error as { type?: string }).type !== 'StripeCardError');
    for (let i = 0; i < 8; i += 1) await expect(guarded.authorize()).rejects.toBe(declined);
  });
});
