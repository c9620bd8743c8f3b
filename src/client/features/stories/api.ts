// The stories' calls: the list (by event type, a page at a time) and one story.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { STORIES_PAGE_SIZE, StoriesListSchema, StoryDetailSchema } from '#shared/stories.ts';
import { api } from '../../lib/api.ts';

export const storiesKeys = {
  list: (type: string | null) => ['stories', type] as const,
  story: (slug: string) => ['story', slug] as const,
};

export const storiesQuery = (type: string | null) =>
  infiniteQueryOptions({
    queryKey: storiesKeys.list(type),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ offset: String(pageParam) });
      if (type) params.set('type', type);
      return api(`/api/stories?${params.toString()}`, { schema: StoriesListSchema, signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * STORIES_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
  });

export const storyQuery = (slug: string) =>
  queryOptions({
    queryKey: storiesKeys.story(slug),
    queryFn: ({ signal }) =>
      api(`/api/stories/${encodeURIComponent(slug)}`, { schema: z.object({ story: StoryDetailSchema }), signal }),
  });

export function useStories(type: string | null) {
  return useInfiniteQuery(storiesQuery(type));
}

export function useStory(slug: string) {
  return useQuery({ ...storyQuery(slug), select: (data) => data.story });
}
