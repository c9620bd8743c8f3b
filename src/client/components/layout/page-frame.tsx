import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

export interface PageFrameProps {
  title: string;
  /** Defaults to the title. */
  documentTitle?: string;
  eyebrow?: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  /** Replaces the last breadcrumb's label. */
  breadcrumbLabel?: string;
  children?: ReactNode;
  className?: string;
}

/** The standard page: breadcrumbs, a header band (icon, eyebrow, title, description, actions), content. */
export function PageFrame({
  title,
  documentTitle,
  eyebrow,
  description,
  icon: Icon,
  actions,
  breadcrumbLabel,
  children,
  className,
}: PageFrameProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={cn('pb-16 md:pb-24', className)}>
      <div className="relative overflow-hidden border-b border-line bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_20rem_at_85%_-20%,rgb(255_100_136/0.14),transparent_60%),radial-gradient(40rem_18rem_at_10%_120%,rgb(123_63_228/0.10),transparent_60%)]"
        />
        <div className="relative container-page pt-5 pb-9 md:pt-7 md:pb-12">
          <Breadcrumbs currentLabel={breadcrumbLabel} />
          <header className="mt-6 flex flex-col gap-6 md:mt-8 md:flex-row md:items-end md:justify-between">
            <div className="flex items-start gap-4 md:gap-5">
              {Icon ? (
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-ember-500 to-[#7b3fe4] text-white shadow-glow md:size-14">
                  <Icon aria-hidden="true" className="size-6 md:size-7" />
                </span>
              ) : null}
              <div className="min-w-0">
                {eyebrow && eyebrow.toLowerCase() !== title.toLowerCase() ? (
                  <p className="text-eyebrow font-bold text-brand uppercase">{eyebrow}</p>
                ) : null}
                <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink md:text-display-sm">{title}</h1>
                {description ? (
                  <div className="mt-3 max-w-2xl text-base leading-7 text-muted md:text-lg">{description}</div>
                ) : null}
              </div>
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-2.5">{actions}</div> : null}
          </header>
        </div>
      </div>
      <div className="container-page mt-8 md:mt-12">{children}</div>
    </div>
  );
}
