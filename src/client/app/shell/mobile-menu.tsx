import { NavLink } from 'react-router';
import { ChevronRight, LogIn, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { cn } from '../../lib/cn.ts';
import { useAuthModal } from '../../components/layout/auth-modal-context.ts';
import { useSession } from '../../lib/session.tsx';
import { BrandMark } from '../../components/layout/brand-logo.tsx';
import { MOBILE_MENU_NAV, mainNavFor } from './nav-items.ts';
import { RoleSwitcher } from '../../components/layout/role-switcher.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** §2 the phone's menu sheet: Home, Discover, Partner, then Sign In / Sign Up or Sign Out. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const authModal = useAuthModal();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
            {mainNavFor(MOBILE_MENU_NAV, session.roles).map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.href === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'group flex items-center gap-3.5 rounded-2xl px-3 py-3 transition-colors',
                        isActive ? 'bg-ember-50' : 'hover:bg-dusk-50',
                      )
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
              <SignOutButton onClose={close} />
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
  );
}
