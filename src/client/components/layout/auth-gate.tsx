import { ArrowRight, Lock, LogIn, Store, UserPlus } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { useAuthModal } from './auth-modal-context.ts';

export interface AuthGateProps {
  /** What signing in unlocks here ("your bookings"). */
  what?: string;
}

/** §2 auth gate screen: 'Authentication Required' with Create Account, Sign In and the partner portal
 *  signup. Each opens the auth modal; once signed in, the page reloads in place and shows its content. */
export function AuthGate({ what = 'this page' }: AuthGateProps) {
  const authModal = useAuthModal();
  return (
    <div className="mx-auto w-full max-w-xl rounded-3xl border border-line bg-surface p-7 text-center shadow-card sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ember-50 text-brand">
        <Lock aria-hidden="true" className="size-7" />
      </div>
      <h2 className="mt-5 text-2xl font-extrabold tracking-tight text-ink">Authentication Required</h2>
      <p className="mx-auto mt-2 max-w-sm text-[0.9375rem] leading-6 text-muted">
        Sign in or create a free account to see {what}.
      </p>
      <div className="mt-7 grid gap-2.5 sm:grid-cols-2">
        <Button size="lg" onClick={() => authModal.open({ mode: 'signup-user' })}>
          <UserPlus aria-hidden="true" />
          Create Account
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => authModal.open({ mode: 'signin', reason: `to see ${what}` })}
        >
          <LogIn aria-hidden="true" />
          Sign In
        </Button>
      </div>
      <button
        type="button"
        onClick={() => authModal.open({ mode: 'signup-partner' })}
        className="group mt-6 flex w-full items-center gap-3 rounded-2xl bg-dusk-50 p-4 text-left transition-colors hover:bg-dusk-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand shadow-xs">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-ink">Venue &amp; Vendor Portal</span>
          <span className="block text-sm text-muted">List your space or service and get booked</span>
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5"
        />
      </button>
    </div>
  );
}
