// ?redirect= values come from the address bar: only paths on this site are followed (no open redirects).

/** The same-origin path (with query and hash) that `value` points to, or null for anything else. */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!value) return null;
  // Must be an absolute path; '//host' and '/\host' are protocol-relative URLs in browsers.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
