// The concierge's prose from an OpenAI-compatible chat completions API (OpenAI, Azure OpenAI's v1 route, LiteLLM,
// vLLM, Ollama's /v1, ...). The conversation goes as chat messages; the plan goes as the result of a plan_event
// tool call, the way a model that called the tool itself would see it.
import type { ConciergeWriter, WriteInput } from './types.ts';

export class LlmProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmProviderError';
  }
}

export interface OpenAiWriterOptions {
  url: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

const SYSTEM = [
  "You are Eventide's event concierge. Eventide is a marketplace where planners book one venue and several vendors in one checkout.",
  'Answer in at most 120 words, warm and direct, in plain text without markdown headings.',
  'Use only the listings, prices and totals in the plan_event result; never invent a listing, a price or availability.',
  'Name the venue and each vendor, give the estimated total and say whether it fits the budget.',
  'End by asking for anything still missing (city, date, guest count) or offering one useful next step.',
].join(' ');

export const PLAN_EVENT_TOOL = {
  type: 'function',
  function: {
    name: 'plan_event',
    description:
      'Search live venues and vendors for an event and price the best combination with the marketplace fees.',
    parameters: {
      type: 'object',
      properties: {
        eventType: { type: ['string', 'null'] },
        guests: { type: ['integer', 'null'] },
        city: { type: ['string', 'null'] },
        date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
        budgetCents: { type: ['integer', 'null'] },
        hours: { type: ['integer', 'null'] },
        vibes: { type: 'array', items: { type: 'string' } },
        venueType: { type: ['string', 'null'] },
        services: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

/** What the model is shown of the plan: names, places and money, not images or ids. */
function planFacts({ plan, draft }: WriteInput) {
  return {
    venue: plan.venue && {
      name: plan.venue.name,
      type: plan.venue.type,
      city: plan.venue.city,
      capacity: plan.venue.capacity,
      pricePerHourCents: plan.venue.pricePerHourCents,
      hours: plan.venueHours,
    },
    vendors: plan.vendors.map(({ category, vendor }) => ({
      category,
      name: vendor.name,
      price: vendor.priceRange,
      city: vendor.city,
    })),
    noVendorFor: plan.unmatched,
    estimate: plan.estimate,
    summary: draft,
  };
}

export function chatMessages(input: WriteInput) {
  return [
    { role: 'system', content: SYSTEM },
    ...input.history.map((turn) => ({ role: turn.role, content: turn.text })),
    { role: 'user', content: input.query },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'plan_event_1',
          type: 'function',
          function: { name: 'plan_event', arguments: JSON.stringify(input.intent) },
        },
      ],
    },
    { role: 'tool', tool_call_id: 'plan_event_1', content: JSON.stringify(planFacts(input)) },
  ];
}

interface CompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

export function createOpenAiWriter(options: OpenAiWriterOptions): ConciergeWriter {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    kind: 'llm',
    async write(input) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: options.model,
            messages: chatMessages(input),
            tools: [PLAN_EVENT_TOOL],
            tool_choice: 'none',
            temperature: 0.4,
            max_tokens: 400,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new LlmProviderError(
          `LLM provider ${endpoint} could not be reached or did not answer within ${timeoutMs / 1000} s`,
          { cause: error },
        );
      }
      const body = await response.text();
      if (!response.ok)
        throw new LlmProviderError(`LLM provider ${endpoint} answered ${response.status}: ${body.slice(0, 200)}`);
      let parsed: CompletionResponse;
      try {
        parsed = JSON.parse(body) as CompletionResponse;
      } catch {
        throw new LlmProviderError(
          `LLM provider ${endpoint} answered with something that is not JSON: ${body.slice(0, 200)}`,
        );
      }
      const content = parsed.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '')
        throw new LlmProviderError(`LLM provider ${endpoint} answered without any text`);
      return content.trim();
    },
  };
}
