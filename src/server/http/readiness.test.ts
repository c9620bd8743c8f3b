import { afterEach, describe, expect, it, vi } from 'vitest';
import { assembleApp } from '../boot.ts';
import { testEnv } from '../testing/test-env.ts';
import { Readiness, READINESS_WAIT_MS, SERVICE_STARTING, STARTING_RETRY_AFTER_SECONDS } from './readiness.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Lets timers and the promises they settle run, a second at a time (the wait's timer is set a few ticks in). */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) await vi.advanceTimersByTimeAsync(1000);
}

describe('Readiness', () => {
  it('lets a wait through once ready', async () => {
    const readiness = new Readiness();
    const waited = readiness.wait();
    readiness.markReady();
    await expect(waited).resolves.toBeUndefined();
    expect(readiness.state).toBe('ready');
  });

  it('refuses a wait longer than its limit with SERVICE_STARTING, 503', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const readiness = new Readiness();
    const waited = readiness.wait();
    const outcome = waited.catch((error: unknown) => error);
    await advance(READINESS_WAIT_MS - 1000);
    expect(vi.getTimerCount()).toBe(1);
    await advance(1000);
    expect(await outcome).toMatchObject({ code: SERVICE_STARTING, status: 503 });
    expect(readiness.state).toBe('starting');
  });

  it('refuses waits at once after start-up failed', async () => {
    const readiness = new Readiness();
    const waited = readiness.wait();
    readiness.markFailed(new Error('disk full'));
    await expect(waited).rejects.toMatchObject({ code: SERVICE_STARTING, status: 503 });
    await expect(readiness.wait()).rejects.toMatchObject({ message: expect.stringMatching(/could not start/) });
    expect(readiness.state).toBe('failed');
  });
});

describe('an app listening before its database is prepared', () => {
  it('says starting, holds API requests until the database is ready, then answers them and says ok', async () => {
    const { app, prepare } = await assembleApp(testEnv());
    // Preparing the database can outlast the 10 s wait on a busy machine; the limit has a test of its own below.
    const wait = app.readiness.wait.bind(app.readiness);
    vi.spyOn(app.readiness, 'wait').mockImplementation(() => wait(600_000));
    try {
      const starting = await app.inject('/api/health');
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'starting', database: { kind: 'pglite' } });

      let answered = false;
      const featured = app.inject('/api/catalogue/featured').then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);

      await prepare();
      const response = await featured;
      expect(response.statusCode).toBe(200);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.json().venues.length).toBeGreaterThan(0);

      const ready = await app.inject('/api/health');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('answers 503 SERVICE_STARTING with Retry-After to a request that waited 10 s', async () => {
    const { app } = await assembleApp(testEnv());
    try {
      await app.ready();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const answer = app.inject('/api/catalogue/featured');
      await advance(READINESS_WAIT_MS);
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ error: { code: SERVICE_STARTING, message: expect.any(String) } });
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  }, 60_000);
});
