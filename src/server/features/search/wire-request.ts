// Reads a guest's search request straight from a connection's bytes, for the connection door (connection-door.ts).
// It accepts only one narrow, unambiguous form and says 'other' to anything else, which node:http then reads as
// it always has. Where a request ends is decided here for the requests the door answers, so this reading must never
// disagree with node:http's (llhttp, strict) about it (ADR 012): one Content-Length of plain digits, no
// Transfer-Encoding, CRLF line ends, header names of token characters, values of visible ASCII, spaces and tabs,
// no folded lines, and the whole body already in hand.

/** A guest search the door may answer from the cache, and where its bytes end. */
export interface WireSearch {
  path: string;
  /** The body as text, the key the §9 cache's repeat map knows it by (repeat-requests.ts). */
  text: string;
  acceptEncoding: string | undefined;
  end: number;
}

/** node:http's default limit on a request's head (maxHeaderSize). */
const MAX_HEAD_BYTES = 16 * 1024;
/** Search bodies are a few hundred bytes; a longer one goes to node:http. */
export const MAX_BODY_BYTES = 4096;

const REQUEST_LINE = /^POST (\/[!-~]*) HTTP\/1\.1$/;
/**
 * A header field: token name, colon, then visible ASCII, spaces and tabs (RFC 9110 §5.5), trimmed after. One
 * character class for the whole value: spaces matched by two overlapping parts made the match quadratic (a 16 KB
 * line of spaces ending in a refused byte took 220 ms).
 */
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):([\t -~]*)$/;
/** llhttp takes spaces and tabs before the digits, and only spaces after them. */
const CONTENT_LENGTH = /^[ \t]*([0-9]{1,4}) *$/;
/** More header lines than any browser or API client sends; node:http reads at most 2,000. */
const MAX_HEADER_LINES = 100;
/** Headers that make the request something other than a guest's plain search: node:http takes it. */
const NOT_A_GUEST_SEARCH = new Set(['cookie', 'authorization', 'transfer-encoding', 'expect', 'upgrade', 'content-encoding', 'te', 'trailer', 'proxy-connection']);
const ONCE = new Set(['content-length', 'content-type', 'host', 'accept-encoding', 'connection']);

/**
 * The guest search starting at `from`, when it is complete in `data` and of the accepted form; otherwise 'other'
 * (a partial request included: node:http waits for the rest of it).
 */
export function readWireSearch(data: Buffer, from: number, paths: ReadonlySet<string>): WireSearch | 'other' {
  // Most connections open with a GET (pages, assets): left at the first bytes.
  if (data.toString('latin1', from, from + 5) !== 'POST ') return 'other';
  const headEnd = data.indexOf('\r\n\r\n', from, 'latin1');
  if (headEnd < 0 || headEnd - from > MAX_HEAD_BYTES) return 'other';
  const lines = data.toString('latin1', from, headEnd).split('\r\n');
  if (lines.length > MAX_HEADER_LINES + 1) return 'other';
  const path = REQUEST_LINE.exec(lines[0] as string)?.[1];
  if (path === undefined || !paths.has(path)) return 'other';
  /** Each field's value as it came, untrimmed. */
  const fields = new Map<string, string>();
  for (let i = 1; i < lines.length; i++) {
    const field = HEADER_LINE.exec(lines[i] as string);
    if (!field) return 'other';
    const name = (field[1] as string).toLowerCase();
    if (NOT_A_GUEST_SEARCH.has(name) || (ONCE.has(name) && fields.has(name))) return 'other';
    fields.set(name, field[2] as string);
  }
  const length = CONTENT_LENGTH.exec(fields.get('content-length') ?? '')?.[1];
  if (length === undefined) return 'other';
  const bodyBytes = Number(length);
  const connection = fields.get('connection')?.trim();
  if (bodyBytes === 0 || bodyBytes > MAX_BODY_BYTES) return 'other';
  if (!fields.has('host') || !fields.get('content-type')?.trim().startsWith('application/json')) return 'other';
  if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return 'other';
  const end = headEnd + 4 + bodyBytes;
  if (end > data.length) return 'other';
  return { path, text: data.toString('utf8', headEnd + 4, end), acceptEncoding: fields.get('accept-encoding')?.trim(), end };
}
