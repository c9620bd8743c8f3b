// The stories pages of §2 (/stories, /stories/{slug}); routes.tsx lazy-loads these exports. On the server, each
// page's stories load before it renders (lib/page-prefetch.ts).
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { storiesQuery, storyQuery } from './api.ts';

export { StoriesPage } from './stories-page.tsx';
export { StoryPage } from './story-page.tsx';

export const prefetchStoriesPage: PagePrefetch = (queryClient, { url }) =>
  queryClient.prefetchInfiniteQuery(storiesQuery(url.searchParams.get('type')));

export const prefetchStoryPage: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(storyQuery(params.slug ?? ''));
