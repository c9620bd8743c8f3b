// The AI concierge widget (§1): a launcher on customer pages and the conversation in a drawer (a bottom sheet on
// phones), whose code loads the first time it opens. The conversation outlives closing the drawer and moving
// between pages; useConcierge().open(chatId) reopens a stored chat from /profile/chats.
import { Sparkles } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LazyOverlay } from '../../components/layout/lazy-overlay.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { ConciergeContext, type ConciergeControls } from './concierge-context.ts';
import type { ChatRequest } from './concierge-drawer.tsx';
import { useCoversKeptClear } from './use-keep-clear.ts';

const ConciergeDrawer = lazyComponent(() => import('./concierge-drawer.tsx'), 'ConciergeDrawer');

export interface ConciergeProviderProps {
  children: ReactNode;
  /** Whether this page shows the launcher (concierge-visibility.ts). */
  launcher: boolean;
  /** The phone's bottom navigation is showing: the launcher sits above it. */
  aboveBottomNav: boolean;
}

export function ConciergeProvider({ children, launcher, aboveBottomNav }: ConciergeProviderProps) {
  const [open, setOpen] = useState(false);
  const [chatRequest, setChatRequest] = useState<ChatRequest | null>(null);
  const { pathname } = useLocation();

  // Following a link in the conversation (a listing, the chat history) shows that page; the chat stays for later.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  const openChat = useCallback((chatId?: string) => {
    setOpen(true);
    if (chatId) setChatRequest({ chatId });
  }, []);
  const controls = useMemo<ConciergeControls>(() => ({ open: openChat }), [openChat]);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inTheWay = useCoversKeptClear(launcherRef, launcher && !open);

  return (
    <ConciergeContext.Provider value={controls}>
      {children}
      {launcher && !open ? (
        <button
          ref={launcherRef}
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Plan with the AI concierge"
          className={cn(
            'concierge-launcher fixed right-4 z-40 inline-flex h-13 items-center gap-2 rounded-full bg-night px-4 text-sm font-semibold text-white shadow-float ring-1 ring-white/15 transition-transform hover:scale-[1.03] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:right-6 md:bottom-6',
            // Above the phone's bottom navigation when it shows; out of the way of a listing's booking bar (styles.css).
            aboveBottomNav
              ? 'bottom-[calc(80px+env(safe-area-inset-bottom)+0.75rem)]'
              : 'bottom-[calc(env(safe-area-inset-bottom)+1rem)]',
            // Hidden, not removed: it keeps its place, so it comes back once the content has moved on.
            inTheWay && 'invisible',
          )}
        >
          <Sparkles aria-hidden="true" className="size-5 text-ember-300" />
          <span className="max-sm:sr-only">Plan with AI</span>
        </button>
      ) : null}
      <LazyOverlay open={open} name="Event concierge">
        <ConciergeDrawer open={open} onOpenChange={setOpen} chatRequest={chatRequest} />
      </LazyOverlay>
    </ConciergeContext.Provider>
  );
}
