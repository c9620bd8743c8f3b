import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyRetry } from './lazy-retry.ts';

// React.lazy's own bound: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Loads the module now, ahead of the first render (which then finds it loaded). */
  preload(): Promise<void>;
};

/** React.lazy for a module's named component, loaded with the §4 retry (lib/lazy-retry.ts). */
export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loading: Promise<{ default: M[K] }> | null = null;
  const loadOnce = () => {
    if (!loading) {
      loading = lazyRetry(load).then((module) => ({ default: module[name] }));
      // A failed preload leaves the next render or preload free to try again.
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: () => loadOnce().then(() => undefined) });
}
