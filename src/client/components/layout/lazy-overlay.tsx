import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../errors/error-boundary.tsx';

export interface LazyOverlayProps {
  /** Whether the overlay is asked to show; its code starts loading the first time this is true. */
  open: boolean;
  /** For the error report, should its code fail to load. */
  name: string;
  /** Load it and mount it closed already, ahead of an opening that is about to come (the cart drawer's auto-open):
   *  in a transition after the render that asked, so that loading and mounting it stays out of the frame that
   *  answers a press (Add to cart). */
  ahead?: boolean;
  /** The lazily loaded sheet or dialog, given the same `open`. */
  children: ReactNode;
}

/**
 * A sheet or dialog whose code (and the Radix dialog stack) loads the first time it opens, not with the first view.
 * The open state lives with the caller, so a click made while the code loads is kept: the overlay shows, open, as
 * soon as it arrives. It then stays mounted, to animate closed and keep its state. A chunk that cannot be loaded
 * shows the chunk-error screen over the page.
 */
export function LazyOverlay({ open, name, ahead = false, children }: LazyOverlayProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (ahead && !opened) startTransition(() => setOpened(true));
  }, [ahead, opened]);
  if (!opened) return null;
  return (
    <ErrorBoundary name={name} fullScreen className="fixed inset-0 z-50">
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
