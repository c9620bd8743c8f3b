import { Link } from 'react-router';
import { ArrowRight, Compass, Info, SearchX, X } from 'lucide-react';
import type { ListingFallback } from '#shared/listing-detail.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ListingKind } from './use-message-action.ts';

const DISCOVER = { venue: '/discover?tab=venues', vendor: '/discover?tab=vendors' } as const;

export const FALLBACK_NOTICE = "We couldn't find that listing, here is a similar one";

/** The page-wide placeholder while nothing about the listing is known yet. */
export function ListingPageSkeleton({ kind }: { kind: ListingKind }) {
  return (
    <div className="container-page pt-4 pb-16 md:pt-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the {kind}…
      </p>
      <Skeleton className="h-4 w-48" />
      <div className="mt-5 hidden md:block">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <Skeleton className="mt-3 h-4 w-1/2" />
      </div>
      <Skeleton className="-mx-5 mt-5 aspect-[4/3] rounded-none sm:aspect-[16/9] md:mx-0 md:aspect-auto md:h-[min(58vh,30rem)] md:rounded-3xl" />
      <div className="mt-5 md:hidden">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="mt-3 h-8 w-3/4" />
        <Skeleton className="mt-3 h-4 w-1/2" />
      </div>
      <ListingBodySkeleton />
    </div>
  );
}

/** Below the header while the detail loads (the header itself came from the cached card). */
export function ListingBodySkeleton() {
  return (
    <div aria-hidden="true" className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
      <div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="mt-8 h-11 w-full max-w-lg rounded-2xl" />
        <div className="mt-8 space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="hidden h-96 rounded-3xl lg:block" />
    </div>
  );
}

/** 404 after every fallback: say so kindly and point to Discover. */
export function ListingNotFound({ kind, requested }: { kind: ListingKind; requested: string }) {
  useDocumentTitle(`${kind === 'venue' ? 'Venue' : 'Vendor'} not found`);
  return (
    <div className="container-page pt-4 pb-16 md:pt-6">
      <Breadcrumbs currentLabel="Not found" />
      <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center md:py-24">
        <span aria-hidden="true" className="grid size-16 place-items-center rounded-3xl bg-ember-50 text-brand">
          <SearchX className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink md:text-4xl">
          This {kind} has left the party
        </h1>
        <p className="mt-3 text-[0.9375rem] leading-7 text-muted">
          We couldn't find a {kind} at{' '}
          <code className="rounded-md bg-dusk-100 px-1.5 py-0.5 font-mono text-sm text-dusk-700">{requested}</code>. It
          may have been unlisted, or the link is old. Plenty of others are ready to book.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={DISCOVER[kind]}>
              <Compass aria-hidden="true" />
              Browse {kind === 'venue' ? 'venues' : 'vendors'}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/discover">
              Open Discover
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

/** Any other failure: what happened and Try again. */
export function ListingLoadError({
  kind,
  error,
  onRetry,
  retrying,
}: {
  kind: ListingKind;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  useDocumentTitle(`${kind === 'venue' ? 'Venue' : 'Vendor'} unavailable`);
  return (
    <div className="container-page pt-4 pb-16 md:pt-6">
      <Breadcrumbs />
      <div className="mx-auto mt-10 max-w-xl">
        <LoadErrorCard
          title={`We couldn't load this ${kind}`}
          error={error}
          onRetry={onRetry}
          retrying={retrying}
          headingLevel="h2"
        />
        <p className="mt-4 text-center text-sm text-muted">
          Or keep browsing{' '}
          <Link to={DISCOVER[kind]} className="font-semibold text-brand underline-offset-4 hover:underline">
            {kind === 'venue' ? 'venues' : 'vendors'} on Discover
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

const FALLBACK_DETAIL: Record<ListingFallback, string> = {
  'name-match': 'It has a similar name to the one in your link.',
  'any-active': 'It is one of the most popular listings right now.',
  sample: 'It is one of our sample listings.',
};

/** Shown when the server answered with a different listing than the link asked for (§7 fallbacks). */
export function FallbackNotice({
  kind,
  fallback,
  requested,
  onDismiss,
}: {
  kind: ListingKind;
  fallback: ListingFallback;
  requested: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-2xl border border-gold-200 bg-gold-50 p-4 text-sm text-gold-800"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-dusk-900">{FALLBACK_NOTICE}</p>
        <p className="mt-0.5 text-dusk-700">
          Nothing matched “{requested}”. {FALLBACK_DETAIL[fallback]}{' '}
          <Link to={DISCOVER[kind]} className="font-semibold text-brand underline-offset-4 hover:underline">
            Browse all {kind === 'venue' ? 'venues' : 'vendors'}
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notice"
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-dusk-600 transition-colors hover:bg-gold-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
