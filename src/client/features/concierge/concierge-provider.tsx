// The AI concierge widget (§1): a launcher on customer pages and the conversation in a drawer (a bottom sheet on
// phones). The conversation outlives closing the drawer and moving between pages; useConcierge().open(chatId)
// reopens a stored chat from /profile/chats.
import { Sparkles } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SheetContent, Sheet } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { ConciergeContext, type ConciergeControls } from './concierge-context.ts';
import { ConciergePanel } from './concierge-panel.tsx';
import { useConciergeChat } from './use-concierge-chat.ts';

export interface ConciergeProviderProps {
  children: ReactNode;
  /** Whether this page shows the launcher (concierge-visibility.ts). */
  launcher: boolean;
  /** The phone's bottom navigation is showing: the launcher sits above it. */
  aboveBottomNav: boolean;
}

export function ConciergeProvider({ children, launcher, aboveBottomNav }: ConciergeProviderProps) {
  const [open, setOpen] = useState(false);
  const chat = useConciergeChat();
  const { user } = useSession();
  const isMobile = useIsMobile();
  const { load, chatId } = chat;
  const { pathname } = useLocation();

  // Following a link in the conversation (a listing, the chat history) shows that page; the chat stays for later.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  const openChat = useCallback(
    (id?: string) => {
      setOpen(true);
      if (id && id !== chatId) void load(id);
    },
    [load, chatId],
  );
  const controls = useMemo<ConciergeControls>(() => ({ open: openChat }), [openChat]);

  return (
    <ConciergeContext.Provider value={controls}>
      {children}
      {launcher && !open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Plan with the AI concierge"
          className={cn(
            'fixed right-4 z-40 inline-flex h-13 items-center gap-2 rounded-full bg-night px-4 text-sm font-semibold text-white shadow-float ring-1 ring-white/15 transition-transform hover:scale-[1.03] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:right-6 md:bottom-[calc(1.5rem+var(--action-bar-height,0px))] lg:bottom-6',
            // Above the phone's bottom navigation and a listing's booking bar (booking-sidebar.tsx) when they show.
            aboveBottomNav
              ? 'bottom-[calc(80px+env(safe-area-inset-bottom)+0.75rem+var(--action-bar-height,0px))]'
              : 'bottom-[calc(env(safe-area-inset-bottom)+1rem+var(--action-bar-height,0px))]',
          )}
        >
          <Sparkles aria-hidden="true" className="size-5 text-ember-300" />
          <span className="max-sm:sr-only">Plan with AI</span>
        </button>
      ) : null}
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side={isMobile ? 'bottom' : 'right'}
          title="Event concierge"
          description="Plans a venue and vendors from your words"
          className={isMobile ? 'h-[85dvh]' : 'w-[min(30rem,calc(100vw-2.5rem))]'}
        >
          <ConciergePanel chat={chat} signedIn={Boolean(user)} />
        </SheetContent>
      </Sheet>
    </ConciergeContext.Provider>
  );
}
