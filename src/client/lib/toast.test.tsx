import { act, render, screen } from '@testing-library/react';
import { Toaster as SonnerToaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { toast, toastsRequested } from './toast.ts';

describe('toasts loaded on first use (lib/toast.ts)', () => {
  it('mounts nothing before the first toast, then shows it; ids are known at once to update and dismiss', async () => {
    const { container } = render(<Toaster />);
    expect(toastsRequested()).toBe(false);
    expect(container).toBeEmptyDOMElement();

    let id: string | number = '';
    act(() => {
      id = toast.loading('Signing out…');
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();

    act(() => {
      toast.success('Signed out', { id });
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByText('Signing out…')).not.toBeInTheDocument();
  });

  it('keeps the order of toasts made while sonner loads', async () => {
    render(<SonnerToaster />);
    act(() => {
      toast.info('first', { id: 'same' });
      toast.error('second', { id: 'same' });
    });
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).not.toBeInTheDocument();
  });
});
