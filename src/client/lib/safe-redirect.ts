// ?redirect= values come from the address bar: only paths on this site are followed (no open redirects).
import { safeRedirectPath } from '#shared/safe-redirect.ts';

/** The same-origin path (with query and hash) that `value` points to from this page, or null for anything else. */
export function safeRedirect(value: string | null | undefined): string | null {
  return safeRedirectPath(value, window.location.origin, null);
}
