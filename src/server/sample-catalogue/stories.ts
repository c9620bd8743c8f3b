// Editorial stories for /stories (stories.json), in Markdown (a paragraph or block per entry): write-ups of
// (fictional) events booked through the marketplace, plus one planning guide. venueSlug and vendorSlugs point at
// records in venues.json and vendors.json; catalogue.test.ts checks that they resolve.
import { z } from 'zod';
import data from './stories.json' with { type: 'json' };
import { parseDataFile } from './parse-data-file.ts';
import { SeedStoryDraftSchema, type SeedStory } from './schemas.ts';

/** Words a reader gets through per minute; readingMinutes is derived from the body with it. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutesFor(body: readonly string[]): number {
  const words = body.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export const SEED_STORIES: SeedStory[] = parseDataFile(
  'src/server/sample-catalogue/stories.json',
  z.array(SeedStoryDraftSchema),
  data,
).map((draft) => ({ ...draft, readingMinutes: readingMinutesFor(draft.body) }));
