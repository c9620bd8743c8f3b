// Configuration for tests: in-memory PGlite unless a caller passes a database URL; search on the main thread unless a
// test asks for search threads.
import { parseEnv, type Env } from '../env.ts';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    APP_URL: 'http://localhost:3000',
    SEARCH_THREADS: '0',
    ...overrides,
  });
}
