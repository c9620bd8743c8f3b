// Where uploaded files live: a folder on this machine by default (DATA_DIR/uploads), or S3 / an S3-compatible store
// by env so several server instances share one (DESIGN.md scale-out path).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { LocalBlobStore } from './local.ts';
import { S3BlobStore } from './s3.ts';
import type { BlobStore } from './types.ts';

export type { BlobStore } from './types.ts';

export function createBlobStore(env: Env): BlobStore {
  if (env.S3_BUCKET) {
    return new S3BlobStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      prefix: env.S3_PREFIX,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  // An in-memory database keeps its uploads in a temporary folder.
  return new LocalBlobStore(
    env.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'eventide-uploads') : join(env.DATA_DIR, 'uploads'),
  );
}
