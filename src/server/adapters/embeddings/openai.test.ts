// The OpenAI-compatible embedder against a real HTTP server on a local port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder } from './openai.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: { model: string; input: string[]; dimensions?: number };
}

let seen: Seen[] = [];
let answer: (body: Seen['body'], res: ServerResponse) => void;

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    answer(body, res);
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * A vector that is clearly not unit length: 3 and 4 at positions depending on the text, so order can be checked;
 * as long as asked (`dimensions`), else 1536 numbers as text-embedding-3-small gives.
 */
function rawVector(text: string, length = 1536): number[] {
  const v = new Array<number>(length).fill(0);
  v[text.length % length] = 3;
  v[(text.length + 1) % length] = 4;
  return v;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** OpenAI's answer shape, listed in reverse order (the index field says which input each belongs to). */
const openAiAnswer = (body: Seen['body'], res: ServerResponse) =>
  json(res, 200, {
    object: 'list',
    model: body.model,
    data: body.input
      .map((text, index) => ({ object: 'embedding', index, embedding: rawVector(text, body.dimensions) }))
      .reverse(),
    usage: { prompt_tokens: 1, total_tokens: 1 },
  });

beforeEach(() => {
  seen = [];
  answer = openAiAnswer;
});

describe('OpenAI-compatible embedder', () => {
  it("posts { model, input } with the bearer key and returns unit vectors of the model's length in input order", async () => {
    const embedder = createOpenAiEmbedder({
      url: `${baseUrl}/`,
      apiKey: 'sk-test-123',
      model: 'text-embedding-3-small',
    });
    expect(embedder).toMatchObject({ model: 'text-embedding-3-small' });

    const vectors = await embedder.embed(['rooftop', 'wedding photographer']);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/embeddings' });
    expect(seen[0]!.headers.authorization).toBe('Bearer sk-test-123');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.body).toEqual({ model: 'text-embedding-3-small', input: ['rooftop', 'wedding photographer'] });

    const expected = (text: string) => rawVector(text).map((x) => x / 5);
    expect(vectors).toEqual([expected('rooftop'), expected('wedding photographer')]);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 12);
  });

  it('asks for the configured length, names its vectors by it, and gives blank texts a zero vector that long', async () => {
    const embedder = createOpenAiEmbedder({ url: baseUrl, model: 'text-embedding-3-large', dimensions: 300 });
    expect(embedder.model).toBe('text-embedding-3-large@300');
    const vectors = await embedder.embed(['loft', ' ']);
    expect(seen[0]!.body).toEqual({ model: 'text-embedding-3-large', input: ['loft'], dimensions: 300 });
    expect(vectors[0]).toHaveLength(300);
    expect(vectors[1]).toEqual(new Array(300).fill(0));
  });

  it('sends no key when none is set, and answers blank texts with the zero vector without asking', async () => {
    const embedder = createOpenAiEmbedder({ url: baseUrl, model: 'm' });
    const vectors = await embedder.embed(['', 'dj', '   ']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.body.input).toEqual(['dj']);
    expect(vectors[0]).toEqual(new Array(1536).fill(0));
    expect(vectors[2]).toEqual(new Array(1536).fill(0));
    expect(Math.hypot(...vectors[1]!)).toBeCloseTo(1, 12);

    seen = [];
    expect(await embedder.embed([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('splits a large batch into several requests and keeps the order', async () => {
    const texts = Array.from({ length: 300 }, (_, i) => 'x'.repeat(1 + (i % 90)));
    const vectors = await createOpenAiEmbedder({ url: baseUrl, model: 'm' }).embed(texts);
    expect(seen.map((s) => s.body.input.length)).toEqual([256, 44]);
    expect(vectors[299]).toEqual(rawVector(texts[299]!).map((x) => x / 5));
  });

  it('fails clearly on a server error, quoting the provider', async () => {
    answer = (_body, res) =>
      json(res, 500, { error: { message: 'The server had an error while processing your request.' } });
    const embedder = createOpenAiEmbedder({ url: baseUrl, apiKey: 'sk-secret-value', model: 'm' });
    const failure = embedder.embed(['gallery']);
    await expect(failure).rejects.toThrow(
      /Embeddings provider http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings answered 500 Internal Server Error: The server had an error/,
    );
    await expect(failure).rejects.not.toThrow(/sk-secret-value/);
  });

  it('fails clearly on a time-out', async () => {
    answer = () => {}; // never answers
    const embedder = createOpenAiEmbedder({ url: baseUrl, model: 'm', timeoutMs: 200 });
    const started = Date.now();
    await expect(embedder.embed(['gallery'])).rejects.toThrow(/did not answer within 0\.2 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses vectors of another length than configured or first given, naming the model', async () => {
    answer = (body, res) =>
      json(res, 200, {
        data: body.input.map((text, index) => ({
          index,
          embedding: text === 'odd' ? [0.1, 0.2, 0.3] : [0.1, 0.2, 0.3, 0.4],
        })),
      });
    await expect(
      createOpenAiEmbedder({ url: baseUrl, model: 'nomic-embed-text', dimensions: 768 }).embed(['dj']),
    ).rejects.toThrow(
      /returned 4 numbers per text for model "nomic-embed-text"; 768 finite numbers are needed \(EMBEDDINGS_DIMENSIONS\)/,
    );
    const embedder = createOpenAiEmbedder({ url: baseUrl, model: 'nomic-embed-text' });
    expect(await embedder.embed(['dj'])).toEqual([[0.1, 0.2, 0.3, 0.4].map((x) => x / Math.hypot(0.1, 0.2, 0.3, 0.4))]);
    await expect(embedder.embed(['odd'])).rejects.toThrow(
      /returned 3 numbers per text for model "nomic-embed-text"; 4 finite numbers are needed/,
    );
  });

  it('refuses an answer that misses an input', async () => {
    answer = (_body, res) => json(res, 200, { data: [{ index: 0, embedding: rawVector('a') }] });
    await expect(createOpenAiEmbedder({ url: baseUrl, model: 'm' }).embed(['a', 'b'])).rejects.toThrow(
      /without an embedding for input 1 of 2/,
    );
  });

  it('fails clearly when nothing listens there', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createOpenAiEmbedder({ url: `http://127.0.0.1:${port}/v1`, model: 'm' }).embed(['dj']),
    ).rejects.toThrow(/could not be reached: .*ECONNREFUSED/);
  });
});
