// §2: the mobile bottom navigation is hidden on /profile, /messages and /settings (their subpages keep it),
// and on the home page until a first-time visitor's intro video has ended.

export const BOTTOM_NAV_HIDDEN_PATHS = ['/profile', '/messages', '/settings'] as const;

export function shouldShowBottomNav(pathname: string, homeVideoSeen: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((BOTTOM_NAV_HIDDEN_PATHS as readonly string[]).includes(path)) return false;
  if (path === '/' || path === '') return homeVideoSeen;
  return true;
}
