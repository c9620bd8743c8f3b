import { cn } from '../../lib/cn.ts';

export interface SkipLinkProps {
  /** id of the main landmark (without #). */
  targetId?: string;
  className?: string;
}

/** The first focusable element: jumps keyboard users past the navigation. */
export function SkipLink({ targetId = 'main-content', className }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
      className={cn(
        'fixed top-3 left-3 z-[100] -translate-y-40 rounded-xl bg-dusk-900 px-4 py-3 text-sm font-semibold text-white shadow-float transition-transform',
        'focus-visible:translate-y-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400',
        className,
      )}
    >
      Skip to content
    </a>
  );
}
