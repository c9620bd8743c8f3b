import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_RETRY } from '#shared/constants.ts';
import { lazyComponent } from './lazy-component.ts';

function Greeting() {
  return <p>Hello</p>;
}

describe('lazyComponent', () => {
  it('loads the module once, whether preloaded first or rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyComponent(load, 'Greeting');
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next preload after a failed one', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ Greeting }) : Promise.reject(new Error('offline'))));
    const Lazy = lazyComponent(load, 'Greeting');
    // The §4 retries (100, 300 and 900 ms apart) all fail.
    await expect(Lazy.preload()).rejects.toThrow('offline');
    online = true;
    await expect(Lazy.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(LAZY_RETRY.retries + 2);
  });
});
