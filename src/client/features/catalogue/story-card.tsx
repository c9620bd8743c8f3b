import { Link } from 'react-router';
import { Clock, MapPin } from 'lucide-react';
import type { StoryCard as StoryCardData } from '#shared/listings.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';

export interface StoryCardProps {
  story: StoryCardData;
  /** How wide the card shows at each breakpoint, from the grid it is in (`imageSizes`). */
  sizes: string;
  /** The card's image is the page's LCP. */
  priority?: boolean;
  /** The card shows above the fold on some screens. */
  eager?: boolean;
}

export function StoryCard({ story, sizes, priority = false, eager = false }: StoryCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-focus border border-line bg-surface shadow-card transition-shadow hover:shadow-lift">
      <div className="relative aspect-[16/10]">
        <SmartImage
          src={story.imageUrl}
          alt={story.title}
          sizes={sizes}
          priority={priority}
          eager={eager}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <Badge tone="glass" className="absolute top-3 left-3">
          {story.eventType}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold tracking-tight text-ink">
          <Link
            to={`/stories/${encodeURIComponent(story.slug)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {story.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-6 text-muted">{story.excerpt}</p>
        <p className="mt-auto flex items-center gap-3 pt-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {story.city}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {story.readingMinutes} min read
          </span>
        </p>
      </div>
    </article>
  );
}
