// Where uploaded files are kept (index.ts chooses a store by env).
export interface BlobStore {
  readonly name: 'local' | 's3';
  /** The bytes at `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
}
