import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldControlClasses = [
  'w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[0.9375rem] text-ink shadow-xs',
  'placeholder:text-dusk-500 transition-[border-color,box-shadow] duration-150',
  'hover:border-dusk-400 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember-100',
  'disabled:cursor-not-allowed disabled:bg-dusk-50 disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger-soft',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClasses, 'h-11', className)} {...props} />;
}
