import { act, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_REASON_MESSAGES } from '#shared/roles.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { RedirectReasonToast } from './redirect-reason-toast.tsx';

const routes = [
  {
    path: '*',
    element: (
      <>
        <RedirectReasonToast />
        <Toaster />
      </>
    ),
  },
];

describe('RedirectReasonToast', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the reason for 5 seconds, then removes only that query value', async () => {
    const { router } = renderWithRouter(routes, '/dashboard?tab=bookings&reason=no-access');
    expect(
      await screen.findByText("You don't have access to that section. Please contact support if you need assistance."),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.search).toBe('?tab=bookings&reason=no-access');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=bookings');
  });

  it('ignores unknown reasons', async () => {
    const { router } = renderWithRouter(routes, '/dashboard?reason=whatever');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(router.state.location.search).toBe('?reason=whatever');
    for (const message of Object.values(REDIRECT_REASON_MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
