import { defineConfig, devices } from '@playwright/test';
import { TEST_OIDC_CLIENT } from './src/server/testing/oidc-provider.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = port + 1;
// Several runs can share a machine when each has its own E2E_PORT (and so its own database folder).
const dataDir = `data/e2e-${port}`;
const appOrigin = `http://127.0.0.1:${port}`;

// Debian's chromium (DESIGN.md): no browser downloads here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/setup/server-warm.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Two workers, the server, its database and two browsers share two cores; a slow machine (2026-11-27) ran the
  // suite 1.5 times slower than the last, another (2026-11-29) ran two 90 s journeys out of time at their last steps.
  // The budgets (this one and the journeys' own) are twice what the slowest machine seen needed.
  timeout: 120_000,
  // Two workers, the server and its database share two cores: give each expectation room (a clean-clone run on
  // 2026-11-27 saw a page take 9.5 s to show a search answer it had received).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.(phone|journey|story|last)\.spec\.ts$/,
      use: desktop,
    },
    // Phone-only behaviour, plus the home page on a small screen.
    { name: 'phone', testMatch: /(\.phone|home)\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // Journeys that add live listings run after every spec that counts the sample catalogue.
    {
      name: 'journeys',
      testMatch: /\.journey\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
    // Stories that run the money jobs months ahead (expiring and charging every booking due by then) run alone.
    {
      name: 'stories',
      testMatch: /\.story\.spec\.ts$/,
      dependencies: ['journeys'],
      use: desktop,
    },
    // Tests that change what the server serves to everyone (a new service worker on disk) run alone, after the rest.
    {
      name: 'last',
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ['stories'],
      use: desktop,
    },
  ],
  webServer: [
    {
      // A real OpenID provider for social sign-in.
      command: `node --import tsx tests/e2e/oidc-provider.server.ts ${appOrigin} ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database each run, migrated and seeded by the server itself.
      command: `rm -rf ${dataDir} && node --import tsx scripts/build-word-vectors.ts && node --import tsx src/server/main.ts`,
      // 503 'starting' until the database is migrated and seeded (ADR 020): Playwright waits for its 200.
      url: `${appOrigin}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        APP_URL: appOrigin,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
        OIDC_PROVIDER_NAME: 'Local OpenID',
      },
    },
  ],
});
