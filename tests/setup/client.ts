import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBreakers } from '../../src/client/lib/api-resilience.ts';
import { takeUnhandledRequests } from '../../src/client/test/unhandled-requests.ts';

afterEach(() => {
  cleanup();
  // Each test starts with every endpoint's circuit closed.
  resetBreakers();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(`Requests the test's fetch stub has no answer for (stub each with its real answer):
${[...new Set(unhandled)].join('\n')}`);
  }
});
