// /stories/{slug}: one event's story in Markdown, with its cover, author, date and reading time, the venue and vendors
// that made it (each addable to the cart from here) and more stories.
import { BookOpen, CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { imageSizes } from '../../lib/image-sizes.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { StoryCard, VendorCard, VenueCard } from '../catalogue/index.ts';
import { ListingActions } from '../search/index.ts';
import { Markdown } from './markdown.tsx';
import { useStory } from './api.ts';
import type { StoryDetail } from '#shared/stories.ts';

function StorySkeleton() {
  return (
    <div className="container-page py-8" role="status" aria-busy="true" aria-label="Loading the story">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-6 aspect-[21/9] rounded-3xl" />
      <div className="mx-auto mt-8 max-w-2xl space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The cover: the page column, at most max-w-5xl (64rem). */
const COVER_SIZES = imageSizes({ 0: { maxRem: 64 } });
/** A card of the line-up and related grids (`sm:grid-cols-2 lg:grid-cols-3`, gap-6) in the page column. */
const CARD_SIZES = imageSizes({ 0: {}, 640: { columns: 2, gapRem: 1.5 }, 1024: { columns: 3, gapRem: 1.5 } });

function Lineup({ story }: { story: StoryDetail }) {
  if (!story.venue && story.vendors.length === 0) return null;
  return (
    <section aria-labelledby="lineup-title" className="mt-14">
      <h2 id="lineup-title" className="text-2xl font-extrabold tracking-tight text-ink">
        Book this line-up
      </h2>
      <p className="mt-1 text-[0.9375rem] text-muted">
        The venue and vendors from this story. Add them to your cart and make the event your own.
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {story.venue ? (
          <li>
            <VenueCard
              venue={story.venue}
              sizes={CARD_SIZES}
              actions={<ListingActions kind="venue" listing={story.venue} />}
            />
          </li>
        ) : null}
        {story.vendors.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard
              vendor={vendor}
              sizes={CARD_SIZES}
              actions={<ListingActions kind="vendor" listing={vendor} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoryPage() {
  const { slug = '' } = useParams();
  const story = useStory(slug);
  useDocumentTitle(story.data?.title ?? null);

  if (story.isPending) return <StorySkeleton />;
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <PageFrame title={missing ? 'Story not found' : 'Story'} eyebrow="Stories" icon={BookOpen}>
        {missing ? (
          <Card>
            <EmptyState
              icon={<BookOpen />}
              as="h2"
              title="This story could not be found."
              description="It may have moved. The others are a click away."
              actions={
                <Button asChild>
                  <Link to="/stories">All stories</Link>
                </Button>
              }
            />
          </Card>
        ) : (
          <LoadErrorCard
            title="We couldn't load this story"
            error={story.error}
            onRetry={() => void story.refetch()}
            retrying={story.isRefetching}
            headingLevel="h2"
          />
        )}
      </PageFrame>
    );
  }

  const s = story.data;
  return (
    <article className="container-page pt-5 pb-16 md:pt-7">
      <Breadcrumbs currentLabel={s.title} />
      <header className="mx-auto mt-6 max-w-3xl text-center">
        <Badge tone="brand">{s.eventType}</Badge>
        <h1 className="mt-4 text-[2.25rem] leading-tight font-extrabold tracking-tight text-ink md:text-5xl">
          {s.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-muted">{s.excerpt}</p>
        <p className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="font-semibold text-ink">By {s.authorName}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={s.publishedAt}>{formatDate(s.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {s.city}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {s.readingMinutes} min read
          </span>
        </p>
      </header>
      <div className="relative mx-auto mt-8 aspect-[16/9] max-w-5xl overflow-hidden rounded-3xl md:aspect-[21/9]">
        <SmartImage src={s.imageUrl} alt={s.title} sizes={COVER_SIZES} priority />
      </div>
      <div className="mx-auto mt-6 max-w-2xl">
        <Markdown>{s.body}</Markdown>
        {s.tags.length ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {s.tags.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Lineup story={s} />
      {s.related.length ? (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-ink">
            More stories
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {s.related.map((related) => (
              <li key={related.slug}>
                <StoryCard story={related} sizes={CARD_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
