// The environment a benchmark gives the app it starts: production mode, quiet, no seeding, on loopback, on the
// database it names.
export function benchAppEnv(
  port: number,
  database: { DATABASE_URL: string } | { DATA_DIR: string },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: `bench-only-secret-${process.pid}-0123456789abcdefghijklmnop`,
    ...database,
  };
}
