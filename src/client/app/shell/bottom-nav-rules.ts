// §2: the mobile bottom navigation is hidden on /profile, /messages, /settings (and below them),
// and on the home page until a first-time visitor's intro video has ended.

export const BOTTOM_NAV_HIDDEN_SECTIONS = ['/profile', '/messages', '/settings'] as const;

export function shouldShowBottomNav(pathname: string, homeVideoSeen: boolean): boolean {
  if (BOTTOM_NAV_HIDDEN_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`))) {
    return false;
  }
  if (pathname === '/' || pathname === '') return homeVideoSeen;
  return true;
}
