// A search answer kept ready to send: its JSON text compressed for each encoding a client asked for, made once per
// answer (brotli at quality 1 or gzip at level 1: about 0.03 ms for 20 KB, a seventh of the bytes).
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { SEARCH_SOURCES } from '#shared/search.ts';

type SearchSource = (typeof SEARCH_SOURCES)[number];

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Every cold search pays for its compression while 49 others wait (bench/search.ts), so the fastest settings: brotli
 * quality 1 takes half the time of quality 4 for 15% more bytes (3.1 KB instead of 2.7 for a page of 50 cards), gzip
 * level 1 half the time of level 6 for 13% more. And a window no larger than the answer needs: brotli's default
 * 4 MB window made every compression allocate megabytes outside the heap, and that churn alone set off a full
 * garbage collection every few seconds.
 *
 * Compressed in the event loop on purpose: node's asynchronous zlib calls go through a stream whose upkeep cost the
 * event loop three to four times what compressing 20 KB does (about 110 us against 30, measured), so handing the
 * work to the thread pool left the event loop busier, not freer. The text is written into one kept input buffer:
 * given the string, zlib makes a 20 KB Buffer of it each time, and that memory outside the heap brought back full
 * collections (cold p99 183-195 ms instead of 81-89).
 */
const GZIP_LEVEL = 1;
const BROTLI_PARAMS = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 1,
  [constants.BROTLI_PARAM_LGWIN]: Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(size + 1)))),
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESSED_BYTES = 1024;

type Compressed = 'br' | 'gzip';

/** What the answer being compressed is written into (grown when an answer is longer). */
let input = Buffer.allocUnsafeSlow(64 * 1024);
/** Output chunks about the size of a compressed page of cards (zlib's default is 16 KB a chunk). */
const CHUNK_BYTES = 8192;

/** An answer as plain data, to post from a search thread to the main thread (search-threads.ts). */
export interface AnswerParts {
  json: string | null;
  bytes: number;
  compressed: [Compressed, string][];
  source: EncodedAnswer['source'];
}

export class EncodedAnswer {
  static of(text: string, source: EncodedAnswer['source']): EncodedAnswer {
    return new EncodedAnswer(source, text, Buffer.byteLength(text), new Map());
  }

  static fromParts({ json, bytes, compressed, source }: AnswerParts): EncodedAnswer {
    return new EncodedAnswer(source, json, bytes, new Map(compressed));
  }

  private constructor(
    /** Where the answer came from (§7 fallbacks), sent as the X-Search-Source header too. */
    readonly source: SearchSource,
    /**
     * The JSON text until the first compressed body is made; from then on the answer is kept only compressed. The
     * result cache's 100 answers, 22 KB of text each, were promoted by every young collection that found them alive
     * (2.2 MB each time under load), and that set off a full collection every 10-15 s.
     */
    private json: string | null,
    private readonly bytes: number,
    /**
     * The compressed bodies, as one-byte (latin1) strings: in the heap, where the old generation has room, rather
     * than Buffers, whose memory outside the heap V8 counts towards a full collection with a limit of its own.
     * Promoted with the result cache's answers, those Buffers were half the 6 MB a second of outside memory that
     * started the full collections under cold load (each one 100-200 ms for every waiting request).
     */
    private readonly compressed: Map<Compressed, string>,
  ) {}

  parts(): AnswerParts {
    return { json: this.json, bytes: this.bytes, compressed: [...this.compressed], source: this.source };
  }

  /** Makes the body for the encoding now, where the answer is made (a search thread), rather than when it is sent. */
  prepare(encoding: Encoding): void {
    if (encoding !== 'identity' && this.bytes >= MIN_COMPRESSED_BYTES) this.encoded(encoding);
  }

  /** The answer's JSON text (decompressed again once only the compressed body is kept). */
  get text(): string {
    if (this.json !== null) return this.json;
    const [encoding, kept] = this.compressed.entries().next().value as [Compressed, string];
    const body = Buffer.from(kept, 'latin1');
    return (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString('utf8');
  }

  /** The body for the encoding, and the encoding it is really in (small answers go as they are). */
  body(encoding: Encoding): { body: Buffer; encoding: Encoding } {
    if (encoding === 'identity' || this.bytes < MIN_COMPRESSED_BYTES) return { body: Buffer.from(this.text), encoding: 'identity' };
    return { body: Buffer.from(this.encoded(encoding), 'latin1'), encoding };
  }

  private encoded(encoding: Compressed): string {
    let body = this.compressed.get(encoding);
    if (!body) {
      if (input.length < this.bytes) input = Buffer.allocUnsafeSlow(Math.max(this.bytes, input.length * 2));
      const text = input.subarray(0, input.write(this.text));
      const made = encoding === 'br' ? brotliCompressSync(text, { params: BROTLI_PARAMS(this.bytes), chunkSize: CHUNK_BYTES }) : gzipSync(text, { level: GZIP_LEVEL, chunkSize: CHUNK_BYTES });
      body = made.toString('latin1');
      this.compressed.set(encoding, body);
      this.json = null;
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
