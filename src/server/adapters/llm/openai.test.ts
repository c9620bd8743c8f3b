// The OpenAI-compatible concierge writer against a real HTTP server on a local port.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_INTENT } from '#shared/concierge.ts';
import type { WriteInput } from './index.ts';
import { createOpenAiWriter } from './openai.ts';

interface Seen {
  url: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools: { function: { name: string } }[];
  };
}

let seen: Seen[] = [];
let answer: (res: ServerResponse) => void;

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    seen.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) as Seen['body'] });
    answer(res);
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const input: WriteInput = {
  query: 'cheaper please',
  history: [
    { role: 'user', text: 'techno night in Brooklyn' },
    { role: 'assistant', text: 'Here is a plan.' },
  ],
  intent: { ...EMPTY_INTENT, eventType: 'techno night', city: 'Brooklyn' },
  plan: { venue: null, vendors: [], unmatched: ['music-djs'], noCheaper: [], venueHours: 0, estimate: null },
  draft: 'Venue: none in Brooklyn right now.',
};

describe('OpenAI-compatible concierge writer', () => {
  it('sends the chat with the plan as the plan_event tool result, and answers the text', async () => {
    answer = (res) =>
      json(res, 200, {
        choices: [{ message: { role: 'assistant', content: '  Nothing is free in Brooklyn yet.  ' } }],
      });
    const writer = createOpenAiWriter({ url: baseUrl, apiKey: 'sk-test', model: 'test-model' });
    expect(writer.kind).toBe('llm');
    await expect(writer.write(input)).resolves.toBe('Nothing is free in Brooklyn yet.');
    const [request] = seen;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.tools.map((tool) => tool.function.name)).toEqual(['plan_event']);
    expect(request?.body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'tool',
    ]);
    const tool = request?.body.messages.at(-1);
    expect(tool?.tool_call_id).toBe('plan_event_1');
    expect(JSON.parse(tool?.content ?? '{}')).toMatchObject({ noVendorFor: ['music-djs'], summary: input.draft });
  });

  it('fails clearly on an error status, a non-JSON body and an empty answer', async () => {
    const writer = createOpenAiWriter({ url: baseUrl, model: 'm' });
    answer = (res) => json(res, 429, { error: { message: 'slow down' } });
    await expect(writer.write(input)).rejects.toThrow(/answered 429/);
    answer = (res) => res.end('<html>');
    await expect(writer.write(input)).rejects.toThrow(/not JSON/);
    answer = (res) => json(res, 200, { choices: [{ message: { content: '' } }] });
    await expect(writer.write(input)).rejects.toThrow(/without any text/);
  });

  it('gives up after its time-out', async () => {
    answer = () => {};
    const writer = createOpenAiWriter({ url: baseUrl, model: 'm', timeoutMs: 100 });
    await expect(writer.write(input)).rejects.toThrow(/within 0.1 s/);
  });
});
