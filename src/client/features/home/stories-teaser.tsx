import { Skeleton } from '../../components/ui/skeleton.tsx';
import { imageSizes } from '../../lib/image-sizes.ts';
import { StoryCard, useFeaturedCatalogue } from '../catalogue/index.ts';
import { SectionHeader } from './section-header.tsx';

/** A card of the story grid (`sm:grid-cols-2 lg:grid-cols-3`, gap-6) in the page column. */
const STORY_CARD_SIZES = imageSizes({ 0: {}, 640: { columns: 2, gapRem: 1.5 }, 1024: { columns: 3, gapRem: 1.5 } });

export function StoriesTeaser() {
  const { data, isPending, isError } = useFeaturedCatalogue();
  if (isError || (data && data.stories.length === 0)) return null;
  return (
    <section
      aria-labelledby="stories-teaser"
      aria-busy={isPending || undefined}
      className="container-page py-16 md:py-24"
    >
      <SectionHeader
        id="stories-teaser"
        eyebrow="Stories"
        title="Nights worth retelling"
        description="Real events planned on Eventide, from warehouse raves to rooftop birthdays."
        link={{ label: 'Read all stories', href: '/stories' }}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden="true" className={i === 2 ? 'hidden lg:block' : undefined}>
                <div className="overflow-hidden rounded-3xl border border-line bg-surface">
                  <Skeleton className="aspect-[16/10] rounded-none" />
                  <div className="space-y-2.5 p-5">
                    <Skeleton className="h-5 w-4/5" />
                    <Skeleton className="h-3.5 w-full" />
                    <Skeleton className="h-3.5 w-2/3" />
                  </div>
                </div>
              </li>
            ))
          : data.stories.slice(0, 3).map((story, i) => (
              <li key={story.slug} className={i === 2 ? 'sm:max-lg:hidden' : undefined}>
                <StoryCard story={story} sizes={STORY_CARD_SIZES} />
              </li>
            ))}
      </ul>
    </section>
  );
}
