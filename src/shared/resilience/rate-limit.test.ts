import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter, createRateLimiter } from './rate-limit.ts';

const MINUTE = 60_000;

describe('RateLimiter (§4)', () => {
  it('allows 5 login attempts, blocks the 6th until the window resets', () => {
    let time = 1_000_000;
    const limiter = createRateLimiter('login', () => time);
    const results = Array.from({ length: 6 }, () => limiter.check('1.2.3.4'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(results[5]?.retryAfterSeconds).toBe(900);
    time += 10 * MINUTE;
    expect(limiter.check('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 300 });
    time += 5 * MINUTE;
    expect(limiter.check('1.2.3.4')).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 });
  });

  it('keeps keys apart and can reset one', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: MINUTE, now: () => 0 });
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(false);
    expect(limiter.check('b').allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('cleans up expired windows', () => {
    let time = 0;
    const limiter = new RateLimiter({ max: 3, windowMs: MINUTE, now: () => time });
    limiter.check('a');
    time += 30_000;
    limiter.check('b');
    time += 30_000;
    expect(limiter.cleanup()).toBe(1);
    expect(limiter.size).toBe(1);
  });

  it('never allows more than max within one window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 60 }),
        (max, gaps) => {
          let time = 0;
          const limiter = new RateLimiter({ max, windowMs: MINUTE, now: () => time });
          const allowedAt: number[] = [];
          for (const gap of gaps) {
            time += gap;
            if (limiter.check('k').allowed) allowedAt.push(time);
          }
          for (const start of allowedAt) {
            const inWindow = allowedAt.filter((t) => t >= start && t < start + MINUTE).length;
            // Fixed windows can hold at most max each; a sliding minute can span two windows.
            expect(inWindow).toBeLessThanOrEqual(2 * max);
          }
          expect(allowedAt.length).toBeLessThanOrEqual(max * (Math.floor(time / MINUTE) + 1) + max);
        },
      ),
    );
  });
});
