// Files in a folder: each key is a path under it, written atomically (a reader never sees half a file).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { BlobStore } from './types.ts';

export class LocalBlobStore implements BlobStore {
  readonly name = 'local' as const;

  constructor(private readonly dir: string) {}

  private path(key: string): string {
    const relative = normalize(key);
    if (relative.startsWith('..') || relative.startsWith('/')) throw new Error(`Not a storage key: ${key}`);
    return join(this.dir, relative);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.path(key)).catch(() => null);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, data);
    await rename(partial, file);
  }
}
