import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { countLabel } from '#shared/count-label.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { useSession } from '../../lib/session.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { DESKTOP_NAV, mainNavFor } from './nav-items.ts';
import { RoleSwitcher } from '../../components/layout/role-switcher.tsx';
import { useShell } from '../../components/layout/use-shell.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// Radix's avatar loads with the signed-in user it shows, not with every first view.
const Avatar = lazyComponent(() => import('../../components/ui/avatar.tsx'), 'Avatar');

/** §2 desktop top navigation (768 px and up). */
export function TopNav() {
  const session = useSession();
  const shell = useShell();
  const authModal = useAuthModal();

  return (
    <header className="sticky top-0 z-40 hidden border-b border-line/80 bg-white/95 backdrop-blur-xl backdrop-saturate-150 md:block">
      <div className="container-page flex h-[4.5rem] items-center gap-3 lg:gap-6">
        <BrandLogo />
        <nav aria-label="Main" className="min-w-0 flex-1">
          <ul className="flex items-center justify-center gap-1">
            {mainNavFor(DESKTOP_NAV, session.roles).map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.href === '/'}
                  className={({ isActive }) =>
                    cn(
                      'relative inline-flex h-10 items-center rounded-full px-3 text-[0.9375rem] font-semibold transition-colors lg:px-4',
                      isActive ? 'bg-dusk-100 text-ink' : 'text-dusk-600 hover:bg-dusk-50 hover:text-ink',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <RoleSwitcher className="w-44" />
          <Button
            variant="ghost"
            size="sm"
            className="h-10 rounded-full px-3.5"
            onClick={shell.openCart}
            aria-label={`Cart, ${countLabel(shell.cartCount, 'item')}`}
          >
            <span className="relative">
              <ShoppingBag aria-hidden="true" />
              {shell.cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1.5 -right-2 grid min-w-4 place-items-center rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-white"
                >
                  {shell.cartCount}
                </span>
              ) : null}
            </span>
            Cart
          </Button>
          {/* As wide as Sign Up / In, so the cart beside it stays put when the session is known after hydration. */}
          <div className="flex w-32 justify-end">
            {session.status === 'loading' ? (
              <Skeleton className="size-10 rounded-full" />
            ) : session.user ? (
              <button
                type="button"
                onClick={shell.openProfile}
                aria-label={`Open your account menu (${session.user.name || session.user.email})${shell.unreadMessages > 0 ? `, ${shell.unreadMessages} unread messages` : ''}`}
                className="relative rounded-full p-0.5 ring-1 ring-line transition-shadow hover:shadow-card"
              >
                <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
                  <Avatar name={session.user.name || session.user.email} src={session.user.image} />
                </Suspense>
                {shell.unreadMessages > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[0.6875rem] font-bold text-white ring-2 ring-surface"
                  >
                    {shell.unreadMessages > 99 ? '99+' : shell.unreadMessages}
                  </span>
                ) : null}
              </button>
            ) : (
              <Button variant="dark" size="sm" className="h-10 rounded-full px-4" onClick={() => authModal.open()}>
                Sign Up / In
              </Button>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
