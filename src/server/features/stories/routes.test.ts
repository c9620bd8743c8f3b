// Stories from the database: newest first, filtered by event type, paged; one story with its Markdown body, its
// venue and vendors as bookable cards (only live ones), and related stories.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoriesListSchema, StoryDetailSchema } from '#shared/stories.ts';
import { vendors } from '../../db/schema/index.ts';
import { client } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const get = async (url: string) => await client(app).request('GET', url);

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => app?.close());

describe('stories', () => {
  it('lists at least six stories, newest first, and filters them by event type', async () => {
    const all = StoriesListSchema.parse((await get('/api/stories')).json());
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.stories.map((s) => s.publishedAt)).toEqual([...all.stories.map((s) => s.publishedAt)].sort().reverse());
    const type = all.eventTypes[0]!;
    const some = StoriesListSchema.parse((await get(`/api/stories?type=${encodeURIComponent(type)}`)).json());
    expect(some.stories.length).toBeGreaterThan(0);
    expect(some.stories.every((s) => s.eventType === type)).toBe(true);
    expect(StoriesListSchema.parse((await get('/api/stories?offset=100')).json()).stories).toEqual([]);
  });

  it('shows a story with its Markdown body, bookable venue and vendors, and related stories', async () => {
    const response = await get('/api/stories/inside-a-200-person-warehouse-rave-in-east-williamsburg');
    expect(response.statusCode).toBe(200);
    const story = StoryDetailSchema.parse((response.json() as { story: unknown }).story);
    expect(story.body.split('\n\n').length).toBeGreaterThan(3);
    expect(story.venue?.slug).toBe('kiln-works-bushwick');
    expect(story.vendors.map((v) => v.slug)).toEqual([
      'dj-nova-reyes',
      'lumen-rigging-and-light',
      'afterhours-production-co',
      'sentinel-event-security',
    ]);
    expect(story.related).toHaveLength(3);
    expect(story.related.map((s) => s.slug)).not.toContain(story.slug);
  });

  it('leaves out a vendor customers cannot book now, and answers 404 for a missing story', async () => {
    await app.db.update(vendors).set({ isActive: false }).where(eq(vendors.slug, 'dj-nova-reyes'));
    const { story } = (await get('/api/stories/inside-a-200-person-warehouse-rave-in-east-williamsburg')).json() as {
      story: { vendors: { slug: string }[] };
    };
    expect(story.vendors.map((v) => v.slug)).not.toContain('dj-nova-reyes');
    await app.db.update(vendors).set({ isActive: true }).where(eq(vendors.slug, 'dj-nova-reyes'));
    const missing = await get('/api/stories/no-such-story');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This story could not be found.');
  });
});
