import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldControlClasses } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(fieldControlClasses, 'min-h-24 py-2.5 leading-6', className)} {...props} />
  );
}
