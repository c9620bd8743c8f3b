// The connection door's reading of a guest search: the one form it accepts, and everything it leaves to node:http.
import { describe, expect, it } from 'vitest';
import { readWireSearch } from './wire-request.ts';

const PATH = '/api/rpc/api_search_venues';
const paths = new Set([PATH, '/api/rpc/api_search_vendors']);
const BODY = '{"search_query":"rooftop"}';

/** A request from its head lines (the request line first) and body, with CRLF line ends unless told. */
function request(lines: string[], body = BODY, eol = '\r\n'): string {
  return `${lines.join(eol)}${eol}${eol}${body}`;
}

const plain = (extra: string[] = [], body = BODY) =>
  request([`POST ${PATH} HTTP/1.1`, 'Host: 127.0.0.1:3000', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, ...extra], body);

const read = (text: string, from = 0) => readWireSearch(Buffer.from(text, 'latin1'), from, paths);

describe('readWireSearch', () => {
  it('reads a guest search: its path, body text, accepted encodings and where it ends', () => {
    const text = plain(['Accept-Encoding: gzip, deflate, br', 'User-Agent: curl/8', 'Accept:']);
    expect(read(text)).toEqual({ path: PATH, text: BODY, acceptEncoding: 'gzip, deflate, br', end: text.length });
  });

  it('reads requests one after another from where the last ended, and a UTF-8 body as text', () => {
    const body = '{"search_query":"café"}';
    const second = plain([], body);
    const both = Buffer.concat([Buffer.from(plain()), Buffer.from(second)]);
    const first = readWireSearch(both, 0, paths);
    expect(first).toMatchObject({ text: BODY });
    const next = readWireSearch(both, (first as { end: number }).end, paths);
    expect(next).toMatchObject({ text: body, end: both.length });
  });

  it('takes header names in any case, spaces around values, and Connection: keep-alive', () => {
    const text = request([`POST ${PATH} HTTP/1.1`, 'host:a', 'CONTENT-TYPE:  application/json; charset=utf-8 ', `content-length:\t${BODY.length}`, 'Connection: Keep-Alive']);
    expect(read(text)).toMatchObject({ path: PATH, text: BODY });
  });

  it('leaves a partial request to node:http: the head or the body not all here yet', () => {
    const text = plain();
    expect(read(text.slice(0, text.indexOf('\r\n\r\n') + 2))).toBe('other');
    expect(read(text.slice(0, -1))).toBe('other');
  });

  it('leaves anything but a guest POST of JSON to a search path over HTTP/1.1', () => {
    const others = [
      plain().replace('POST', 'PUT'),
      plain().replace(PATH, `${PATH}?x=1`),
      plain().replace(PATH, '/api/rpc/api_get_categories'),
      plain().replace('HTTP/1.1', 'HTTP/1.0'),
      plain(['Cookie: session=abc']),
      plain(['Authorization: Bearer abc']),
      plain(['Expect: 100-continue']),
      plain(['Upgrade: websocket']),
      plain(['Content-Encoding: gzip']),
      plain(['Connection: close']),
      plain().replace('application/json', 'text/plain'),
      plain().replace('Host: 127.0.0.1:3000\r\n', ''),
    ];
    for (const text of others) expect(read(text), text).toBe('other');
  });

  it('leaves every request whose end node:http might see elsewhere', () => {
    const length = `Content-Length: ${BODY.length}`;
    const others = [
      plain(['Transfer-Encoding: chunked']),
      plain([length]),
      plain([`Content-Length: ${BODY.length + 1}`]),
      plain().replace(length, 'Content-Length: +26'),
      plain().replace(length, 'Content-Length: 0x1a'),
      plain().replace(length, 'Content-Length: 26, 26'),
      plain().replace(length, 'Content-Length: 0'),
      plain().replace(length, 'Content-Length: 00026'),
      // llhttp refuses a tab after the digits (a tab before them, and spaces after, it takes).
      plain().replace(length, `${length}\t`),
      // llhttp reads Proxy-Connection as Connection.
      plain(['Proxy-Connection: close']),
      // Past node:http's 2,000 header lines it stops reading headers; the door stops at 100.
      plain(Array.from({ length: 100 }, (_, i) => `X-${i}: ${i}`)),
      plain(['Host: other']),
      // A folded header line, a space before the colon, a bare LF, a CR or NUL or non-ASCII byte in a value.
      plain(['X-A: one', ' two']),
      plain(['X-A : one']),
      request([`POST ${PATH} HTTP/1.1`, 'Host: a', 'Content-Type: application/json', length], BODY, '\n'),
      plain(['X-A: one\rtwo']),
      plain(['X-A: one\0two']),
      plain(['X-A: caf\xe9']),
      // Blank lines before the request line.
      `\r\n${plain()}`,
    ];
    for (const text of others) expect(read(text), JSON.stringify(text)).toBe('other');
  });

  it('takes a tab before the Content-Length digits and spaces after them, as llhttp does', () => {
    const length = `Content-Length: ${BODY.length}`;
    expect(read(plain().replace(length, `Content-Length:\t${BODY.length}  `))).toMatchObject({ text: BODY });
  });

  it('refuses a long line of spaces ending in a refused byte in linear time (a backtracking pattern took 220 ms)', () => {
    // A guard against a quadratic pattern coming back, with a bound hundreds of times what the reading takes.
    for (const last of ['\x80', '\x01', '\x7f']) {
      const started = performance.now();
      expect(read(plain([`X:${' '.repeat(16_000)}${last}`]))).toBe('other');
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  it('leaves a body over 4 KB, and a head over node:http\'s 16 KB', () => {
    expect(read(plain([], `"${'x'.repeat(4095)}"`))).toBe('other');
    expect(read(plain([`X-Long: ${'a'.repeat(16 * 1024)}`]))).toBe('other');
    expect(read(plain([`X-Long: ${'a'.repeat(15 * 1024)}`]))).toMatchObject({ text: BODY });
  });
});
