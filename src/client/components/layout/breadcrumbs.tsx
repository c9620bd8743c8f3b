import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { ChevronRight, Ellipsis, House } from 'lucide-react';
import { countLabel } from '#shared/count-label.ts';
import {
  buildBreadcrumbs,
  collapseBreadcrumbs,
  isBreadcrumbEllipsis,
  shouldShowBreadcrumbs,
  type Breadcrumb,
} from '#shared/breadcrumbs.ts';
import { cn } from '../../lib/cn.ts';

/** Intermediate crumbs whose path has no page of its own link to the closest useful page. */
const CRUMB_HREFS: Record<string, string> = {
  '/venue': '/discover?tab=venues',
  '/vendor': '/discover?tab=vendors',
  '/booking': '/profile/bookings',
  '/booking/error': '/profile/bookings',
  '/quotes': '/profile/bookings',
  '/admin': '/admin-dashboard',
  '/partner/apply': '/partner',
  '/profile/venue': '/profile',
  '/profile/vendor': '/profile',
};

export interface BreadcrumbsProps {
  /** Defaults to the current location. */
  pathname?: string;
  /** Replaces the last crumb's label (e.g. a venue's name instead of its id). */
  currentLabel?: string;
  className?: string;
  tone?: 'default' | 'light';
}

/** §2 breadcrumbs: from the path, hidden on / and for a single item, long trails collapse to
 *  first … last two (the hidden ones are in a menu behind the ellipsis). */
export function Breadcrumbs({ pathname, currentLabel, className, tone = 'default' }: BreadcrumbsProps) {
  const location = useLocation();
  const path = pathname ?? location.pathname;
  const items = buildBreadcrumbs(path).map((item) => ({
    ...item,
    label: item.current && currentLabel ? currentLabel : item.label,
    href: item.current ? item.href : (CRUMB_HREFS[item.href] ?? item.href),
  }));
  if (!shouldShowBreadcrumbs(items, path)) return null;
  const display = collapseBreadcrumbs(items);
  const hidden: Breadcrumb[] = display.length < items.length ? items.slice(1, items.length - 2) : [];
  const light = tone === 'light';

  return (
    <nav aria-label="Breadcrumb" className={cn('min-w-0', className)}>
      <ol className={cn('flex min-w-0 items-center gap-1 text-sm', light ? 'text-white/75' : 'text-muted')}>
        {display.map((item, index) => (
          // Only the current crumb gives way on a narrow screen: the links before it keep their whole words.
          <li
            key={isBreadcrumbEllipsis(item) ? 'ellipsis' : `${index}-${item.href}`}
            className={cn(
              'flex items-center gap-1',
              !isBreadcrumbEllipsis(item) && item.current ? 'min-w-0' : 'shrink-0',
            )}
          >
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 opacity-60" /> : null}
            {isBreadcrumbEllipsis(item) ? (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  aria-label={`Show ${countLabel(hidden.length, 'more breadcrumb')}`}
                  className={cn(
                    'grid h-7 w-8 place-items-center rounded-md transition-colors',
                    light ? 'hover:bg-white/10' : 'hover:bg-dusk-100',
                  )}
                >
                  <Ellipsis aria-hidden="true" className="size-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={6}
                    className="z-50 min-w-44 rounded-xl border border-line bg-surface p-1 shadow-float data-[state=open]:animate-fade-in"
                  >
                    {hidden.map((crumb) => (
                      <DropdownMenu.Item key={`${crumb.href}-${crumb.label}`} asChild>
                        <Link
                          to={crumb.href}
                          className="flex h-9 items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-dusk-100"
                        >
                          {crumb.label}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            ) : item.current ? (
              <span aria-current="page" className={cn('truncate font-semibold', light ? 'text-white' : 'text-ink')}>
                {item.label}
              </span>
            ) : (
              <Link
                to={item.href}
                className={cn(
                  'inline-flex items-center gap-1 truncate rounded-md underline-offset-4 transition-colors hover:underline',
                  light ? 'hover:text-white' : 'hover:text-ink',
                )}
              >
                {item.href === '/' ? <House aria-hidden="true" className="size-3.5 shrink-0" /> : null}
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
