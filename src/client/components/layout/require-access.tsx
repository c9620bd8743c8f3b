import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { decideAccess, guardForPath, withRedirectReason } from '#shared/roles.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { useSession } from '../../lib/session.tsx';
import { LoadingScreen } from './loading-screen.tsx';

export interface RequireAccessProps {
  children?: ReactNode;
  /** Also send guests to sign-in on paths the role guards leave open (profile completion, §6). */
  requireSignIn?: boolean;
}

/** Route guard (§2): asks decideAccess with the session; shows the loading screen while it loads
 *  (at most the 10 s init time-out, after which an unanswered session counts as a guest). */
export function RequireAccess({ children, requireSignIn = false }: RequireAccessProps) {
  const location = useLocation();
  const session = useSession();

  // Open paths (the not-found screen's, mostly) need no session to show.
  if (!requireSignIn && !guardForPath(location.pathname)) return children ?? <Outlet />;
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.error) {
    return (
      <div className="container-page py-16">
        <EmptyState
          as="h2"
          tone="danger"
          icon={<ShieldAlert />}
          title="We couldn't check your session"
          description="This page needs to know who you are, and the check did not go through. Please try again in a moment."
          actions={
            <Button onClick={session.retry} loading={session.retrying}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }

  const user = session.user ? { roles: session.roles } : null;
  const decision = decideAccess({ pathname: location.pathname, search: location.search, user });
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.reason ? withRedirectReason(decision.to, decision.reason) : decision.to} replace />;
  }
  if (requireSignIn && !user) {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  }
  return children ?? <Outlet />;
}
