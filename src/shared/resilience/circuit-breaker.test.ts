import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { CircuitBreaker } from './circuit-breaker.ts';

function setup() {
  let time = 0;
  const breaker = new CircuitBreaker({ now: () => time });
  const fail = () => breaker.execute(async () => Promise.reject(new Error('down')));
  const succeed = () => breaker.execute(async () => 'up');
  return { breaker, fail, succeed, advance: (ms: number) => (time += ms) };
}

describe('CircuitBreaker (§4)', () => {
  it('opens after 5 failures and then rejects without calling', async () => {
    const { breaker, fail } = setup();
    for (let i = 0; i < 4; i += 1) await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('CLOSED');
    await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('OPEN');
    let called = false;
    const rejected = breaker.execute(async () => {
      called = true;
    });
    await expect(rejected).rejects.toBeInstanceOf(AppError);
    await expect(rejected).rejects.toThrow('Circuit breaker is OPEN');
    expect(called).toBe(false);
  });

  it('a success resets the failure count while closed', async () => {
    const { breaker, fail, succeed } = setup();
    for (let i = 0; i < 4; i += 1) await expect(fail()).rejects.toThrow();
    await succeed();
    await expect(fail()).rejects.toThrow();
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failureCount).toBe(1);
  });

  it('goes HALF_OPEN after 60 s and CLOSED on success', async () => {
    const { breaker, fail, succeed, advance } = setup();
    for (let i = 0; i < 5; i += 1) await expect(fail()).rejects.toThrow();
    advance(59_999);
    expect(breaker.state).toBe('OPEN');
    advance(1);
    expect(breaker.state).toBe('HALF_OPEN');
    await expect(succeed()).resolves.toBe('up');
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failureCount).toBe(0);
  });

  it('re-opens on a half-open failure for another 60 s', async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 5; i += 1) await expect(fail()).rejects.toThrow();
    advance(60_000);
    await expect(fail()).rejects.toThrow('down');
    expect(breaker.state).toBe('OPEN');
    advance(30_000);
    await expect(fail()).rejects.toThrow('Circuit breaker is OPEN');
    advance(30_000);
    expect(breaker.state).toBe('HALF_OPEN');
  });

  it('lets only one trial through while half-open', async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 5; i += 1) await expect(fail()).rejects.toThrow();
    advance(60_000);
    let release: (value: string) => void = () => {};
    const trial = breaker.execute(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.execute(async () => 'second')).rejects.toThrow('Circuit breaker is OPEN');
    release('first');
    await expect(trial).resolves.toBe('first');
    expect(breaker.state).toBe('CLOSED');
  });
});

describe('CircuitBreaker: errors that are not failures', () => {
  it('rethrows them but counts them as the service working', async () => {
    const breaker = new CircuitBreaker();
    const declined = Object.assign(new Error('card declined'), { status: 402 });
    const isFailure = (error: unknown) => (error as { status?: number }).status !== 402;
    for (let i = 0; i < 4; i += 1)
      await expect(breaker.execute(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(breaker.execute(async () => Promise.reject(declined), isFailure)).rejects.toBe(declined);
    expect(breaker.failureCount).toBe(0);
    for (let i = 0; i < 10; i += 1)
      await expect(breaker.execute(async () => Promise.reject(declined), isFailure)).rejects.toBe(declined);
    expect(breaker.state).toBe('CLOSED');
  });
});
