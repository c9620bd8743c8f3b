import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-full transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none',
  ],
  {
    variants: {
      variant: {
        ghost: 'text-ink hover:bg-dusk-100',
        outline: 'border border-line bg-surface text-ink shadow-xs hover:border-line-strong hover:bg-dusk-50',
        solid: 'bg-dusk-900 text-white hover:bg-dusk-800',
        glass: 'bg-white/85 text-dusk-900 shadow-card backdrop-blur hover:bg-white',
        'ghost-light': 'text-white hover:bg-white/10',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<ComponentProps<'button'>, 'children'>, VariantProps<typeof iconButtonVariants> {
  /** The accessible name (icon buttons have no visible text). */
  label: string;
  icon: ReactNode;
  /** A small count shown on the corner (e.g. cart items); hidden when 0. */
  badge?: number;
}

export function IconButton({ label, icon, badge, variant, size, className, type, ...props }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {icon}
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[0.6875rem] leading-5 font-bold text-white ring-2 ring-white"
        >
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  );
}
