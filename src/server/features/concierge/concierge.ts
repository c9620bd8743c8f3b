// One concierge turn: read the message, join it to the conversation, plan with the hybrid search, word the answer
// (the configured writer, behind a circuit breaker; the local words whenever it fails), and keep the chat of a
// signed-in user.
import type {
  ConciergeAnswer,
  ConciergeContext,
  ConciergeRequest,
  ConciergeTurn,
  EventPlan,
} from '#shared/concierge.ts';
import { eventDateProblem, utcToday } from '#shared/event-dates.ts';
import { behindBreaker } from '../../adapters/behind-breaker.ts';
import type { ConciergeWriter } from '../../adapters/llm/index.ts';
import type { Db } from '../../db/client.ts';
import { listingCities, type SearchContext } from '../search/index.ts';
import { saveTurns, readChat } from './chats.ts';
import { composeAnswer, suggestFollowUps } from './compose.ts';
import { nextTurn } from './conversation.ts';
import { makePlan } from './plan.ts';
import { readQuery } from './read-query.ts';

export interface Concierge {
  answer(request: ConciergeRequest, userId: string | null): Promise<ConciergeAnswer>;
}

/** Earlier turns given to an LLM writer. */
const HISTORY_TURNS = 8;

function shownIn(plan: EventPlan): ConciergeContext['shown'] {
  return {
    venue: plan.venue && { id: plan.venue.id, priceCents: plan.venue.pricePerHourCents },
    vendors: plan.vendors.map(({ category, vendor }) => ({ id: vendor.id, category, priceCents: vendor.priceCents })),
  };
}

export function createConcierge(deps: {
  db: Db;
  search: SearchContext;
  writer: ConciergeWriter;
  log: SearchContext['log'];
}): Concierge {
  const writer = behindBreaker(deps.writer);

  async function words(
    input: Parameters<ConciergeWriter['write']>[0],
  ): Promise<{ text: string; writer: 'local' | 'llm' }> {
    if (writer.kind === 'local') return { text: input.draft, writer: 'local' };
    try {
      return { text: await writer.write(input), writer: 'llm' };
    } catch (error) {
      deps.log.warn({ err: error }, 'the concierge LLM failed; answering with the local words');
      return { text: input.draft, writer: 'local' };
    }
  }

  return {
    async answer(request, userId) {
      const query = request.query.trim();
      const chat = userId && request.chatId ? await readChat(deps.db, userId, request.chatId) : null;
      const previous = request.context ?? chat?.context ?? null;
      const cities = new Set((await listingCities(deps.search)).map(titleCase));
      const today = utcToday();
      const read = readQuery(query, { cities: [...cities], todayIso: today });
      const turn = nextTurn(previous, read);
      // A day that cannot be booked (past, or over two years ahead) is no date: the answer asks for one instead.
      if (turn.intent.date && eventDateProblem(turn.intent.date, today)) turn.intent = { ...turn.intent, date: null };
      const plan = await makePlan(deps.search, turn);
      const draft = composeAnswer(read, turn.intent, plan);
      const history = (chat?.turns ?? []).slice(-HISTORY_TURNS).map(({ role, text }) => ({ role, text }));
      const { text, writer } = await words({ query, history, intent: turn.intent, plan, draft });
      const context: ConciergeContext = { intent: turn.intent, shown: shownIn(plan), excluded: turn.excluded };
      let chatId: string | null = null;
      if (userId) {
        const at = new Date().toISOString();
        const turns: ConciergeTurn[] = [
          { role: 'user', text: query, at },
          { role: 'assistant', text, plan, at },
        ];
        chatId = await saveTurns(deps.db, userId, chat, turns, context);
      }
      return {
        answer: text,
        intent: turn.intent,
        plan,
        suggestions: suggestFollowUps(turn.intent, plan),
        context,
        chatId,
        writer,
      };
    },
  };
}

/** The index keeps cities in lower case; the answer names them as people write them. */
function titleCase(city: string): string {
  return city.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
