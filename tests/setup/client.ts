import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBreakers } from '../../src/client/lib/api-resilience.ts';

afterEach(() => {
  cleanup();
  // Each test starts with every endpoint's circuit closed.
  resetBreakers();
});
