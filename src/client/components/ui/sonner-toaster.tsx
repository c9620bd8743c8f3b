import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '../../lib/use-media-query.ts';

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
      style={{ pointerEvents: 'auto' }}
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
