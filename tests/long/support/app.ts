// The app as `npm start` runs it (boot(), the flags of scripts/start.mjs), in a child process of the test:
// bench/support/app-server.ts started by bench/support/child-server.ts. Ports from 3430 up.
import { freePort, startChild, type ChildServer } from '../../../bench/support/child-server.ts';

export const FIRST_PORT = 3430;

export type AppDatabase = { url: string } | { dataDir: string };

export interface AppOptions {
  database: AppDatabase;
  /** Development serves /api/dev/mailbox (sign-up mails); production is what `npm start` runs. */
  nodeEnv?: 'production' | 'development';
  /** The same port again after a restart: the site's origin, and so its CSRF check, stays the same. */
  port?: number;
}

export interface RunningApp {
  server: ChildServer;
  origin: string;
  /** The environment the app runs with: the test signs session cookies and reads its database with the same. */
  env: Record<string, string>;
  bootMs: number;
}

export function appEnv(
  port: number,
  database: AppDatabase,
  nodeEnv: 'production' | 'development' = 'production',
): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'true',
    HOST: '127.0.0.1',
    APP_URL: origin,
    AUTH_SECRET: 'long-tests-only-secret-0123456789abcdefghijklmnop',
    // The load comes from one address: the per-route limits (30 messages a minute) would refuse most of it.
    RATE_LIMITS: 'off',
    ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
  };
}

export async function startApp({ database, nodeEnv = 'production', port }: AppOptions): Promise<RunningApp> {
  const chosen = port ?? (await freePort(FIRST_PORT));
  const env = appEnv(chosen, database, nodeEnv);
  const started = performance.now();
  const server = await startChild('./app-server.ts', chosen, env);
  return { server, origin: env.APP_URL!, env, bootMs: performance.now() - started };
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** One request as the site's own pages send it (its Origin, a session cookie); a network failure throws. */
export async function call(
  origin: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers };
}

/** What a failed call is counted as: its status, or the network error's code. */
export function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.name : String(error));
}
