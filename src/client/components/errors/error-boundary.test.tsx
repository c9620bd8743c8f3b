import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_ME, noContent, stubFetch, type FetchCall } from '../../test/render.tsx';
import { ErrorBoundary, shouldAutoReset } from './error-boundary.tsx';

// React renders a failing tree twice before giving up, so the child fails while `broken` is set
// and each test mends it when it wants the next render to succeed.
let broken = false;
let message = 'Widget exploded';

function Flaky() {
  if (broken) throw new Error(message);
  return <p>All good</p>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ErrorBoundary', () => {
  let calls: FetchCall[];
  // The error screen's code loads the first time it shows (lazy-error-screen.tsx). Once loaded, each test below sees
  // the screen in the render that caught its error.
  beforeAll(async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(GUEST_ME, { '/api/errors': noContent });
    broken = true;
    const { unmount } = render(
      <ErrorBoundary name="Widget">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    quiet.mockRestore();
  });
  beforeEach(() => {
    // React reports every caught error with console.error; these tests cause errors on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    calls = stubFetch(GUEST_ME, { '/api/errors': noContent }).calls;
    message = 'Widget exploded';
    broken = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the error screen with the component name, the default message and an error id', () => {
    broken = true;
    render(
      <ErrorBoundary name="Venue gallery">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Venue gallery encountered an unexpected error')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByText(/^Error ID: ERR-/)).toBeInTheDocument();
    for (const name of ['Try Again', 'Refresh Page', 'Report Issue'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('reports the error to POST /api/errors', () => {
    broken = true;
    render(
      <ErrorBoundary name="Venue gallery">
        <Flaky />
      </ErrorBoundary>,
    );
    const report = calls.find((call) => call.url === '/api/errors');
    expect(report?.init?.method).toBe('POST');
    const body = JSON.parse(String(report!.init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'Widget exploded',
      name: 'Error',
      componentName: 'Venue gallery',
      url: window.location.href,
    });
    expect(Object.keys(body).sort()).toEqual([
      'componentName',
      'componentStack',
      'message',
      'name',
      'stack',
      'timestamp',
      'url',
      'userAgent',
    ]);
  });

  it('resets itself after 5 seconds', () => {
    broken = true;
    render(
      <ErrorBoundary name="Widget">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/Trying again automatically/)).toBeInTheDocument();
    broken = false;
    advance(4999);
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("never auto-resets an error whose message contains 'Critical'", () => {
    broken = true;
    message = 'Critical: payment state lost';
    render(
      <ErrorBoundary name="Checkout">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.queryByText(/Trying again automatically/)).not.toBeInTheDocument();
    broken = false;
    advance(30_000);
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('auto-resets only for the first 3 errors, counts repeats and caps retries at 3', () => {
    broken = true;
    render(
      <ErrorBoundary name="Widget">
        <Flaky />
      </ErrorBoundary>,
    );
    advance(5000);
    expect(screen.getByText('This error has occurred 2 times')).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText('This error has occurred 3 times')).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText('This error has occurred 4 times')).toBeInTheDocument();
    expect(screen.queryByText(/Trying again automatically/)).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('This error has occurred 4 times')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  });

  it('Try Again renders the children again', () => {
    broken = true;
    message = 'Critical failure';
    render(
      <ErrorBoundary name="Widget">
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('isolated mode shows the small notice and recovers after 5 seconds', () => {
    broken = true;
    render(
      <div>
        <p>Rest of the page</p>
        <ErrorBoundary name="Map" isolated>
          <Flaky />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This component encountered an error and couldn't load properly.",
    );
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    broken = false;
    advance(5000);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('shows the chunk-load screen for a failed dynamic import, without auto-reset', () => {
    broken = true;
    message = 'Failed to fetch dynamically imported module: /assets/discover-pages.js';
    render(
      <ErrorBoundary name="Page">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: /Clear Cache & Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hard Refresh/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go Home/ })).toHaveAttribute('href', '/');
    broken = false;
    advance(10_000);
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
  });
});

describe('shouldAutoReset', () => {
  it('follows the 3-error, Critical and chunk rules', () => {
    expect(shouldAutoReset(new Error('x'), 1)).toBe(true);
    expect(shouldAutoReset(new Error('x'), 3)).toBe(true);
    expect(shouldAutoReset(new Error('x'), 4)).toBe(false);
    expect(shouldAutoReset(new Error('Critical x'), 1)).toBe(false);
    expect(shouldAutoReset(new Error('Loading chunk 7 failed'), 1)).toBe(false);
  });
});
