import { Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowRight, Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { STORAGE_KEYS, useStoredFlag } from '../../lib/local-storage.ts';
import { formatInteger } from '../../lib/format.ts';
import { searchHref } from '../../lib/search-href.ts';
import { useFeaturedCatalogue } from '../catalogue/index.ts';

const IntroVideo = lazyComponent(() => import('./home-sections.tsx'), 'IntroVideo');

const INTRO_FRAME = 'order-first aspect-[16/11] w-full sm:aspect-[16/12] lg:order-none';

const QUICK_SEARCHES = [
  { label: 'Rooftops', href: '/discover?tab=venues&category=rooftop' },
  { label: 'Warehouses', href: '/discover?tab=venues&category=warehouse' },
  { label: 'DJs', href: '/discover?tab=vendors&category=music-djs' },
  { label: 'Photographers', href: '/discover?tab=vendors&category=photography-video' },
  { label: 'Catering', href: '/discover?tab=vendors&category=food-beverage' },
] as const;

function HeroStats() {
  const { data, isPending, isError } = useFeaturedCatalogue();
  if (isError) return null;
  const stats = data
    ? [
        { value: formatInteger(data.stats.venues), label: 'venues' },
        { value: formatInteger(data.stats.vendors), label: 'vendors' },
        { value: formatInteger(data.stats.cities), label: 'cities' },
      ]
    : null;
  return (
    <dl className="mt-9 flex flex-wrap gap-x-6 gap-y-3 sm:gap-x-8" aria-busy={isPending || undefined}>
      {stats
        ? stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline gap-1.5">
              <dt className="sr-only">{stat.label}</dt>
              <dd className="text-2xl font-extrabold tracking-tight text-white">{stat.value}</dd>
              <dd aria-hidden="true" className="text-sm text-dusk-300">
                {stat.label}
              </dd>
            </div>
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} className="h-7 w-24 bg-white/10 bg-none" />)}
    </dl>
  );
}

export function Hero() {
  const navigate = useNavigate();
  const [seen, setSeen] = useStoredFlag(STORAGE_KEYS.homeVideoSeen);
  const [replaying, setReplaying] = useState(false);
  const playing = !seen || replaying;
  const handleEnded = useCallback(() => {
    setSeen(true);
    setReplaying(false);
  }, [setSeen]);
  const handleReplay = useCallback(() => setReplaying(true), []);

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_0%_0%,rgb(216_31_85/0.35),transparent_60%),radial-gradient(45rem_30rem_at_100%_100%,rgb(123_63_228/0.35),transparent_60%)]"
      />
      <div className="container-page grid items-center gap-8 pt-5 pb-12 md:gap-10 md:pt-16 md:pb-20 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14">
        <div className="animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-ember-200 ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-ember-400" />
            One checkout for the whole night
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2.375rem] leading-[1.05] font-extrabold tracking-tight sm:text-display xl:text-[3.75rem]"
          >
            Book the venue and every vendor{' '}
            <span className="bg-gradient-to-r from-ember-300 via-ember-400 to-[#b794f6] bg-clip-text text-transparent">
              in one go.
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-base leading-7 text-dusk-200 sm:text-lg">
            Rooftops, warehouses and gardens, plus the DJ, photographer, caterer and security to go with them. Build
            your event, check out once, and every partner is paid directly.
          </p>

          <form
            role="search"
            aria-label="Search venues and vendors"
            // Pressed before the page has hydrated, the browser itself goes where the app would.
            action="/discover"
            data-keep-clear
            className="mt-8 flex max-w-xl items-center gap-2 rounded-full bg-white p-1.5 pl-5 shadow-float focus-within:ring-4 focus-within:ring-ember-400/40"
            onSubmit={(event) => {
              event.preventDefault();
              navigate(searchHref(new FormData(event.currentTarget).get('q')?.toString() ?? ''));
            }}
          >
            <Search aria-hidden="true" className="size-5 shrink-0 text-dusk-500" />
            <label htmlFor="hero-search" className="sr-only">
              What are you planning?
            </label>
            <input
              id="hero-search"
              name="q"
              autoComplete="off"
              placeholder="Rooftop birthday, warehouse rave…"
              className="h-11 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-dusk-900 outline-none placeholder:text-dusk-500"
            />
            <Button type="submit" className="rounded-full px-4 sm:px-6">
              <span className="max-sm:sr-only">Search</span>
              <ArrowRight aria-hidden="true" className="sm:hidden" />
            </Button>
          </form>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Popular searches">
            {QUICK_SEARCHES.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="inline-flex h-8 items-center rounded-full bg-white/10 px-3.5 text-sm font-medium text-white/90 ring-1 ring-white/15 transition-colors hover:bg-white/20"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <HeroStats />
        </div>

        {/* A placeholder of the same size keeps the hero still while the intro's code loads. */}
        <Suspense fallback={<div aria-hidden="true" className={cn(INTRO_FRAME, 'rounded-[1.75rem] bg-night')} />}>
          <IntroVideo playing={playing} onEnded={handleEnded} onReplay={handleReplay} className={INTRO_FRAME} />
        </Suspense>
      </div>
    </section>
  );
}
