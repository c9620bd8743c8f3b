import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LazyErrorScreen } from './lazy-error-screen.tsx';

// The error screen's chunk cannot be fetched, as when a deploy replaced it.
vi.mock('./error-screen.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/error-screen.js');
});

beforeEach(() => {
  // React reports the failed load with console.error.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

it("shows the chunk-error screen, with the error's id, when the error screen's own code cannot load", async () => {
  render(<LazyErrorScreen error={new Error('Widget exploded')} errorId="ERR-TEST1" />);
  expect(await screen.findByRole('button', { name: /Clear Cache & Retry/ }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText('Error ID: ERR-TEST1')).toBeInTheDocument();
});
