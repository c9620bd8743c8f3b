import { Suspense, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DISPLAY } from '#shared/constants.ts';
import { SkipLink } from '../components/ui/skip-link.tsx';
import { AuthModalProvider } from '../features/auth/auth-modal.tsx';
import { ConciergeProvider } from '../features/concierge/concierge-provider.tsx';
import { showsConcierge } from '../features/concierge/concierge-visibility.ts';
import { cn } from '../lib/cn.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { STORAGE_KEYS, useStoredFlag } from '../lib/local-storage.ts';
import { SessionProvider } from '../lib/session.tsx';
import { BottomNav } from './shell/bottom-nav.tsx';
import { shouldShowBottomNav } from './shell/bottom-nav-rules.ts';
import { Footer } from './shell/footer.tsx';
import { MobileHeader } from './shell/mobile-header.tsx';
import { NavigationProgress } from './shell/navigation-progress.tsx';
import { RedirectReasonToast } from './shell/redirect-reason-toast.tsx';
import { ScrollToTop } from './shell/scroll-to-top.tsx';
import { ShellProvider } from './shell/shell-provider.tsx';
import { TopNav } from './shell/top-nav.tsx';

// The update and install prompts show after the app has started, when there is something to offer.
const AppPrompts = lazyComponent(() => import('./shell/app-prompts.tsx'), 'AppPrompts');

/** The shared shell of §2 around every page, inside the session (§4) and the auth modal. */
export function RootLayout() {
  const { pathname } = useLocation();
  const [homeVideoSeen] = useStoredFlag(STORAGE_KEYS.homeVideoSeen);
  const showBottomNav = shouldShowBottomNav(pathname, homeVideoSeen);

  return (
    <SessionProvider>
      <AuthModalProvider>
        <ShellProvider>
          <ConciergeProvider launcher={showsConcierge(pathname)} aboveBottomNav={showBottomNav}>
            <SkipLink />
            <ScrollToTop />
            <RedirectReasonToast />
            <NavigationProgress />
            <div
              className={cn(
                'flex min-h-dvh flex-col',
                showBottomNav && 'max-md:pb-[calc(var(--mobile-bottom-pad)+env(safe-area-inset-bottom))]',
              )}
              style={{ '--mobile-bottom-pad': `${DISPLAY.mobileBottomPaddingPx}px` } as CSSProperties}
            >
              <TopNav />
              <MobileHeader bottomNavVisible={showBottomNav} />
              {/* At least a screen tall, so the footer starts below the fold: a page still loading its content
                  would otherwise show the footer and then push it down (a layout shift). */}
              <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
                <Outlet />
              </main>
              <Footer />
            </div>
            {showBottomNav ? <BottomNav /> : null}
            <Suspense fallback={null}>
              <AppPrompts />
            </Suspense>
          </ConciergeProvider>
        </ShellProvider>
      </AuthModalProvider>
    </SessionProvider>
  );
}
