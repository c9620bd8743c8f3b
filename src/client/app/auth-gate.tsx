import { Link, useLocation } from 'react-router';
import { ArrowRight, Lock, LogIn, Store, UserPlus } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

export interface AuthGateProps {
  /** What signing in unlocks here ("your bookings"). */
  what?: string;
}

/** §2 auth gate screen: 'Authentication Required' with Create Account, Sign In and the partner portal signup. */
export function AuthGate({ what = 'this page' }: AuthGateProps) {
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="mx-auto w-full max-w-xl rounded-3xl border border-line bg-surface p-7 text-center shadow-card sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ember-50 text-brand">
        <Lock aria-hidden="true" className="size-7" />
      </div>
      <h2 className="mt-5 text-2xl font-extrabold tracking-tight text-ink">Authentication Required</h2>
      <p className="mx-auto mt-2 max-w-sm text-[0.9375rem] leading-6 text-muted">Sign in or create a free account to see {what}.</p>
      <div className="mt-7 grid gap-2.5 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link to={`/signup?redirect=${redirect}`}>
            <UserPlus aria-hidden="true" />
            Create Account
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={`/auth?redirect=${redirect}`}>
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </div>
      <Link
        to="/partner/create-account"
        className="group mt-6 flex items-center gap-3 rounded-2xl bg-dusk-50 p-4 text-left transition-colors hover:bg-dusk-100"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand shadow-xs">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-ink">Venue &amp; Vendor Portal</span>
          <span className="block text-sm text-muted">List your space or service and get booked</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-4 text-dusk-400 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </div>
  );
}
