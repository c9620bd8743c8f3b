import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface ListingSectionProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** At the right of the heading (e.g. 'Show all'). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Sections inside a tab use h3 under the tab's own heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A titled block of the listing page, separated from the next by a rule. */
export function ListingSection({
  id,
  title,
  description,
  action,
  children,
  className,
  headingLevel: Heading = 'h2',
}: ListingSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'render-near-screen scroll-mt-24 border-t border-line py-8 first:border-t-0 first:pt-0 md:py-10',
        className,
      )}
    >
      <div className="mb-5 flex items-end justify-between gap-4">
        <div className="min-w-0">
          <Heading
            id={id}
            className={
              Heading === 'h2'
                ? 'text-xl font-bold tracking-tight text-ink md:text-2xl'
                : 'text-lg font-bold tracking-tight text-ink'
            }
          >
            {title}
          </Heading>
          {description ? <p className="mt-1 text-[0.9375rem] leading-6 text-muted">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
