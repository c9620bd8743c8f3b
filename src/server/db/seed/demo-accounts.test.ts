import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDataFile } from '../../sample-catalogue/index.ts';
import { fromProject } from '../../project-paths.ts';
import { createMailer } from '../../adapters/mail/index.ts';
import { createAuth, hashPassword } from '../../features/auth/index.ts';
import { testEnv } from '../../testing/test-env.ts';
import { databaseHandle } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DemoAccountSchema, REHASH_COMMAND } from './demo-accounts.ts';

const FILE = 'src/server/db/seed/demo-accounts.json';
const read = (): unknown => JSON.parse(readFileSync(fromProject(FILE), 'utf8'));

describe('demo accounts data file', () => {
  it('matches its schema and holds one account per role the README lists', () => {
    expect(parseDataFile(FILE, z.array(DemoAccountSchema), read())).toEqual(DEMO_ACCOUNTS);
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'customer@example.com',
      'venue@example.com',
      'vendor@example.com',
      'admin@example.com',
      'multi@example.com',
    ]);
  });

  it('names the file and the place of a wrong value', () => {
    const broken = [{ ...(read() as object[])[0], partnerTypes: ['venu'] }];
    expect(() => parseDataFile(FILE, z.array(DemoAccountSchema), broken)).toThrow(`${FILE}: [0].partnerTypes[0]:`);
  });

  it('holds hashes of the demo password that sign-in verifies, hashed as the app is configured', async () => {
    // Never opened: verifying a password reads no table.
    const database = await databaseHandle({ dataDir: 'memory://' });
    const env = testEnv();
    const quiet = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
    const { password } = await createAuth(env, database.db, createMailer(env, database.db), quiet).$context;
    // Algorithm, version and cost: what a hash made today starts with.
    const settings = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const today = settings(await hashPassword(DEMO_PASSWORD));
    for (const account of DEMO_ACCOUNTS) {
      expect(
        settings(account.passwordHash),
        `${account.email}'s hash is made otherwise: run \`${REHASH_COMMAND}\``,
      ).toBe(today);
      const verified = await password.verify({ hash: account.passwordHash, password: DEMO_PASSWORD });
      expect(verified, `${account.email}'s stored hash is stale: run \`${REHASH_COMMAND}\``).toBe(true);
    }
    expect(await password.verify({ hash: DEMO_ACCOUNTS[0]!.passwordHash, password: 'not-the-demo-one' })).toBe(false);
  });
});
