// The VAPID key pair that signs this server's web pushes: from the environment, or generated once into DATA_DIR
// and read from there on every later start (a new pair would orphan every browser's subscription).
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Env } from '../../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const StoredKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

export function loadVapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'>,
): VapidKeys {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.DATA_DIR.startsWith('memory://')) return { ...generateVapidKeys(), subject };
  const file = join(env.DATA_DIR, 'vapid-keys.json');
  const stored = readStored(file);
  if (stored) return { ...stored, subject };
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting on the same directory wrote its pair first: both use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...readStored(file)!, subject };
}

/**
 * A P-256 pair as web-push's generateVAPIDKeys makes it (the public key an uncompressed point, the private key its 32
 * bytes, both base64url), made here so a start does not load web-push (push-notifier.ts does, at the first push).
 */
export function generateVapidKeys(): z.infer<typeof StoredKeys> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
}

function readStored(file: string): z.infer<typeof StoredKeys> | null {
  try {
    return StoredKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
