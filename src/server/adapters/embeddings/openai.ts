// Embeddings from an OpenAI-compatible API (OpenAI, Azure OpenAI's v1 route, LiteLLM, vLLM, Ollama's /v1, ...):
// POST <url>/embeddings { model, input } with a bearer key, and `dimensions` when one is configured (text-embedding-3
// models shorten their vectors to it); otherwise the vectors are as long as the model makes them (1536 for
// text-embedding-3-small), and every answer must keep that length. Vectors are re-normalised to unit length.
import type { Embedder } from './types.ts';
import { SAME_SCALE } from './similarity-scale.ts';

/** Inputs per request: well under OpenAI's 2,048-input and token limits for listing-sized texts. */
const BATCH = 256;

export class EmbeddingsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddingsProviderError';
  }
}

export interface OpenAiEmbedderOptions {
  /** Base URL, e.g. https://api.openai.com/v1 (a trailing slash is fine). */
  url: string;
  apiKey?: string | undefined;
  model: string;
  /** Asked of the provider and required of its answers; unset: the model's own length. */
  dimensions?: number | undefined;
  timeoutMs?: number;
}

interface EmbeddingsResponse {
  data?: { embedding?: unknown; index?: unknown }[];
}

export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const endpoint = `${options.url.replace(/\/+$/, '')}/embeddings`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  /** The length every vector must have: the configured one, else the first answer's. */
  let length = options.dimensions ?? null;

  async function request(input: string[]): Promise<number[][]> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: options.model,
          input,
          ...(options.dimensions !== undefined && { dimensions: options.dimensions }),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new EmbeddingsProviderError(
          `Embeddings provider ${endpoint} did not answer within ${timeoutMs / 1000} s`,
          { cause: error },
        );
      }
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new EmbeddingsProviderError(`Embeddings provider ${endpoint} could not be reached: ${reason}`, {
        cause: error,
      });
    }
    const body = await readBody(response, endpoint, timeoutMs);
    if (!response.ok) {
      throw new EmbeddingsProviderError(
        `Embeddings provider ${endpoint} answered ${response.status} ${response.statusText}: ${providerMessage(body)}`,
      );
    }
    let parsed: EmbeddingsResponse;
    try {
      parsed = JSON.parse(body) as EmbeddingsResponse;
    } catch {
      throw new EmbeddingsProviderError(
        `Embeddings provider ${endpoint} answered with something that is not JSON: ${body.slice(0, 200)}`,
      );
    }
    const data = Array.isArray(parsed.data) ? parsed.data : [];
    const vectors: (number[] | undefined)[] = new Array(input.length);
    data.forEach((item, position) => {
      const at = typeof item.index === 'number' ? item.index : position;
      if (Array.isArray(item.embedding)) vectors[at] = item.embedding as number[];
    });
    return input.map((_, i) => {
      const vector = vectors[i];
      if (!vector)
        throw new EmbeddingsProviderError(
          `Embeddings provider ${endpoint} answered without an embedding for input ${i} of ${input.length}`,
        );
      length ??= vector.length;
      if (
        vector.length !== length ||
        length === 0 ||
        !vector.every((x) => typeof x === 'number' && Number.isFinite(x))
      ) {
        throw new EmbeddingsProviderError(
          `Embeddings provider ${endpoint} returned ${vector.length} numbers per text for model "${options.model}"; ` +
            `${length} finite numbers are needed (${options.dimensions === undefined ? 'the length of its first answer' : 'EMBEDDINGS_DIMENSIONS'})`,
        );
      }
      return normalise(vector);
    });
  }

  return {
    // Vectors shortened to another length are other vectors: stored ones are made again when it changes.
    model: options.dimensions === undefined ? options.model : `${options.model}@${options.dimensions}`,
    // Not fitted: nothing here measures a provider's models, so their cosines are reported as they are.
    scale: SAME_SCALE,
    async embed(texts) {
      const out: number[][] = new Array<number[]>(texts.length);
      // Blank texts mean nothing: the zero vector (index.ts), without asking the provider (OpenAI refuses "").
      const asked = texts.flatMap((text, i) => (text.trim() === '' ? [] : [i]));
      for (let start = 0; start < asked.length; start += BATCH) {
        const batch = asked.slice(start, start + BATCH);
        const vectors = await request(batch.map((i) => texts[i]!));
        batch.forEach((i, k) => (out[i] = vectors[k]!));
      }
      // Blank texts: the zero vector, as long as the others (empty while the provider has not answered yet).
      return Array.from(out, (vector) => vector ?? new Array<number>(length ?? 0).fill(0));
    },
  };
}

async function readBody(response: Response, endpoint: string, timeoutMs: number): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new EmbeddingsProviderError(
      timedOut
        ? `Embeddings provider ${endpoint} did not finish its answer within ${timeoutMs / 1000} s`
        : `Embeddings provider ${endpoint} broke off its answer`,
      { cause: error },
    );
  }
}

/** The provider's own explanation ({ error: { message } } in OpenAI's shape), else the start of the body. */
function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: show the text itself.
  }
  return body.slice(0, 300) || '(empty body)';
}

function normalise(vector: number[]): number[] {
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector.map(() => 0) : vector.map((x) => x / norm);
}
