import { createContext, useContext } from 'react';

export interface ConciergeControls {
  /** Opens the concierge; with a chat id, that stored chat is reopened to continue. */
  open: (chatId?: string) => void;
}

export const ConciergeContext = createContext<ConciergeControls | null>(null);

export function useConcierge(): ConciergeControls {
  const controls = useContext(ConciergeContext);
  if (!controls) throw new Error('useConcierge must be used within a ConciergeProvider');
  return controls;
}
