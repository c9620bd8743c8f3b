import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// The ring follows :focus-within rather than :focus-visible: a date or time input's calendar button is a focus stop
// of its own inside the input, and there the input no longer matches :focus-visible.
export const fieldControlClasses = [
  'w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[0.9375rem] text-ink shadow-xs',
  'placeholder:text-dusk-500 transition-[border-color,box-shadow] duration-150',
  'hover:border-dusk-400 focus-within:border-brand focus-within:outline-none focus-within:ring-4 focus-within:ring-ember-100',
  'disabled:cursor-not-allowed disabled:bg-dusk-50 disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-within:ring-danger-soft',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClasses, 'h-11', className)} {...props} />;
}
