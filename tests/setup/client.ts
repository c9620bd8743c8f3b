import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetBreakers } from '../../src/client/lib/api-resilience.ts';
import { takeUnhandledRequests } from '../../src/client/test/unhandled-requests.ts';

// findBy* and waitFor give up after 1 s by default: a first render on a busy machine (modules still loading, two
// suites on two cores) has taken longer, and failed tests that pass alone. They return as soon as the condition
// holds, so a longer bound costs a passing test nothing; it stays under the 5 s test timeout.
configure({ asyncUtilTimeout: 4_000 });

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

// A toast that closes schedules its removal 200 ms later (sonner's TIME_BEFORE_UNMOUNT), and unmounting does not clear
// that timer: one left by a file's last test would fire after the file's window is gone ("window is not defined").
// A timer of 250 ms set after the last test fires after every such removal, while the window is still there.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
