import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: ReactNode;
  link?: { label: string; href: string };
  tone?: 'default' | 'light';
}

export function SectionHeader({ id, eyebrow, title, description, link, tone = 'default' }: SectionHeaderProps) {
  const light = tone === 'light';
  return (
    <div className="mb-7 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between md:mb-9">
      <div className="max-w-2xl">
        <p
          className={
            light ? 'text-eyebrow font-bold text-ember-300 uppercase' : 'text-eyebrow font-bold text-brand uppercase'
          }
        >
          {eyebrow}
        </p>
        <h2
          id={id}
          className={
            light
              ? 'mt-2 text-3xl font-extrabold tracking-tight text-white md:text-4xl'
              : 'mt-2 text-3xl font-extrabold tracking-tight text-ink md:text-4xl'
          }
        >
          {title}
        </h2>
        {description ? (
          <p className={light ? 'mt-3 text-base leading-7 text-dusk-300' : 'mt-3 text-base leading-7 text-muted'}>
            {description}
          </p>
        ) : null}
      </div>
      {link ? (
        <Link
          to={link.href}
          className={
            light
              ? 'group inline-flex shrink-0 items-center gap-1.5 font-semibold text-white hover:text-ember-200'
              : 'group inline-flex shrink-0 items-center gap-1.5 font-semibold text-ink hover:text-brand'
          }
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      ) : null}
    </div>
  );
}
