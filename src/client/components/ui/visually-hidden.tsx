import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Content for screen readers only. */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}
