import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyRetry } from './lazy-retry.ts';

// React.lazy's own bound: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named component, loaded with the §4 retry (lib/lazy-retry.ts). */
export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => lazyRetry(load).then((module) => ({ default: module[name] })));
}
