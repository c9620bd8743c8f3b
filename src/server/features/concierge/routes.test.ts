// The concierge over HTTP on the seeded catalogue: the techno-night request gets a Brooklyn venue for 250 and a
// Brooklyn DJ, priced as the cart prices them; follow-ups keep the context ('cheaper', 'add a photographer',
// 'another venue'); a signed-in user's turns are kept as a chat only they can read or delete; bad bodies are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReducer, EMPTY_CART, toPriceLines } from '#shared/cart.ts';
import type { ConciergeAnswer } from '#shared/concierge.ts';
import { calculatePriceBreakdown } from '#shared/fees.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import { client } from '../../testing/http.ts';
import { newVerifiedUser } from '../../testing/new-user.ts';
import { quietLog } from '../../testing/search-database.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createConcierge } from './concierge.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const PATH = '/api/functions/ai-assistant-enhanced';

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

async function ask(body: unknown, c = client(app)): Promise<ConciergeAnswer> {
  const response = await c.request('POST', PATH, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ConciergeAnswer;
}

describe('POST /api/functions/ai-assistant-enhanced', () => {
  it('plans the techno night: a Brooklyn venue for 250 and a Brooklyn DJ, with the total the cart will show', async () => {
    const answer = await ask({ query: 'techno night for 250 people in Brooklyn in March under $5k' });
    expect(answer.intent).toMatchObject({
      eventType: 'techno night',
      guests: 250,
      city: 'Brooklyn',
      budgetCents: 500_000,
      services: ['music-djs'],
    });
    const { venue, vendors, estimate, venueHours } = answer.plan;
    expect(venue).toMatchObject({ city: 'Brooklyn' });
    expect(venue!.capacity).toBeGreaterThanOrEqual(250);
    expect(vendors).toHaveLength(1);
    expect(vendors[0]).toMatchObject({ category: 'music-djs' });
    expect(`${vendors[0]!.vendor.city}`).toMatch(/Brooklyn|New York/);

    let cart = cartReducer(EMPTY_CART, { type: 'add', item: venueCartItem(venue!, answer.intent.date, 4) });
    cart = cartReducer(cart, { type: 'add', item: vendorCartItem(vendors[0]!.vendor) });
    expect(venueHours).toBe(cart.items[0]!.hours);
    const total = calculatePriceBreakdown(toPriceLines(cart.items)).customerTotal;
    expect(estimate).toEqual({
      subtotalCents: expect.any(Number),
      customerTotalCents: total,
      budgetCents: 500_000,
      overBudgetCents: Math.max(0, total - 500_000),
    });
    expect(answer.answer).toContain(venue!.name);
    expect(answer.answer).toContain(vendors[0]!.vendor.name);
    expect(answer.writer).toBe('local');
    expect(answer.chatId).toBeNull();
  });

  it('keeps the context: a photographer joins the plan, the venue stays, "cheaper" lowers the prices', async () => {
    const first = await ask({ query: 'birthday party for 60 guests in Chicago with a DJ' });
    const second = await ask({ query: 'add a photographer', context: first.context });
    expect(second.intent).toMatchObject({ city: 'Chicago', guests: 60, services: ['music-djs', 'photography-video'] });
    expect(second.plan.venue?.id).toBe(first.plan.venue?.id);
    expect(second.plan.vendors.map((v) => v.category)).toEqual(['music-djs', 'photography-video']);

    // Each listing is cheaper than the one shown, or kept and named as having nothing cheaper.
    const cheaper = await ask({ query: 'cheaper', context: second.context });
    const lowered = (name: string, price: number, before: number) =>
      cheaper.plan.noCheaper.includes(name) ? price === before : price < before;
    expect(
      lowered(cheaper.plan.venue!.name, cheaper.plan.venue!.pricePerHourCents, second.plan.venue!.pricePerHourCents),
    ).toBe(true);
    for (const { category, vendor } of cheaper.plan.vendors) {
      expect(
        lowered(
          vendor.name,
          vendor.priceCents,
          second.plan.vendors.find((v) => v.category === category)!.vendor.priceCents,
        ),
      ).toBe(true);
    }
    const allKept = cheaper.plan.noCheaper.length === cheaper.plan.vendors.length + 1;
    expect(cheaper.answer).toMatch(allKept ? /already the lowest-priced plan/ : /lower-priced picks/);
    const other = await ask({ query: 'show me another venue', context: second.context });
    expect(other.plan.venue?.id).not.toBe(second.plan.venue?.id);
    expect(other.context.excluded).toContain(second.plan.venue!.id);
  });

  it('fits a budget when it can, and asks for what is missing', async () => {
    const answer = await ask({ query: 'dinner party for 40 in Denver, budget $3,000' });
    expect(answer.plan.estimate!.customerTotalCents).toBeLessThanOrEqual(300_000);
    expect(answer.plan.estimate!.overBudgetCents).toBe(0);
    expect(answer.answer).toMatch(/fits your \$3,000 budget/);
    expect(answer.answer).toContain('tell me what date');
  });

  it('takes a first turn with the context missing, null or empty alike (§7 body: query and context)', async () => {
    const query = 'a wedding for 120 guests in Brooklyn';
    const missing = await ask({ query });
    for (const context of [null, {}, { intent: {} }, { intent: {}, shown: {}, excluded: [] }]) {
      const answer = await ask({ query, context });
      expect(answer.intent, JSON.stringify(context)).toEqual(missing.intent);
      expect(answer.plan, JSON.stringify(context)).toEqual(missing.plan);
    }
    // A later turn may carry only part of what it knows.
    const later = await ask({ query: 'in Chicago instead', context: { intent: { guests: 40 } } });
    expect(later.intent).toMatchObject({ guests: 40, city: 'Chicago' });
  });

  it('refuses an empty or overlong query and a malformed context', async () => {
    const c = client(app);
    expect((await c.request('POST', PATH, { query: '   ' })).statusCode).toBe(400);
    expect((await c.request('POST', PATH, { query: 'x'.repeat(501) })).statusCode).toBe(400);
    const malformed = [{ intent: { guests: 'many' } }, { shown: { venue: 'x' } }, { excluded: 'all' }];
    for (const context of malformed)
      expect((await c.request('POST', PATH, { query: 'cheaper', context })).statusCode).toBe(400);
  });
});

describe('the concierge writer', () => {
  it('answers in its own words when the LLM fails, and stops calling it once its breaker opens', async () => {
    let calls = 0;
    const failing = {
      kind: 'llm' as const,
      write: async () => ((calls += 1), Promise.reject(new Error('LLM provider unreachable'))),
    };
    const concierge = createConcierge({ db: app.db, search: app.listingSearch, writer: failing, log: quietLog });
    for (let i = 0; i < 7; i += 1) {
      const answer = await concierge.answer({ query: 'birthday party for 60 guests in Chicago' }, null);
      expect(answer.writer).toBe('local');
      expect(answer.answer).toMatch(/^Here's a plan for your birthday party for 60 guests in Chicago/);
    }
    expect(calls).toBe(5);
  });
});

describe('concierge chats', () => {
  it("keeps a signed-in user's turns as one chat that only they can read and delete", async () => {
    const { c } = await newVerifiedUser(app, 'Cora Chat');
    const first = await ask({ query: 'wedding for 120 guests in Austin' }, c);
    expect(first.chatId).toEqual(expect.any(String));
    const second = await ask({ query: 'add a florist', context: first.context, chatId: first.chatId }, c);
    expect(second.chatId).toBe(first.chatId);

    const list = (await c.request('GET', '/api/concierge/chats')).json().chats;
    expect(list).toEqual([
      expect.objectContaining({ id: first.chatId, title: 'wedding for 120 guests in Austin', turns: 4 }),
    ]);
    const chat = (await c.request('GET', `/api/concierge/chats/${first.chatId}`)).json().chat;
    expect(chat.turns.map((t: { role: string }) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(chat.turns[3].text).toMatch(/Decor & Florals/);
    expect(chat.context.intent.city).toBe('Austin');

    // Someone else can neither read, continue nor delete it.
    const { c: other } = await newVerifiedUser(app, 'Otto Other');
    expect((await other.request('GET', `/api/concierge/chats/${first.chatId}`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/concierge/chats/${first.chatId}`)).statusCode).toBe(404);
    const theirs = await ask({ query: 'cheaper', chatId: first.chatId }, other);
    expect(theirs.chatId).not.toBe(first.chatId);
    expect((await c.request('GET', `/api/concierge/chats/${first.chatId}`)).json().chat.turns).toHaveLength(4);

    expect((await c.request('DELETE', `/api/concierge/chats/${first.chatId}`)).statusCode).toBe(204);
    expect((await c.request('GET', '/api/concierge/chats')).json().chats).toEqual([]);
  });

  it('requires sign-in for the chat history', async () => {
    expect((await client(app).request('GET', '/api/concierge/chats')).statusCode).toBe(401);
  });
});
