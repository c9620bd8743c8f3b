// npm run test:long: the fault and soak tests of tests/long (minutes each; see tests/long/README.md). They start the
// app as child processes and a PostgreSQL of their own on port 5499, so they run one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'long',
    environment: 'node',
    include: ['tests/long/**/*.test.ts'],
    globalSetup: ['./tests/setup/word-vectors.ts'],
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
