// Where a redirect may go: a place on this site only. Redirect targets (?redirect=, better-auth's callbackURL) come
// from links anyone can craft, so each is resolved the way a browser would resolve it before it is followed.

/**
 * The same-origin path (with query and hash) that `candidate` resolves to from `origin`, or `fallback` for anything
 * else: another origin, a scheme like javascript:, or a path that a browser would read as another host once written
 * back into a link or a Location header ('//evil.example', reached for instance from '/.%2e//evil.example').
 */
export function safeRedirectPath<F>(candidate: unknown, origin: string, fallback: F): string | F {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}
