import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SheetContent } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';

export interface ResponsiveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A bottom sheet on phones, a centred dialog on larger screens (same focus trap and Escape either way). */
export function ResponsiveDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: ResponsiveDialogProps) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {isMobile ? (
        <SheetContent side="bottom" title={title} description={description} footer={footer}>
          <div className={cn('px-5 py-4', className)}>{children}</div>
        </SheetContent>
      ) : (
        <DialogContent title={title} description={description} className={cn('max-w-[26rem] p-6 sm:p-7', className)}>
          <div className="mt-5">{children}</div>
          {footer ? <div className="mt-5 border-t border-line pt-5">{footer}</div> : null}
        </DialogContent>
      )}
    </Dialog>
  );
}
