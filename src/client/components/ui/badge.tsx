import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'bg-dusk-100 text-dusk-700',
        brand: 'bg-ember-50 text-ember-700',
        gold: 'bg-gold-100 text-gold-800',
        success: 'bg-lagoon-50 text-lagoon-800',
        danger: 'bg-danger-soft text-danger',
        glass: 'bg-white/90 text-dusk-900 shadow-xs backdrop-blur',
        night: 'bg-dusk-900/80 text-white backdrop-blur',
        outline: 'border border-line-strong text-dusk-700',
      },
      size: {
        sm: 'px-2 py-0.5 text-[0.6875rem]',
        md: 'px-2.5 py-1 text-xs',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}
