import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links. */
  actions?: ReactNode;
  className?: string;
  tone?: 'neutral' | 'danger';
  /** Heading level of the title. */
  as?: 'h2' | 'h3';
}

export function EmptyState({
  icon,
  title,
  description,
  actions,
  className,
  tone = 'neutral',
  as: Heading = 'h3',
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-10 text-center', className)}>
      {icon ? (
        <div
          aria-hidden="true"
          className={cn(
            'mb-4 grid size-14 place-items-center rounded-2xl [&_svg]:size-7',
            tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-ember-50 text-brand',
          )}
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-bold tracking-tight text-ink">{title}</Heading>
      {description ? <p className="mt-1.5 max-w-sm text-[0.9375rem] leading-6 text-muted">{description}</p> : null}
      {actions ? <div className="mt-5 flex flex-wrap items-center justify-center gap-2.5">{actions}</div> : null}
    </div>
  );
}
