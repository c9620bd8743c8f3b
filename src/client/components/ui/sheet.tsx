import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogOverlay, useReturnFocus } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva('fixed z-50 flex flex-col bg-surface shadow-float focus-visible:outline-none', {
  variants: {
    side: {
      right:
        'inset-y-0 right-0 h-dvh w-[min(26rem,calc(100vw-2.5rem))] data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
      left: 'inset-y-0 left-0 h-dvh w-[min(22rem,calc(100vw-2.5rem))] data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
      bottom:
        'inset-x-0 bottom-0 max-h-[min(85dvh,44rem)] rounded-t-3xl pb-[env(safe-area-inset-bottom)] data-[state=closed]:animate-sheet-out-bottom data-[state=open]:animate-sheet-in-bottom',
    },
  },
  defaultVariants: { side: 'right' },
});

export interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  side?: 'right' | 'left' | 'bottom';
  title: ReactNode;
  description?: ReactNode;
  /** Content pinned under the scrolling body (actions). */
  footer?: ReactNode;
  /** Extra content in the header row, left of the close button. */
  headerExtra?: ReactNode;
}

/** A drawer built on Radix Dialog (focus trap, Escape, scroll lock), sliding in from a side or the bottom. */
export function SheetContent({
  side = 'right',
  title,
  description,
  footer,
  headerExtra,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(sheetVariants({ side }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...returnFocus}
      >
        {side === 'bottom' ? (
          <div aria-hidden="true" className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-dusk-200" />
        ) : null}
        <div className="flex shrink-0 items-start gap-3 border-b border-line px-5 pt-4 pb-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="text-lg font-bold tracking-tight text-ink">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-0.5 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {headerExtra}
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-dusk-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer ? <div className="shrink-0 border-t border-line bg-surface px-5 py-4 sm:px-6">{footer}</div> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
