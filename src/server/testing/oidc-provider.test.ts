// The local OpenID provider does not warn that Node 20 is an unsupported runtime: our engines allow it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the test OpenID provider', () => {
  it('starts and stops without the runtime warning', () => {
    const script = `const { startOidcProvider } = await import('./src/server/testing/oidc-provider.ts');
      await (await startOidcProvider('http://127.0.0.1:9/api/auth/callback/oidc')).close();`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('Unsupported runtime');
    expect(run.stderr).toContain('oidc-provider WARNING'); // its other warnings still show
  }, 60_000);
});
