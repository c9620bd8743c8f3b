// Brotli and gzip copies of the built web app's text files (dist/client), written beside each file, which the server
// sends to browsers that accept them (@fastify/static `preCompressed`). Compressed once at build time at the highest
// settings, so a phone on a slow network downloads about a third of the bytes and the server spends no CPU on it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CLIENT_DIR = 'dist/client';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain less than the bytes of the extra header. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<path>.br` and `<path>.gz` beside the file; returns its size before and after brotli. */
export function compressFile(path) {
  const source = readFileSync(path);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  return { before: source.length, after: brotli.length };
}

/** Compresses every compressible file of `dir`; returns the bytes before and after brotli. */
export function compressClient(dir = CLIENT_DIR) {
  let before = 0;
  let after = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const sizes = compressFile(path);
    before += sizes.before;
    after += sizes.after;
  }
  return { before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { before, after } = compressClient();
  console.log(
    `Compressed the web app's text files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with brotli.`,
  );
}
