import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveConfigurationError } from './config-error-page.ts';
import { openDatabase } from './db/client.ts';
import { ConfigurationError, loadEnv } from './env.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function start(problems: string[]) {
  const server = serveConfigurationError(0, '127.0.0.1', problems);
  close = () => server.close();
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('configuration error page (spec §5)', () => {
  it('answers pages with an explanation of what to fix and the API with JSON', async () => {
    const base = await start(['DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://']);
    const page = await fetch(`${base}/discover`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('Configuration error');
    expect(html).toContain('DATABASE_URL must start with postgres://');
    const api = await fetch(`${base}/api/health`);
    expect(api.status).toBe(503);
    expect((await api.json()).error.code).toBe('CONFIGURATION_ERROR');
  });

  it('escapes what it shows', async () => {
    const base = await start(['<script>alert(1)</script>']);
    expect(await (await fetch(base)).text()).not.toContain('<script>alert(1)</script>');
  });
});

describe('configuration check at start', () => {
  it('refuses an unreachable PostgreSQL with the reason', async () => {
    await expect(openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(
      /Cannot reach the database at postgres:\/\/nobody@127\.0\.0\.1:1\/none/,
    );
  });

  it('reads the environment through one schema', () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'http://example.com/db';
    try {
      expect(() => loadEnv()).toThrow(ConfigurationError);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});
