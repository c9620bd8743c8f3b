// The concierge's drawer (a bottom sheet on phones) and the conversation in it, loaded the first time the launcher
// opens it (concierge-provider.tsx). It stays mounted afterwards, so the conversation outlives closing the drawer.
import { useEffect, useRef } from 'react';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { useSession } from '../../lib/session.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { ConciergePanel } from './concierge-panel.tsx';
import { useConciergeChat } from './use-concierge-chat.ts';

/** A stored chat to reopen; a new object for each request. */
export interface ChatRequest {
  chatId: string;
}

export interface ConciergeDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chatRequest: ChatRequest | null;
}

export function ConciergeDrawer({ open, onOpenChange, chatRequest }: ConciergeDrawerProps) {
  const chat = useConciergeChat();
  const { user } = useSession();
  const isMobile = useIsMobile();
  const { load, chatId } = chat;

  // Each request once: the chat continued since (a new conversation) is not replaced by the old request.
  const handled = useRef<ChatRequest | null>(null);
  useEffect(() => {
    if (!chatRequest || handled.current === chatRequest) return;
    handled.current = chatRequest;
    if (chatRequest.chatId !== chatId) void load(chatRequest.chatId);
  }, [chatRequest, chatId, load]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={isMobile ? 'bottom' : 'right'}
        title="Event concierge"
        description="Plans a venue and vendors from your words"
        className={isMobile ? 'h-[85dvh]' : 'w-[min(30rem,calc(100vw-2.5rem))]'}
      >
        <ConciergePanel chat={chat} signedIn={Boolean(user)} />
      </SheetContent>
    </Sheet>
  );
}
