import { Link } from 'react-router';
import { ChevronRight, LogIn, UserPlus } from 'lucide-react';
import { ROLE_LABELS } from '#shared/roles.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent } from '../../components/ui/sheet.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { AuthModalOptions } from '../../components/layout/auth-modal-context.ts';
import { useSession } from '../../lib/session.tsx';
import { profileNavFor } from './nav-items.ts';
import { RoleSwitcher } from '../../components/layout/role-switcher.tsx';
import { SignOutButton } from './sign-out-button.tsx';

export interface ProfileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the auth modal for a guest. */
  onGuestNavigate: (options: AuthModalOptions) => void;
  /** Messages from others not read yet, shown on the Messages entry. */
  unreadMessages?: number;
}

const itemClasses =
  'group flex w-full items-center gap-3.5 rounded-2xl px-3 py-3 text-left transition-colors hover:bg-dusk-50 focus-visible:bg-dusk-50';

/** §2 profile sidebar: account entries; a guest choosing one gets the sign-in modal instead (§2). */
export function ProfileSidebar({ open, onOpenChange, onGuestNavigate, unreadMessages = 0 }: ProfileSidebarProps) {
  const session = useSession();
  const close = () => onOpenChange(false);
  const user = session.user;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title="Your account"
        description={user ? 'Bookings, messages and settings' : 'Browsing as a guest'}
        footer={
          user ? (
            <SignOutButton onClose={close} />
          ) : (
            <div className="grid grid-cols-2 gap-2.5">
              <Button
                variant="secondary"
                onClick={() => {
                  close();
                  onGuestNavigate({ mode: 'signin' });
                }}
              >
                <LogIn aria-hidden="true" />
                Sign in
              </Button>
              <Button
                onClick={() => {
                  close();
                  onGuestNavigate({ mode: 'signup-user' });
                }}
              >
                <UserPlus aria-hidden="true" />
                Sign up
              </Button>
            </div>
          )
        }
      >
        <div className="px-3 py-4 sm:px-4">
          {session.status === 'loading' ? (
            <div className="flex items-center gap-3 px-3 pb-4">
              <Skeleton className="size-14 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-44" />
              </div>
            </div>
          ) : user ? (
            <div className="mb-3 flex items-center gap-3.5 rounded-2xl bg-gradient-to-br from-ember-50 to-dusk-50 px-3 py-4">
              <Avatar name={user.name || user.email} src={user.image} size="lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-ink">{user.name || 'Welcome back'}</p>
                <p className="truncate text-sm text-muted">{user.email}</p>
                <div className="mt-1.5 flex flex-wrap gap-1">
                  {session.roles.map((role) => (
                    <Badge key={role} size="sm" tone={role === session.activeRole ? 'brand' : 'neutral'}>
                      {ROLE_LABELS[role]}
                    </Badge>
                  ))}
                </div>
              </div>
            </div>
          ) : (
            <div className="mb-3 rounded-2xl bg-dusk-950 px-4 py-5 text-white">
              <p className="font-bold">Plan your next event</p>
              <p className="mt-1 text-sm leading-5 text-dusk-300">
                Sign in to keep your cart, message venues and vendors, and track every booking in one place.
              </p>
            </div>
          )}

          <RoleSwitcher className="mb-3 px-3" size="md" onSwitched={close} />

          <nav aria-label="Account">
            <ul className="flex flex-col">
              {profileNavFor(session.roles).map((item) => {
                const Icon = item.icon;
                const body = (
                  <>
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-dusk-100 text-dusk-700 transition-colors group-hover:bg-ember-50 group-hover:text-brand">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{item.label}</span>
                      <span className="block truncate text-sm text-muted">{item.description}</span>
                    </span>
                    {item.href === '/messages' && user && unreadMessages > 0 ? (
                      <Badge tone="brand" size="sm">
                        {unreadMessages} unread
                      </Badge>
                    ) : null}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5"
                    />
                  </>
                );
                return (
                  <li key={item.href}>
                    {user ? (
                      <Link to={item.href} onClick={close} className={itemClasses}>
                        {body}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={itemClasses}
                        onClick={() => {
                          close();
                          onGuestNavigate({ mode: 'signin', redirectTo: item.href, reason: `to open ${item.label}` });
                        }}
                      >
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </SheetContent>
    </Sheet>
  );
}
