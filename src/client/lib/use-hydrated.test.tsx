// useHydrated: false in the server's HTML and while the browser hydrates it, true once React has the page.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function AddButton() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>Add to cart</button>;
}

describe('useHydrated', () => {
  it('keeps a server-rendered button disabled until the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddButton />);
    expect(container.querySelector('button')!.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <AddButton />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});
