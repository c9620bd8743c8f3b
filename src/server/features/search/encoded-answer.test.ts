import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer, preferredEncoding } from './encoded-answer.ts';

const cards = Array.from({ length: 50 }, (_, i) => ({
  id: `venue-${i}`,
  name: `Rooftop ${i} – café`,
  city: 'Austin',
  priceCents: 10_000 + i,
}));
const text = JSON.stringify({ success: true, data: { venues: cards } });

describe('EncodedAnswer', () => {
  it('sends each encoding of the same text', () => {
    const answer = EncodedAnswer.of(text, 'search');
    const br = answer.body('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
    expect(answer.text).toBe(text);
    const gzip = answer.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    const identity = answer.body('identity');
    expect(identity).toEqual({ body: Buffer.from(text), encoding: 'identity' });
    // Asked again, the same compressed bytes.
    expect(answer.body('br').body).toEqual(br.body);
  });

  it('keeps each answer its own bytes, however many are made one after the other and however long', () => {
    const long = JSON.stringify({ success: true, data: { venues: Array.from({ length: 20 }, () => cards).flat() } });
    expect(Buffer.byteLength(long)).toBeGreaterThan(64 * 1024);
    const answers = [text, long, text.replace('Austin', 'Denver')].map((t) => EncodedAnswer.of(t, 'search'));
    const bodies = answers.map((answer, i) => (i % 2 ? answer.body('gzip') : answer.body('br')).body);
    expect(brotliDecompressSync(bodies[0]!).toString('utf8')).toBe(text);
    expect(gunzipSync(bodies[1]!).toString('utf8')).toBe(long);
    expect(brotliDecompressSync(bodies[2]!).toString('utf8')).toBe(text.replace('Austin', 'Denver'));
    expect(answers[1]!.text).toBe(long);
  });

  it('sends a small answer as it is, whatever the client accepts', () => {
    const small = EncodedAnswer.of('{"success":true}', 'none');
    expect(small.body('br')).toEqual({ body: Buffer.from('{"success":true}'), encoding: 'identity' });
    expect(small.text).toBe('{"success":true}');
  });

  it('tags each encoding of an answer apart, the same text alike wherever it was made, and other text otherwise', () => {
    const answer = EncodedAnswer.of(text, 'search');
    const tags = (['identity', 'br', 'gzip'] as const).map((encoding) => answer.etag(encoding));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = EncodedAnswer.fromParts(EncodedAnswer.of(text, 'search').parts());
    expect(again.etag('br')).toBe(answer.etag('br'));
    expect(EncodedAnswer.of(text.replace('Austin', 'Denver'), 'search').etag('identity')).not.toBe(
      answer.etag('identity'),
    );
    // A small answer goes uncompressed, so every encoding has its one tag.
    const small = EncodedAnswer.of('{"success":true}', 'search');
    expect(small.etag('br')).toBe(small.etag('identity'));
  });

  it('carries its compressed bodies across a thread as plain bytes', () => {
    const answer = EncodedAnswer.of(text, 'search');
    answer.prepare('gzip');
    const parts = structuredClone(answer.parts());
    expect(parts.compressed.map(([encoding]) => encoding)).toEqual(['gzip']);
    expect(EncodedAnswer.fromParts(parts).body('gzip').body.equals(answer.body('gzip').body)).toBe(true);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
