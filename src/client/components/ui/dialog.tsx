import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useCallback, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-dusk-950/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** Each dialog's content element, and the element focus goes back to when it closes. */
const openers = new WeakMap<Element, HTMLElement>();

/** What had focus as a dialog opened; when that is inside another dialog still fading out, what that one returns to. */
function openerOf(active: Element | null): HTMLElement | undefined {
  const closing = active?.closest('[role="dialog"][data-state="closed"]');
  if (closing) return openers.get(closing);
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

/**
 * Radix gives focus back on close only to a DialogTrigger. Ours mostly open from state (a button's onClick, the
 * auth modal, the cart growing), so the element that had focus when the dialog opened gets it back, while it is
 * still on the page. Spread on the Radix Content: `ref` notes the opener as the content mounts, before anything
 * inside takes focus; the caller's `onCloseAutoFocus` runs first and can prevent the return.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const content = useRef<HTMLDivElement | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    content.current = node;
    const opener = openerOf(document.activeElement);
    if (opener) openers.set(node, opener);
  }, []);
  return {
    ref,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const opener = content.current && openers.get(content.current);
      if (event.defaultPrevented || !opener?.isConnected) return;
      event.preventDefault();
      // A dialog that opened while this one faded out (the cart drawer after Add to cart) holds focus: it gives
      // focus back to this opener in turn when it has none of its own.
      const other = document.querySelector('[role="dialog"][data-state="open"]');
      if (other && !openers.get(other)?.isConnected) openers.set(other, opener);
      else opener.focus();
    },
  };
}

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it is still announced). */
  hideTitle?: boolean;
  hideClose?: boolean;
}

/** A centred modal card. Title and description are wired to aria-labelledby/-describedby by Radix. */
export function DialogContent({
  title,
  description,
  hideTitle,
  hideClose,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 shadow-float sm:p-8',
          'max-h-[calc(100dvh-2rem)] overflow-y-auto focus-visible:outline-none',
          'data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...returnFocus}
      >
        <DialogPrimitive.Title className={cn('pr-8 text-xl font-bold tracking-tight text-ink', hideTitle && 'sr-only')}>
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-[0.9375rem] leading-6 text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-dusk-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
