import { act, render, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyOverlay } from './lazy-overlay.tsx';
import { deferred } from '#shared/testing/deferred.ts';

describe('LazyOverlay', () => {
  it('loads nothing until opened, keeps the click made while its code loads, and stays mounted once closed', async () => {
    const chunk = deferred<{ default: (props: { open: boolean }) => React.ReactNode }>();
    let loads = 0;
    const Panel = lazy(() => {
      loads += 1;
      return chunk.promise;
    });
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Toggle
          </button>
          <LazyOverlay open={open} name="Panel">
            <Panel open={open} />
          </LazyOverlay>
        </>
      );
    }
    render(<Page />);
    expect(loads).toBe(0);

    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(loads).toBe(1);
    await act(async () => chunk.resolve({ default: ({ open }) => <p>{open ? 'Panel open' : 'Panel closed'}</p> }));
    expect(await screen.findByText('Panel open')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(screen.getByText('Panel closed')).toBeInTheDocument();
  });

  it('loads ahead without opening, and opens at once when asked', async () => {
    let loads = 0;
    const Panel = lazy(async () => {
      loads += 1;
      return { default: ({ open }: { open: boolean }) => <p>{open ? 'Panel open' : 'Panel closed'}</p> };
    });
    const page = (ahead: boolean, open: boolean) => (
      <LazyOverlay open={open} ahead={ahead} name="Panel">
        <Panel open={open} />
      </LazyOverlay>
    );
    const { rerender } = render(page(false, false));
    expect(loads).toBe(0);

    rerender(page(true, false));
    expect(await screen.findByText('Panel closed')).toBeInTheDocument();
    expect(loads).toBe(1);

    rerender(page(true, true));
    expect(screen.getByText('Panel open')).toBeInTheDocument();
  });
});
