// The concierge's writer: turns a plan (already searched, chosen and priced here) into the words of the answer.
// Local default: the composed answer as it is (no network). Real: an OpenAI-compatible chat model by
// CONCIERGE_LLM_URL (openai.ts), given the same plan_event tool and its result, so it words what was found
// rather than inventing listings or prices.
import type { Env } from '../../env.ts';
import { createOpenAiWriter } from './openai.ts';
import type { ConciergeWriter } from './types.ts';

export type { ConciergeWriter, WriteInput } from './types.ts';

export const localWriter: ConciergeWriter = {
  kind: 'local',
  write: async ({ draft }) => draft,
};

export function createConciergeWriter(
  env: Pick<Env, 'CONCIERGE_LLM_URL' | 'CONCIERGE_LLM_API_KEY' | 'CONCIERGE_LLM_MODEL'>,
): ConciergeWriter {
  if (!env.CONCIERGE_LLM_URL) return localWriter;
  return createOpenAiWriter({
    url: env.CONCIERGE_LLM_URL,
    apiKey: env.CONCIERGE_LLM_API_KEY,
    model: env.CONCIERGE_LLM_MODEL,
  });
}
