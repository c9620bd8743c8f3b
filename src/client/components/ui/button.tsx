import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold select-none',
    'transition-[background-color,color,box-shadow,transform,border-color] duration-150 ease-out',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-brand text-white shadow-glow hover:bg-brand-hover disabled:bg-dusk-200 disabled:text-dusk-600 disabled:opacity-100 disabled:shadow-none',
        secondary: 'border border-line-strong bg-surface text-ink shadow-xs hover:border-dusk-400 hover:bg-dusk-50',
        subtle: 'bg-dusk-100 text-ink hover:bg-dusk-200',
        ghost: 'text-ink hover:bg-dusk-100',
        dark: 'bg-dusk-900 text-white hover:bg-dusk-800',
        light: 'bg-white text-dusk-900 shadow-card hover:bg-dusk-50',
        'outline-light': 'border border-white/35 bg-white/5 text-white backdrop-blur hover:bg-white/15',
        danger: 'bg-danger text-white hover:bg-[#a11f25]',
        link: 'h-auto px-0 text-brand underline-offset-4 hover:underline active:scale-100',
      },
      size: {
        sm: 'h-9 rounded-lg px-3.5 text-sm [&_svg]:size-4',
        md: 'h-11 rounded-xl px-5 text-[0.9375rem] [&_svg]:size-[1.125rem]',
        lg: 'h-13 rounded-2xl px-7 text-base [&_svg]:size-5',
      },
      block: { true: 'w-full' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, block }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="text-[1.1em]" /> : null}
      {children}
    </button>
  );
}
