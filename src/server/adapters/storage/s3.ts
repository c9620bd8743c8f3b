// Files in an S3 bucket (AWS, or an S3-compatible store by endpoint), under a prefix. The SDK (about 20 MB of memory)
// is imported when a store is made, so a server without S3_BUCKET never loads it.
import type * as S3 from '@aws-sdk/client-s3';
import type { BlobStore } from './types.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  prefix: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class S3BlobStore implements BlobStore {
  readonly name = 's3' as const;
  private readonly connected: Promise<{ sdk: typeof S3; client: S3.S3Client }>;

  constructor(private readonly options: S3Options) {
    this.connected = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
      }),
    }));
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connected;
    const { GetObjectCommand, NoSuchKey, S3ServiceException } = sdk;
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connected;
    const { PutObjectCommand } = sdk;
    await client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.options.prefix + key,
        Body: data,
        ContentType: contentType,
      }),
    );
  }
}
