import { useState } from 'react';
import { NavLink } from 'react-router';
import { ChevronRight, LogIn, LogOut, Menu, ShoppingBag, UserPlus, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { useAuthModal } from '../../features/auth/auth-modal-context.ts';
import { useSession } from '../../lib/session.tsx';
import { BrandLogo, BrandMark } from './brand-logo.tsx';
import { MOBILE_MENU_NAV } from './nav-items.ts';
import { RoleSwitcher } from './role-switcher.tsx';
import { useShell } from './use-shell.ts';

export interface MobileHeaderProps {
  /** When the bottom navigation is hidden the header carries the cart and account shortcuts itself. */
  bottomNavVisible: boolean;
}

/** §2 mobile top bar and its menu sheet: Home, Discover, Partner, then Sign In / Sign Up or Sign Out. */
export function MobileHeader({ bottomNavVisible }: MobileHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const shell = useShell();
  const authModal = useAuthModal();
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur-xl md:hidden">
      <div className="flex h-14 items-center gap-1 px-3">
        <IconButton label="Open menu" icon={<Menu aria-hidden="true" />} onClick={() => setMenuOpen(true)} aria-expanded={menuOpen} aria-haspopup="dialog" />
        <BrandLogo className="ml-1 text-lg [&_svg]:size-7" />
        <div className="ml-auto flex items-center gap-1">
          {bottomNavVisible ? null : (
            <>
              <IconButton label={`Cart, ${shell.cartCount} items`} icon={<ShoppingBag aria-hidden="true" />} badge={shell.cartCount} onClick={shell.openCart} />
              <IconButton
                label={shell.unreadMessages > 0 ? `Your account, ${shell.unreadMessages} unread messages` : 'Your account'}
                icon={<UserRound aria-hidden="true" />}
                badge={shell.unreadMessages}
                onClick={shell.openProfile}
              />
            </>
          )}
        </div>
      </div>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent
          side="left"
          title={
            <span className="flex items-center gap-2.5">
              <BrandMark className="size-7" />
              Menu
            </span>
          }
        >
          <nav aria-label="Mobile" className="px-3 py-4">
            <ul className="flex flex-col gap-0.5">
              {MOBILE_MENU_NAV.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.href}>
                    <NavLink
                      to={item.href}
                      end={item.href === '/'}
                      onClick={close}
                      className={({ isActive }) =>
                        cn('group flex items-center gap-3.5 rounded-2xl px-3 py-3 transition-colors', isActive ? 'bg-ember-50' : 'hover:bg-dusk-50')
                      }
                    >
                      {({ isActive }) => (
                        <>
                          <span
                            className={cn(
                              'grid size-10 place-items-center rounded-xl',
                              isActive ? 'bg-brand text-white' : 'bg-dusk-100 text-dusk-700',
                            )}
                          >
                            <Icon aria-hidden="true" className="size-5" />
                          </span>
                          <span className="flex-1">
                            <span className="block font-semibold text-ink">{item.label}</span>
                            <span className="block text-sm text-muted">{item.description}</span>
                          </span>
                          <ChevronRight aria-hidden="true" className="size-4 text-dusk-400" />
                        </>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mx-6 border-t border-line" />
          <div className="flex flex-col gap-2.5 px-6 py-5">
            <RoleSwitcher size="md" onSwitched={close} />
            {session.user ? (
              <>
                <p className="text-sm text-muted">
                  Signed in as <span className="font-semibold text-ink">{session.user.name || session.user.email}</span>
                </p>
                <Button
                  variant="secondary"
                  block
                  loading={session.signingOut}
                  onClick={() => {
                    close();
                    session.signOut();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button
                  block
                  onClick={() => {
                    close();
                    authModal.open({ mode: 'signin' });
                  }}
                >
                  <LogIn aria-hidden="true" />
                  Sign In
                </Button>
                <Button
                  variant="secondary"
                  block
                  onClick={() => {
                    close();
                    authModal.open({ mode: 'signup-user' });
                  }}
                >
                  <UserPlus aria-hidden="true" />
                  Sign Up
                </Button>
              </>
            )}
          </div>
        </SheetContent>
      </Sheet>
    </header>
  );
}
