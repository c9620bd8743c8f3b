// A storage quiet when idle: its runs keep their store while any of them is under way, and once the last has settled
// the storage is off (a context that outlives its run no longer sees the store).
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { disableWhenIdle } from './quiet-async-context.ts';
import { deferred } from '#shared/testing/deferred.ts';

describe('disableWhenIdle', () => {
  it('keeps the store of a run under way when another run settles', async () => {
    const storage = new AsyncLocalStorage<string>();
    disableWhenIdle(storage);
    const gate = deferred();
    const long = storage.run('long', async () => {
      await gate.promise;
      return storage.getStore();
    });
    expect(await storage.run('short', async () => storage.getStore())).toBe('short');
    gate.resolve();
    expect(await long).toBe('long');
  });

  it('turns the storage off once its last run has settled, and on again for the next run', async () => {
    const storage = new AsyncLocalStorage<string>();
    disableWhenIdle(storage);
    const later = deferred();
    let outlived: Promise<string | undefined> = Promise.resolve(undefined);
    await storage.run('first', async () => {
      // Work the run starts and does not wait for: it reads the store after the run has settled.
      outlived = later.promise.then(() => storage.getStore());
    });
    later.resolve();
    expect(await outlived).toBeUndefined();
    expect(await storage.run('second', async () => storage.getStore())).toBe('second');
  });

  it('without it, a context that outlives its run keeps the store (what the test above tells apart)', async () => {
    const storage = new AsyncLocalStorage<string>();
    const later = deferred();
    let outlived: Promise<string | undefined> = Promise.resolve(undefined);
    await storage.run('first', async () => {
      outlived = later.promise.then(() => storage.getStore());
    });
    later.resolve();
    expect(await outlived).toBe('first');
  });

  it('counts a run whose callback throws, and a run that returns no promise', async () => {
    const storage = new AsyncLocalStorage<string>();
    disableWhenIdle(storage);
    expect(() =>
      storage.run('x', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(storage.run('sync', () => storage.getStore())).toBe('sync');
    await expect(storage.run('rejects', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await storage.run('after', async () => storage.getStore())).toBe('after');
  });
});
