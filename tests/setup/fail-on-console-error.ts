import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on an unexpected console.error (DESIGN.md, Habits). A test that expects one
// replaces the spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
