import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's chromium (DESIGN.md): no browser downloads here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    // Phone-only behaviour, plus the home page on a small screen.
    { name: 'phone', testMatch: /(\.phone|home)\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh embedded database each run, migrated and seeded by the server itself.
    command: 'rm -rf data/e2e && node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'data/e2e', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${port}` },
  },
});
