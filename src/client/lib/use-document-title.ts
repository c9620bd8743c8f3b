import { useEffect } from 'react';

export const SITE_NAME = 'Eventide';

/** Sets `document.title` to '<title> · Eventide' (or the bare site title when `title` is null). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} — Book the venue and every vendor in one checkout`;
  }, [title]);
}
