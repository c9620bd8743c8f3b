import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer, preferredEncoding } from './encoded-answer.ts';

const cards = Array.from({ length: 50 }, (_, i) => ({ id: `venue-${i}`, name: `Rooftop ${i} – café`, city: 'Austin', priceCents: 10_000 + i }));
const text = JSON.stringify({ success: true, data: { venues: cards } });

describe('EncodedAnswer', () => {
  it('sends each encoding of the same text, and still has the text once it keeps only compressed bytes', async () => {
    const answer = new EncodedAnswer(text, 'search');
    const br = await answer.body('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
    // From here on the answer keeps its bytes compressed only.
    expect(answer.text).toBe(text);
    const gzip = await answer.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    const identity = await answer.body('identity');
    expect(identity).toEqual({ body: Buffer.from(text), encoding: 'identity' });
    // Asked again, the same compressed body (made once).
    expect((await answer.body('br')).body).toBe(br.body);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const small = new EncodedAnswer('{"success":true}', 'none');
    expect(await small.body('br')).toEqual({ body: Buffer.from('{"success":true}'), encoding: 'identity' });
    expect(small.text).toBe('{"success":true}');
  });

  it('answers concurrent askings with one compression', async () => {
    const answer = new EncodedAnswer(text, 'search');
    const [a, b] = await Promise.all([answer.body('gzip'), answer.body('gzip')]);
    expect(a.body).toBe(b.body);
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
