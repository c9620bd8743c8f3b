import { useContext, useEffect, type ReactNode } from 'react';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { ShellContext } from '../../components/layout/shell-context.ts';
import { useIsWide } from '../../lib/use-media-query.ts';

export const BOOKING_TITLE = 'Contact & Booking';
/** Set on <html> while a page's bottom action bar shows (below lg): floating buttons step out of its corner. */
export const ACTION_BAR_ATTRIBUTE = 'data-action-bar';

export interface BookingSidebarProps {
  /** The panel: shown in a sticky card on desktop, in a bottom sheet on phones and tablets. */
  children: ReactNode;
  /** Left of the phone bar (price, rating); tapping it opens the sheet. */
  barSummary: ReactNode;
  /** Right of the phone bar: the main action. */
  barAction: ReactNode;
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  /** Slides the phone bar away (at the end of the page, so the footer is not covered). */
  barHidden?: boolean;
}

/** §2 'Contact & Booking': a sticky sidebar on desktop; on smaller screens a bar above the bottom navigation that opens a sheet. */
export function BookingSidebar({
  children,
  barSummary,
  barAction,
  sheetOpen,
  onSheetOpenChange,
  barHidden = false,
}: BookingSidebarProps) {
  // The concierge's launcher gives the bar its corner while the bar shows: on a phone, stacked above the bar and the
  // bottom navigation, it covered the page's own text.
  useEffect(() => {
    if (barHidden) return;
    document.documentElement.setAttribute(ACTION_BAR_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(ACTION_BAR_ATTRIBUTE);
  }, [barHidden]);

  // The cart drawer opening (an add from the sheet, or its View cart) closes the sheet rather than stack on it. The
  // cart's own count is no signal: the cart saved on this device is read back after the page shows.
  const cartOpen = useContext(ShellContext)?.cartOpen ?? false;
  useEffect(() => {
    if (cartOpen && sheetOpen) onSheetOpenChange(false);
  }, [cartOpen, sheetOpen, onSheetOpenChange]);

  // The card is rendered on the server for every screen (a phone's CSS hides it), and kept after hydration only where
  // it shows: on a phone, the panel renders once, in the sheet, and an add re-renders one panel, not two.
  const wide = useIsWide();

  return (
    <>
      {wide ? (
        <aside aria-labelledby="booking-sidebar-title" className="hidden lg:block">
          <div className="sticky top-[6.5rem] rounded-3xl border border-line bg-surface p-6 shadow-lift">
            <h2 id="booking-sidebar-title" className="text-eyebrow font-bold text-muted uppercase">
              {BOOKING_TITLE}
            </h2>
            <div className="mt-3">{children}</div>
          </div>
        </aside>
      ) : null}

      <div
        data-testid="booking-bar"
        inert={barHidden}
        className={cn(
          'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-white/95 shadow-nav backdrop-blur-xl transition-[translate,opacity] duration-300 md:bottom-0 md:pb-[env(safe-area-inset-bottom)] lg:hidden',
          barHidden && 'pointer-events-none translate-y-6 opacity-0',
        )}
      >
        <div className="container-page flex h-[4.5rem] items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => onSheetOpenChange(true)}
            aria-haspopup="dialog"
            className="min-w-0 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {barSummary}
          </button>
          <div className="shrink-0">{barAction}</div>
        </div>
      </div>
      <Sheet open={sheetOpen} onOpenChange={onSheetOpenChange}>
        <SheetContent side="bottom" title={BOOKING_TITLE} className="lg:hidden">
          <div className="px-5 pt-4 pb-6 sm:px-6">{children}</div>
        </SheetContent>
      </Sheet>
    </>
  );
}

/** The bar's left side: the price and a hint that it opens the panel. */
export function BarSummary({ price, unit, hint }: { price: string; unit?: string; hint: string }) {
  return (
    <>
      <span className="block truncate text-ink">
        <span className="text-lg font-extrabold tracking-tight">{price}</span>
        {unit ? <span className="text-sm text-muted"> / {unit}</span> : null}
      </span>
      <span className="block truncate text-sm font-semibold text-ink underline underline-offset-4">{hint}</span>
    </>
  );
}
