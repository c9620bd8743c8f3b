// /stories: real events planned on Eventide, newest first, filtered by event type (?type= keeps it in the URL).
import { BookOpen, Compass } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { imageSizes } from '../../lib/image-sizes.ts';
import { StoryCard } from '../catalogue/index.ts';
import { useStories } from './api.ts';

/** A card of the story grid (`sm:grid-cols-2 lg:grid-cols-3`, gap-6) in the page column. */
const STORY_CARD_SIZES = imageSizes({ 0: {}, 640: { columns: 2, gapRem: 1.5 }, 1024: { columns: 3, gapRem: 1.5 } });

function StoryGridSkeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading stories">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton className="aspect-[16/10] rounded-3xl" />
          <Skeleton className="mt-4 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-full" />
        </li>
      ))}
    </ul>
  );
}

export function StoriesPage() {
  const [search, setSearch] = useSearchParams();
  const type = search.get('type');
  const stories = useStories(type);
  const pickType = (next: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('type', next);
        else params.delete('type');
        return params;
      },
      { preventScrollReset: true },
    );
  const first = stories.data?.pages[0];
  const list = stories.data?.pages.flatMap((page) => page.stories) ?? [];

  return (
    <PageFrame
      title="Stories"
      eyebrow="Stories"
      icon={BookOpen}
      description="Real events planned on Eventide: how they came together, what they booked and what they would do again."
    >
      {first && first.eventTypes.length > 1 ? (
        <nav aria-label="Event types" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2">
            {[null, ...first.eventTypes].map((t) => (
              <li key={t ?? 'all'}>
                <button
                  type="button"
                  onClick={() => pickType(t)}
                  aria-pressed={type === t}
                  className={cn(
                    'rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    type === t
                      ? 'border-dusk-900 bg-dusk-900 text-white'
                      : 'border-line-strong bg-surface text-dusk-700 hover:border-dusk-400',
                  )}
                >
                  {t ?? 'All stories'}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {stories.isPending ? (
        <StoryGridSkeleton />
      ) : stories.isError ? (
        <LoadErrorCard
          title="We couldn't load the stories"
          error={stories.error}
          onRetry={() => void stories.refetch()}
          retrying={stories.isRefetching}
          headingLevel="h2"
        />
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={<BookOpen />}
            title="No stories of this kind yet"
            description="Try another event type, or find a venue for your own."
            actions={
              <>
                <Button variant="secondary" onClick={() => pickType(null)}>
                  All stories
                </Button>
                <Button asChild>
                  <Link to="/discover">
                    <Compass aria-hidden="true" />
                    Discover venues
                  </Link>
                </Button>
              </>
            }
          />
        </Card>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stories">
            {list.map((story, index) => (
              <li key={story.slug}>
                <StoryCard story={story} sizes={STORY_CARD_SIZES} priority={index === 0} eager={index < 3} />
              </li>
            ))}
          </ul>
          {stories.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button
                variant="secondary"
                loading={stories.isFetchingNextPage}
                onClick={() => void stories.fetchNextPage()}
              >
                More stories
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
