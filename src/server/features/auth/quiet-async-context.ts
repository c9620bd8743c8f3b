// better-auth keeps its request context in three AsyncLocalStorages. On Node 20 the first run() of any of them turns
// on async_hooks' init hook, and it stays on until every storage is disabled: from then on each promise and tick the
// whole process makes pays for it (a million awaits took 668 ms instead of 330). One signed-in request was enough to
// slow every later websocket message for the rest of the process (docs/benchmarks.md, ADR 009). Here each storage
// turns itself off again when its last run has settled, so the hook is on only while better-auth is at work.
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

const quieted = new WeakSet<AsyncLocalStorage<unknown>>();

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * `storage` disables itself whenever none of its runs is under way. Only then: disable() empties the store of every
 * context of the storage, so it must wait for the last run still reading it.
 */
export function disableWhenIdle<T>(storage: AsyncLocalStorage<T>): void {
  if (quieted.has(storage)) return;
  quieted.add(storage);
  const run = storage.run.bind(storage) as (
    store: T,
    callback: (...args: unknown[]) => unknown,
    ...args: unknown[]
  ) => unknown;
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running === 0) storage.disable();
  };
  storage.run = ((store: T, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    running += 1;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      settled();
      throw error;
    }
    if (isThenable(result)) result.then(settled, settled);
    else settled();
    return result;
  }) as AsyncLocalStorage<T>['run'];
}

/** better-auth's storages, each made quiet when idle. Call before the first request. */
export async function quietBetterAuthContext(): Promise<void> {
  const storages = await Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  for (const storage of storages) disableWhenIdle(storage as AsyncLocalStorage<unknown>);
}
