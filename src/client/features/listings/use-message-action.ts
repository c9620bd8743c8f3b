// §4: Message on a listing opens /messages with the listing and the text, where the conversation with its host is
// opened (or reused) and the text sent; a signed-out visitor signs in first, is welcomed, and the action repeats 1 s later.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { SESSION } from '#shared/constants.ts';
import { TOASTS } from '#shared/errors.ts';
import { useSession } from '../../lib/session.tsx';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';

export type ListingKind = 'venue' | 'vendor';

/** /messages?entityType=venue&entityId=<id>&message=<text> (no message when the text is empty). */
export function messagesHref(entityType: ListingKind, entityId: string, message?: string): string {
  const params = new URLSearchParams({ entityType, entityId });
  const text = message?.trim();
  if (text) params.set('message', text);
  return `/messages?${params.toString()}`;
}

export function useMessageAction(entityType: ListingKind, entityId: string, entityName: string) {
  const session = useSession();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (retryTimer.current) clearTimeout(retryTimer.current);
    },
    [],
  );

  return useCallback(
    (message?: string) => {
      const go = () => navigate(messagesHref(entityType, entityId, message));
      if (session.user) {
        void go();
        return;
      }
      authModal.open({
        mode: 'signin',
        reason: `to message ${entityName}`,
        onSuccess: () => {
          toast.success(TOASTS.canSendMessages);
          retryTimer.current = setTimeout(() => void go(), SESSION.messageRetryAfterSignInMs);
        },
      });
    },
    [authModal, entityId, entityName, entityType, navigate, session.user],
  );
}
