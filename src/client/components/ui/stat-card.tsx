import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from './skeleton.tsx';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  /** Makes the whole card a link. */
  href?: string;
  className?: string;
}

const cardClasses = 'flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5';

/** A figure with its label (dashboards); a link when it leads somewhere. */
export function StatCard({ label, value, icon: Icon, hint, href, className }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-ember-50 text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {href ? (
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5"
          />
        ) : null}
      </div>
      <div>
        <p className="text-2xl font-extrabold tracking-tight break-words text-ink tabular-nums sm:text-3xl">{value}</p>
        <p className="mt-0.5 text-sm font-semibold text-dusk-600">{label}</p>
        {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      </div>
    </>
  );
  if (href) {
    return (
      <Link to={href} className={cn(cardClasses, 'group transition-shadow hover:shadow-lift', className)}>
        {body}
      </Link>
    );
  }
  return <div className={cn(cardClasses, className)}>{body}</div>;
}

export function StatCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn(cardClasses, className)}>
      <Skeleton className="size-10 rounded-xl" />
      <Skeleton className="h-8 w-16" />
      <Skeleton className="h-4 w-28" />
    </div>
  );
}
