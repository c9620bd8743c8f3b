// Stories (§1, §2 /stories and /stories/{slug}): editorial pieces written in Markdown, each about one event, with
// the venue and vendors that made it, bookable from the story.
import { z } from 'zod';
import { StoryCardSchema, VendorCardSchema, VenueCardSchema } from './listings.ts';

export const STORIES_PAGE_SIZE = 12;

export const StoriesQuerySchema = z.object({
  type: z.string().trim().max(60).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const StoriesListSchema = z.object({
  stories: z.array(StoryCardSchema),
  total: z.number().int(),
  /** Every event type a story is about, for the filter. */
  eventTypes: z.array(z.string()),
});
export type StoriesList = z.infer<typeof StoriesListSchema>;

export const StoryDetailSchema = StoryCardSchema.extend({
  /** Markdown; rendered without raw HTML. */
  body: z.string(),
  authorName: z.string(),
  tags: z.array(z.string()),
  venue: VenueCardSchema.nullable(),
  vendors: z.array(VendorCardSchema),
  related: z.array(StoryCardSchema),
});
export type StoryDetail = z.infer<typeof StoryDetailSchema>;

export const STORY_MESSAGES = { notFound: 'This story could not be found.' } as const;
