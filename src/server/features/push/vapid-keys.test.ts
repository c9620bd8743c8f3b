import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('VAPID keys', () => {
  it('generates a pair into DATA_DIR on first start, readable by the owner only, and reads it back later', () => {
    const env = parseEnv({ DATA_DIR: freshDir() });
    const first = loadVapidKeys(env);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = join(env.DATA_DIR, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadVapidKeys(env)).toEqual(first);
    expect(first.subject).toBe('mailto:hello@eventide.example');
  });

  it('uses the keys from the environment when set, and refuses half a pair', () => {
    const env = parseEnv({
      DATA_DIR: freshDir(),
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://eventide.example',
    });
    expect(loadVapidKeys(env)).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://eventide.example' });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'pub' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both');
    expect(() => parseEnv({ VAPID_SUBJECT: 'hello@example.com' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: URL',
    );
  });
});
