import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowRight, BookOpen, Compass, House, LifeBuoy, Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { searchHref } from '../../lib/search-href.ts';

const SUGGESTIONS = [
  { label: 'Home', description: 'Start from the top', href: '/', icon: House },
  { label: 'Discover', description: 'Venues and vendors', href: '/discover', icon: Compass },
  { label: 'Stories', description: 'Events we loved', href: '/stories', icon: BookOpen },
  { label: 'Help Center', description: 'Answers and support', href: '/help', icon: LifeBuoy },
] as const;

/** Unknown paths (§2): what happened, a search box and the main destinations. */
export function NotFoundScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center py-16 text-center">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-ember-400 via-brand to-[#7b3fe4] bg-clip-text text-[6.5rem] leading-none font-black tracking-tighter text-transparent sm:text-[9rem]"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        This party moved somewhere else
      </h1>
      <p className="mt-3 max-w-md text-[0.9375rem] leading-6 text-muted">
        We couldn't find{' '}
        <code className="rounded-md bg-dusk-100 px-1.5 py-0.5 font-mono text-sm text-dusk-700">
          {location.pathname}
        </code>
        . The link may be old, or the page may have moved.
      </p>
      <form
        role="search"
        className="mt-7 flex w-full max-w-md items-center gap-2 rounded-full border border-line-strong bg-surface p-1.5 pl-4 shadow-card focus-within:border-brand focus-within:ring-4 focus-within:ring-ember-100"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(searchHref(new FormData(event.currentTarget).get('q')?.toString() ?? ''));
        }}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <label htmlFor="not-found-search" className="sr-only">
          Search venues and vendors
        </label>
        <input
          id="not-found-search"
          name="q"
          placeholder="Search venues and vendors"
          className="h-10 min-w-0 flex-1 bg-transparent text-[0.9375rem] outline-none placeholder:text-dusk-500"
        />
        <Button type="submit" size="sm" className="h-10 rounded-full px-5">
          Search
        </Button>
      </form>
      <ul className="mt-10 grid w-full max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
        {SUGGESTIONS.map(({ label, description, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex h-full flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-left shadow-xs transition-all hover:-translate-y-0.5 hover:shadow-card"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-ember-50 text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="flex items-center gap-1 font-semibold text-ink">
                  {label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                  />
                </span>
                <span className="text-sm text-muted">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFoundScreen />;
}
