import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Eventide';

/** On the server, what writes a rendered page's title down for the page's head (entry-server.tsx). */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

function fullTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — Book the venue and every vendor in one checkout`;
}

/** Sets `document.title` to '<title> · Eventide' (or the bare site title when `title` is null). */
export function useDocumentTitle(title: string | null): void {
  useContext(ServerTitleContext)?.(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
