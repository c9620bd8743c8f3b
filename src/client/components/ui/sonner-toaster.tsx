import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '../../lib/use-media-query.ts';

/** Sonner's rich colours with our tokens: its own success, info and warning text is under 4.5:1 on their
 *  backgrounds (WCAG AA; axe flags a success toast). */
const READABLE_COLOURS = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-danger-soft)',
  '--error-text': 'var(--color-danger)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

/** Sonner toasts styled with our tokens; top-centre on phones (clear of the bottom nav and the cart's bottom sheet),
 *  bottom-left on desktop (clear of the cart drawer's footer and the concierge's launcher, both on the right). */
export function SonnerToaster() {
  const isMobile = useIsMobile();
  return (
    <Sonner
      position={isMobile ? 'top-center' : 'bottom-left'}
      closeButton
      richColors
      // An open drawer or dialog makes the rest of the page inert to the pointer; toasts (and their Undo) stay usable.
      style={{ pointerEvents: 'auto', ...READABLE_COLOURS }}
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-line !shadow-float !font-sans',
          title: '!font-semibold',
          description: '!text-muted',
        },
      }}
    />
  );
}
