import { NavLink } from 'react-router';
import { BookOpen, Compass, House, ShoppingBag, UserRound, type LucideIcon } from 'lucide-react';
import { countLabel } from '#shared/count-label.ts';
import { cn } from '../../lib/cn.ts';
import { useShell } from '../../components/layout/use-shell.ts';

const tabClasses =
  'relative flex h-full flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold transition-colors focus-visible:outline-offset-[-4px]';

function TabIcon({ icon: Icon, active }: { icon: LucideIcon; active: boolean }) {
  return (
    <span className={cn('grid h-7 w-12 place-items-center rounded-full transition-colors', active && 'bg-ember-50')}>
      <Icon aria-hidden="true" className="size-[1.375rem]" strokeWidth={active ? 2.4 : 2} />
    </span>
  );
}

/** §2 mobile bottom navigation: About, Stories, Discover, Cart (drawer), Profile (sidebar). Visibility is the caller's. */
export function BottomNav() {
  const shell = useShell();
  const links = [
    { label: 'About', href: '/', icon: House },
    { label: 'Stories', href: '/stories', icon: BookOpen },
    { label: 'Discover', href: '/discover', icon: Compass },
  ];

  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-nav backdrop-blur-xl md:hidden"
    >
      <ul className="flex h-16 items-stretch">
        {links.map((link) => (
          <li key={link.href} className="flex flex-1">
            <NavLink
              to={link.href}
              end={link.href === '/'}
              className={({ isActive }) => cn(tabClasses, isActive ? 'text-brand' : 'text-dusk-500 hover:text-ink')}
            >
              {({ isActive }) => (
                <>
                  <TabIcon icon={link.icon} active={isActive} />
                  {link.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={shell.openCart}
            className={cn(tabClasses, 'text-dusk-500 hover:text-ink')}
            aria-haspopup="dialog"
          >
            <span className="relative">
              <TabIcon icon={ShoppingBag} active={false} />
              {shell.cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 right-1 grid min-w-4 place-items-center rounded-full bg-brand px-1 text-[0.625rem] leading-4 font-bold text-white"
                >
                  {shell.cartCount}
                </span>
              ) : null}
            </span>
            Cart
            {shell.cartCount > 0 ? <span className="sr-only">, {countLabel(shell.cartCount, 'item')}</span> : null}
          </button>
        </li>
        <li className="flex flex-1">
          <button
            type="button"
            onClick={shell.openProfile}
            className={cn(tabClasses, 'text-dusk-500 hover:text-ink')}
            aria-haspopup="dialog"
          >
            <TabIcon icon={UserRound} active={false} />
            Profile
          </button>
        </li>
      </ul>
    </nav>
  );
}
