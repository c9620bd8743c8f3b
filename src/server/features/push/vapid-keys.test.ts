import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { parseEnv } from '../../env.ts';
import { generateVapidKeys, loadVapidKeys } from './vapid-keys.ts';

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

  it('generates pairs web-push signs with: a 65-byte public point of the 32-byte private key', () => {
    for (let i = 0; i < 20; i++) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      const curve = createECDH('prime256v1');
      curve.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
      expect(curve.getPublicKey('base64url')).toBe(keys.publicKey);
      const headers = webpush.getVapidHeaders(
        'https://push.example',
        'mailto:hello@eventide.example',
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
      );
      expect(headers.Authorization).toContain(`k=${keys.publicKey}`);
    }
  });
});
