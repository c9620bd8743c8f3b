import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A shimmering placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('skeleton rounded-lg', className)} {...props} />;
}
