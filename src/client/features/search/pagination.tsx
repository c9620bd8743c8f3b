import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { discoverHref, type DiscoverState } from './discover-query.ts';
import { pageItems } from './page-items.ts';

export interface PaginationProps {
  state: DiscoverState;
  pages: number;
  /** After a page link is followed (focus and scroll move to the results). */
  onNavigate: () => void;
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';
const link = cn(
  cell,
  'text-ink hover:bg-dusk-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

function Step({
  state,
  page,
  pages,
  onNavigate,
  direction,
}: PaginationProps & { page: number; direction: 'previous' | 'next' }) {
  const target = direction === 'previous' ? page - 1 : page + 1;
  const content =
    direction === 'previous' ? (
      <>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">Previous</span>
      </>
    ) : (
      <>
        <span className="max-sm:sr-only">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </>
    );
  if (target < 1 || target > pages) {
    return (
      <span aria-hidden="true" aria-disabled="true" className={cn(cell, 'text-dusk-300')}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={discoverHref({ ...state, page: target })}
      onClick={onNavigate}
      rel={direction === 'previous' ? 'prev' : 'next'}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} page`}
      className={link}
    >
      {content}
    </Link>
  );
}

/** Numbered pages as real links, so each page has its own URL and the back button returns to it. */
export function Pagination({ state, pages, onNavigate }: PaginationProps) {
  if (pages <= 1) return null;
  const page = Math.min(state.page, pages);
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-1">
      <Step state={state} page={page} pages={pages} onNavigate={onNavigate} direction="previous" />
      <ul className="flex items-center gap-1">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={cn(cell, 'bg-dusk-900 text-white')}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={discoverHref({ ...state, page: item })} onClick={onNavigate} className={link}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      <Step state={state} page={page} pages={pages} onNavigate={onNavigate} direction="next" />
    </nav>
  );
}
