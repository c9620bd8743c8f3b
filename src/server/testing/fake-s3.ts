// A local S3-compatible server (s3rver) for tests of the S3 blob store: real S3 requests over HTTP, files kept in a
// temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types.
import S3rver from 's3rver';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'eventide-test'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'eventide-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
