import { useCallback } from 'react';
import { toast } from '../../lib/toast.ts';
import { copyText } from '../../lib/clipboard.ts';

export interface ShareTarget {
  title: string;
  text?: string;
  /** Defaults to the current page. */
  url?: string;
}

export const SHARE_MESSAGES = {
  copied: 'Link copied',
  copiedDescription: 'Paste it anywhere to share this listing.',
  copyFailed: "Couldn't copy the link",
} as const;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';
}

/** Shares with the Web Share API where there is one (phones), otherwise copies the link and says so. */
export function useShareListing() {
  return useCallback(async ({ title, text, url = window.location.href }: ShareTarget) => {
    const data: ShareData = { title, url, ...(text ? { text } : {}) };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (isAbort(error)) return;
      }
    }
    if (await copyText(url)) toast.success(SHARE_MESSAGES.copied, { description: SHARE_MESSAGES.copiedDescription });
    else toast.error(SHARE_MESSAGES.copyFailed, { description: url });
  }, []);
}
