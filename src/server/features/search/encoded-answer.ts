// A search answer kept ready to send: its JSON text, compressed for each encoding a client asked for once (brotli at
// quality 1 or gzip at level 1: fast, and about a seventh of the bytes), and its entity tag.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SEARCH_SOURCES } from '#shared/search.ts';

type SearchSource = (typeof SEARCH_SOURCES)[number];

export type Encoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<Encoding, 'identity'>;

/** The fastest settings: a search answer is made while the client waits, and it is small. */
const GZIP_LEVEL = 1;
const BROTLI_PARAMS = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 1,
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/** An answer as plain data, to post from a search thread to the main thread (search-threads.ts). */
export interface AnswerParts {
  json: string;
  compressed: [Compressed, Uint8Array][];
  source: EncodedAnswer['source'];
}

export class EncodedAnswer {
  private tag: string | null = null;

  static of(text: string, source: EncodedAnswer['source']): EncodedAnswer {
    return new EncodedAnswer(source, text, new Map());
  }

  static fromParts({ json, compressed, source }: AnswerParts): EncodedAnswer {
    return new EncodedAnswer(
      source,
      json,
      new Map(
        compressed.map(([encoding, bytes]) => [
          encoding,
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        ]),
      ),
    );
  }

  private constructor(
    /** Where the answer came from (§7 fallbacks), sent as the X-Search-Source header too. */
    readonly source: SearchSource,
    /** The answer's JSON text. */
    readonly text: string,
    private readonly compressed: Map<Compressed, Buffer>,
  ) {}

  parts(): AnswerParts {
    // Copies of exactly the bytes: a Buffer may be a view of a larger block, which posting would copy whole.
    return {
      json: this.text,
      compressed: [...this.compressed].map(([encoding, body]) => [encoding, new Uint8Array(body)]),
      source: this.source,
    };
  }

  /** Makes the body for the encoding now, where the answer is made (a search thread), rather than when it is sent. */
  prepare(encoding: Encoding): void {
    if (encoding !== 'identity' && this.isWorthCompressing) this.encoded(encoding);
  }

  /** The body for the encoding, and the encoding it is really in (small answers go as they are). */
  body(encoding: Encoding): { body: Buffer; encoding: Encoding } {
    if (encoding === 'identity' || !this.isWorthCompressing)
      return { body: Buffer.from(this.text), encoding: 'identity' };
    return { body: this.encoded(encoding), encoding };
  }

  /**
   * A strong entity tag for the body in that encoding (RFC 9110 8.8.3): a hash of the JSON text, marked with the
   * encoding, so every instance gives the same answer the same tag.
   */
  etag(encoding: Encoding): string {
    this.tag ??= createHash('sha256').update(this.text).digest('base64url').slice(0, 27);
    const sent = this.body(encoding).encoding;
    return sent === 'identity' ? `"${this.tag}"` : `"${this.tag}-${sent}"`;
  }

  private get isWorthCompressing(): boolean {
    return this.text.length >= MIN_COMPRESSED_BYTES;
  }

  private encoded(encoding: Compressed): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      const text = Buffer.from(this.text);
      body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: BROTLI_PARAMS(text.length) })
          : gzipSync(text, { level: GZIP_LEVEL });
      this.compressed.set(encoding, body);
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
