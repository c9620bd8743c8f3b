// A search answer kept ready to send: its JSON text, and that text compressed for each encoding a client
// asked for, made once per answer (brotli at quality 1 or gzip at level 1: about 0.06 ms for 20 KB, a seventh of the
// bytes).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Every cold search pays for its compression while 49 others wait (bench/search.ts), so the fastest settings: brotli
 * quality 1 takes half the time of quality 4 for 15% more bytes (3.1 KB instead of 2.7 for a page of 50 cards), gzip
 * level 1 half the time of level 6 for 13% more. And a window no larger than the answer needs: brotli's default
 * 4 MB window made every compression allocate megabytes outside the heap, and that churn alone set off a full
 * garbage collection every few seconds.
 */
const GZIP_LEVEL = 1;
const BROTLI_PARAMS = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 1,
  [constants.BROTLI_PARAM_LGWIN]: Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(size + 1)))),
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESSED_BYTES = 1024;

export class EncodedAnswer {
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(
    readonly text: string,
    /** Where the answer came from (§7 fallbacks), sent as the X-Search-Source header too. */
    readonly source: 'search' | 'direct' | 'none',
  ) {}

  /** The body for the encoding, and the encoding it is really in (small answers go as they are). */
  body(encoding: Encoding): { body: Buffer; encoding: Encoding } {
    const identity = this.encoded('identity');
    if (encoding === 'identity' || identity.length < MIN_COMPRESSED_BYTES) return { body: identity, encoding: 'identity' };
    return { body: this.encoded(encoding), encoding };
  }

  private encoded(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      if (encoding === 'br') body = brotliCompressSync(this.text, { params: BROTLI_PARAMS(this.text.length) });
      else if (encoding === 'gzip') body = gzipSync(this.text, { level: GZIP_LEVEL });
      else body = Buffer.from(this.text);
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** Clients send a handful of distinct headers; each is read once. */
const readHeaders = new Map<string, Encoding>();
const READ_HEADERS_KEPT = 100;

/** The best encoding an Accept-Encoding header allows: brotli, then gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = readHeaders.get(header);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(header);
    if (readHeaders.size >= READ_HEADERS_KEPT) readHeaders.clear();
    readHeaders.set(header, encoding);
  }
  return encoding;
}

function readAcceptEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
